import { describe, expect, it } from 'vitest';
import {
  conditionById,
  serializeWeatherRecord,
  validateWeatherRecord,
  WeatherDoubleError,
  type WeatherRecord,
  weatherConditions,
} from 'weather-double';
import { sampleRecord } from './fixture.js';

const EXPECTED =
  '{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01d"}],' +
  '"base":"stations","main":{"temp":282.55,"pressure":1023,"humidity":100,"temp_min":280.37,"temp_max":284.26},' +
  '"visibility":10000,"wind":{"speed":1.5,"deg":350},"clouds":{"all":1},"dt":1560350645,' +
  '"sys":{"type":1,"id":5122,"message":0.0139,"country":"US","sunrise":1560343627,"sunset":1560396563},' +
  '"id":0,"name":"Mountain View","cod":200}';

/** Rebuilds an object with its keys in reverse order, at every level. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reversed(v)]),
  );
}

function issuesOf(value: unknown) {
  const result = validateWeatherRecord(value);
  return result.ok ? [] : result.issues;
}

describe('serializeWeatherRecord', () => {
  it('writes the specification key order, minified, whatever order the object was built in', () => {
    expect(serializeWeatherRecord(sampleRecord())).toBe(EXPECTED);
    expect(serializeWeatherRecord(reversed(sampleRecord()) as WeatherRecord)).toBe(EXPECTED);
  });

  it('writes numbers in shortest form', () => {
    const record = sampleRecord();
    record.main.temp = 19.0;
    record.wind.speed = 4.9;
    const body = serializeWeatherRecord(record);
    expect(body).toContain('"temp":19,');
    expect(body).toContain('"speed":4.9,');
  });

  it('keeps keys the specification does not know after the known ones', () => {
    const record = { timezone: -25200, ...sampleRecord() } as WeatherRecord;
    expect(serializeWeatherRecord(record)).toBe(`${EXPECTED.slice(0, -1)},"timezone":-25200}`);
  });

  it('refuses what is not an object', () => {
    expect(() => serializeWeatherRecord(null as unknown as WeatherRecord)).toThrowError(
      new WeatherDoubleError(
        'INVALID_ARGUMENT',
        'serializeWeatherRecord expects a weather record object, got null.',
        { path: 'record' },
      ),
    );
  });
});

describe('validateWeatherRecord', () => {
  it('accepts the service example', () => {
    expect(validateWeatherRecord(sampleRecord())).toEqual({ ok: true, record: sampleRecord() });
  });

  it.each([
    [
      'main.humidity',
      (r: WeatherRecord) => {
        r.main.humidity = 150;
      },
      'expected an integer from 0 to 100, got 150',
    ],
    [
      'main.pressure',
      (r: WeatherRecord) => {
        r.main.pressure = 1013.5;
      },
      'expected an integer from 850 to 1090, got 1013.5',
    ],
    [
      'visibility',
      (r: WeatherRecord) => {
        r.visibility = 10001;
      },
      'expected an integer from 0 to 10000, got 10001',
    ],
    [
      'coord.lat',
      (r: WeatherRecord) => {
        r.coord.lat = 37.12345;
      },
      'expected at most 4 decimals, got 37.12345',
    ],
    [
      'main.temp',
      (r: WeatherRecord) => {
        r.main.temp = '282' as unknown as number;
      },
      'expected a number from -130 to 340, got "282"',
    ],
    [
      'base',
      (r: WeatherRecord) => {
        r.base = 'station' as 'stations';
      },
      'expected "stations", got "station"',
    ],
    [
      'sys.type',
      (r: WeatherRecord) => {
        r.sys.type = 3 as 1;
      },
      'expected one of 1, 2, got 3',
    ],
    [
      'sys.country',
      (r: WeatherRecord) => {
        r.sys.country = 'us';
      },
      'expected a string matching ^[A-Z]{2}$, got "us"',
    ],
    [
      'cod',
      (r: WeatherRecord) => {
        r.cod = '200' as unknown as 200;
      },
      'expected 200, got "200"',
    ],
    [
      'weather',
      (r: WeatherRecord) => {
        r.weather = [];
      },
      'expected an array with at least 1 element, got an array of 0',
    ],
    [
      'weather[0].icon',
      (r: WeatherRecord) => {
        r.weather[0]!.icon = '01x';
      },
      'expected a string matching ^\\d{2}[dn]$, got "01x"',
    ],
    [
      'weather[0].icon',
      (r: WeatherRecord) => {
        r.weather[0]!.icon = '01n';
      },
      'expected "01d" for condition 800 with sunrise <= dt < sunset (day), got "01n"',
    ],
    [
      'weather[0].id',
      (r: WeatherRecord) => {
        r.weather[0]!.id = 650;
      },
      'expected a code from the condition table (200-232, 300-321, 500-531, 600-622, 701-781, 800-804), got 650',
    ],
    [
      'weather[0].description',
      (r: WeatherRecord) => {
        r.weather[0]!.description = 'Clear sky';
      },
      'expected "clear sky" for condition 800, got "Clear sky"',
    ],
    [
      'main.temp_min',
      (r: WeatherRecord) => {
        r.main.temp_min = 283;
      },
      'expected at most main.temp (282.55), got 283',
    ],
    [
      'main.temp_max',
      (r: WeatherRecord) => {
        r.main.temp_max = 282;
      },
      'expected at least main.temp (282.55), got 282',
    ],
    [
      'clouds.all',
      (r: WeatherRecord) => {
        r.clouds.all = 40;
      },
      'expected an integer from 0 to 10 for condition 800 (clear sky), got 40',
    ],
    [
      'sys.sunset',
      (r: WeatherRecord) => {
        r.sys.sunset = 1560343626;
      },
      'expected a time after sys.sunrise (1560343627), or 0 together with sys.sunrise 0 (polar day or night), got 1560343626',
    ],
  ])('reports %s: %s', (path, breakIt, message) => {
    const record = sampleRecord();
    breakIt(record);
    expect(issuesOf(record)).toContainEqual({ path, message });
  });

  it('reports a missing field and an unknown one', () => {
    const { name: _name, ...rest } = sampleRecord();
    expect(issuesOf({ ...rest, timezone: 0 })).toEqual([
      { path: 'name', message: 'is required: expected a string, got nothing' },
      {
        path: 'timezone',
        message:
          'is not a field of the weather record here; allowed: coord, weather, base, main, visibility, wind, clouds, dt, sys, id, name, cod',
      },
    ]);
  });

  it('reports a name every object inherits as an unknown field', () => {
    const record = { ...sampleRecord(), main: { ...sampleRecord().main, valueOf: 1 } };
    expect(issuesOf(record)).toEqual([
      {
        path: 'main.valueOf',
        message:
          'is not a field of the weather record here; allowed: temp, pressure, humidity, temp_min, temp_max',
      },
    ]);
  });

  it('reports every structural issue at once, and a non-object at the root', () => {
    const record = sampleRecord();
    record.main.humidity = -1;
    record.wind.deg = 361;
    expect(issuesOf(record).map((issue) => issue.path)).toEqual(['main.humidity', 'wind.deg']);
    expect(issuesOf('nope')).toEqual([{ path: '', message: 'expected an object, got "nope"' }]);
  });
});

describe('weatherConditions', () => {
  it('holds the 55 codes of the table, each looked up by id', () => {
    expect(weatherConditions).toHaveLength(55);
    expect(conditionById(511)).toEqual({ id: 511, main: 'Rain', description: 'freezing rain', icon: '13' });
    expect(conditionById(731)?.description).toBe('sand/dust whirls');
    expect(conditionById(999)).toBeUndefined();
    expect(Object.isFrozen(weatherConditions[0])).toBe(true);
  });
});
