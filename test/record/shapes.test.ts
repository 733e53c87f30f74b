import { describe, expect, it } from 'vitest';
import {
  type CurrentWeatherRecord,
  serializeWeatherRecord,
  validateWeatherRecord,
  type WeatherRecord,
} from 'weather-double';

/** The reference page's 2025 answer of the live service, byte for byte. */
const TODAY =
  '{"coord":{"lon":-77.7802,"lat":39.1164},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01d"}],"base":"stations","main":{"temp":19.18,"feels_like":6.94,"temp_min":15.21,"temp_max":22.23,"pressure":1022,"humidity":61,"sea_level":1022,"grnd_level":999},"visibility":10000,"wind":{"speed":11.5,"deg":320,"gust":16.11},"clouds":{"all":0},"dt":1736517544,"sys":{"type":2,"id":2003615,"country":"US","sunrise":1736512199,"sunset":1736546826},"timezone":-18000,"id":0,"name":"Round Hill","cod":200}';

/** The specification's example record. */
const SPEC =
  '{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01d"}],"base":"stations","main":{"temp":282.55,"pressure":1023,"humidity":100,"temp_min":280.37,"temp_max":284.26},"visibility":10000,"wind":{"speed":1.5,"deg":350},"clouds":{"all":1},"dt":1560350645,"sys":{"type":1,"id":5122,"message":0.0139,"country":"US","sunrise":1560343627,"sunset":1560396563},"id":0,"name":"Mountain View","cod":200}';

const today = () => JSON.parse(TODAY) as CurrentWeatherRecord;
const spec = () => JSON.parse(SPEC) as WeatherRecord;
const issues = (value: unknown, shape?: 'current') => {
  const result = validateWeatherRecord(value, shape ? { shape } : undefined);
  return result.ok ? [] : result.issues;
};

describe('validateWeatherRecord by shape', () => {
  it("accepts the live service's answer as the current shape, and each shape only as itself", () => {
    expect(issues(today(), 'current')).toEqual([]);
    expect(issues(spec())).toEqual([]);
    expect(issues(today())).toContainEqual({
      path: 'sys.message',
      message: 'is required: expected a number from 0 to 1, got nothing',
    });
    expect(issues(spec(), 'current')).toContainEqual({
      path: 'timezone',
      message: expect.stringMatching(/^is required/),
    });
  });

  it('serializes a record of the current shape in its order whatever order it was built in', () => {
    const record = today();
    const shuffled = Object.fromEntries(Object.entries(record).reverse()) as unknown as CurrentWeatherRecord;
    shuffled.main = Object.fromEntries(Object.entries(record.main).reverse()) as CurrentWeatherRecord['main'];
    expect(serializeWeatherRecord(shuffled)).toBe(TODAY);
    expect(serializeWeatherRecord(spec())).toBe(SPEC);
  });

  it('accepts sunrise 0 and sunset 0 (polar day or night) in both shapes, and no other equal or reversed times', () => {
    const polar = (record: WeatherRecord | CurrentWeatherRecord) => {
      record.sys.sunrise = 0;
      record.sys.sunset = 0;
      record.weather[0]!.icon = '01n';
      return record;
    };
    expect(issues(polar(spec()))).toEqual([]);
    expect(issues(polar(today()), 'current')).toEqual([]);
    const equal = spec();
    equal.sys.sunset = equal.sys.sunrise;
    equal.weather[0]!.icon = '01n';
    expect(issues(equal)).toEqual([
      {
        path: 'sys.sunset',
        message:
          'expected a time after sys.sunrise (1560343627), or 0 together with sys.sunrise 0 (polar day or night), got 1560343627',
      },
    ]);
    const half = today();
    half.sys.sunrise = 0;
    expect(issues(half, 'current')).toEqual([
      {
        path: 'sys.sunrise',
        message:
          'expected a time before sys.sunset, or 0 together with sys.sunset 0 (polar day or night), got 0 with sys.sunset 1736546826',
      },
    ]);
    const daytimePolar = polar(today());
    daytimePolar.weather[0]!.icon = '01d';
    expect(issues(daytimePolar, 'current')).toEqual([
      {
        path: 'weather[0].icon',
        message: 'expected "01n" for condition 800 with dt outside sunrise..sunset (night), got "01d"',
      },
    ]);
  });

  it('checks gusts against the wind, and rain and snow against the conditions', () => {
    const slow = today();
    slow.wind.gust = 11.49;
    expect(issues(slow, 'current')).toEqual([
      { path: 'wind.gust', message: 'expected at least wind.speed (11.5), got 11.49' },
    ]);
    const wet = today();
    wet.rain = { '1h': 0.5 };
    expect(issues(wet, 'current')).toEqual([
      {
        path: 'rain',
        message: 'expected no rain while no condition says it rains (conditions 800), got an object',
      },
    ]);
    const raining = today();
    raining.weather = [{ id: 500, main: 'Rain', description: 'light rain', icon: '10d' }];
    raining.clouds.all = 90;
    expect(issues(raining, 'current')).toEqual([
      {
        path: 'rain',
        message:
          'is required while a condition says it rains (conditions 500): expected an object {"1h": mm}, got nothing',
      },
    ]);
    raining.rain = { '1h': 0.123 };
    expect(issues(raining, 'current')).toEqual([
      { path: 'rain.1h', message: 'expected at most 2 decimals, got 0.123' },
    ]);
    raining.rain = { '1h': 0.12 };
    expect(issues(raining, 'current')).toEqual([]);
    const snowing = today();
    snowing.weather = [{ id: 616, main: 'Snow', description: 'rain and snow', icon: '13d' }];
    snowing.rain = { '1h': 1 };
    expect(issues(snowing, 'current')).toEqual([
      {
        path: 'snow',
        message:
          'is required while a condition says it snows (conditions 616): expected an object {"1h": mm}, got nothing',
      },
    ]);
  });

  it('treats sys.country as optional in both shapes (at sea the service sends none)', () => {
    const atSea = spec();
    delete atSea.sys.country;
    expect(issues(atSea)).toEqual([]);
    const atSeaToday = today();
    delete atSeaToday.sys.country;
    expect(issues(atSeaToday, 'current')).toEqual([]);
  });

  it('refuses an unknown shape', () => {
    expect(() => validateWeatherRecord(spec(), { shape: 'today' as 'current' })).toThrow(
      'Invalid option shape: expected one of "specification", "current", got "today".',
    );
  });
});
