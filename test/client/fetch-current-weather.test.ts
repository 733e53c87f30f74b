import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type FetchCurrentWeatherOptions,
  fetchCurrentWeather,
  serializeWeatherRecord,
  WeatherApiError,
  WeatherDoubleError,
} from 'weather-double';
import { sampleRecord } from '../record/fixture.js';

const KEY = 'secret-key-123';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fetch that records its calls and answers with the given status, body and headers. */
function answering(status: number, body: string, statusText = '') {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return new Response(status === 204 ? null : body, {
      status,
      statusText,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** Runs the call and returns what it rejected with (failing the test if it resolved). */
async function rejection(options: FetchCurrentWeatherOptions): Promise<WeatherDoubleError> {
  const outcome = await fetchCurrentWeather(options).then(
    (record) => ({ resolved: record }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.resolved)}`);
  expect(outcome.error).toBeInstanceOf(WeatherDoubleError);
  return outcome.error as WeatherDoubleError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchCurrentWeather: the request', () => {
  it('sends GET /data/2.5/weather with zip, appid and units in the query and Accept: application/json', async () => {
    const { fetch, calls } = answering(200, serializeWeatherRecord(sampleRecord()));
    await fetchCurrentWeather({ zip: '94040,us', appid: KEY, units: 'imperial', fetch });
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]!.url);
    expect(url.origin).toBe('https://api.openweathermap.org');
    expect(url.pathname).toBe('/data/2.5/weather');
    expect([...url.searchParams]).toEqual([
      ['zip', '94040,us'],
      ['appid', KEY],
      ['units', 'imperial'],
    ]);
    expect(calls[0]!.url).toContain('zip=94040,us&');
    expect(calls[0]!.init?.method).toBe('GET');
    expect(new Headers(calls[0]!.init?.headers).get('accept')).toBe('application/json');
    expect(new Headers(calls[0]!.init?.headers).has('cache-control')).toBe(false);
  });

  it('sends no units parameter when units is omitted', async () => {
    const { fetch, calls } = answering(200, serializeWeatherRecord(sampleRecord()));
    await fetchCurrentWeather({ zip: '94040', appid: KEY, fetch });
    expect(new URL(calls[0]!.url).searchParams.has('units')).toBe(false);
  });

  it('appends the path to baseUrl, keeping a path prefix and dropping trailing slashes', async () => {
    const { fetch, calls } = answering(200, serializeWeatherRecord(sampleRecord()));
    await fetchCurrentWeather({ zip: '94040', appid: KEY, baseUrl: 'http://127.0.0.1:8080/', fetch });
    await fetchCurrentWeather({ zip: '94040', appid: KEY, baseUrl: 'https://proxy.test/owm//', fetch });
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([
      'http://127.0.0.1:8080/data/2.5/weather',
      'https://proxy.test/owm/data/2.5/weather',
    ]);
  });

  it('sends empty zip and appid as given, so the service can answer 400 or 401', async () => {
    const { fetch, calls } = answering(200, serializeWeatherRecord(sampleRecord()));
    await fetchCurrentWeather({ zip: '', appid: '', fetch });
    expect(calls[0]!.url).toBe('https://api.openweathermap.org/data/2.5/weather?zip=&appid=');
  });

  it('passes the signal to fetch', async () => {
    const { fetch, calls } = answering(200, serializeWeatherRecord(sampleRecord()));
    const controller = new AbortController();
    await fetchCurrentWeather({ zip: '94040', appid: KEY, fetch, signal: controller.signal });
    expect(calls[0]!.init?.signal).toBe(controller.signal);
  });

  it('uses the global fetch when none is given', async () => {
    const { fetch, calls } = answering(200, serializeWeatherRecord(sampleRecord()));
    vi.stubGlobal('fetch', fetch);
    await fetchCurrentWeather({ zip: '94040', appid: KEY });
    expect(calls).toHaveLength(1);
  });
});

describe('fetchCurrentWeather: a 200 answer', () => {
  it('returns the record', async () => {
    const { fetch } = answering(200, serializeWeatherRecord(sampleRecord()));
    await expect(fetchCurrentWeather({ zip: '94040,us', appid: KEY, fetch })).resolves.toEqual(
      sampleRecord(),
    );
  });

  it('tolerates and keeps fields the live service adds, unless strict', async () => {
    const live = {
      ...sampleRecord(),
      main: { ...sampleRecord().main, feels_like: 281.86, sea_level: 1023, grnd_level: 1010 },
      wind: { ...sampleRecord().wind, gust: 3.1 },
      rain: { '1h': 0.25 },
      timezone: -25200,
    };
    const { fetch } = answering(200, JSON.stringify(live));
    const record = await fetchCurrentWeather({ zip: '94040,us', appid: KEY, fetch });
    expect(record).toEqual(live);

    const error = await rejection({ zip: '94040,us', appid: KEY, fetch, strict: true });
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toContain('main.feels_like: is not a field of the weather record here');
    expect(error.message).toContain('timezone: is not a field');
    expect(error.message).toContain('(6 issues)');
  });

  it('refuses a record missing a field of the specification, in both modes', async () => {
    const { sys, ...rest } = sampleRecord();
    const { message: _dropped, ...sysWithoutMessage } = sys;
    const { fetch } = answering(200, JSON.stringify({ ...rest, sys: sysWithoutMessage }));
    for (const strict of [false, true]) {
      const error = await rejection({ zip: '94040,us', appid: KEY, fetch, strict });
      expect(error.code).toBe('INVALID_RESPONSE');
      expect(error.path).toBe('sys.message');
      expect(error.message).toContain('sys.message: is required');
    }
  });

  it('lists every issue of a body with wrong types, with their paths', async () => {
    const body = { ...sampleRecord(), main: { ...sampleRecord().main, pressure: 1023.5 }, cod: '200' };
    const { fetch } = answering(200, JSON.stringify(body));
    const error = await rejection({ zip: '94040,us', appid: KEY, fetch });
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toMatch(/answered 200 with a body that is not a weather record \(2 issues\)/);
    expect(error.message).toContain('main.pressure: expected an integer');
    expect(error.message).toContain('cod: expected 200, got "200"');
    expect(error.path).toBe('main.pressure');
  });

  it('refuses a record the service could not send (icon suffix against the sun times)', async () => {
    const body = sampleRecord();
    body.weather[0]!.icon = '01n';
    const { fetch } = answering(200, JSON.stringify(body));
    const error = await rejection({ zip: '94040,us', appid: KEY, fetch });
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.path).toBe('weather[0].icon');
  });

  it('refuses a body that is not JSON', async () => {
    const { fetch } = answering(200, '<html>maintenance</html>');
    const error = await rejection({ zip: '94040,us', appid: KEY, fetch });
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toContain('a body that is not JSON: "<html>maintenance</html>"');
  });

  it('refuses a JSON body that is not an object', async () => {
    const { fetch } = answering(200, '[]');
    const error = await rejection({ zip: '94040,us', appid: KEY, fetch });
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toContain('(the body): expected an object, got an array of 0');
  });

  it('refuses a success status other than 200', async () => {
    const { fetch } = answering(204, '');
    const error = await rejection({ zip: '94040,us', appid: KEY, fetch });
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toContain('status 204 instead of 200');
  });
});

describe('fetchCurrentWeather: error answers', () => {
  const cases = [
    {
      status: 401,
      body: '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}',
      cod: 401,
      message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
    },
    { status: 404, body: '{"cod":"404","message":"city not found"}', cod: '404', message: 'city not found' },
    {
      status: 400,
      body: '{"cod":"400","message":"Nothing to geocode"}',
      cod: '400',
      message: 'Nothing to geocode',
    },
    {
      status: 500,
      body: '{"cod":"500","message":"Internal error: 500001"}',
      cod: '500',
      message: 'Internal error: 500001',
    },
  ];

  for (const { status, body, cod, message } of cases) {
    it(`turns ${status} into a WeatherApiError with status, cod as sent (${typeof cod}) and the message`, async () => {
      const { fetch } = answering(status, body, 'Status Text');
      const error = await rejection({ zip: '00000', appid: KEY, fetch });
      expect(error).toBeInstanceOf(WeatherApiError);
      const apiError = error as WeatherApiError;
      expect(apiError.code).toBe('API_ERROR');
      expect(apiError.name).toBe('WeatherApiError');
      expect(apiError.status).toBe(status);
      expect(apiError.cod).toBe(cod);
      expect(apiError.serviceMessage).toBe(message);
      expect(apiError.body).toBe(body);
      expect(apiError.message).toBe(
        `[weather-double] The weather service at https://api.openweathermap.org/data/2.5/weather?zip=00000&appid=*** answered ${status} Status Text: ${message} (cod ${JSON.stringify(cod)}).`,
      );
    });
  }

  it('never shows the API key in a message', async () => {
    const { fetch } = answering(404, '{"cod":"404","message":"city not found"}');
    const error = await rejection({ zip: '00000', appid: KEY, fetch });
    expect(error.message).not.toContain(KEY);
  });

  it('keeps an error answer that is not the service error body, with cod undefined', async () => {
    const { fetch } = answering(502, '<html><body>Bad Gateway</body></html>', 'Bad Gateway');
    const error = (await rejection({ zip: '94040', appid: KEY, fetch })) as WeatherApiError;
    expect(error).toBeInstanceOf(WeatherApiError);
    expect(error.status).toBe(502);
    expect(error.cod).toBeUndefined();
    expect(error.serviceMessage).toBeUndefined();
    expect(error.message).toContain(
      'answered 502 Bad Gateway: a body that is not the service\'s error body: "<html><body>Bad Gateway</body></html>"',
    );
  });
});

describe('fetchCurrentWeather: no answer', () => {
  it('turns a failed fetch into NETWORK_ERROR naming the system error', async () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed', { cause });
    }) as unknown as typeof globalThis.fetch;
    const error = await rejection({ zip: '94040', appid: KEY, fetch, baseUrl: 'http://127.0.0.1:9' });
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe(
      '[weather-double] Could not get an answer from the weather service at http://127.0.0.1:9/data/2.5/weather?zip=94040&appid=***: fetch failed (ECONNREFUSED). Check baseUrl and the network.',
    );
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('turns a body that cannot be read into NETWORK_ERROR', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.error(new Error('socket hang up'));
      },
    });
    const fetch = (async () => new Response(stream, { status: 200 })) as typeof globalThis.fetch;
    const error = await rejection({ zip: '94040', appid: KEY, fetch });
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toContain('socket hang up');
  });

  it('rethrows an abort untouched', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      controller.abort();
      throw init?.signal?.reason;
    }) as unknown as typeof globalThis.fetch;
    const outcome = await fetchCurrentWeather({
      zip: '94040',
      appid: KEY,
      fetch,
      signal: controller.signal,
    }).catch((error: unknown) => error);
    expect(outcome).toBe(controller.signal.reason);
    expect((outcome as DOMException).name).toBe('AbortError');
  });
});

describe('fetchCurrentWeather: options', () => {
  const { fetch } = answering(200, serializeWeatherRecord(sampleRecord()));
  const good = { zip: '94040', appid: KEY, fetch };
  const cases: [string, unknown, string, string][] = [
    ['options', null, 'options', 'expected an object with a location and appid, got null'],
    ['options', 'x', 'options', 'expected an object with a location and appid, got "x"'],
    ['zip', { ...good, zip: 94040 }, 'zip', 'Invalid option zip: expected a postal code string'],
    [
      'appid',
      { ...good, appid: undefined },
      'appid',
      'Invalid option appid: expected an API key string, got undefined',
    ],
    [
      'units',
      { ...good, units: 'kelvin' },
      'units',
      'expected one of "standard", "metric", "imperial" or undefined, got "kelvin"',
    ],
    [
      'baseUrl',
      { ...good, baseUrl: 'ftp://example.com' },
      'baseUrl',
      'Invalid option baseUrl: expected an absolute http(s) URL',
    ],
    ['baseUrl', { ...good, baseUrl: 'api.openweathermap.org' }, 'baseUrl', 'got "api.openweathermap.org"'],
    ['baseUrl', { ...good, baseUrl: 'http://x.test/?a=1' }, 'baseUrl', 'without a query or fragment'],
    ['baseUrl', { ...good, baseUrl: 42 }, 'baseUrl', 'got 42'],
    [
      'fetch',
      { ...good, fetch: 'fetch' },
      'fetch',
      'Invalid option fetch: expected a fetch function, got "fetch"',
    ],
    [
      'signal',
      { ...good, signal: {} },
      'signal',
      'Invalid option signal: expected an AbortSignal, got an object',
    ],
    ['strict', { ...good, strict: 'yes' }, 'strict', 'Invalid option strict: expected a boolean, got "yes"'],
    [
      'unknown key',
      { ...good, unit: 'metric' },
      'unit',
      'Unknown option unit. Allowed options: zip, lat, lon, q, id, appid, units',
    ],
  ];
  for (const [what, options, path, text] of cases) {
    it(`refuses a bad ${what} with INVALID_OPTION at ${path}`, async () => {
      const error = await rejection(options as FetchCurrentWeatherOptions);
      expect(error.code).toBe('INVALID_OPTION');
      expect(error.path).toBe(path);
      expect(error.message).toContain(text);
    });
  }

  it('refuses to run with no global fetch and none given', async () => {
    vi.stubGlobal('fetch', undefined);
    const error = await rejection({ zip: '94040', appid: KEY });
    expect(error.code).toBe('INVALID_OPTION');
    expect(error.path).toBe('fetch');
    expect(error.message).toContain('this environment has no global fetch');
  });
});
