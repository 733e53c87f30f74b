// The shipped pact of One Call 3.0 and the Air Pollution API: the double honours it, and a provider
// that breaks it (a part's length, a type, a field, the error bodies) fails verification.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWeatherProvider } from 'weather-double/pact';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { verifyQuietly } from '../../support/pact.js';

process.env.PACT_DO_NOT_TRACK ??= 'true';

type Json = Record<string, unknown>;

let double: WeatherServer;
beforeAll(async () => {
  double = await startWeatherServer({ port: 0 });
});
afterAll(async () => {
  await double.close();
});

/** A provider that answers like the double except for the change it is given (on any body). */
async function brokenProvider(change: (path: string, status: number, body: Json) => void) {
  const server: Server = createServer(async (req, res) => {
    const answer = await fetch(`${double.url}${req.url ?? '/'}`);
    const body = JSON.parse(await answer.text()) as Json;
    change(new URL(req.url ?? '/', 'http://x').pathname, answer.status, body);
    res.writeHead(answer.status, {
      'Content-Type': answer.headers.get('content-type') ?? 'application/json',
    });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function failuresOf(change: (path: string, status: number, body: Json) => void) {
  const provider = await brokenProvider(change);
  try {
    // In a child process, so that Pact's report of these expected failures stays out of the output.
    const { resolved, rejected, printed } = await verifyQuietly({
      providerBaseUrl: provider.url,
      contract: 'oneCall',
    });
    expect(resolved).toBeUndefined();
    expect(rejected?.isProviderVerificationError, rejected?.message).toBe(true);
    expect(printed).toContain('(FAILED)');
    const error = rejected!;
    return {
      failed: (error.result?.interactions ?? [])
        .filter((i) => !i.ok)
        .map((i) => i.description)
        .sort(),
      mismatches: (error.result?.interactions ?? []).flatMap((i) => i.mismatches),
    };
  } finally {
    await provider.close();
  }
}

const DAILY = 'a One Call request for London in metric units, current and daily';
const HOURLY = 'a One Call request for London, minutely and hourly';
const TIMEMACHINE = 'a One Call timemachine request for Warsaw at 2022-02-26 15:22:56 UTC';
const AIR = [
  'an air pollution forecast request for London',
  'an air pollution history request for London, 2024-06-01 00:00 to 06:00 UTC',
  'an air pollution request for London',
];

describe('the pact of One Call 3.0 and the Air Pollution API', () => {
  it('the double honours its twenty-eight interactions in its default configuration', async () => {
    const result = await verifyWeatherProvider({ providerBaseUrl: double.url, contract: 'oneCall' });
    expect(result.ok).toBe(true);
    expect(result.interactions).toHaveLength(28);
  });

  it('fails a provider that sends 7 days, or a day without its moon', async () => {
    const { failed, mismatches } = await failuresOf((path, status, body) => {
      if (path === '/data/3.0/onecall' && status === 200 && Array.isArray(body.daily)) {
        body.daily.pop();
        delete (body.daily[0] as Json).moonrise;
      }
    });
    expect(failed).toEqual([DAILY]);
    expect(mismatches.some((m) => m.startsWith('body $.daily'))).toBe(true);
  });

  it('fails a provider whose hourly temperature is a string, or whose minutes have decimals in dt', async () => {
    const { failed, mismatches } = await failuresOf((path, _status, body) => {
      if (path === '/data/3.0/onecall' && Array.isArray(body.hourly)) {
        (body.hourly[5] as Json).temp = '21.3';
        (body.minutely as Json[])[59]!.dt = 1.5;
      }
    });
    expect(failed).toEqual([HOURLY]);
    expect(mismatches.some((m) => m.startsWith('body $.hourly[5].temp'))).toBe(true);
    expect(mismatches.some((m) => m.startsWith('body $.minutely[59].dt'))).toBe(true);
  });

  it('fails a provider whose timemachine data is not a list, and one whose aqi is not an integer', async () => {
    const { failed } = await failuresOf((path, status, body) => {
      if (path.endsWith('/timemachine') && status === 200) body.data = (body.data as Json[])[0];
      if (path.startsWith('/data/2.5/air_pollution') && Array.isArray(body.list)) {
        ((body.list[body.list.length - 1] as Json).main as Json).aqi = 2.5;
      }
    });
    expect(failed).toEqual([...AIR, TIMEMACHINE].sort());
  });

  it('fails a provider whose city history hours lack feels_like, or whose cnt is a string', async () => {
    const { failed, mismatches } = await failuresOf((path, _status, body) => {
      if (path === '/data/2.5/history/city' && Array.isArray(body.list)) {
        delete ((body.list[3] as Json).main as Json).feels_like;
        body.cnt = String(body.cnt);
      }
    });
    expect(failed).toEqual(['a city history request for London, the last 24 hours']);
    expect(mismatches.some((m) => m.startsWith('body $.list[3].main'))).toBe(true);
    expect(mismatches.some((m) => m.startsWith('body $.cnt'))).toBe(true);
  });

  it('fails a provider that answers the errors with cod of the other type', async () => {
    const { failed } = await failuresOf((_path, status, body) => {
      if (status !== 200) body.cod = typeof body.cod === 'string' ? Number(body.cod) : String(body.cod);
    });
    expect(failed).toEqual([
      'a One Call day summary request with a date that is not YYYY-MM-DD',
      'a One Call request at a latitude outside -90..90',
      'a One Call request without an API key',
      'a group request for 21 city IDs',
      'a request to the retired One Call 2.5, with a key',
    ]);
  });
});
