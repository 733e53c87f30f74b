import { describe, expect, it, vi } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { answerOf, BODY, expectedHeaders, NOW, useMswServer, weatherUrl } from './helpers.js';

const double = createWeatherDouble({ seed: 1, now: () => NOW });
const server = useMswServer(...double.handlers);

async function get(query: string, init?: RequestInit) {
  return answerOf(await fetch(weatherUrl(query), init));
}

describe('error answers, byte for byte', () => {
  it('401 without a key', async () => {
    expect(await get('zip=94040,us')).toEqual({
      status: 401,
      body: BODY[401],
      headers: expectedHeaders('/data/2.5/weather?zip=94040,us'),
    });
  });

  it('401 with an empty key, in either spelling', async () => {
    expect(await get('zip=94040&appid=')).toMatchObject({ status: 401, body: BODY[401] });
    expect(await get('zip=94040&APPID=')).toMatchObject({ status: 401, body: BODY[401] });
  });

  it('checks the key before the location: no key and no location is 401, not 400', async () => {
    expect(await get('')).toEqual({
      status: 401,
      body: BODY[401],
      headers: expectedHeaders('/data/2.5/weather?'),
    });
    expect(await get('units=metric')).toMatchObject({ status: 401, body: BODY[401] });
    expect(await get('zip=00000')).toMatchObject({ status: 401, body: BODY[401] });
  });

  it('400 "Nothing to geocode" without a zip, with an empty one, or with only a country', async () => {
    expect(await get('appid=k')).toEqual({
      status: 400,
      body: BODY[400],
      headers: expectedHeaders('/data/2.5/weather?'),
    });
    expect(await get('zip=&appid=k')).toMatchObject({ status: 400, body: BODY[400] });
    expect(await get('zip=%20&appid=k')).toMatchObject({ status: 400, body: BODY[400] });
    expect(await get('zip=,us&appid=k')).toMatchObject({ status: 400, body: BODY[400] });
    expect(await get('q=&appid=k')).toMatchObject({ status: 400, body: BODY[400] });
  });

  it('404 "city not found" for a postal code that does not exist', async () => {
    expect(await get('zip=00000&appid=k&units=metric')).toEqual({
      status: 404,
      body: BODY[404],
      headers: expectedHeaders('/data/2.5/weather?units=metric&zip=00000'),
    });
    expect(await get('zip=00000,us&appid=k')).toMatchObject({ status: 404, body: BODY[404] });
    expect(await get('zip=9404,us&appid=k')).toMatchObject({ status: 404, body: BODY[404] });
    expect(await get('zip=94040,zz&appid=k')).toMatchObject({ status: 404, body: BODY[404] });
    expect(await get('zip=hello&appid=k')).toMatchObject({ status: 404, body: BODY[404] });
  });

  it('gives the status texts of the service', async () => {
    expect((await fetch(weatherUrl('zip=94040'))).statusText).toBe('Unauthorized');
    expect((await fetch(weatherUrl('appid=k'))).statusText).toBe('Bad Request');
    expect((await fetch(weatherUrl('zip=00000&appid=k'))).statusText).toBe('Not Found');
  });
});

describe('the key', () => {
  it('accepts APPID in upper case like appid, and leaves both out of X-Cache-Key', async () => {
    const upper = await get('zip=94040,us&APPID=secret');
    const lower = await get('zip=94040,us&appid=secret');
    expect(upper.status).toBe(200);
    expect(upper).toEqual(lower);
    expect(upper.headers).toEqual(expectedHeaders('/data/2.5/weather?zip=94040,us'));
  });

  it('accepts only the keys in apiKeys when that option is set', async () => {
    const strict = createWeatherDouble({ seed: 1, now: () => NOW, apiKeys: ['good', 'also-good'] });
    server.use(...strict.handlers);
    expect((await get('zip=94040&appid=good')).status).toBe(200);
    expect((await get('zip=94040&APPID=also-good')).status).toBe(200);
    expect(await get('zip=94040&appid=bad')).toMatchObject({ status: 401, body: BODY[401] });
    expect(await get('zip=94040&appid=GOOD')).toMatchObject({ status: 401, body: BODY[401] });
  });

  it('reads appid before APPID, and the first of repeated keys', async () => {
    const strict = createWeatherDouble({ seed: 1, now: () => NOW, apiKeys: ['good'] });
    server.use(...strict.handlers);
    expect((await get('zip=94040&APPID=bad&appid=good')).status).toBe(200);
    expect((await get('zip=94040&appid=good&appid=bad')).status).toBe(200);
    expect((await get('zip=94040&appid=bad&appid=good')).status).toBe(401);
  });
});

describe('which postal codes do not exist', () => {
  it('adds the notFound list to the place model, with the zip rule (no country means US)', async () => {
    const custom = createWeatherDouble({ seed: 1, now: () => NOW, notFound: ['94040', '10115,de'] });
    server.use(...custom.handlers);
    expect((await get('zip=94040&appid=k')).status).toBe(404);
    expect((await get('zip=94040,US&appid=k')).status).toBe(404);
    expect((await get('zip=94040-1234&appid=k')).status).toBe(404);
    expect((await get('zip=10115,DE&appid=k')).status).toBe(404);
    expect((await get('zip=10115&appid=k')).status).toBe(200);
    expect((await get('zip=94041&appid=k')).status).toBe(200);
  });

  it('calls a notFound function with the canonical CODE,COUNTRY form', async () => {
    const seen: string[] = [];
    const custom = createWeatherDouble({
      seed: 1,
      now: () => NOW,
      notFound: (zip) => {
        seen.push(zip);
        return zip.startsWith('9');
      },
    });
    server.use(...custom.handlers);
    expect((await get('zip=94040,us&appid=k')).status).toBe(404);
    expect((await get('zip=sw1a%201aa,gb&appid=k')).status).toBe(200);
    expect(seen).toEqual(['94040,US', 'SW1A 1AA,GB']);
  });

  it('makes a pinned place exist, even 00000', async () => {
    const custom = createWeatherDouble({ seed: 1, now: () => NOW, places: { '00000': { name: 'Nowhere' } } });
    server.use(...custom.handlers);
    const answer = await get('zip=00000&appid=k');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).name).toBe('Nowhere');
  });
});

describe('methods', () => {
  it('answers POST as GET (the service allows GET, POST)', async () => {
    expect(await get('zip=94040&appid=k', { method: 'POST' })).toEqual(await get('zip=94040&appid=k'));
    expect(await get('zip=94040', { method: 'POST' })).toMatchObject({ status: 401, body: BODY[401] });
  });

  it('answers HEAD with the status and headers of GET and no body', async () => {
    const head = await get('zip=00000&appid=k', { method: 'HEAD' });
    expect(head).toEqual({ status: 404, body: '', headers: expectedHeaders('/data/2.5/weather?zip=00000') });
    expect((await get('zip=94040&appid=k', { method: 'HEAD' })).status).toBe(200);
  });

  it('answers an OPTIONS preflight with the CORS headers and no body', async () => {
    expect(await get('zip=94040', { method: 'OPTIONS' })).toEqual({
      status: 200,
      body: '',
      headers: expectedHeaders('/data/2.5/weather?zip=94040'),
    });
  });

  it('refuses PUT, PATCH and DELETE with the recorded 405, before the key', async () => {
    // Recorded (docs/fidelity.md): `{"cod":"405","message":"Internal error"}`, no `Allow` header.
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      for (const query of ['zip=94040&appid=k', 'zip=94040']) {
        expect(await get(query, { method })).toEqual({
          status: 405,
          body: '{"cod":"405","message":"Internal error"}',
          headers: expectedHeaders('/data/2.5/weather?zip=94040'),
        });
      }
    }
  });

  it('answers another method as the service answers a route it does not have', async () => {
    expect(await get('zip=94040&appid=k', { method: 'PROPFIND' })).toMatchObject({
      status: 404,
      body: '{"cod":"404","message":"Internal error"}',
    });
  });
});

describe('internal failures', () => {
  it('answer 500 with the service body and say why on the console, never throw', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = false;
    const fragile = createWeatherDouble({
      seed: 1,
      now: () => {
        if (broken) throw new Error('the clock broke');
        return NOW;
      },
    });
    server.use(...fragile.handlers);
    broken = true;
    expect(await get('zip=94040&appid=secret')).toEqual({
      status: 500,
      body: BODY[500],
      headers: expectedHeaders('/data/2.5/weather?zip=94040'),
    });
    expect(error).toHaveBeenCalledTimes(1);
    const message = String(error.mock.calls[0]?.[0]);
    expect(message).toMatch(/^\[weather-double\] The double failed to answer GET /);
    expect(message).toContain('the clock broke');
    expect(message).toContain('appid=***');
    expect(message).not.toContain('secret');
    expect(fragile.requests.at(-1)).toMatchObject({ status: 500, scenario: null });
  });

  it('treat a notFound function that does not return a boolean as a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const custom = createWeatherDouble({ notFound: (() => 'yes') as unknown as (zip: string) => boolean });
    server.use(...custom.handlers);
    expect(await get('zip=94040&appid=k')).toMatchObject({ status: 500, body: BODY[500] });
    expect(String(error.mock.calls[0]?.[0])).toContain(
      'Invalid option notFound: the function must return true or false',
    );
  });
});
