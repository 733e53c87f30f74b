// Parameters as a careful user writes them (issue 19): an empty value counts as absent, for every
// parameter and on every path; the key in either spelling; city IDs; the Geocoding API's limit.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';

const NOW = Date.UTC(2024, 5, 1, 18);
const HOST = 'https://api.openweathermap.org';
const double = createWeatherDouble({ seed: 3, now: () => NOW });

/** Status and body the double answers for `path?query`. */
async function ask(path: string, query: string) {
  const response = await getResponse(double.handlers, new Request(`${HOST}${path}?${query}`));
  if (response === undefined) throw new Error(`no answer for ${path}?${query}`);
  return { status: response.status, body: await response.text() };
}
const weather = (query: string) => ask('/data/2.5/weather', query);

describe('an empty parameter counts as absent', () => {
  it('on the weather path, for every parameter', async () => {
    const byZip = await weather('zip=94040&appid=k');
    expect(byZip.status).toBe(200);
    for (const query of [
      'zip=94040&lat=&lon=&appid=k',
      'lat=&zip=94040&appid=k',
      'zip=94040&lon=&appid=k',
      'zip=94040&q=&appid=k',
      'q=&id=&zip=94040&appid=k',
      'zip=94040&units=&appid=k',
      'zip=94040&lang=&mode=&appid=k',
    ]) {
      expect({ query, ...(await weather(query)) }).toEqual({ query, ...byZip });
    }
    const byCoordinates = await weather('lat=51.5085&lon=-0.1257&appid=k');
    expect(byCoordinates.status).toBe(200);
    expect(await weather('zip=&lat=51.5085&lon=-0.1257&appid=k')).toEqual(byCoordinates);
    expect(await weather('lat=51.5085&lon=-0.1257&zip=&q=&id=&appid=k')).toEqual(byCoordinates);
    const byName = await weather('q=London,GB&appid=k');
    expect(await weather('q=London,GB&zip=&lat=&appid=k')).toEqual(byName);
    // Nothing but empty values: no location at all.
    expect(await weather('zip=&lat=&lon=&q=&id=&appid=k')).toEqual({
      status: 400,
      body: '{"cod":"400","message":"Nothing to geocode"}',
    });
  });

  it('on the Geocoding API paths', async () => {
    const reverse = await ask('/geo/1.0/reverse', 'lat=51.5085&lon=-0.1257&appid=k');
    expect(reverse.status).toBe(200);
    expect(await ask('/geo/1.0/reverse', 'lat=51.5085&lon=-0.1257&limit=&appid=k')).toEqual(reverse);
    const direct = await ask('/geo/1.0/direct', 'q=London&appid=k');
    expect(await ask('/geo/1.0/direct', 'q=London&limit=&appid=k')).toEqual(direct);
    const zip = await ask('/geo/1.0/zip', 'zip=90210,US&appid=k');
    expect(await ask('/geo/1.0/zip', 'zip=90210,US&q=&appid=k')).toEqual(zip);
  });

  it('for the key: an empty appid is absent, so APPID answers', async () => {
    const withKey = await weather('zip=94040&appid=k');
    expect(await weather('appid=&APPID=k&zip=94040')).toEqual(withKey);
    expect(await weather('APPID=&appid=k&zip=94040')).toEqual(withKey);
    expect((await weather('appid=&APPID=&zip=94040')).status).toBe(401);
  });
});

describe('city IDs', () => {
  it('answers 404 "city not found" for any whole number that names no city, however long', async () => {
    const notFound = { status: 404, body: '{"cod":"404","message":"city not found"}' };
    for (const id of ['9999999999', '99999999999', '123456789012345678901234567890']) {
      expect({ id, ...(await weather(`id=${id}&appid=k`)) }).toEqual({ id, ...notFound });
    }
    expect((await weather('id=2643743&appid=k')).status).toBe(200);
    expect(await weather('id=abc&appid=k')).toEqual({
      status: 400,
      body: '{"cod":"400","message":"abc is not a city ID"}',
    });
  });
});

describe('the Geocoding API limit', () => {
  it('reads a decimal number by its whole part (1.5 is 1), then brings it into 1..5', async () => {
    const count = async (limit: string) =>
      (
        JSON.parse(
          (await ask('/geo/1.0/reverse', `lat=51.5085&lon=-0.1257&limit=${limit}&appid=k`)).body,
        ) as unknown[]
      ).length;
    expect(await count('1')).toBe(1);
    expect(await count('1.5')).toBe(1);
    expect(await count('2.9')).toBe(2);
    expect(await count('0.5')).toBe(1);
    expect(await count('7.2')).toBe(5);
    expect(await count('abc')).toBe(5);
  });
});
