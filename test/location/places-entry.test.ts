// weather-double/places: where there is no file system (a browser), the double has no place data
// until loadPlaceData() hands it over; simulated in a fresh Node process without
// process.getBuiltinModule (how the package reaches fs, never by import), importing the package by
// its public names (the package's own exports, from its root).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createWeatherGenerator } from 'weather-double';
import { loadPlaceData } from 'weather-double/places';

const root = fileURLToPath(new URL('../../', import.meta.url));

const script = `
// The bytes a page would fetch (Node's fetch reads no file: URL), read before the file system goes.
const bytes = (await import('node:fs')).readFileSync('dist/data/places.bin');
delete process.getBuiltinModule; // as in a browser: no file system, no zlib (DecompressionStream instead)
const { getResponse } = await import('msw');
const { createWeatherDouble } = await import('weather-double/handlers');
const { loadPlaceData } = await import('weather-double/places');
const double = createWeatherDouble({ seed: 1 });
const ask = async (query) => {
  const url = 'https://api.openweathermap.org/data/2.5/weather?' + query + '&appid=k';
  const response = await getResponse(double.handlers, new Request(url));
  const body = await response.json();
  return [response.status, body.name ?? body.message, body.id];
};
const before = [await ask('q=London'), await ask('zip=98052')];
const refused = await loadPlaceData(new Uint8Array(16)).catch((error) => error.code);
await loadPlaceData(new Uint8Array(bytes));
const after = [await ask('q=Paris,FR'), await ask('zip=90211'), await ask('id=2643743'), await ask('zip=28013,es')];
console.log(JSON.stringify({ before, refused, after }));
`;

describe('weather-double/places', () => {
  it('without a file system: no place data until loadPlaceData(bytes), then real places', () => {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    const { before, refused, after } = JSON.parse(result.stdout.trim());
    // Before: names are not found, nor are postal codes other than the well-known ones (never an
    // invented place).
    expect(before[0]).toEqual([404, 'city not found', null]);
    expect(before[1]).toEqual([404, 'city not found', null]);
    // Bytes that are not the place data are refused.
    expect(refused).toBe('INVALID_OPTION');
    // After: the real places (the postal codes inflated with DecompressionStream).
    expect(after).toEqual([
      [200, 'Paris', 2988507],
      [200, 'Beverly Hills', 0],
      [200, 'London', 2643743],
      [200, 'Madrid', 0],
    ]);
  });

  it('in Node it resolves at once: the data is read from disk when first needed', async () => {
    await expect(loadPlaceData()).resolves.toBeUndefined();
    expect(createWeatherGenerator({ seed: 1 }).record({ zip: '98052' }).name).toBe('Redmond');
  });

  it('refuses a source that is neither a URL nor bytes, naming what is allowed', async () => {
    await expect(loadPlaceData(42 as unknown as string)).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      message: expect.stringContaining('Invalid option loadPlaceData(source): expected the URL of'),
    });
  });
});
