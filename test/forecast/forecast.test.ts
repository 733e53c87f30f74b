// The 5 day / 3 hour forecast as the generator makes it: the service's shape byte for byte, the
// 3-hour grid, the city block, the temp_kf rule, units, cnt, overrides, and one world with the
// weather endpoint's records.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createWeatherGenerator,
  type Forecast,
  type ForecastItem,
  serializeForecast,
  serializeWeatherRecord,
  type Units,
  validateForecast,
} from 'weather-double';
import { expectError } from '../support/errors.js';

// The service's unit formulas, written out independently of the package.
const round2 = (value: number) => Math.round(value * 100) / 100;
const toCelsius = (kelvin: number) => round2(kelvin - 273.15);
const toFahrenheit = (celsius: number) => round2((celsius * 9) / 5 + 32);
const toMph = (speed: number) => round2(speed * 2.23694);

const AT = Date.parse('2024-06-01T20:16:00Z');
const generator = createWeatherGenerator({ seed: 1, now: () => AT });

describe('the forecast answer, byte for byte', () => {
  const body = serializeForecast(generator.forecast({ zip: '10115,de' }));
  const parsed = JSON.parse(body) as Forecast;

  it('has the service’s keys in its order at every level, minified, cod "200" and message 0', () => {
    expect(body.startsWith('{"cod":"200","message":0,"cnt":40,"list":[{"dt":')).toBe(true);
    expect(Object.keys(parsed)).toEqual(['cod', 'message', 'cnt', 'list', 'city']);
    for (const item of parsed.list) {
      const keys = Object.keys(item).filter((key) => key !== 'rain' && key !== 'snow');
      expect(keys).toEqual(['dt', 'main', 'weather', 'clouds', 'wind', 'visibility', 'pop', 'sys', 'dt_txt']);
      expect(Object.keys(item.main)).toEqual([
        'temp',
        'feels_like',
        'temp_min',
        'temp_max',
        'pressure',
        'sea_level',
        'grnd_level',
        'humidity',
        'temp_kf',
      ]);
      expect(Object.keys(item.wind)).toEqual(['speed', 'deg', 'gust']);
      expect(Object.keys(item.weather[0]!)).toEqual(['id', 'main', 'description', 'icon']);
    }
    expect(Object.keys(parsed.city)).toEqual([
      'id',
      'name',
      'coord',
      'country',
      'population',
      'timezone',
      'sunrise',
      'sunset',
    ]);
    expect(Object.keys(parsed.city.coord)).toEqual(['lat', 'lon']);
    expect(body).toBe(JSON.stringify(parsed));
  });

  it('puts rain and snow {"3h"} between pop and sys, only in slots that rain or snow', () => {
    const wet = createWeatherGenerator({ seed: 3 }).forecast(
      { zip: '10115,de' },
      { at: AT, overrides: { list: [{ weather: [{ id: 501 }] }, { weather: [{ id: 601 }] }] } },
    );
    const [rain, snow, dry] = JSON.parse(serializeForecast(wet)).list as Record<string, unknown>[];
    expect(Object.keys(rain!).slice(6)).toEqual(['pop', 'rain', 'sys', 'dt_txt']);
    expect(Object.keys(snow!).slice(6)).toEqual(['pop', 'snow', 'sys', 'dt_txt']);
    expect(rain!.rain).toEqual({ '3h': expect.any(Number) });
    expect(Object.hasOwn(dry!, 'rain') || Object.hasOwn(dry!, 'snow')).toBe(
      (dry!.weather as { id: number }[]).some((w) => w.id >= 200 && w.id < 700),
    );
  });

  it('starts at the next 3-hour UTC grid point after the clock; dt_txt is dt in UTC', () => {
    // 20:16 UTC → 21:00; exactly 21:00:00 → 00:00 the next day (the next grid point *after* it).
    expect(parsed.list[0]!.dt_txt).toBe('2024-06-01 21:00:00');
    expect(parsed.list[0]!.dt).toBe(Date.parse('2024-06-01T21:00:00Z') / 1000);
    const onGrid = generator.forecast(
      { zip: '10115,de' },
      { at: Date.parse('2024-06-01T21:00:00Z'), cnt: 1 },
    );
    expect(onGrid.list[0]!.dt_txt).toBe('2024-06-02 00:00:00');
    parsed.list.forEach((item, index) => {
      expect(item.dt).toBe(parsed.list[0]!.dt + index * 10_800);
      expect(item.dt_txt).toBe(new Date(item.dt * 1000).toISOString().replace('T', ' ').slice(0, 19));
    });
    expect(parsed.list.at(-1)!.dt_txt).toBe('2024-06-06 18:00:00');
  });

  it('names the part of the day by the sun of the slot’s local day; every icon ends with pod', () => {
    for (const item of parsed.list) {
      for (const w of item.weather) expect(w.icon.endsWith(item.sys.pod)).toBe(true);
    }
    // Berlin, early June: 21:00 and 00:00 UTC are night, 09:00 and 12:00 UTC day.
    const pods = Object.fromEntries(
      parsed.list.slice(0, 6).map((item) => [item.dt_txt.slice(11, 13), item.sys.pod]),
    );
    expect(pods).toEqual({ '21': 'n', '00': 'n', '03': 'd', '06': 'd', '09': 'd', '12': 'd' });
  });

  it('gives the city of the query and the sun of its local day at the request', () => {
    expect(parsed.city).toMatchObject({
      id: 0,
      name: 'Berlin',
      coord: { lat: 52.5323, lon: 13.3846 },
      country: 'DE',
      population: 0,
      timezone: 7200,
    });
    // 20:16 UTC is 22:16 in Berlin on 1 June: that day's sun (rise ~02:46 UTC, set ~19:20 UTC).
    expect(new Date(parsed.city.sunrise * 1000).toISOString().slice(0, 13)).toBe('2024-06-01T02');
    expect(new Date(parsed.city.sunset * 1000).toISOString().slice(0, 13)).toBe('2024-06-01T19');
    // Denver at 04:20 UTC on 3 Dec 2022 is 21:20 on the 2nd: the 2nd's sun (reference page).
    const denver = generator.forecast({ lat: 39.7392, lon: -104.9847 }, { at: 1670041242_000, cnt: 1 }).city;
    expect(denver).toMatchObject({
      id: 5419384,
      name: 'Denver',
      coord: { lat: 39.7392, lon: -104.9847 },
      country: 'US',
      timezone: -25200,
    });
    expect(Math.abs(denver.sunrise - 1669989788)).toBeLessThanOrEqual(120);
    expect(Math.abs(denver.sunset - 1670024164)).toBeLessThanOrEqual(120);
    // London by name and by ID; at sea no city: id 0, name "", country "".
    expect(generator.forecast({ q: 'London,GB' }, { cnt: 1 }).city).toMatchObject({
      id: 2643743,
      name: 'London',
      country: 'GB',
    });
    expect(generator.forecast({ id: 2643743 }, { cnt: 1 }).city).toMatchObject({
      id: 2643743,
      name: 'London',
    });
    const sea = generator.forecast({ lat: 0, lon: -140 }, { cnt: 1 });
    expect(sea.city).toMatchObject({ id: 0, name: '', country: '', coord: { lat: 0, lon: -140 } });
    expect(validateForecast(sea).ok).toBe(true);
  });

  it('follows the temp_kf rule: nonzero in the first day (temp a bound), then min = max = temp', () => {
    for (const units of ['standard', 'metric', 'imperial'] as Units[]) {
      const { list } = generator.forecast({ zip: '60614' }, { units });
      list.forEach((item, index) => {
        const { temp, temp_min, temp_max, temp_kf } = item.main;
        if (index >= 8) expect([temp_min, temp_max, temp_kf]).toEqual([temp, temp, 0]);
        else if (temp_kf > 0) expect(temp_max).toBe(temp);
        else if (temp_kf < 0) expect(temp_min).toBe(temp);
      });
      expect(list.slice(0, 8).some((item) => item.main.temp_kf !== 0)).toBe(true);
    }
    // temp_kf stays in kelvin whatever the units (recorded: 1.78 °F apart with temp_kf 0.99).
    const kelvin = generator.forecast({ zip: '60614' }, { cnt: 8 }).list;
    const imperial = generator.forecast({ zip: '60614' }, { cnt: 8, units: 'imperial' }).list;
    kelvin.forEach((item, index) => {
      expect(imperial[index]!.main.temp_kf).toBe(item.main.temp_kf);
    });
  });

  it('converts like the weather endpoint: °C, °F and mph by the service’s formulas, nothing else', () => {
    const [standard, metric, imperial] = (['standard', 'metric', 'imperial'] as Units[]).map((units) =>
      generator.forecast({ zip: '94040' }, { units }),
    ) as [Forecast, Forecast, Forecast];
    standard.list.forEach((item, index) => {
      const [m, i] = [metric.list[index]!, imperial.list[index]!];
      for (const field of ['temp', 'feels_like', 'temp_min', 'temp_max'] as const) {
        expect(m.main[field]).toBe(toCelsius(item.main[field]));
        expect(i.main[field]).toBe(toFahrenheit(m.main[field]));
      }
      expect(m.wind).toEqual(item.wind);
      expect(i.wind).toEqual({
        speed: toMph(item.wind.speed),
        deg: item.wind.deg,
        gust: toMph(item.wind.gust),
      });
      const unitFree = (slot: ForecastItem) =>
        JSON.stringify({
          ...slot,
          main: { ...slot.main, temp: 0, feels_like: 0, temp_min: 0, temp_max: 0 },
          wind: 0,
        });
      expect(unitFree(m)).toBe(unitFree(item));
      expect(unitFree(i)).toBe(unitFree(item));
    });
    expect(metric.city).toEqual(standard.city);
  });

  it('is deterministic: the same seed, clock and request give the same bytes', () => {
    const again = createWeatherGenerator({ seed: 1, now: () => AT });
    expect(serializeForecast(again.forecast({ zip: '10115,de' }))).toBe(body);
    expect(
      serializeForecast(createWeatherGenerator({ seed: 2, now: () => AT }).forecast({ zip: '10115,de' })),
    ).not.toBe(body);
  });
});

describe('cnt', () => {
  it('gives cnt slots and "cnt":cnt, from 1 to 40', () => {
    for (const cnt of [1, 5, 40]) {
      const forecast = generator.forecast({ zip: '94040' }, { cnt });
      expect([forecast.cnt, forecast.list.length]).toEqual([cnt, cnt]);
    }
    expect(generator.forecast({ zip: '94040' }, { cnt: 5 }).list).toEqual(
      generator.forecast({ zip: '94040' }).list.slice(0, 5),
    );
  });

  it('refuses anything else, naming the option', () => {
    for (const cnt of [0, 41, 2.5, -1, '5', Number.NaN]) {
      expectError(
        () => generator.forecast({ zip: '94040' }, { cnt: cnt as number }),
        'INVALID_OPTION',
        'cnt',
        `Invalid option cnt: expected an integer from 1 to 40 (3-hour slots), got ${typeof cnt === 'string' ? `"${cnt}"` : String(cnt)}.`,
      );
    }
  });
});

describe('one world: a slot is what the weather endpoint reports when the clock reaches it', () => {
  it('same conditions, temperature, wind, pressure, humidity, clouds and visibility, over many places, seeds and times', () => {
    const places = [
      { zip: '94040' },
      { zip: '10115,de' },
      { q: 'London,GB' },
      { id: 2643743 },
      { lat: -33.8688, lon: 151.2093 },
      { lat: 64.1466, lon: -21.9426 },
      { lat: 1.3521, lon: 103.8198 },
      { zip: '60614' },
    ] as const;
    let slots = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom(...places),
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) }),
        fc.constantFrom<Units>('standard', 'metric', 'imperial'),
        (seed, place, at, units) => {
          const where = `seed ${seed}, ${JSON.stringify(place)}, at ${at}, ${units}`;
          const forecast = createWeatherGenerator({ seed }).forecast(place, { at, units, cnt: 40 });
          const spec = createWeatherGenerator({ seed });
          const current = createWeatherGenerator({ seed, shape: 'current' });
          for (const item of forecast.list.filter((_, index) => index % 7 === 0)) {
            slots += 1;
            const record = spec.record({ ...place, at: item.dt * 1000, units });
            const today = current.record({ ...place, at: item.dt * 1000, units });
            const ids = item.weather.map((w) => w.id);
            expect(
              record.weather.map((w) => w.id),
              where,
            ).toEqual(ids);
            expect(
              today.weather.map((w) => w.id),
              where,
            ).toEqual(ids);
            expect(record.main.temp, where).toBe(item.main.temp);
            expect(today.main.feels_like, where).toBe(item.main.feels_like);
            expect(record.main.pressure, where).toBe(item.main.pressure);
            expect(today.main.grnd_level, where).toBe(item.main.grnd_level);
            expect(record.main.humidity, where).toBe(item.main.humidity);
            expect(record.clouds.all, where).toBe(item.clouds.all);
            expect(record.visibility, where).toBe(item.visibility);
            expect(record.wind.speed, where).toBe(item.wind.speed);
            expect(record.wind.deg, where).toBe(item.wind.deg);
            if (today.wind.gust !== undefined) expect(today.wind.gust, where).toBe(item.wind.gust);
            expect(today.rain === undefined, where).toBe(item.rain === undefined);
            expect(today.snow === undefined, where).toBe(item.snow === undefined);
            expect(record.dt, where).toBeLessThanOrEqual(item.dt);
            expect(item.dt - record.dt, where).toBeLessThan(600);
          }
        },
      ),
      { numRuns: 150 },
    );
    expect(slots).toBeGreaterThanOrEqual(150 * 6);
  });
});

describe('the route’s bytes', () => {
  it('are serializeForecast of generator.forecast, byte for byte (written directly, without the objects)', async () => {
    // The build's modules (their declarations leave out internal names: typed from the source).
    const { createGeneratorParts } = (await import(
      '../../dist/src/routes/generator.js'
    )) as unknown as typeof import('../../src/routes/generator.js');
    const { forecastBytes } = (await import(
      '../../dist/src/routes/forecast/route.js'
    )) as unknown as typeof import('../../src/routes/forecast/route.js');
    const { createLocator } = (await import(
      '../../dist/src/places/locator.js'
    )) as unknown as typeof import('../../src/places/locator.js');
    const { readLocationQuery } = (await import(
      '../../dist/src/places/query.js'
    )) as unknown as typeof import('../../src/places/query.js');
    const locator = createLocator(undefined);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom<{ zip: string } | { q: string } | { lat: number; lon: number } | { id: number }>(
          { zip: '94040' },
          { q: 'Reykjavik' },
          { lat: 78.2232, lon: 15.6267 },
          { lat: 0, lon: -140 },
          { id: 2643743 },
          { zip: '10115,de' },
        ),
        fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 11, 20) }),
        fc.constantFrom<Units>('standard', 'metric', 'imperial'),
        fc.integer({ min: 1, max: 40 }),
        (seed, place, at, units, cnt) => {
          let clock = at;
          const { generator, answers } = createGeneratorParts({ seed, now: () => clock });
          const location = locator.resolve(readLocationQuery(place, 'location'));
          if (location === undefined) throw new Error(`no place for ${JSON.stringify(place)}`);
          const bytesAt = (ms: number) => {
            clock = ms;
            return forecastBytes(answers, location, { units, cnt });
          };
          const { body, holds } = bytesAt(at);
          expect(body).toBe(serializeForecast(generator.forecast(place, { at, units, cnt })));
          // The same bytes at any clock of [from, until).
          expect(holds.from * 1000).toBeLessThanOrEqual(at);
          expect(holds.until * 1000).toBeGreaterThan(at);
          for (const other of [holds.from, holds.until - 1, Math.floor((holds.from + holds.until) / 2)]) {
            expect(bytesAt(other * 1000).body).toBe(body);
          }
          // At the next grid point the first slot moves on.
          if (holds.until % 10_800 === 0) expect(bytesAt(holds.until * 1000).body).not.toBe(body);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('dt_txt', () => {
  it('is dt in UTC as YYYY-MM-DD HH:MM:SS, for any grid point from 1970 to 2100', async () => {
    const { dtText } = (await import(
      '../../dist/src/routes/forecast/validate.js'
    )) as unknown as typeof import('../../src/routes/forecast/validate.js');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 379_800 }), (slot) => {
        const dt = slot * 10_800;
        expect(dtText(dt)).toBe(new Date(dt * 1000).toISOString().replace('T', ' ').slice(0, 19));
      }),
      { numRuns: 2000 },
    );
    expect(dtText(951_782_400)).toBe('2000-02-29 00:00:00');
    expect(dtText(4_107_542_399)).toBe('2100-02-28 23:59:59');
  });
});

describe('validity', () => {
  it('every generated forecast validates, over places, seeds, times and units (polar days and nights too)', () => {
    const placeArb = fc.oneof(
      fc.constantFrom<{ zip: string } | { q: string }>(
        { zip: '94040' },
        { zip: '99723' },
        { zip: '9008,no' },
        { zip: '2000,au' },
        { q: 'Reykjavik' },
      ),
      fc.record({
        lat: fc.integer({ min: -899_999, max: 899_999 }).map((v) => v / 10_000),
        lon: fc.integer({ min: -1_799_999, max: 1_799_999 }).map((v) => v / 10_000),
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
        placeArb,
        fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 11, 20) }),
        fc.constantFrom<Units>('standard', 'metric', 'imperial'),
        (seed, place, at, units) => {
          const forecast = createWeatherGenerator({ seed }).forecast(place, { at, units });
          const result = validateForecast(JSON.parse(serializeForecast(forecast)));
          expect(result.ok ? [] : result.issues, `seed ${seed}, ${JSON.stringify(place)}, at ${at}`).toEqual(
            [],
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses what the service would not send, naming the path', () => {
    const good = JSON.parse(serializeForecast(generator.forecast({ zip: '94040' }, { cnt: 3 }))) as Forecast;
    const broken = (change: (f: Forecast) => void) => {
      const copy = structuredClone(good);
      change(copy);
      const result = validateForecast(copy);
      return result.ok ? [] : result.issues.map((issue) => issue.path);
    };
    expect(validateForecast(good)).toEqual({ ok: true, forecast: good });
    expect(broken((f) => Object.assign(f, { cod: 200 }))).toEqual(['cod']);
    expect(broken((f) => Object.assign(f, { cnt: 4 }))).toEqual(['cnt']);
    expect(broken((f) => Object.assign(f.list[1]!, { dt: f.list[1]!.dt + 3600, dt_txt: 'x' }))).toEqual([
      'list[1].dt_txt',
    ]);
    expect(broken((f) => Object.assign(f.list[1]!, { dt: f.list[1]!.dt + 10_800 }))).toEqual([
      'list[1].dt_txt',
      'list[1].dt',
      'list[2].dt',
    ]);
    expect(
      broken((f) => Object.assign(f.list[0]!.sys, { pod: f.list[0]!.sys.pod === 'd' ? 'n' : 'd' })),
    ).toEqual(['list[0].weather[0].icon']);
    expect(broken((f) => Object.assign(f.list[2]!.main, { humidity: 50.5 }))).toEqual([
      'list[2].main.humidity',
    ]);
    expect(broken((f) => Object.assign(f.list[2]!.main, { temp: f.list[2]!.main.temp + 0.001 }))).toContain(
      'list[2].main.temp',
    );
    expect(
      broken((f) => Object.assign(f.list[2]!.main, { temp_kf: 0, temp_max: f.list[2]!.main.temp + 1 })),
    ).toEqual(['list[2].main.temp_kf']);
    expect(
      broken((f) =>
        Object.assign(f.list[0]!, {
          rain: { '3h': 1 },
          weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: `01${f.list[0]!.sys.pod}` }],
          clouds: { all: 0 },
        }),
      ),
    ).toEqual(['list[0].rain']);
    expect(broken((f) => Object.assign(f.list[0]!, { extra: 1 }))).toEqual(['list[0].extra']);
    expect(broken((f) => Object.assign(f.city, { country: 'us' }))).toEqual(['city.country']);
    expect(broken((f) => Object.assign(f.city, { sunset: f.city.sunrise }))).toEqual(['city.sunset']);
    expect(validateForecast(null)).toEqual({
      ok: false,
      issues: [{ path: '', message: 'expected an object, got null' }],
    });
  });
});

describe('overrides', () => {
  it('force the city, every slot, or single slots; the rest of a slot follows its condition', () => {
    const forecast = generator.forecast(
      { zip: '94040' },
      {
        cnt: 4,
        units: 'metric',
        overrides: {
          city: { name: 'Springfield', population: 30_000 },
          every: { main: { humidity: 80 } },
          list: [{ weather: [{ id: 502 }] }, undefined, { weather: [{ id: 600 }], main: { temp: -3 } }],
        },
      },
    );
    expect(forecast.city).toMatchObject({ name: 'Springfield', population: 30_000, id: 0 });
    expect(forecast.list.map((item) => item.main.humidity)).toEqual([80, 80, 80, 80]);
    const [heavy, , snow] = forecast.list as [ForecastItem, ForecastItem, ForecastItem];
    expect(heavy.weather).toEqual([
      { id: 502, main: 'Rain', description: 'heavy intensity rain', icon: `10${heavy.sys.pod}` },
    ]);
    expect(heavy.rain?.['3h']).toBeGreaterThan(0);
    expect(heavy.pop).toBeGreaterThanOrEqual(0.8);
    expect(heavy.clouds.all).toBeGreaterThanOrEqual(75);
    expect(snow.main.temp).toBe(-3);
    expect(snow.snow?.['3h']).toBeGreaterThan(0);
    expect(snow.rain).toBeUndefined();
    expect(validateForecast(forecast).ok).toBe(true);
  });

  it('refuse what would break the forecast, naming the path', () => {
    const refuse = (overrides: unknown, path: string, message: string) =>
      expectError(
        () => generator.forecast({ zip: '94040' }, { cnt: 3, overrides: overrides as never }),
        'INVALID_OVERRIDE',
        path,
        message,
      );
    refuse(
      { list: [undefined, { main: { humidity: 150 } }] },
      'list[1].main.humidity',
      'Invalid override at list[1].main.humidity: expected an integer from 0 to 100, got 150.',
    );
    refuse(
      { every: { sys: { pod: 'x' } } },
      'list[0].sys.pod',
      'Invalid override at list[0].sys.pod: expected one of "d", "n", got "x".',
    );
    refuse(
      { city: { country: 'usa' } },
      'city.country',
      'Invalid override at city.country: expected a string matching ^([A-Z]{2})?$, got "usa".',
    );
    refuse(
      { slots: [] },
      'slots',
      'Invalid override at slots: expected one of city, every, list, got the unknown key "slots".',
    );
    refuse(
      { list: [{ main: { pressure_hpa: 1 } }] },
      'list[0].main.pressure_hpa',
      'Invalid override at list[0].main.pressure_hpa: expected a field of list[0].main (temp, feels_like, temp_min, temp_max, pressure, sea_level, grnd_level, humidity, temp_kf), got the unknown key "pressure_hpa".',
    );
    refuse(
      { list: {} },
      'list',
      'Invalid override at list: expected an array of slot overrides (list[i] for slot i), got an object.',
    );
  });
});

describe('the location and options', () => {
  it('defaults to 94040,us and the generator’s clock; refuses bad options naming them', () => {
    expect(generator.forecast().city.name).toBe('Mountain View');
    expect(generator.forecast(undefined, { cnt: 1 }).list[0]!.dt_txt).toBe('2024-06-01 21:00:00');
    expectError(
      () => generator.forecast({ zip: '94040' }, { unit: 'metric' } as never),
      'INVALID_OPTION',
      'unit',
      'Unknown option unit. Allowed options: cnt, units, at, overrides.',
    );
    expectError(
      () => generator.forecast({ city: 'x' } as never),
      'INVALID_OPTION',
      'location.city',
      'Unknown option location.city. Allowed options: zip, lat, lon, q, id.',
    );
    expectError(
      () => generator.forecast({ zip: '94040' }, { units: 'kelvin' as never }),
      'INVALID_OPTION',
      'units',
      'Invalid option units: expected one of "standard", "metric", "imperial", got "kelvin".',
    );
    expectError(
      () => generator.forecast({ q: 'Nowhere at all' }),
      'INVALID_ARGUMENT',
      'q',
      'No city is named "Nowhere at all": the place data (GeoNames cities of at least 1000 inhabitants) has none. Use coordinates ({ lat, lon }) or a postal code instead.',
    );
  });
});

describe('serializeForecast', () => {
  it('writes any object in the service’s key order and refuses non-objects', () => {
    const shuffled = generator.forecast({ zip: '94040' }, { cnt: 1 });
    const { cod, ...rest } = shuffled;
    expect(serializeForecast({ ...rest, cod } as Forecast)).toBe(serializeForecast(shuffled));
    expectError(
      () => serializeForecast(null as never),
      'INVALID_ARGUMENT',
      'forecast',
      'serializeForecast expects a forecast object, got null.',
    );
  });

  it('orders every level: a shuffled slot, extra keys last, a class instance by its own fields', () => {
    const built = generator.forecast({ zip: '94040' }, { cnt: 2 });
    const body = serializeForecast(built);
    const [first, second] = built.list as [ForecastItem, ForecastItem];
    const { temp, ...main } = second.main;
    const { dt, ...slot } = second;
    const shuffled = { ...built, list: [first, { ...slot, main: { ...main, temp }, dt }] };
    expect(serializeForecast(shuffled)).toBe(body);
    const extra = { ...built, list: [{ ...first, extra: 1 }, second] } as unknown as Forecast;
    expect(serializeForecast(extra)).toBe(body.replace(/("dt_txt":"[^"]*")\}/, '$1,"extra":1}'));
    // Its own fields, in order, are what is written (not its toJSON).
    class Wind {
      speed = first.wind.speed;
      deg = first.wind.deg;
      gust = first.wind.gust;
      toJSON() {
        return 'calm';
      }
    }
    const instance = { ...built, list: [{ ...first, wind: new Wind() }, second] } as Forecast;
    expect(serializeForecast(instance)).toBe(body);
  });

  it('agrees with the record serializer on shared number forms', () => {
    const record = serializeWeatherRecord(generator.record({ zip: '94040' }));
    expect(record).not.toMatch(/\d\.\d*0[,}]/);
    expect(serializeForecast(generator.forecast({ zip: '94040' }))).not.toMatch(/\d\.\d*0[,}]/);
  });
});
