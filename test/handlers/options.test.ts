import { describe, expect, it } from 'vitest';
import { WeatherDoubleError } from 'weather-double';
import { createWeatherDouble, type WeatherDoubleOptions } from 'weather-double/handlers';

function refusal(options: unknown) {
  try {
    createWeatherDouble(options as WeatherDoubleOptions);
  } catch (error) {
    expect(error).toBeInstanceOf(WeatherDoubleError);
    const { code, path, message } = error as WeatherDoubleError;
    return { code, path, message };
  }
  throw new Error(`createWeatherDouble accepted ${JSON.stringify(options)}`);
}

describe('createWeatherDouble options', () => {
  it('refuses unknown options, listing the allowed ones', () => {
    expect(refusal({ seeds: 1 })).toEqual({
      code: 'INVALID_OPTION',
      path: 'seeds',
      message:
        '[weather-double] Unknown option seeds. Allowed options: baseUrl, seed, now, apiKeys, places, notFound, shape, fixtures, plans, quota, faults, latency, store, variants.',
    });
  });

  it('refuses a non-object', () => {
    expect(refusal('seed=1')).toMatchObject({ code: 'INVALID_OPTION', path: 'options' });
  });

  it('checks baseUrl: an http(s) URL without query or fragment, or *', () => {
    for (const baseUrl of [
      'ftp://example.com',
      'example.com',
      'http://x.test/?a=1',
      'http://x.test/#f',
      '',
      42,
      '**',
    ]) {
      const { code, path, message } = refusal({ baseUrl });
      expect({ code, path }).toEqual({ code: 'INVALID_OPTION', path: 'baseUrl' });
      expect(message).toContain(
        "expected an http(s) URL such as 'http://localhost:8080' (no query or fragment), or '*' for any origin",
      );
    }
    expect(() => createWeatherDouble({ baseUrl: 'http://localhost:8080' })).not.toThrow();
    expect(() => createWeatherDouble({ baseUrl: '*' })).not.toThrow();
  });

  it('checks apiKeys: a non-empty array of non-empty strings', () => {
    expect(refusal({ apiKeys: 'key' })).toMatchObject({ path: 'apiKeys' });
    expect(refusal({ apiKeys: [] })).toMatchObject({ path: 'apiKeys' });
    expect(refusal({ apiKeys: ['ok', ''] })).toEqual({
      code: 'INVALID_OPTION',
      path: 'apiKeys[1]',
      message: '[weather-double] Invalid option apiKeys[1]: expected a non-empty string, got "".',
    });
  });

  it('checks notFound: zip values or a function', () => {
    expect(refusal({ notFound: '00000' })).toMatchObject({ code: 'INVALID_OPTION', path: 'notFound' });
    expect(refusal({ notFound: ['12345', ',de'] })).toMatchObject({
      code: 'INVALID_OPTION',
      path: 'notFound[1]',
    });
    expect(refusal({ notFound: [12345] })).toMatchObject({ code: 'INVALID_OPTION', path: 'notFound[0]' });
  });

  it('checks seed, now and places as the generator does', () => {
    expect(refusal({ seed: 1.5 })).toMatchObject({ code: 'INVALID_OPTION', path: 'seed' });
    expect(refusal({ seed: '1' })).toMatchObject({ code: 'INVALID_OPTION', path: 'seed' });
    expect(refusal({ now: Date.now() })).toMatchObject({ code: 'INVALID_OPTION', path: 'now' });
    expect(refusal({ places: { '94040': { lat: 200 } } })).toMatchObject({ code: 'INVALID_PLACE' });
  });
});
