// Every client call goes through one request path (getJson in src/client/call.ts): the same
// errors, in the same words, whichever route it calls.
import { describe, expect, it } from 'vitest';
import {
  fetchAirPollution,
  fetchCurrentWeather,
  fetchForecast,
  fetchOneCall,
  fetchOneCallDaySummary,
  fetchOneCallOverview,
  fetchOneCallTimemachine,
  fetchZipLocation,
  WeatherApiError,
  WeatherDoubleError,
} from 'weather-double';

const LONDON = { lat: 51.5085, lon: -0.1257 };

/** Each call of the client, with the options it needs and the fetch to use. */
const CALLS: [string, (fetch: typeof globalThis.fetch) => Promise<unknown>][] = [
  ['fetchCurrentWeather', (fetch) => fetchCurrentWeather({ zip: '94040,us', appid: 'secret', fetch })],
  ['fetchForecast', (fetch) => fetchForecast({ zip: '94040,us', appid: 'secret', fetch })],
  ['fetchZipLocation', (fetch) => fetchZipLocation({ zip: '94040,us', appid: 'secret', fetch })],
  ['fetchOneCall', (fetch) => fetchOneCall({ ...LONDON, appid: 'secret', fetch })],
  [
    'fetchOneCallTimemachine',
    (fetch) => fetchOneCallTimemachine({ ...LONDON, dt: 1717200000, appid: 'secret', fetch }),
  ],
  [
    'fetchOneCallDaySummary',
    (fetch) => fetchOneCallDaySummary({ ...LONDON, date: '2024-06-01', appid: 'secret', fetch }),
  ],
  ['fetchOneCallOverview', (fetch) => fetchOneCallOverview({ ...LONDON, appid: 'secret', fetch })],
  ['fetchAirPollution', (fetch) => fetchAirPollution({ ...LONDON, appid: 'secret', fetch })],
];

/** A fetch that answers `body` with `status`, whatever is asked. */
const answering = (status: number, body: string) =>
  (async () => new Response(body, { status })) as typeof globalThis.fetch;

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

/** The message without the URL (which differs by route), and the key never in it. */
function wordsOf(error: Error): string {
  expect(error.message).not.toContain('secret');
  return error.message.replace(
    / at https:\/\/api\.openweathermap\.org\/[^\s:]*?appid=\*\*\*[^\s:]*/,
    ' at URL',
  );
}

describe.each(CALLS)('%s', (_name, call) => {
  it('rejects an error answer with WeatherApiError: status, cod and the message as sent', async () => {
    const error = await rejection(call(answering(401, '{"cod":401,"message":"Invalid API key."}')));
    expect(error).toBeInstanceOf(WeatherApiError);
    expect(error).toMatchObject({
      code: 'API_ERROR',
      status: 401,
      cod: 401,
      serviceMessage: 'Invalid API key.',
    });
    expect(wordsOf(error)).toBe(
      '[weather-double] The weather service at URL answered 401: Invalid API key. (cod 401).',
    );
  });

  it('rejects a body that is not JSON, and a 2xx that is not 200, with INVALID_RESPONSE', async () => {
    const html = await rejection(call(answering(200, '<html>proxy</html>')));
    expect(html).toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(wordsOf(html)).toBe(
      '[weather-double] The weather service at URL answered 200 with a body that is not JSON: "<html>proxy</html>".',
    );
    const accepted = await rejection(call(answering(202, '{}')));
    expect(wordsOf(accepted)).toBe(
      '[weather-double] The weather service at URL answered 202 with status 202 instead of 200.',
    );
  });

  it('rejects a JSON body that is not its answer, listing the issues with their paths', async () => {
    const error = await rejection(call(answering(200, '{"unexpected":true}')));
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(wordsOf(error)).toMatch(
      /^\[weather-double\] The weather service at URL answered 200 with a body that is not an? [A-Za-z ]+ \(\d+ issues?\): [^;]+: [^;]+(; [^;]+: [^;]+)*\.$/,
    );
  });

  it('rejects no answer with NETWORK_ERROR, saying why', async () => {
    const offline = (async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    }) as typeof globalThis.fetch;
    const error = await rejection(call(offline));
    expect(error).toBeInstanceOf(WeatherDoubleError);
    expect(wordsOf(error)).toBe(
      '[weather-double] Could not get an answer from the weather service at URL: fetch failed (ECONNREFUSED). Check baseUrl and the network.',
    );
  });
});
