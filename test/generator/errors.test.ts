import { describe, expect, it } from 'vitest';
import { createWeatherGenerator } from 'weather-double';
import { expectError } from '../support/errors.js';

const AT = Date.parse('2024-06-01T12:00:00Z');
const generator = createWeatherGenerator({ seed: 1, now: () => AT });
const TIME =
  'a valid Date or milliseconds since 1970 (a finite number from 600000, 1970-01-01T00:10:00Z, to 4102444799999, before 2100-01-01)';

// Loosely typed handles, to pass what TypeScript users cannot (JavaScript callers, JSON input).
const create = createWeatherGenerator as (options: unknown) => ReturnType<typeof createWeatherGenerator>;
const record = generator.record as (options: unknown) => unknown;
const records = generator.records as (count: unknown, options?: unknown) => unknown;

describe('bad generator options', () => {
  it('refuses an unknown option', () => {
    expectError(
      () => create({ seed: 1, sed: 2 }),
      'INVALID_OPTION',
      'sed',
      'Unknown option sed. Allowed options: seed, now, places, shape.',
    );
  });
  it('refuses a non-integer seed', () => {
    expectError(
      () => create({ seed: 1.5 }),
      'INVALID_OPTION',
      'seed',
      'Invalid option seed: expected an integer (a safe integer, e.g. 42), got 1.5.',
    );
  });
  it('refuses a seed given as a string', () => {
    expectError(
      () => create({ seed: '1' }),
      'INVALID_OPTION',
      'seed',
      'Invalid option seed: expected an integer (a safe integer, e.g. 42), got "1".',
    );
  });
  it('refuses a now that is not a function', () => {
    expectError(
      () => create({ now: 5 }),
      'INVALID_OPTION',
      'now',
      'Invalid option now: expected a function returning the time (milliseconds since 1970 or a Date), got 5.',
    );
  });
  it('refuses a now that returns a non-finite time', () => {
    expectError(
      () => create({ now: () => Number.NaN }).record(),
      'INVALID_OPTION',
      'now',
      `Invalid option now: expected ${TIME}, got NaN.`,
    );
  });
  it('refuses a now that returns an invalid Date', () => {
    expectError(
      () => create({ now: () => new Date('not a date') }).record(),
      'INVALID_OPTION',
      'now',
      `Invalid option now: expected ${TIME}, got an invalid Date.`,
    );
  });
});

describe('bad places', () => {
  it('refuses a latitude out of range, naming the entry', () => {
    expectError(
      () => create({ places: { '94040': { lat: 100 } } }),
      'INVALID_PLACE',
      'places["94040"].lat',
      'Invalid place at places["94040"].lat: expected a latitude in degrees from -90 to 90, got 100.',
    );
  });
  it('refuses a longitude that is not a number', () => {
    expectError(
      () => create({ places: { '10115,de': { lon: '13.4' } } }),
      'INVALID_PLACE',
      'places["10115,de"].lon',
      'Invalid place at places["10115,de"].lon: expected a longitude in degrees from -180 to 180, got "13.4".',
    );
  });
  it('refuses an unknown field of a place', () => {
    expectError(
      () => create({ places: { '94040': { city: 'x' } } }),
      'INVALID_PLACE',
      'places["94040"].city',
      'Invalid place at places["94040"].city: expected one of the fields name, country, lat, lon, got an unknown field "city".',
    );
  });
  it('refuses an empty name and a bad country', () => {
    expectError(
      () => create({ places: { '94040': { name: '' } } }),
      'INVALID_PLACE',
      'places["94040"].name',
      'Invalid place at places["94040"].name: expected a non-empty string, got "".',
    );
    expectError(
      () => create({ places: { '94040': { country: 'USA' } } }),
      'INVALID_PLACE',
      'places["94040"].country',
      'Invalid place at places["94040"].country: expected a two-letter ISO 3166 country code such as "US", got "USA".',
    );
  });
  it('refuses a key that is not a postal code', () => {
    expectError(
      () => create({ places: { '9#4': { name: 'x' } } }),
      'INVALID_PLACE',
      'places["9#4"]',
      'Invalid place at places["9#4"]: expected a key "code" or "code,CC" (1 to 12 letters, digits, spaces or hyphens; CC two letters), got "9#4".',
    );
  });
  it('refuses prototype-polluting keys', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      expectError(
        () => create({ places: JSON.parse(`{"${key}": {"name": "x"}}`) }),
        'INVALID_PLACE',
        `places["${key}"]`,
        `Invalid place at places["${key}"]: expected a postal code key "code" or "code,CC", got the prototype-polluting key "${key}".`,
      );
    }
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });
});

describe('bad record options', () => {
  it('refuses an unknown option', () => {
    expectError(
      () => record({ zipp: '1' }),
      'INVALID_OPTION',
      'zipp',
      'Unknown option zipp. Allowed options: zip, lat, lon, q, id, units, at, overrides, unchecked.',
    );
  });
  it('refuses units that are not one of the three', () => {
    expectError(
      () => record({ units: 'kelvin' }),
      'INVALID_OPTION',
      'units',
      'Invalid option units: expected one of "standard", "metric", "imperial", got "kelvin".',
    );
  });
  it('refuses an invalid at', () => {
    expectError(
      () => record({ at: 'yesterday' }),
      'INVALID_OPTION',
      'at',
      `Invalid option at: expected ${TIME}, got "yesterday".`,
    );
    expectError(
      () => record({ at: Number.POSITIVE_INFINITY }),
      'INVALID_OPTION',
      'at',
      `Invalid option at: expected ${TIME}, got Infinity.`,
    );
    expectError(
      () => record({ at: new Date(Number.NaN) }),
      'INVALID_OPTION',
      'at',
      `Invalid option at: expected ${TIME}, got an invalid Date.`,
    );
  });
  it('refuses a zip that is not a non-empty string', () => {
    const message = (got: string) =>
      `Invalid option zip: expected a postal code "code" or "code,CC" such as "94040,us", got ${got}.`;
    expectError(() => record({ zip: 94040 }), 'INVALID_OPTION', 'zip', message('94040'));
    expectError(() => record({ zip: '' }), 'INVALID_OPTION', 'zip', message('""'));
  });
  it('refuses a postal code that does not exist, with the rule and how to pin it', () => {
    expectError(
      () => record({ zip: '00000' }),
      'INVALID_ARGUMENT',
      'zip',
      `No place has the postal code "00000": a code of only zeros (such as 00000) never exists. To make it exist, pin it: createWeatherGenerator({ places: { "00000": { name: 'Springfield', lat: 39.8, lon: -89.65 } } }).`,
    );
    expectError(
      () => record({ zip: '9404' }),
      'INVALID_ARGUMENT',
      'zip',
      `No place has the postal code "9404": US codes are 5 digits, optionally +4 (94040 or 94040-1234). To make it exist, pin it: createWeatherGenerator({ places: { "9404": { name: 'Springfield', lat: 39.8, lon: -89.65 } } }).`,
    );
    expectError(
      () => record({ zip: '12345,zz' }),
      'INVALID_ARGUMENT',
      'zip',
      `No place has the postal code "12345,zz": no city of the data is in country ZZ. To make it exist, pin it: createWeatherGenerator({ places: { "12345,zz": { name: 'Springfield', lat: 39.8, lon: -89.65 } } }).`,
    );
    expectError(
      () => record({ zip: '94#40' }),
      'INVALID_ARGUMENT',
      'zip',
      'No place has the postal code "94#40": a zip is "code" or "code,CC": a code of 1 to 12 letters, digits, spaces or hyphens and a two-letter country.',
    );
  });
  it('refuses a count that is not an integer from 1 to 100000', () => {
    for (const [count, got] of [
      [0, '0'],
      [1.5, '1.5'],
      [100_001, '100001'],
      ['3', '"3"'],
    ] as const) {
      expectError(
        () => records(count),
        'INVALID_ARGUMENT',
        'count',
        `Invalid argument count: expected an integer from 1 to 100000, got ${got}.`,
      );
    }
  });
  it('refuses an unchecked flag that is not a boolean', () => {
    expectError(
      () => record({ unchecked: 'yes' }),
      'INVALID_OPTION',
      'unchecked',
      'Invalid option unchecked: expected true or false, got "yes".',
    );
  });
});

describe('bad overrides', () => {
  const cases: [string, unknown, string, string][] = [
    [
      'a value out of range',
      { main: { humidity: 150 } },
      'main.humidity',
      'expected an integer from 0 to 100, got 150',
    ],
    [
      'a value of the wrong type',
      { main: { temp: '20' } },
      'main.temp',
      'expected a number from -130 to 340, got "20"',
    ],
    [
      'too many decimals',
      { main: { temp: 280.123 } },
      'main.temp',
      'expected at most 2 decimals, got 280.123',
    ],
    [
      'a visibility above 10000',
      { visibility: 12000 },
      'visibility',
      'expected an integer from 0 to 10000, got 12000',
    ],
    ['a cod other than 200', { cod: 404 }, 'cod', 'expected 200, got 404'],
    [
      'an unknown key',
      { main: { feels_like: 1 } },
      'main.feels_like',
      'expected a field of main (temp, pressure, humidity, temp_min, temp_max), got the unknown key "feels_like"',
    ],
    [
      'an unknown top-level key',
      { timezone: 1 },
      'timezone',
      'expected a field of the weather record (coord, weather, base, main, visibility, wind, clouds, dt, sys, id, name, cod), got the unknown key "timezone"',
    ],
    [
      'an object field given a number',
      { main: 5 },
      'main',
      'expected an object (fields temp, pressure, humidity, temp_min, temp_max), got 5',
    ],
    [
      'weather given an object',
      { weather: { id: 800 } },
      'weather',
      'expected an array of condition overrides, got an object',
    ],
    [
      'a condition code not in the table',
      { weather: [{ id: 999 }] },
      'weather[0].id',
      'expected an integer from 200 to 804, got 999',
    ],
    [
      'a condition code inside the range but not in the table',
      { weather: [{ id: 250 }] },
      'weather[0].id',
      'expected a code from the condition table (200-232, 300-321, 500-531, 600-622, 701-781, 800-804), got 250',
    ],
    [
      'a main that does not go with the id',
      { weather: [{ id: 800, main: 'Rain' }] },
      'weather[0].main',
      'expected "Clear" for condition 800, got "Rain"',
    ],
    [
      'a malformed icon',
      { weather: [{ id: 800, icon: '01x' }] },
      'weather[0].icon',
      'expected a string matching ^\\d{2}[dn]$, got "01x"',
    ],
    [
      'cloud cover that does not go with a cloud code',
      { weather: [{ id: 800 }], clouds: { all: 50 } },
      'clouds.all',
      'expected an integer from 0 to 10 for condition 800 (clear sky), got 50',
    ],
    [
      'temp_min above temp',
      { main: { temp: 280, temp_min: 290 } },
      'main.temp_min',
      'expected at most main.temp (280), got 290',
    ],
    [
      'a new condition without an id',
      { weather: [{ id: 800 }, { main: 'Mist' }] },
      'weather[1].id',
      'expected a code from the condition table (the record has no condition here to keep), got nothing',
    ],
    [
      'a prototype-polluting key',
      JSON.parse('{"main": {"__proto__": {"x": 1}}}'),
      'main.__proto__',
      'expected a field of main, got the prototype-polluting key "__proto__"',
    ],
    [
      'a top-level __proto__',
      JSON.parse('{"__proto__": {"x": 1}}'),
      '__proto__',
      'expected a field of the weather record, got the prototype-polluting key "__proto__"',
    ],
    [
      'a constructor key',
      { sys: { constructor: 1 } },
      'sys.constructor',
      'expected a field of sys, got the prototype-polluting key "constructor"',
    ],
    [
      'a name every object inherits',
      { main: { toString: 1 } },
      'main.toString',
      'expected a field of main (temp, pressure, humidity, temp_min, temp_max), got the unknown key "toString"',
    ],
    ['overrides that are not an object', 5, 'overrides', 'expected an object of record fields, got 5'],
  ];
  for (const [name, overrides, path, what] of cases) {
    it(`refuses ${name}`, () => {
      expectError(
        () => record({ overrides }),
        'INVALID_OVERRIDE',
        path,
        `Invalid override at ${path}: ${what}.`,
      );
    });
  }

  it('refuses an icon with the wrong day/night suffix', () => {
    const day = generator.record({ at: Date.parse('2024-06-01T20:00:00Z') }); // 13:00 in Mountain View
    expectError(
      () =>
        generator.record({
          at: Date.parse('2024-06-01T20:00:00Z'),
          overrides: { weather: [{ id: 800, icon: '01n' }] },
        }),
      'INVALID_OVERRIDE',
      'weather[0].icon',
      `Invalid override at weather[0].icon: expected "01d" for condition 800 with sunrise <= dt < sunset (day), got "01n".`,
    );
    expect(day.weather[0]!.icon.endsWith('d')).toBe(true);
  });

  it('refuses prototype-polluting keys even when unchecked', () => {
    expectError(
      () => record({ unchecked: true, overrides: JSON.parse('{"sys": {"__proto__": {"polluted": true}}}') }),
      'INVALID_OVERRIDE',
      'sys.__proto__',
      'Invalid override at sys.__proto__: expected a field of sys, got the prototype-polluting key "__proto__".',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
