import { describe, expect, it } from 'vitest';
import { createWeatherGenerator, serializeWeatherRecord } from 'weather-double';
// lookupPlace is internal (the endpoint model uses it to answer "city not found"): tested from the build.
import { lookupPlace } from '../../src/places/place.js';

const AT = Date.parse('2024-03-01T12:00:00Z');

describe('the place of a postal code', () => {
  it('is the real one for well-known codes, with id 0 and the upper-case country', () => {
    const record = createWeatherGenerator().record({ zip: '94040,us', at: AT });
    expect([record.name, record.coord, record.sys.country, record.id]).toEqual([
      'Mountain View',
      { lon: -122.08, lat: 37.39 },
      'US',
      0,
    ]);
    expect(lookupPlace('10115,DE')).toEqual({ name: 'Berlin', country: 'DE', lat: 52.5323, lon: 13.3846 });
    expect(lookupPlace('sw1a 1aa,gb')?.name).toBe('London');
  });

  it('treats the country case-insensitively, defaults it to US and keys a ZIP+4 by its 5-digit code', () => {
    const generator = createWeatherGenerator({ seed: 8 });
    const bytes = (zip: string) => serializeWeatherRecord(generator.record({ zip, at: AT }));
    expect(bytes('94040,US')).toBe(bytes('94040,us'));
    expect(bytes('94040')).toBe(bytes('94040,us'));
    expect(bytes('94040-1234')).toBe(bytes('94040'));
    expect(bytes(' 94040 , us ')).toBe(bytes('94040'));
  });

  it('derives other codes deterministically inside their country, whatever the seed', () => {
    const boxes: Record<string, [number, number, number, number]> = {
      DE: [5.9, 47.3, 15, 55.1],
      AU: [113.3, -43.7, 153.6, -10.7],
      JP: [129.5, 31, 145.8, 45.5],
      BR: [-73.9, -33.7, -34.8, 5.2],
    };
    for (const zip of ['80331,de', '3000,au', '530-0001,jp', '20040-020,br']) {
      const country = zip.slice(-2).toUpperCase();
      const place = lookupPlace(zip)!;
      const [minLon, minLat, maxLon, maxLat] = boxes[country]!;
      expect(place.country).toBe(country);
      expect(place.lon).toBeGreaterThanOrEqual(minLon);
      expect(place.lon).toBeLessThanOrEqual(maxLon);
      expect(place.lat).toBeGreaterThanOrEqual(minLat);
      expect(place.lat).toBeLessThanOrEqual(maxLat);
      expect(Number(place.lat.toFixed(4))).toBe(place.lat);
      expect(place.name).toMatch(/\S/);
      for (const seed of [0, 1, 99]) {
        const record = createWeatherGenerator({ seed }).record({ zip, at: AT });
        expect([record.name, record.coord.lat, record.coord.lon]).toEqual([place.name, place.lat, place.lon]);
      }
    }
  });

  it('puts US codes in the area of their first digit', () => {
    for (let code = 10_000; code < 100_000; code += 7_919) {
      const zip = String(code).padStart(5, '0');
      const place = lookupPlace(zip)!;
      if (zip.startsWith('0')) expect(place.lon, zip).toBeGreaterThan(-76);
      if (zip.startsWith('9') && !zip.startsWith('99') && !zip.startsWith('96'))
        expect(place.lon, zip).toBeLessThan(-114);
      if (zip.startsWith('3')) expect(place.lat, zip).toBeLessThan(35.1);
    }
    expect(lookupPlace('99501')!.lat).toBeGreaterThan(55); // Alaska
  });
});

describe('which postal codes exist', () => {
  it('follows the documented rule', () => {
    expect(lookupPlace('00000')).toBeUndefined(); // only zeros never exists
    expect(lookupPlace('0000,au')).toBeUndefined();
    expect(lookupPlace('9404')).toBeUndefined(); // US codes are 5 digits (+4)
    expect(lookupPlace('940401')).toBeUndefined();
    expect(lookupPlace('12345,zz')).toBeUndefined(); // unknown country
    expect(lookupPlace('94#40')).toBeUndefined(); // characters outside [A-Za-z0-9 -]
    expect(lookupPlace('94040,us,x')).toBeUndefined();
    expect(lookupPlace('')).toBeUndefined();
    expect(lookupPlace('1234,de')).toBeUndefined(); // DE codes are 5 digits
    expect(lookupPlace('12345')).toBeDefined();
    expect(lookupPlace('12345-6789')).toBeDefined();
    expect(lookupPlace('K1A 0B1,ca')).toBeDefined();
  });

  it('makes any pinned code exist, filling the fields a pin leaves out', () => {
    const places = {
      '00000': { name: 'Nowhere', lat: 12.345678, lon: -45 },
      '94040': { name: 'Home' },
      '12345,zz': { name: 'Zed', lat: 1, lon: 2 },
    };
    expect(lookupPlace('00000', places)).toEqual({ name: 'Nowhere', country: 'US', lat: 12.3457, lon: -45 });
    expect(lookupPlace('94040,US', places)).toEqual({
      name: 'Home',
      country: 'US',
      lat: 37.39,
      lon: -122.08,
    });
    expect(lookupPlace('12345,ZZ', places)?.country).toBe('ZZ');
    // A pin of a code no real place has (no city of the data is in ZZ) must give its coordinates.
    expect(() => lookupPlace('1,zz', { '1,zz': { name: 'Zed' } })).toThrow(/places\["1,zz"\]\.lat/);
    const record = createWeatherGenerator({ places }).record({ zip: '00000', at: AT });
    expect([record.name, record.coord, record.sys.country]).toEqual([
      'Nowhere',
      { lon: -45, lat: 12.3457 },
      'US',
    ]);
  });

  it('reports a pinned country in sys.country, upper case', () => {
    const generator = createWeatherGenerator({ places: { '99999': { name: 'Elsewhere', country: 'gb' } } });
    expect(generator.record({ zip: '99999', at: AT }).sys.country).toBe('GB');
  });
});
