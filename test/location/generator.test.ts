// generator.record() takes every location form beside units, at and overrides; bad locations are
// refused with the option's path; codes the real data lacks fall back to the derived place model.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createWeatherGenerator, type LocationQuery, type RecordOptions } from 'weather-double';
import { expectError } from '../support/errors.js';

const NOW = Date.UTC(2024, 5, 1, 12);
const generator = createWeatherGenerator({ seed: 2, now: () => NOW });

describe('generator.record by location', () => {
  it('takes { zip }, { lat, lon }, { q } and { id }', () => {
    expect(generator.record({ zip: '98052' })).toMatchObject({ id: 0, name: 'Redmond' });
    expect(generator.record({ lat: 40.7143, lon: -74.006 })).toMatchObject({
      id: 5128581,
      name: 'New York',
      coord: { lat: 40.7143, lon: -74.006 },
    });
    expect(generator.record({ q: 'Tokyo', units: 'metric' })).toMatchObject({
      id: 1850147,
      sys: { country: 'JP' },
    });
    expect(generator.record({ id: 2950159 })).toMatchObject({ name: 'Berlin', sys: { country: 'DE' } });
    const sea = generator.record({ lat: -40, lon: -30 });
    expect(sea).toMatchObject({ id: 0, name: '' });
    expect(sea.sys.country).toBeUndefined();
  });

  it('remembers coordinates asked for again by their values: the same records, each a fresh object', () => {
    const fresh = createWeatherGenerator({ seed: 2, now: () => NOW });
    const asked = [0, 1, 2, 3].map((k) =>
      fresh.record({ lat: 48.8534, lon: 2.3488, units: 'metric', at: NOW + k * 600_000 }),
    );
    // The first answer of each: a generator that never saw those coordinates before.
    const once = asked.map((_, k) =>
      createWeatherGenerator({ seed: 2 }).record({
        lat: 48.8534,
        lon: 2.3488,
        units: 'metric',
        at: NOW + k * 600_000,
      }),
    );
    expect(asked).toEqual(once);
    expect(asked[3]).toMatchObject({ name: 'Paris', coord: { lat: 48.8534, lon: 2.3488 } });
    expect(fresh.record({ lat: 48.8534, lon: 2.3488 })).not.toBe(fresh.record({ lat: 48.8534, lon: 2.3488 }));
    // Another longitude at a remembered latitude is its own place; bad coordinates are still refused.
    expect(fresh.record({ lat: 48.8534, lon: -74.006 }).coord).toEqual({ lat: 48.8534, lon: -74.006 });
    expectError(
      () => fresh.record({ lat: 48.8534, lon: 181 }),
      'INVALID_OPTION',
      'lon',
      'Invalid option lon: expected a longitude in degrees from -180 to 180, got 181.',
    );
  });

  it('overrides still win over what the location reports', () => {
    expect(generator.record({ q: 'London', overrides: { name: 'Londinium' } }).name).toBe('Londinium');
  });

  it('a US code the data lacks gets a derived place, a function of the code alone', () => {
    const a = generator.record({ zip: '00001' });
    const b = createWeatherGenerator({ seed: 9 }).record({ zip: '00001', at: NOW });
    expect(a.name).toBe(b.name);
    expect(a.coord).toEqual(b.coord);
    expect(a.id).toBe(0);
  });

  it('pinned places still win over the data', () => {
    const pinned = createWeatherGenerator({ places: { '98052': { name: 'Microsoft Campus' } } });
    expect(pinned.record({ zip: '98052', at: NOW }).name).toBe('Microsoft Campus');
  });

  it('refuses mixed, partial or malformed locations, naming the option', () => {
    expectError(
      () => generator.record({ zip: '98052', q: 'London' }),
      'INVALID_OPTION',
      'location',
      `Invalid option location: expected one of { zip: '94040,us' }, { lat: 37.39, lon: -122.08 }, { q: 'London,GB' }, { id: 2643743 } (exactly one form), got an object.`,
    );
    expectError(
      () => generator.record({ lat: 10 }),
      'INVALID_OPTION',
      'lon',
      'Invalid option lon: expected a longitude too (lat and lon go together), got undefined.',
    );
    expectError(
      () => generator.record({ id: 1.5 }),
      'INVALID_OPTION',
      'id',
      'Invalid option id: expected a city ID, a positive integer such as 2643743, got 1.5.',
    );
    expectError(
      () => generator.record({ q: 'Nowhereville' }),
      'INVALID_ARGUMENT',
      'q',
      'No city is named "Nowhereville": the place data (GeoNames cities of at least 1000 inhabitants) has none. Use coordinates ({ lat, lon }) or a postal code instead.',
    );
    expectError(
      () => generator.record({ id: 1 }),
      'INVALID_ARGUMENT',
      'id',
      'No city has the ID 1: the place data (GeoNames cities of at least 1000 inhabitants) has none.',
    );
  });

  it('types: LocationQuery is one of the four forms; RecordOptions takes each', () => {
    expectTypeOf<{ lat: number; lon: number }>().toExtend<LocationQuery>();
    expectTypeOf<{ q: string }>().toExtend<LocationQuery>();
    expectTypeOf<{ id: number }>().toExtend<LocationQuery>();
    expectTypeOf<{ zip: string }>().toExtend<LocationQuery>();
    expectTypeOf<{ lat: number; lon: number; units: 'metric' }>().toExtend<RecordOptions>();
  });
});
