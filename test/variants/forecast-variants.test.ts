// Rare real variants of the 5 day / 3 hour forecast (issue 42, docs/variants.md): each variant's
// body through the handlers, changed from the common answer exactly as documented, valid with
// { variants: true } and refused by the strict validator; the same bytes for the same seed; the
// hourly forecast and mode=xml untouched; the fast-check arbitrary that draws them, and a
// consumer's crash found and shrunk to one variant.
import fc from 'fast-check';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type ForecastVariantName,
  forecastVariantNames,
  serializeForecast,
  validateForecast,
  WeatherDoubleError,
} from 'weather-double';
import { forecastAnswer } from 'weather-double/fast-check';
import { createWeatherDouble, type WeatherDoubleOptions } from 'weather-double/handlers';
import { type CliServer, runCli, startCliServer } from '../support/cli.js';
import { unhandledButLocal } from '../support/msw.js';
import { answerer } from '../support/variants.js';

const NOW = Date.parse('2024-06-01T14:00:00Z');
const BASE = 'https://api.openweathermap.org/data/2.5';
// London by name, one day: dry and rainy slots both (checked below), wind from every side.
const LONDON = `${BASE}/forecast?q=London,GB&cnt=8&appid=k`;

const server = setupServer();
// The CLI server's own socket (127.0.0.1) is reached for real; anything else must be the double's.
beforeAll(() => server.listen(unhandledButLocal));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Json = Record<string, any>;

const ask = answerer(server, { now: () => NOW });
/** The answer of a fresh double (seed 5, the test clock) to a URL, and its log entry. */
const answer = (options: WeatherDoubleOptions, url = LONDON) => ask(options, url);

const dry = (slot: Json) => !('rain' in slot) && !('snow' in slot);

/** What each variant changes, from the common answer to the variant's: the rest is unchanged. */
const expectations: Record<ForecastVariantName, (variant: Json, common: Json, body: string) => void> = {
  slotsRainEmpty: (v, c, body) => {
    expect(c.list.some(dry)).toBe(true);
    c.list.forEach((slot: Json, index: number) => {
      expect(v.list[index].rain).toEqual(dry(slot) ? {} : slot.rain);
    });
    // Where the service put it: after pop, before sys.
    expect(body).toContain('"rain":{},"sys":{"pod":');
    expect({ ...v, list: v.list.map(({ rain, ...slot }: Json) => slot) }).toEqual({
      ...c,
      list: c.list.map(({ rain, ...slot }: Json) => slot),
    });
  },
  slotsNoVisibilityPopFeelsLike: (v, c) => {
    for (const slot of v.list) {
      expect(slot).not.toHaveProperty('visibility');
      expect(slot).not.toHaveProperty('pop');
      expect(slot.main).not.toHaveProperty('feels_like');
    }
    expect(v.list.map(({ dt, main }: Json) => [dt, main.temp])).toEqual(
      c.list.map(({ dt, main }: Json) => [dt, main.temp]),
    );
  },
  slotsFloatWindDeg: (v, c, body) => {
    v.list.forEach((slot: Json, index: number) => {
      const deg = slot.wind.deg as number;
      expect(Number.isInteger(deg)).toBe(false);
      expect(Math.abs(deg - c.list[index].wind.deg)).toBeLessThan(1.001);
      expect(deg).toBeLessThan(360);
      expect(String(deg)).toMatch(/^\d+\.\d{1,3}$/);
    });
    expect(body).toMatch(/"deg":\d+\.\d{1,3},"gust":/);
  },
  cityNoTimezoneSun: (v, c, body) => {
    expect(Object.keys(v.city)).toEqual(['id', 'name', 'coord', 'country', 'population']);
    expect(v.city).toEqual({ ...c.city, timezone: undefined, sunrise: undefined, sunset: undefined });
    expect(body.endsWith(`"population":${c.city.population}}}`)).toBe(true);
  },
  messageFloat: (v, c, body) => {
    expect(c.message).toBe(0);
    expect(v.message).toBeGreaterThanOrEqual(0.003);
    expect(v.message).toBeLessThanOrEqual(0.007);
    expect(body).toMatch(/^\{"cod":"200","message":0\.00[3-7]\d?,"cnt":8,/);
    expect({ ...v, message: 0 }).toEqual(c);
  },
};

describe('each forecast variant through the handlers', () => {
  for (const name of forecastVariantNames) {
    it(`${name}: the common answer changed as docs/variants.md says, valid with { variants: true }`, async () => {
      const common = await answer({});
      const variant = await answer({ variants: { rate: 1, seed: 1, only: [name] } });
      expect(variant.entry.variant).toBe(name);
      expectations[name](JSON.parse(variant.body), JSON.parse(common.body), variant.body);
      // The double writes the variant in the service's key order.
      expect(serializeForecast(JSON.parse(variant.body))).toBe(variant.body);
      const loose = validateForecast(JSON.parse(variant.body), { variants: true });
      expect(loose.ok ? [] : loose.issues).toEqual([]);
      expect(validateForecast(JSON.parse(variant.body)).ok).toBe(false);
      // The same seed, the same bytes.
      expect((await answer({ variants: { rate: 1, seed: 1, only: [name] } })).body).toBe(variant.body);
    });
  }

  it('leaves the default answer, the hourly forecast and mode=xml as they were', async () => {
    const common = await answer({});
    expect((await answer({ variants: { rate: 0, seed: 1 } })).body).toBe(common.body);
    for (const url of [`${BASE}/forecast/hourly?q=London,GB&cnt=4&appid=k`, `${LONDON}&mode=xml`]) {
      expect((await answer({ variants: { rate: 1, seed: 1 } }, url)).body).toBe((await answer({}, url)).body);
    }
  });

  it('reaches the forecast from scenarios.variants, its route option and generate`s draws', async () => {
    const double = createWeatherDouble({ seed: 5, now: () => NOW });
    server.use(double.scenarios.variants({ rate: 1, seed: 2 }, { route: 'forecast' }), ...double.handlers);
    await fetch(LONDON);
    await fetch(`${BASE}/weather?q=London,GB&appid=k`);
    expect(double.requests.map(({ scenario, variant }) => [scenario, variant !== undefined])).toEqual([
      ['variants', true],
      [null, false],
    ]);
    expect(forecastVariantNames).toContain(double.requests[0]?.variant);
  });

  it('answers a route none of whose variants `only` names with its own answer (no 500)', async () => {
    const common = await answer({});
    const sent = await answer({ variants: { rate: 1, only: ['noVisibility'] } });
    expect(sent.body).toBe(common.body);
    expect(sent.entry).toMatchObject({ status: 200 });
    expect(sent.entry.variant).toBeUndefined();
  });

  it('keeps a scenario with `only` to the routes of those variants: the others go on to the next rule', async () => {
    const double = createWeatherDouble({ seed: 5, now: () => NOW });
    server.use(
      double.scenarios.variants({ rate: 1, only: ['slotsRainEmpty'] }),
      double.scenarios.serverError(),
      ...double.handlers,
    );
    expect((await fetch(LONDON)).status).toBe(200);
    expect((await fetch(`${BASE}/weather?q=London,GB&appid=k`)).status).toBe(500);
    expect(double.requests.map(({ scenario, variant }) => [scenario, variant ?? null])).toEqual([
      ['variants', 'slotsRainEmpty'],
      ['serverError', null],
    ]);
  });

  it('is named in the option`s message beside the other routes` variants', () => {
    expect(() =>
      createWeatherDouble({ variants: { rate: 1, only: ['rainEmpty' as ForecastVariantName] } }),
    ).toThrow(
      /variants\.only\[0\]: expected one of .*'polarIconDay', .*'slotsRainEmpty', .*'messageFloat', .*got "rainEmpty"/,
    );
  });
});

describe('the command line', () => {
  const running: CliServer[] = [];
  afterAll(async () => {
    await Promise.all(running.splice(0).map((cli) => cli.stop()));
  });

  it('serve --variants 1 sends the forecast what the variants option sends', async () => {
    const now = '2024-06-01T14:00:00Z';
    const cli = await startCliServer(['--port', '0', '--seed', '5', '--now', now, '--variants', '1']);
    running.push(cli);
    const path = '/data/2.5/forecast?q=London,GB&cnt=8&appid=k';
    const viaCli = await (await fetch(`${cli.url}${path}`)).text();
    const viaOption = await answer({ variants: { rate: 1 } }, `https://api.openweathermap.org${path}`);
    expect(viaCli).toBe(viaOption.body);
    expect(forecastVariantNames).toContain(viaOption.entry.variant);
  });

  it('generate --kind forecast --variants 1 prints the forecast with a variant, seeded', async () => {
    const args = [
      'generate',
      '--kind',
      'forecast',
      '--q',
      'London,GB',
      '--cnt',
      '8',
      '--at',
      '2024-06-01T14:00:00Z',
    ];
    const common = (await runCli(args)).stdout;
    const printed = new Set<string>();
    for (const seed of ['1', '2', '3', '4']) {
      const { stdout } = await runCli([...args, '--variants', '1', '--variants-seed', seed]);
      expect(stdout).not.toBe(common);
      expect((await runCli([...args, '--variants', '1', '--variants-seed', seed])).stdout).toBe(stdout);
      expect(validateForecast(JSON.parse(stdout)).ok).toBe(false);
      const loose = validateForecast(JSON.parse(stdout), { variants: true });
      expect(loose.ok ? [] : loose.issues).toEqual([]);
      printed.add(stdout);
    }
    expect(printed.size).toBeGreaterThan(1);
  });
});

describe('validateForecast(value, { variants })', () => {
  it('refuses options other than { lang, variants }, naming them', () => {
    expect(() => validateForecast({}, { variants: 'yes' } as never)).toThrow(WeatherDoubleError);
    expect(() => validateForecast({}, { variants: 'yes' } as never)).toThrow(
      /variants: expected true or false/,
    );
    expect(() => validateForecast({}, { strict: true } as never)).toThrow(/strict/);
  });

  it('still holds every other rule with { variants: true }', async () => {
    const body = JSON.parse((await answer({ variants: { rate: 1, only: ['slotsRainEmpty'] } })).body);
    const paths = (value: Json) => {
      const result = validateForecast(value, { variants: true });
      return result.ok ? [] : result.issues.map(({ path }) => path);
    };
    expect(
      paths({
        ...body,
        list: body.list.map((slot: Json, i: number) =>
          i === 3 ? { ...slot, main: { ...slot.main, humidity: 140 } } : slot,
        ),
      }),
    ).toEqual(['list[3].main.humidity']);
    // A dry slot's rain with a volume is still refused: only the empty object is a variant.
    body.list[5].rain = { '3h': 0.5 };
    expect(paths(body)).toEqual(['list[5].rain']);
  });
});

describe('forecastAnswer({ bias })', () => {
  it('draws every variant with bias "rare", each answer valid with { variants: true }', () => {
    const answers = fc.sample(forecastAnswer({ bias: 'rare', units: 'metric', lang: 'de' }), {
      seed: 3,
      numRuns: 60,
    });
    for (const { value, body, variants } of answers) {
      const result = validateForecast(value, { lang: 'de', variants: true });
      expect(result.ok ? [] : result.issues).toEqual([]);
      expect(JSON.parse(body)).toEqual(value);
      if (variants.length > 0) expect(serializeForecast(value as never)).toBe(body);
    }
    expect(new Set(answers.flatMap(({ variants }) => variants))).toEqual(new Set(forecastVariantNames));
  });

  it('draws the common answer most of the time by default, and the same answers for the same seed', () => {
    const answers = fc.sample(forecastAnswer({ cnt: 4 }), { seed: 9, numRuns: 100 });
    const plain = answers.filter(({ variants }) => variants.length === 0).length;
    expect(plain).toBeGreaterThan(60);
    expect(plain).toBeLessThan(100);
    expect(fc.sample(forecastAnswer({ cnt: 4 }), { seed: 9, numRuns: 100 })).toEqual(answers);
  });

  // The recipe of docs/variants.md: a line of the day's rain that trusts rain["3h"] when rain is there.
  it('finds the crash on a dry slot with "rain":{}, shrunk to that one variant', () => {
    const rainLine = (forecast: { list: { rain?: { '3h'?: number } }[] }) =>
      forecast.list.map((slot) => (slot.rain ? (slot.rain['3h'] as number).toFixed(1) : '0.0')).join(' ');
    const details = fc.check(
      fc.property(forecastAnswer({ bias: 'rare' }), ({ value }) => {
        expect(rainLine(value)).toMatch(/^\d+\.\d( \d+\.\d)*$/);
      }),
      { seed: 42 },
    );
    expect(details.failed).toBe(true);
    expect(details.counterexample?.[0].variants).toEqual(['slotsRainEmpty']);
  });
});
