// The whole of the service's hosts is the double's (issue 27): every path under `api.`, `pro.` and
// `history.openweathermap.org`, over https and http, is answered in-process as the standalone server
// answers it, so with MSW's `onUnhandledRequest: 'warn'` or `'bypass'` nothing (and no key) reaches
// the network. The network is watched through Node's diagnostics channels: every socket a client
// opens (`net.client.socket`) and every request fetch hands to undici (`undici:request:create`).
import dc from 'node:diagnostics_channel';
import { createRequire } from 'node:module';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { failOnUnhandled } from '../support/msw.js';

const NOW = Date.UTC(2024, 5, 1, 18);
// msw 3 (the compatibility run) answers at the socket: fetch hands every request to undici on a
// socket msw plays, so the channels see it whoever answers. There, the proof is the answers (each
// the standalone server's) and no unhandled request; msw 2 answers before undici, so also nothing
// on the channels.
const MSW_MAJOR = Number(createRequire(import.meta.url)('msw/package.json').version.split('.')[0]);
const OPTIONS = { seed: 3, now: () => NOW } as const;
/** Headers the server's transport adds (Node's `http`), which no in-process answer has. */
const TRANSPORT = new Set(['date', 'content-length', 'connection', 'keep-alive']);

/** Paths the double has no route for (none of them a route another issue adds), and two it has. */
const PATHS = [
  '/',
  '/data/2.5/solar_radiation?lat=1&lon=2&appid=secret-key',
  '/data/2.5/weather/?zip=94040&appid=secret-key',
  '/data/3.0/stations/583436dd9643a9000196b8d6/more?appid=secret-key',
  '/geo/1.0/zipx?zip=90210&appid=secret-key',
  '/data/2.5/weather?zip=94040&appid=secret-key',
  '/geo/1.0/zip?zip=90210,US&appid=secret-key',
];
const ORIGINS = [
  'https://api.openweathermap.org',
  'http://api.openweathermap.org',
  'https://pro.openweathermap.org',
  'http://pro.openweathermap.org',
  'https://history.openweathermap.org',
  'http://history.openweathermap.org',
];

interface Seen {
  status: number;
  headers: [string, string][];
  body: string;
}

async function seen(response: Response): Promise<Seen> {
  const headers = [...response.headers].filter(([name]) => !TRANSPORT.has(name));
  return { status: response.status, headers, body: await response.text() };
}

/** What leaves the process while `run` runs: sockets opened, requests handed to undici. */
async function network(run: () => Promise<void>): Promise<string[]> {
  const left: string[] = [];
  const socket = () => left.push('socket');
  const request = (message: unknown) => {
    const { origin, path } = (message as { request: { origin: string; path: string } }).request;
    left.push(`request ${origin}${path}`);
  };
  dc.subscribe('net.client.socket', socket);
  dc.subscribe('undici:request:create', request);
  try {
    await run();
  } finally {
    dc.unsubscribe('net.client.socket', socket);
    dc.unsubscribe('undici:request:create', request);
  }
  return left;
}

let standalone: WeatherServer;
const fromServer = new Map<string, Seen>();

beforeAll(async () => {
  standalone = await startWeatherServer({ ...OPTIONS, port: 0, host: '127.0.0.1' });
  for (const path of PATHS) fromServer.set(path, await seen(await fetch(`${standalone.url}${path}`)));
});

afterAll(async () => {
  await standalone?.close();
});

describe.each(['warn', 'bypass'] as const)("with onUnhandledRequest: '%s'", (mode) => {
  it('answers every path of each host, over https and http, as the server does, and nothing leaves', async () => {
    const double = createWeatherDouble(OPTIONS);
    const msw = setupServer(...double.handlers);
    const unhandled: string[] = [];
    msw.events.on('request:unhandled', ({ request }) => unhandled.push(request.url));
    const warn = vi.spyOn(console, 'warn');
    // msw 3 reads `onUnhandledFrame` (the compatibility run), msw 2 `onUnhandledRequest`.
    msw.listen({ onUnhandledRequest: mode, onUnhandledFrame: mode } as { onUnhandledRequest: typeof mode });
    const answers: [string, Seen][] = [];
    try {
      const left = await network(async () => {
        for (const origin of ORIGINS) {
          for (const path of PATHS) answers.push([path, await seen(await fetch(`${origin}${path}`))]);
        }
      });
      if (MSW_MAJOR < 3) expect(left).toEqual([]);
    } finally {
      msw.close();
      warn.mockRestore();
    }
    expect(answers).toHaveLength(ORIGINS.length * PATHS.length);
    for (const [path, answer] of answers) expect(answer, path).toEqual(fromServer.get(path));
    expect(answers.filter(([, answer]) => answer.status === 404)).toHaveLength(ORIGINS.length * 5);
    expect(answers[1]?.[1]).toMatchObject({ status: 404, body: '{"cod":"404","message":"Internal error"}' });
    expect(unhandled).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    // An unknown path is not a route's request: the log holds the routes' answers only.
    expect(double.requests.map((entry) => new URL(entry.url).pathname)).toEqual(
      ORIGINS.flatMap(() => ['/data/2.5/weather', '/geo/1.0/zip']),
    );
  });
});

describe('the watch on the network', () => {
  it('sees a request MSW passes on (to another origin) leave', async () => {
    const msw = setupServer(...createWeatherDouble(OPTIONS).handlers);
    msw.listen({ onUnhandledRequest: 'bypass', onUnhandledFrame: 'bypass' } as {
      onUnhandledRequest: 'bypass';
    });
    try {
      const left = await network(async () => {
        expect((await fetch(`${standalone.url}/data/2.5/solar_radiation?appid=k`)).status).toBe(404);
      });
      expect(left).toContain(`request ${standalone.url}/data/2.5/solar_radiation?appid=k`);
    } finally {
      msw.close();
    }
  });
});

describe('a baseUrl', () => {
  /** Runs `fetches` with MSW failing every request the double leaves; the URLs it left. */
  async function leftBy(handlers: Parameters<typeof setupServer>, fetches: () => Promise<void>) {
    const msw = setupServer(...handlers);
    const unhandled: string[] = [];
    msw.events.on('request:unhandled', ({ request }) => unhandled.push(request.url));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    msw.listen(failOnUnhandled);
    try {
      await fetches();
    } finally {
      msw.close();
      error.mockRestore();
    }
    return unhandled;
  }

  it('owns every path under it (its prefix), and nothing beside it', async () => {
    const double = createWeatherDouble({ ...OPTIONS, baseUrl: 'http://localhost:3000/owm' });
    const left = await leftBy(double.handlers, async () => {
      const inside = await fetch(
        'http://localhost:3000/owm/data/2.5/solar_radiation?lat=1&lon=2&appid=secret-key',
      );
      expect(await seen(inside)).toEqual(
        fromServer.get('/data/2.5/solar_radiation?lat=1&lon=2&appid=secret-key'),
      );
      expect((await fetch('http://localhost:3000/owm?appid=k')).status).toBe(404);
      expect((await fetch('http://localhost:3000/owm/data/2.5/weather?zip=94040&appid=k')).status).toBe(200);
      await expect(fetch('http://localhost:3000/owmx/data/2.5/solar_radiation?appid=k')).rejects.toThrow();
      await expect(fetch('http://localhost:3000/data/2.5/weather?zip=94040&appid=k')).rejects.toThrow();
      await expect(
        fetch('https://api.openweathermap.org/data/2.5/solar_radiation?appid=k'),
      ).rejects.toThrow();
    });
    expect(left).toEqual([
      'http://localhost:3000/owmx/data/2.5/solar_radiation?appid=k',
      'http://localhost:3000/data/2.5/weather?zip=94040&appid=k',
      'https://api.openweathermap.org/data/2.5/solar_radiation?appid=k',
    ]);
  });

  it("'*' answers the routes' paths on any origin, and leaves every other path", async () => {
    const left = await leftBy(createWeatherDouble({ ...OPTIONS, baseUrl: '*' }).handlers, async () => {
      expect((await fetch('https://weather.internal/data/2.5/weather?zip=94040&appid=k')).status).toBe(200);
      await expect(fetch('https://weather.internal/data/2.5/solar_radiation?appid=k')).rejects.toThrow();
    });
    expect(left).toEqual(['https://weather.internal/data/2.5/solar_radiation?appid=k']);
  });
});
