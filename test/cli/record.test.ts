// Pinned real answers: `weather-double record` as a recording proxy in front of a local stand-in of
// the service (a double server on 127.0.0.1 with its own key; never the real host), then the
// fixture files served by createWeatherDouble({ fixtures }), `serve --fixtures` and checked by
// `check --fixtures`: recording, replay, key masking, a missing fixture, a corrupt file.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { runCli, spawnCli, startCliServer } from '../support/cli.js';

const REAL_KEY = 'stand-in-secret-4242';
const CLIENT_KEY = 'client-own-key-777';
const NOW = Date.UTC(2024, 5, 1, 18);

let standIn: WeatherServer;
let dir: string;
const children: ChildProcessWithoutNullStreams[] = [];

beforeAll(async () => {
  standIn = await startWeatherServer({ port: 0, seed: 2, now: () => NOW, apiKeys: [REAL_KEY, CLIENT_KEY] });
  dir = mkdtempSync(join(tmpdir(), 'weather-double-fixtures-'));
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(async () => {
  await standIn.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Starts `record`, resolving with its address once it prints it. */
async function startRecorder(out: string, extra: string[] = []) {
  const run = spawnCli(['record', '--out', out, '--target', standIn.url, '--port', '0', ...extra], {
    OPENWEATHER_API_KEY: REAL_KEY,
  });
  children.push(run.child);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /weather-double: recording (http:\/\/127\.0\.0\.1:\d+) -> /.exec(run.output().stdout);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 20);
    run.exited.then((result) => {
      clearInterval(timer);
      reject(new Error(`record exited: ${JSON.stringify(result)}`));
    });
  });
  return { url, run };
}

const REQUESTS = [
  '/data/2.5/weather?zip=94040&units=metric',
  `/data/2.5/weather?zip=10001&appid=${CLIENT_KEY}`,
  `/data/2.5/weather?zip=00000&appid=${CLIENT_KEY}`,
  '/geo/1.0/zip?zip=94040',
];

describe('weather-double record, then the fixtures', () => {
  const live: { status: number; body: string }[] = [];

  beforeAll(async () => {
    const recorder = await startRecorder(dir);
    for (const target of REQUESTS) {
      const through = await fetch(`${recorder.url}${target}`);
      const direct = await fetch(
        `${standIn.url}${target}${target.includes('appid') ? '' : `&appid=${REAL_KEY}`}`,
      );
      const body = await through.text();
      // The client gets the service's answer unchanged.
      expect({ status: through.status, body }).toEqual({ status: direct.status, body: await direct.text() });
      expect(through.headers.get('x-cache-key')).toBe(direct.headers.get('x-cache-key'));
      live.push({ status: through.status, body });
    }
    recorder.run.child.kill('SIGTERM');
    const result = await recorder.run.exited;
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`-> ${standIn.url}`);
    expect(result.stdout).toContain('GET /data/2.5/weather?zip=10001&appid=*** 200 -> ');
    expect(`${result.stdout}${result.stderr}`).not.toContain(REAL_KEY);
    expect(`${result.stdout}${result.stderr}`).not.toContain(CLIENT_KEY);
  }, 60_000);

  it('wrote one file an answer, every key masked, with the status, the headers in order and the body', () => {
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(REQUESTS.length);
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect(text).not.toContain(REAL_KEY);
      expect(text).not.toContain(CLIENT_KEY);
      expect(JSON.parse(text).request.query.appid).toBe('***');
    }
    const weather = files.find((file) => file.includes('zip=10001'));
    const pinned = JSON.parse(readFileSync(join(dir, weather as string), 'utf8'));
    expect(pinned.request).toEqual({
      method: 'GET',
      path: '/data/2.5/weather',
      query: { zip: '10001', appid: '***' },
    });
    expect(pinned.response.status).toBe(200);
    expect(pinned.response.headers.map(([name]: [string]) => name).slice(0, 3)).toEqual([
      'Server',
      'Date',
      'Content-Type',
    ]);
    expect(pinned.response.body).toBe(live[1]?.body);
  });

  it('replays them: createWeatherDouble({ fixtures }) answers the pinned bytes before its own world', async () => {
    // Another seed and clock: the answers still are the stand-in's.
    const double = createWeatherDouble({ seed: 99, now: () => NOW + 86_400_000, fixtures: dir });
    for (const [index, target] of REQUESTS.entries()) {
      const url = `https://api.openweathermap.org${target}${target.includes('appid') ? '' : '&appid=other-key'}`;
      const response = await getResponse(double.handlers, new Request(url));
      expect({ status: response?.status, body: await response?.text() }).toEqual(live[index]);
    }
    // The key is still checked first, and a request with no pinned answer gets the double's own.
    const noKey = await getResponse(
      double.handlers,
      new Request('https://api.openweathermap.org/data/2.5/weather?zip=94040'),
    );
    expect(noKey?.status).toBe(401);
    const own = await getResponse(
      double.handlers,
      new Request('https://api.openweathermap.org/data/2.5/weather?zip=60601&appid=k'),
    );
    expect(JSON.parse((await own?.text()) ?? '').name).toBe('Chicago');
  });

  it("a missing fixture is the user's choice: the double's answer, or the service's 500 and a message", async () => {
    const strict = createWeatherDouble({ fixtures: { dir, missing: 'error' } });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const missing = await getResponse(
      strict.handlers,
      new Request('https://api.openweathermap.org/data/2.5/weather?zip=60601&appid=secret-k'),
    );
    expect(missing?.status).toBe(500);
    expect(errors).toHaveBeenCalledTimes(1);
    const message = String(errors.mock.calls[0]?.[0]);
    expect(message).toContain('No pinned answer for GET /data/2.5/weather?zip=60601&appid=***');
    expect(message).toContain(dir);
    expect(message).not.toContain('secret-k');
    const pinned = await getResponse(
      strict.handlers,
      new Request('https://api.openweathermap.org/data/2.5/weather?zip=10001&appid=k'),
    );
    expect(await pinned?.text()).toBe(live[1]?.body);
  });

  it('a corrupt file throws INVALID_FIXTURE naming the file, when the double is created', () => {
    const broken = mkdtempSync(join(tmpdir(), 'weather-double-broken-'));
    try {
      writeFileSync(join(broken, 'half.json'), '{"request": {"method": "GET"');
      expect(() => createWeatherDouble({ fixtures: broken })).toThrow(
        expect.objectContaining({
          code: 'INVALID_FIXTURE',
          path: join(broken, 'half.json'),
          message: expect.stringContaining(
            `The fixture file ${join(broken, 'half.json')} is not a pinned answer: it is not JSON`,
          ),
        }),
      );
      writeFileSync(
        join(broken, 'half.json'),
        '{"request": {"method": "GET", "path": "/x", "query": {}}, "response": {"status": 200}}',
      );
      expect(() => createWeatherDouble({ fixtures: broken })).toThrow(
        /response\.headers is not a list of \[name, value\] pairs/,
      );
      expect(() => createWeatherDouble({ fixtures: join(broken, 'nowhere') })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTION', path: 'fixtures' }),
      );
      expect(() => createWeatherDouble({ fixtures: { dir: broken, missing: 'maybe' } as never })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTION', path: 'fixtures.missing' }),
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('serve --fixtures answers the pinned bytes', async () => {
    const server = await startCliServer([
      '--port',
      '0',
      '--quiet',
      '--fixtures',
      dir,
      '--fixtures-missing',
      'error',
    ]);
    try {
      const response = await fetch(`${server.url}/data/2.5/weather?zip=00000&appid=k`);
      expect({ status: response.status, body: await response.text() }).toEqual(live[2]);
    } finally {
      await server.stop();
    }
  });
});

describe('check --fixtures: pinned answers against the model', () => {
  it("records check's own requests through the recorder, then checks them offline", async () => {
    const pinned = mkdtempSync(join(tmpdir(), 'weather-double-check-'));
    try {
      const recorder = await startRecorder(pinned, ['--quiet']);
      const online = await runCli(['check', '--base-url', recorder.url, '--api-key', REAL_KEY]);
      expect(online.code, online.stdout).toBe(0);
      recorder.run.child.kill('SIGTERM');
      await recorder.run.exited;
      const offline = await runCli(['check', '--fixtures', pinned]);
      expect(offline.stdout).toContain('The provider matches the model');
      expect(offline.code, offline.stdout + offline.stderr).toBe(0);
      // A pinned answer that drifted is reported as drift.
      const file = readdirSync(pinned).find((name) =>
        name.startsWith('data-2.5-weather_units=metric_zip=94040,us.'),
      );
      const text = readFileSync(join(pinned, file as string), 'utf8');
      writeFileSync(
        join(pinned, file as string),
        text.replace(/\\"humidity\\":(\d+)/, '\\"humidity\\":$1.5'),
      );
      const drifted = await runCli(['check', '--fixtures', pinned]);
      expect(drifted.code, drifted.stdout).toBe(1);
      expect(drifted.stdout).toContain('main.humidity');
    } finally {
      rmSync(pinned, { recursive: true, force: true });
    }
  }, 60_000);
});
