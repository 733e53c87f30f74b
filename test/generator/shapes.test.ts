import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type CurrentWeatherRecord,
  createWeatherGenerator,
  type RecordOptions,
  serializeWeatherRecord,
  type Units,
  validateWeatherRecord,
  WeatherDoubleError,
  type WeatherRecord,
} from 'weather-double';
import currentSchema from 'weather-double/current-schema.json' with { type: 'json' };

// The service's unit formulas, written out independently of the package.
const round2 = (value: number) => Math.round(value * 100) / 100;
const toCelsius = (kelvin: number) => round2(kelvin - 273.15);
const toFahrenheit = (celsius: number) => round2((celsius * 9) / 5 + 32);
const toMph = (speed: number) => round2(speed * 2.23694);

const raining = (id: number) =>
  [200, 201, 202, 230, 231, 232, 615, 616].includes(id) || (id >= 300 && id < 400) || (id >= 500 && id < 600);
const snowing = (id: number) => id >= 600 && id < 700;

const AT = Date.parse('2024-01-15T18:00:00Z');

describe('the current shape', () => {
  it('sends the fields and key order the live service sends today', () => {
    // Seed 5 at AT: a station's answer (seed 4's comes from model data: no sys.type, sys.id).
    const record = createWeatherGenerator({ seed: 5, shape: 'current' }).record({ at: AT });
    const body = serializeWeatherRecord(record);
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const keys = Object.keys(parsed).filter((key) => key !== 'rain' && key !== 'snow');
    expect(keys).toEqual([
      'coord',
      'weather',
      'base',
      'main',
      'visibility',
      'wind',
      'clouds',
      'dt',
      'sys',
      'timezone',
      'id',
      'name',
      'cod',
    ]);
    expect(Object.keys(parsed.main as object)).toEqual([
      'temp',
      'feels_like',
      'temp_min',
      'temp_max',
      'pressure',
      'humidity',
      'sea_level',
      'grnd_level',
    ]);
    expect(Object.keys(parsed.sys as object)).toEqual(['type', 'id', 'country', 'sunrise', 'sunset']);
    // Mountain View in January: UTC-8.
    expect(record.timezone).toBe(-28_800);
    expect(validateWeatherRecord(parsed, { shape: 'current' }).ok).toBe(true);
    expect(validateWeatherRecord(parsed).ok).toBe(false);
  });

  it('reports the same weather as the specification shape for the same seed, place and time', () => {
    for (const zip of ['94040,us', '10115,de', '2000,au', '9008,no']) {
      const spec = createWeatherGenerator({ seed: 9 }).record({ zip, at: AT });
      const current = createWeatherGenerator({ seed: 9, shape: 'current' }).record({ zip, at: AT });
      expect(current.weather.map((w) => w.id)).toEqual(spec.weather.map((w) => w.id));
      expect(current.dt).toBe(spec.dt);
      const { feels_like, sea_level, grnd_level, ...main } = current.main;
      // An answer from model data (no station) has temp_min = temp_max = temp, as the service's do.
      const fromModel = current.sys.type === undefined;
      expect(main).toEqual(
        fromModel ? { ...spec.main, temp_min: spec.main.temp, temp_max: spec.main.temp } : spec.main,
      );
      expect(current.sys.id === undefined).toBe(fromModel);
      expect(sea_level).toBe(spec.main.pressure);
      expect(grnd_level).toBeLessThanOrEqual(sea_level);
      expect({ speed: current.wind.speed, deg: current.wind.deg }).toEqual(spec.wind);
      expect([current.visibility, current.clouds, current.name, current.coord]).toEqual([
        spec.visibility,
        spec.clouds,
        spec.name,
        spec.coord,
      ]);
      expect(current.sys).not.toHaveProperty('message');
    }
  });

  it('computes feels_like with the NWS wind chill, as the service did for the reference 2025 answer', () => {
    // {"temp":19.18,"feels_like":6.94,...,"humidity":61,...,"wind":{"speed":11.5,...}} in imperial.
    const record = createWeatherGenerator({ seed: 1, shape: 'current' }).record({
      at: AT,
      units: 'imperial',
      overrides: {
        main: { temp: 19.18, temp_min: 15.21, temp_max: 22.23, humidity: 61 },
        wind: { speed: 11.5 },
      },
    });
    expect(Math.abs(record.main.feels_like - 6.94)).toBeLessThanOrEqual(0.05);
  });

  it('computes feels_like with the NWS heat index when hot and humid, the air temperature in between', () => {
    const generator = createWeatherGenerator({ seed: 1, shape: 'current' });
    // 96 °F at 65 % humidity: the NWS table gives a heat index of 121 °F.
    const hot = generator.record({
      at: AT,
      units: 'imperial',
      overrides: { main: { temp: 96, temp_min: 95, temp_max: 97, humidity: 65 } },
    });
    expect(Math.abs(hot.main.feels_like - 121)).toBeLessThanOrEqual(1.5);
    const mild = generator.record({
      at: AT,
      units: 'metric',
      overrides: { main: { temp: 18, temp_min: 17, temp_max: 19 } },
    });
    expect(mild.main.feels_like).toBe(18);
  });

  it('keeps feels_like within the highest heat index recorded, 81 °C, and the air within its dew point', () => {
    const generator = createWeatherGenerator({ seed: 1, shape: 'current' });
    // 56 °C at 40 %: past the NWS table, where the regression runs away (95 °C), the record holds.
    const extreme = generator.record({
      at: AT,
      units: 'metric',
      overrides: { main: { temp: 56, temp_min: 55, temp_max: 57, humidity: 40 } },
    });
    expect(extreme.main.feels_like).toBe(81);
    // Delhi before the monsoon, 100 seeds × 20 days at 10:00 UTC: showers at 38 °C once gave 85 %
    // humidity (a dew point of 35 °C) and a feels_like of 348.84 K, past the schema's bound.
    let hottest = 0;
    for (let seed = 0; seed < 100; seed += 1) {
      const hot = createWeatherGenerator({ seed, shape: 'current' });
      for (let day = 0; day < 20; day += 1) {
        const at = Date.UTC(2000 + seed, 4, 10 + day, 10);
        const { main } = hot.record({ zip: '110001,in', at });
        const celsius = main.temp - 273.15;
        const gamma = Math.log(main.humidity / 100) + (17.625 * celsius) / (243.04 + celsius);
        const dewPoint = (243.04 * gamma) / (17.625 - gamma);
        expect(dewPoint, `seed ${seed}, ${new Date(at).toISOString()}`).toBeLessThanOrEqual(28.5);
        hottest = Math.max(hottest, main.feels_like);
      }
    }
    expect(hottest).toBeGreaterThan(320);
    expect(hottest).toBeLessThanOrEqual(354.15);
  });

  it('refuses fields of the other shape in overrides, and accepts its own', () => {
    const current = createWeatherGenerator({ shape: 'current' });
    const spec = createWeatherGenerator();
    expect(
      current.record({ at: AT, overrides: { timezone: 3600, main: { feels_like: 250 } } }),
    ).toMatchObject({
      timezone: 3600,
      main: { feels_like: 250 },
    });
    expect(() => current.record({ at: AT, overrides: { sys: { message: 0.01 } } as never })).toThrow(
      WeatherDoubleError,
    );
    expect(() => spec.record({ at: AT, overrides: { timezone: 3600 } as never })).toThrow(
      /Invalid override at timezone: expected a field of the weather record/,
    );
    expect(() => current.record({ at: AT, overrides: { wind: { speed: 10, gust: 5 } } })).toThrow(
      /Invalid override at wind.gust: expected at least wind.speed \(10\), got 5/,
    );
  });

  it('adds and drops rain and snow with overridden conditions', () => {
    const generator = createWeatherGenerator({ seed: 2, shape: 'current' });
    const rainy = generator.record({ at: AT, overrides: { weather: [{ id: 502 }] } });
    expect(rainy.rain?.['1h']).toBeGreaterThanOrEqual(7.6);
    expect(rainy.snow).toBeUndefined();
    const sleet = generator.record({ at: AT, overrides: { weather: [{ id: 616 }] } });
    expect(sleet.rain).toBeDefined();
    expect(sleet.snow).toBeDefined();
    const dry = generator.record({ at: AT, overrides: { weather: [{ id: 800 }] } });
    expect(dry).not.toHaveProperty('rain');
    expect(dry).not.toHaveProperty('snow');
    // A record forced to a dry thunderstorm keeps only that condition, so no rain either.
    const thunder = generator.record({ at: AT, overrides: { weather: [{ id: 211 }] } });
    expect(thunder.weather.map((w) => w.id)).toEqual([211]);
    expect(thunder).not.toHaveProperty('rain');
    expect(serializeWeatherRecord(rainy)).toMatch(/"wind":\{[^}]*\},"rain":\{"1h":[\d.]+\},"clouds"/);
  });

  it('moves timezone and the local day sun with overridden coordinates', () => {
    const record = createWeatherGenerator({ shape: 'current' }).record({
      at: Date.parse('2024-07-01T12:00:00Z'),
      overrides: { coord: { lat: 35.6762, lon: 139.6503 }, name: 'Tokyo' },
    });
    expect(record.timezone).toBe(32_400);
    // Sunrise in Tokyo on 2024-07-01 is 04:28 local (19:28 UTC on June 30).
    expect(Math.abs(record.sys.sunrise - Date.parse('2024-06-30T19:28:00Z') / 1000)).toBeLessThanOrEqual(120);
  });

  it('types records and overrides by shape', () => {
    const current = createWeatherGenerator({ shape: 'current' });
    expectTypeOf(current.record()).toEqualTypeOf<CurrentWeatherRecord>();
    expectTypeOf(createWeatherGenerator().record()).toEqualTypeOf<WeatherRecord>();
    const good: RecordOptions<'current'> = { overrides: { main: { feels_like: 1 }, timezone: 0 } };
    expect(current.record({ ...good, at: AT }).timezone).toBe(0);
    // @ts-expect-error the current shape has no sys.message
    const wrong: RecordOptions<'current'> = { overrides: { sys: { message: 0.01 } } };
    expect(() => current.record(wrong)).toThrow(WeatherDoubleError);
    // @ts-expect-error shape is one of two
    expect(() => createWeatherGenerator({ shape: 'today' })).toThrow(
      'Invalid option shape: expected one of "specification", "current", got "today".',
    );
  });

  it('ships current-schema.json from the schema the validator uses', async () => {
    // The build's module (its declarations leave out internal names: typed from the source).
    const { currentWeatherRecordSchema } = (await import(
      '../../dist/src/routes/weather/schema.js'
    )) as unknown as typeof import('../../src/routes/weather/schema.js');
    expect(currentSchema).toEqual(JSON.parse(JSON.stringify(currentWeatherRecordSchema)));
    expect(currentSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(currentSchema.required).toContain('timezone');
    expect(currentSchema.properties.sys.required).not.toContain('country');
  });
});

describe('the Shapes section of docs/generator-and-shapes.md', () => {
  it('shows the wire bytes the generator gives for its example, in each shape', () => {
    const readme = readFileSync(new URL('../../docs/generator-and-shapes.md', import.meta.url), 'utf8');
    const start = readme.indexOf('\n## Shapes\n');
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
    const shown = [...section.matchAll(/```text\n(.*)\n```/g)].map((match) => match[1]);
    const at = Date.parse('2024-06-01T12:00:00Z');
    expect(shown).toEqual(
      (['specification', 'current'] as const).map((shape) =>
        serializeWeatherRecord(
          createWeatherGenerator({ seed: 0, shape }).record({ zip: '10115,de', units: 'metric', at }),
        ),
      ),
    );
  });
});

describe('the current shape (property tests)', () => {
  const seedArb = fc.integer({ min: 0, max: 2 ** 32 - 1 });
  const zipArb = fc.constantFrom(
    '94040,us',
    '99723',
    '10115,de',
    '2000,au',
    '9008,no',
    '101,is',
    '110001,in',
  );
  const atArb = fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 11, 1) });

  it('validates, converts feels_like and gust like their siblings, and keeps rain, snow and gusts consistent', () => {
    let withRain = 0;
    let withSnow = 0;
    let withGust = 0;
    fc.assert(
      fc.property(seedArb, zipArb, atArb, (seed, zip, at) => {
        const where = `seed ${seed}, zip ${zip}, at ${at}`;
        const generator = createWeatherGenerator({ seed, shape: 'current' });
        const [standard, metric, imperial] = (['standard', 'metric', 'imperial'] as Units[]).map((units) =>
          generator.record({ zip, at, units }),
        ) as [CurrentWeatherRecord, CurrentWeatherRecord, CurrentWeatherRecord];
        for (const record of [standard, metric, imperial]) {
          const result = validateWeatherRecord(JSON.parse(serializeWeatherRecord(record)), {
            shape: 'current',
          });
          expect(result.ok ? [] : result.issues, where).toEqual([]);
        }
        expect(metric.main.feels_like, where).toBe(toCelsius(standard.main.feels_like));
        expect(imperial.main.feels_like, where).toBe(toFahrenheit(metric.main.feels_like));
        if (standard.wind.gust !== undefined) {
          withGust += 1;
          expect(standard.wind.gust, where).toBeGreaterThanOrEqual(standard.wind.speed);
          expect(imperial.wind.gust, where).toBe(toMph(standard.wind.gust));
          expect(metric.wind.gust, where).toBe(standard.wind.gust);
        }
        const ids = standard.weather.map((w) => w.id);
        expect(standard.rain !== undefined, where).toBe(ids.some(raining));
        expect(standard.snow !== undefined, where).toBe(ids.some(snowing));
        if (standard.rain) withRain += 1;
        if (standard.snow) withSnow += 1;
        // rain and snow stay in mm whatever the units.
        expect(imperial.rain, where).toEqual(standard.rain);
        expect(imperial.snow, where).toEqual(standard.snow);
        // Light rain is light: at most 2.5 mm in an hour.
        if (ids[0] === 500) expect(standard.rain?.['1h'], where).toBeLessThanOrEqual(2.5);
        // Wind chill only cools (at or below 10 °C), the heat index only warms (at or above 26.67 °C).
        if (metric.main.temp <= 10)
          expect(standard.main.feels_like, where).toBeLessThanOrEqual(standard.main.temp);
        else if (metric.main.temp >= 26.67)
          expect(standard.main.feels_like, where).toBeGreaterThanOrEqual(standard.main.temp);
        else expect(standard.main.feels_like, where).toBe(standard.main.temp);
        expect(standard.main.grnd_level, where).toBeLessThanOrEqual(standard.main.sea_level);
        expect(standard.main.grnd_level, where).toBeGreaterThan(standard.main.sea_level - 200);
        expect(Number.isInteger(standard.timezone / 900), where).toBe(true);
      }),
      { numRuns: 1500 },
    );
    expect(withRain).toBeGreaterThan(0);
    expect(withSnow).toBeGreaterThan(0);
    expect(withGust).toBeGreaterThan(0);
  });
});
