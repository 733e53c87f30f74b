// `lang` on every route with descriptions (issue 27): the service's codes and aliases in any case,
// the descriptions from its own translations (recorded answers over the 2016–18 widget table), an
// unknown code or one without a table answered in English, `main` and every number as in English
// (one world), and a request without `lang` answered byte for byte as before.
import { createRequire } from 'node:module';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conditionDescription,
  createWeatherGenerator,
  inLanguage,
  languageCodes,
  translatedLanguages,
  validateForecast,
  validateWeatherRecord,
  WeatherDoubleError,
  weatherConditions,
} from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { failOnUnhandled } from '../support/msw.js';

const HOST = 'https://api.openweathermap.org';
const NOW = Date.UTC(2024, 0, 15, 9, 30);
const SEED = 27;
const double = createWeatherDouble({ seed: SEED, now: () => NOW });
const server = setupServer(...double.handlers);
beforeAll(() => server.listen(failOnUnhandled));
afterAll(() => server.close());

const text = async (path: string, query: string) => {
  const response = await fetch(`${HOST}${path}?${query}&appid=k`);
  expect(response.status).toBe(200);
  return response.text();
};

/** Every `weather[]` item of a parsed answer, in document order. */
function itemsOf(value: unknown): { id: number; main: string; description: string }[] {
  if (Array.isArray(value)) return value.flatMap(itemsOf);
  if (typeof value !== 'object' || value === null) return [];
  const object = value as Record<string, unknown>;
  if (typeof object.id === 'number' && typeof object.description === 'string' && 'main' in object)
    return [object as { id: number; main: string; description: string }];
  return Object.values(object).flatMap(itemsOf);
}

/** The answer with every description blanked: what must not change with `lang`. */
const withoutDescriptions = (body: string) =>
  body.replace(/"description":"[^"]*","icon"/g, '"description":"","icon"');

const PLACES = [
  'lat=51.5085&lon=-0.1257',
  'lat=-33.8688&lon=151.2093',
  'lat=1.29&lon=103.85',
  'lat=64.1355&lon=-21.8954',
];

/** Languages the double knows only from recorded answers: some codes translated, English the rest. */
const RECORDED_ONLY = ['da', 'el', 'fa', 'he', 'hi', 'id', 'ja', 'kr', 'lt', 'sr', 'th'];

describe('the descriptions of a language', () => {
  it('follow the recorded answers where the 2016–18 table is out of date', () => {
    expect(conditionDescription(800, 'fr')).toBe('ciel dégagé');
    expect(conditionDescription(804, 'pt')).toBe('nublado');
    expect(conditionDescription(800, 'de')).toBe('Klarer Himmel');
    expect(conditionDescription(804, 'de')).toBe('Bedeckt');
    expect(conditionDescription(500, 'de')).toBe('Leichter Regen');
    expect([801, 802, 803].map((id) => conditionDescription(id, 'ru'))).toEqual([
      'небольшая облачность',
      'переменная облачность',
      'облачно с прояснениями',
    ]);
    expect(conditionDescription(804, 'pl')).toBe('zachmurzenie duże');
    expect(conditionDescription(500, 'pt_br')).toBe('chuva leve');
    // Issue 43: Spanish 803 since 2021, Turkish in lower case since 2021 (the table has 2015's capitals).
    expect(conditionDescription(803, 'es')).toBe('muy nuboso');
    expect(conditionDescription(803, 'sp')).toBe('muy nuboso');
    expect([800, 804, 500, 721].map((id) => conditionDescription(id, 'tr'))).toEqual([
      'açık',
      'kapalı',
      'hafif yağmur',
      'hafif sisli',
    ]);
    // Where the table still holds.
    expect(conditionDescription(500, 'fi')).toBe('pieni sade');
    expect(conditionDescription(800, 'it')).toBe('cielo sereno');
    expect(conditionDescription(804, 'es')).toBe('nubes');
  });

  it('are read as the service reads `lang`: its aliases, any case', () => {
    for (const [alias, code] of [
      ['sp', 'es'],
      ['se', 'sv'],
      ['ua', 'uk'],
      ['DE', 'de'],
      ['Zh_CN', 'zh_cn'],
    ] as const) {
      for (const { id } of weatherConditions)
        expect(conditionDescription(id, alias)).toBe(conditionDescription(id, code));
    }
    expect(conditionDescription(800, 'zh_cn')).toBe('晴');
    expect(conditionDescription(800, 'zh_tw')).not.toBe(conditionDescription(800, 'en'));
  });

  it('are English for English, a language without a table, an unknown code and a code the table lacks', () => {
    const english = (id: number) => weatherConditions.find((c) => c.id === id)?.description;
    for (const lang of ['en', 'EN', 'af', 'zu', 'xx', 'zh', 'de-DE', '']) {
      expect(conditionDescription(801, lang)).toBe(english(801));
    }
    // 313 is not in the German table (nor in the other 61-id ones).
    expect(conditionDescription(313, 'de')).toBe(english(313));
    expect(conditionDescription(999, 'de')).toBeUndefined();
  });

  it('cover the languages the docs list, and only codes of the service', () => {
    expect(languageCodes).toHaveLength(49);
    expect(translatedLanguages.every((code) => languageCodes.includes(code))).toBe(true);
    expect([...languageCodes].filter((code) => !translatedLanguages.includes(code)).sort()).toEqual(
      'af al az en eu la no sl zu'.split(' '),
    );
    // Every language with a table translates the common conditions.
    for (const code of translatedLanguages.filter((code) => !RECORDED_ONLY.includes(code))) {
      for (const id of [500, 800, 804])
        expect(conditionDescription(id, code)).not.toBe(conditionDescription(id));
    }
  });

  it('translate the codes recorded answers show for a language without a table, English the rest', () => {
    // Indonesian (issue 43): six codes in recorded answers with lang=id, 2021–2025.
    expect([500, 501, 721, 802, 803, 804].map((id) => conditionDescription(id, 'id'))).toEqual([
      'hujan rintik-rintik',
      'hujan sedang',
      'kabut asap',
      'awan tersebar',
      'awan pecah',
      'awan mendung',
    ]);
    expect(conditionDescription(800, 'id')).toBe(conditionDescription(800));
    expect(conditionDescription(200, 'ID')).toBe(conditionDescription(200));
    // Japanese and Korean (issue 43): weather, forecast and One Call answers of 2019–2026; the
    // widget table's `kr` is English, the API's answers are Korean (its spaces plain U+0020).
    expect(
      [500, 501, 502, 521, 701, 800, 801, 802, 803, 804].map((id) => conditionDescription(id, 'ja')),
    ).toEqual(['小雨', '適度な雨', '強い雨', 'にわか雨', '霧', '晴天', '薄い雲', '雲', '曇りがち', '厚い雲']);
    expect(
      [500, 501, 502, 701, 721, 800, 801, 802, 803, 804].map((id) => conditionDescription(id, 'KR')),
    ).toEqual([
      '실 비',
      '보통 비',
      '강한 비',
      '박무',
      '연무',
      '맑음',
      '약간의 구름이 낀 하늘',
      '구름조금',
      '튼구름',
      '온흐림',
    ]);
    // The other languages the table lacks, each from its recorded answers (1 or 2 sources).
    expect(
      [
        ['da', 804],
        ['el', 800],
        ['fa', 800],
        ['he', 803],
        ['hi', 800],
        ['lt', 802],
        ['sr', 501],
        ['th', 500],
      ].map(([lang, id]) => conditionDescription(id as number, lang as string)),
    ).toEqual([
      'skydække',
      'αίθριος καιρός',
      'آسمان صاف',
      'שברי ענן',
      'साफ आकाश',
      'mažai debesuota',
      'умерена киша',
      'ฝนเบา ๆ',
    ]);
    // Codes no recorded answer shows in these languages stay English.
    for (const lang of ['ja', 'kr', 'da', 'el', 'fa', 'he', 'hi', 'lt', 'sr', 'th']) {
      for (const id of [200, 711, 781]) expect(conditionDescription(id, lang)).toBe(conditionDescription(id));
    }
  });
});

describe('the validators', () => {
  it('expect the descriptions of the lang the answer was asked for with', async () => {
    const german = JSON.parse(await text('/data/2.5/weather', `${PLACES[0]}&lang=de`));
    expect(validateWeatherRecord(german, { lang: 'de' }).ok).toBe(true);
    expect(validateWeatherRecord(german, { lang: 'DE' }).ok).toBe(true);
    const english = validateWeatherRecord(german);
    expect(english.ok).toBe(false);
    expect(english.ok ? [] : english.issues.map((issue) => issue.path)).toContain('weather[0].description');
    const french = JSON.parse(await text('/data/2.5/forecast', 'zip=94040&lang=fr'));
    expect(validateForecast(french, { lang: 'fr' }).ok).toBe(true);
    expect(validateForecast(french, { lang: 'sp' }).ok).toBe(false);
    // A code without translations: English expected.
    expect(
      validateForecast(JSON.parse(await text('/data/2.5/forecast', 'zip=94040')), { lang: 'af' }).ok,
    ).toBe(true);
  });

  it('refuse a lang that is not a string', () => {
    for (const call of [
      () => validateWeatherRecord({}, { lang: 5 as never }),
      () => validateForecast({}, { lang: 5 as never }),
      () => validateForecast({}, { langs: 'de' } as never),
    ]) {
      expect(call).toThrow(WeatherDoubleError);
    }
    expect(() => validateWeatherRecord({}, { lang: 5 as never })).toThrow(/lang/);
  });
});

describe('the CommonJS build', () => {
  it('reads the same tables (from the ESM module beside it, one copy in the package)', () => {
    const cjs = createRequire(import.meta.url)('../../dist/src/index.cjs') as typeof import('weather-double');
    expect(cjs.translatedLanguages).toEqual(translatedLanguages);
    for (const lang of languageCodes) {
      for (const { id } of weatherConditions) {
        expect(cjs.conditionDescription(id, lang)).toBe(conditionDescription(id, lang));
      }
    }
    expect(cjs.conditionDescription(800, 'ru')).toBe('ясно');
  });
});

describe('lang on the routes', () => {
  it('translates the weather route: only the descriptions change, `main` stays English', async () => {
    for (const place of PLACES) {
      const english = await text('/data/2.5/weather', place);
      const german = await text('/data/2.5/weather', `${place}&lang=de`);
      expect(withoutDescriptions(german)).toBe(withoutDescriptions(english));
      const items = itemsOf(JSON.parse(english));
      expect(itemsOf(JSON.parse(german))).toEqual(
        items.map((item) => ({ ...item, description: conditionDescription(item.id, 'de') })),
      );
    }
  });

  it('translates the forecast, One Call (current, hourly, daily) and timemachine; the summary stays English', async () => {
    const routes = [
      ['/data/2.5/forecast', 'cnt=16'],
      ['/data/3.0/onecall', ''],
      ['/data/3.0/onecall/timemachine', `dt=${NOW / 1000 - 86_400}`],
    ];
    for (const [path, extra] of routes) {
      for (const place of PLACES) {
        const query = `${place}&${extra}`;
        const english = await text(path as string, query);
        const french = await text(path as string, `${query}&lang=fr`);
        expect(withoutDescriptions(french)).toBe(withoutDescriptions(english));
        expect(JSON.parse(french)).toEqual(inLanguage(JSON.parse(english), 'fr'));
        const items = itemsOf(JSON.parse(french));
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) expect(item.description).toBe(conditionDescription(item.id, 'fr'));
      }
    }
    const oneCall = JSON.parse(await text('/data/3.0/onecall', `${PLACES[0]}&lang=ru`));
    const english = JSON.parse(await text('/data/3.0/onecall', PLACES[0] as string));
    expect(oneCall.daily.map((day: { summary: string }) => day.summary)).toEqual(
      english.daily.map((day: { summary: string }) => day.summary),
    );
  });

  it('translates the several-cities routes (group, find, box/city)', async () => {
    for (const [path, query] of [
      ['/data/2.5/group', 'id=2643743,524901,703448'],
      ['/data/2.5/find', `${PLACES[0]}&cnt=3`],
      ['/data/2.5/box/city', 'bbox=-0.5,51.3,0.3,51.7,10'],
    ] as const) {
      const english = await text(path, query);
      const russian = await text(path, `${query}&lang=ru`);
      expect(withoutDescriptions(russian)).toBe(withoutDescriptions(english));
      expect(JSON.parse(russian)).toEqual(inLanguage(JSON.parse(english), 'ru'));
      expect(itemsOf(JSON.parse(russian)).length).toBeGreaterThan(0);
    }
  });

  it('answers English byte for byte without `lang`, with `en`, a code without a table or an unknown one', async () => {
    for (const path of ['/data/2.5/weather', '/data/2.5/forecast', '/data/3.0/onecall']) {
      const plain = await text(path, PLACES[1] as string);
      for (const lang of ['en', 'af', 'xx', 'zh', '']) {
        expect(await text(path, `${PLACES[1]}&lang=${lang}`)).toBe(plain);
      }
    }
    // A route without descriptions ignores it.
    expect(await text('/data/2.5/air_pollution', `${PLACES[0]}&lang=de`)).toBe(
      await text('/data/2.5/air_pollution', PLACES[0] as string),
    );
  });

  it('answers an alias and a code in another case exactly as the code', async () => {
    for (const [alias, code] of [
      ['sp', 'es'],
      ['se', 'sv'],
      ['ua', 'uk'],
      ['FR', 'fr'],
    ]) {
      expect(await text('/data/2.5/forecast', `zip=94040&lang=${alias}`)).toBe(
        await text('/data/2.5/forecast', `zip=94040&lang=${code}`),
      );
    }
  });

  it('is what inLanguage makes of the generator’s answer', async () => {
    const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });
    const body = JSON.parse(await text('/data/2.5/weather', 'zip=94040,us&units=metric&lang=it'));
    expect(body).toEqual(inLanguage(generator.record({ zip: '94040,us', units: 'metric' }), 'it'));
    const record = generator.record({ zip: '94040,us', overrides: { weather: [{ id: 800 }] } });
    expect(inLanguage(record, 'it').weather[0]?.description).toBe('cielo sereno');
    expect(inLanguage(record, 'xx')).toBe(record);
  });

  it('translates a scenario’s record too', async () => {
    server.use(double.scenarios.record({ weather: [{ id: 502 }] }));
    const body = JSON.parse(await text('/data/2.5/weather', 'zip=94040&lang=de'));
    expect(body.weather).toEqual([
      { id: 502, main: 'Rain', description: 'Sehr starker Regen', icon: expect.any(String) },
    ]);
    server.resetHandlers(...double.handlers);
  });
});
