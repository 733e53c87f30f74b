import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { connect } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWeatherGenerator, serializeWeatherRecord } from 'weather-double';
import openapi from 'weather-double/openapi.json' with { type: 'json' };
import { spawnCli } from '../support/cli.js';

/** Where the routes that take a place are asked, unless `queries` says otherwise. */
const COORDINATES = 'lat=51.5&lon=-0.12';

const children: ChildProcessWithoutNullStreams[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function start(args: string[]) {
  const run = spawnCli(['serve', ...args]);
  children.push(run.child);
  return run;
}

describe('weather-double serve', () => {
  it('serves the double, prints its URL and a curl command, and stops cleanly on SIGTERM', async () => {
    const run = start([
      '--port',
      '0',
      '--seed',
      '5',
      '--api-key',
      'k1',
      '--api-key',
      'k2',
      '--now',
      '2024-06-01T18:00:00Z',
    ]);
    const url = await run.url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(run.output().stdout).toContain(
      `curl '${url}/data/2.5/weather?zip=94040,us&units=imperial&appid=k1'`,
    );

    const ok = await fetch(`${url}/data/2.5/weather?zip=94040,us&units=imperial&appid=k2`);
    expect(ok.status).toBe(200);
    const generator = createWeatherGenerator({ seed: 5, now: () => Date.UTC(2024, 5, 1, 18) });
    expect(await ok.text()).toBe(
      serializeWeatherRecord(generator.record({ zip: '94040,us', units: 'imperial' })),
    );
    expect((await fetch(`${url}/data/2.5/weather?zip=94040&appid=other`)).status).toBe(401);

    run.child.kill('SIGTERM');
    const result = await run.exited;
    expect(result).toMatchObject({ code: 0, signal: null });
    expect(result.stdout).toContain('weather-double: stopped (SIGTERM).');
    expect(result.stderr).toBe('');
  });

  it('stops cleanly on SIGINT and takes --now in Unix seconds', async () => {
    const run = start(['--port', '0', '--now', '1717264800']);
    const url = await run.url;
    const body = await (await fetch(`${url}/data/2.5/weather?zip=10001&appid=any`)).text();
    expect(body).toBe(
      serializeWeatherRecord(
        createWeatherGenerator({ now: () => 1_717_264_800_000 }).record({ zip: '10001' }),
      ),
    );
    run.child.kill('SIGINT');
    expect(await run.exited).toMatchObject({ code: 0 });
  });

  it('prints its help', async () => {
    const run = start(['--help']);
    const result = await run.exited;
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: weather-double serve [options]');
    for (const flag of ['--port', '--host', '--seed', '--api-key', '--now', '--quiet'])
      expect(result.stdout).toContain(flag);
  });

  it('refuses bad flags with exit code 2 and a message naming the flag', async () => {
    for (const [args, message] of [
      [['--port', 'eighty'], 'Invalid option --port: expected an integer from 0 to 65535, got "eighty".'],
      [['--now', 'yesterday'], 'Invalid option --now: expected an ISO 8601 date-time'],
      [['--colour', 'red'], "Unknown option --colour for 'weather-double serve'"],
      [['--api-key', ''], 'Invalid option --api-key: expected a non-empty key'],
    ] as const) {
      const result = await start([...args]).exited;
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`[weather-double] ${message}`);
    }
  });

  it('prints one line per answered request, whatever the path, with the key masked', async () => {
    const run = start(['--port', '0', '--seed', '5']);
    const url = await run.url;
    const key = 'secret-key-777';
    await (await fetch(`${url}/data/2.5/weather?zip=94040,us&appid=${key}`)).text();
    await (await fetch(`${url}/geo/1.0/nowhere?q=x&APPID=${key}`)).text();
    await (await fetch(`${url}/data/2.5/weather?zip=94040`, { method: 'HEAD' })).text();
    // A request line over Node's 16 KiB limit: answered 414 before it is read, so with no time.
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(new URL(url).port), '127.0.0.1');
      socket.on('error', reject).on('close', () => resolve());
      socket.resume();
      socket.write(
        `GET /data/2.5/weather?appid=${key}&pad=${'p'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
    });
    await vi.waitFor(() => expect(run.output().stdout).toMatch(/ 414 -\n/));
    run.child.kill('SIGTERM');
    const { stdout, code } = await run.exited;
    expect(code).toBe(0);
    const lines = stdout.split('\n').filter((line) => /^[A-Z-]+ \//.test(line));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^GET \/data\/2\.5\/weather\?zip=94040,us&appid=\*\*\* 200 \d+\.\d ms$/);
    expect(lines[1]).toMatch(/^GET \/geo\/1\.0\/nowhere\?q=x&APPID=\*\*\* 404 \d+\.\d ms$/);
    expect(lines[2]).toMatch(/^HEAD \/data\/2\.5\/weather\?zip=94040 401 \d+\.\d ms$/);
    expect(lines[3]).toMatch(/^GET \/data\/2\.5\/weather\?appid=\*\*\*&pad=p{200,256}… 414 -$/);
    expect(stdout).not.toContain(key);
  });

  it('says in its banner which record shape it answers, and how to get the other', async () => {
    const run = start(['--port', '0', '--quiet', '--shape', 'current']);
    await run.url;
    run.child.kill('SIGTERM');
    const { stdout } = await run.exited;
    const lines = stdout.split('\n').filter((line) => line.startsWith('Records: '));
    expect(lines).toEqual([
      "Records: the shape the service sends today (--shape current); leave it out for the specification's shape.",
    ]);
  });

  it('prints no request lines with --quiet', async () => {
    const run = start(['--port', '0', '--quiet']);
    const url = await run.url;
    expect((await fetch(`${url}/data/2.5/weather?zip=94040&appid=k`)).status).toBe(200);
    expect((await fetch(`${url}/nowhere`)).status).toBe(404);
    run.child.kill('SIGTERM');
    const { stdout, code } = await run.exited;
    expect(code).toBe(0);
    // A line a route, in the OpenAPI document's order, the summaries in one column after the longest path.
    const routeLines = stdout.split('\n').filter((line) => line.startsWith('  GET '));
    const paths = Object.keys(openapi.paths);
    const width = Math.max(...paths.map((path) => path.length)) + 2;
    expect(routeLines.map((line) => line.slice(6, 6 + width).trimEnd())).toEqual(paths);
    for (const line of routeLines) expect(line.slice(6 + width)).toMatch(/^\S.+$/);
    expect(routeLines[0]).toBe(`  GET ${'/data/2.5/weather'.padEnd(width)}Current weather for one location`);
    expect(routeLines).toContain(
      `  GET ${'/data/2.5/box/city'.padEnd(width)}Current weather for the cities in a box, by map zoom`,
    );
    expect(stdout.trimEnd().split('\n')).toEqual([
      `weather-double: serving ${url}`,
      ...routeLines,
      "Records: the specification's shape (no main.feels_like, timezone, wind.gust, rain or snow); --shape current for what the service sends today.",
      `Try: curl '${url}/data/2.5/weather?zip=94040,us&units=imperial&appid=test-key'`,
      `HTTPS proxy for https://api.openweathermap.org: HTTPS_PROXY=${url}, trusting ${join(homedir(), '.weather-double', 'ca', 'ca.pem')} (weather-double ca).`,
      `Dashboard: ${url}/__weather-double/ui (requests, scenarios, the clock, a place's weather; loopback or --admin-token).`,
      'Stop with Ctrl+C.',
      'weather-double: stopped (SIGTERM).',
    ]);
  });

  it('names every route it serves at start-up, and each one answers', async () => {
    const run = start(['--port', '0', '--quiet', '--now', '2024-06-01T18:00:00Z']);
    const url = await run.url;
    const paths = [...run.output().stdout.matchAll(/^ {2}GET (\/\S+)/gm)].map((match) => match[1]);
    // What each route needs besides the key; the others are asked at coordinates (COORDINATES).
    const queries: Record<string, string> = {
      '/data/2.5/weather': 'zip=94040',
      '/geo/1.0/zip': 'zip=94040',
      '/geo/1.0/direct': 'q=London',
      '/data/2.5/forecast': 'zip=94040',
      '/data/2.5/forecast/daily': 'zip=94040',
      '/data/2.5/forecast/hourly': 'zip=94040',
      '/data/3.0/onecall/timemachine': 'lat=51.5&lon=-0.12&dt=1717200000',
      '/data/3.0/onecall/day_summary': 'lat=51.5&lon=-0.12&date=2024-05-31',
      '/data/2.5/air_pollution/history': 'lat=51.5&lon=-0.12&start=1717200000&end=1717210800',
      '/data/2.5/onecall/timemachine': 'lat=51.5&lon=-0.12&dt=1717200000',
      '/data/2.5/uvi/history': 'lat=51.5&lon=-0.12&start=1717200000&end=1717210800',
      '/data/2.5/group': 'id=2643743,524901',
      '/data/2.5/box/city': 'bbox=-0.5,51.3,0.3,51.7,10',
      '/data/2.5/history/city': 'lat=51.5&lon=-0.12&type=hour&start=1717200000&end=1717210800',
      '/data/2.5/forecast/climate': 'zip=94040',
      '/data/2.5/aggregated/month': 'lat=51.5&lon=-0.12&month=7',
      '/data/2.5/aggregated/day': 'lat=51.5&lon=-0.12&month=7&day=14',
      '/data/2.5/history/accumulated_temperature': 'lat=51.5&lon=-0.12&start=1717200000&end=1717286400',
      '/data/2.5/history/accumulated_precipitation': 'lat=51.5&lon=-0.12&start=1717200000&end=1717286400',
      '/map/{layer}/{z}/{x}/{y}.png': '',
      '/maps/2.0/weather/{op}/{z}/{x}/{y}': '',
      '/maps/2.0/weather/1h/{op}/{z}/{x}/{y}': '',
      '/img/wn/{icon}.png': '',
      '/sample/city.list.json.gz': '',
      '/sample/city.list.min.json.gz': '',
      '/data/3.0/stations': '',
      '/data/3.0/measurements': 'station_id=000000000000000000000000&type=d',
      '/data/2.5/history/station': 'id=2643743&type=hour',
    };
    // The routes whose path is a template, asked at a path it fills.
    const filled: Record<string, string> = {
      '/map/{layer}/{z}/{x}/{y}.png': '/map/temp_new/1/0/0.png',
      '/maps/2.0/weather/{op}/{z}/{x}/{y}': '/maps/2.0/weather/TA2/1/0/0',
      '/maps/2.0/weather/1h/{op}/{z}/{x}/{y}': '/maps/2.0/weather/1h/TA2/1/0/0',
      '/img/wn/{icon}.png': '/img/wn/10d@2x.png',
      '/pollution/v1/co/{place}/{datetime}.json': '/pollution/v1/co/51.5085,-0.1257/current.json',
      '/pollution/v1/o3/{place}/{datetime}.json': '/pollution/v1/o3/51.5085,-0.1257/current.json',
      '/pollution/v1/no2/{place}/{datetime}.json': '/pollution/v1/no2/51.5085,-0.1257/current.json',
      '/pollution/v1/so2/{place}/{datetime}.json': '/pollution/v1/so2/51.5085,-0.1257/current.json',
    };
    expect(paths).toEqual(Object.keys(openapi.paths));
    for (const path of paths) {
      const query = queries[path as string] ?? COORDINATES;
      const response = await fetch(
        `${url}${filled[path as string] ?? path}?${query ? `${query}&` : ''}appid=k`,
      );
      // The retired One Call 2.5 answers as the service does today: 401 whatever the key; the
      // measurements of a station the key does not have: 404 "Station not found"; One Call 4.0's
      // alert detail of an ID the double does not know (the template's own): 404.
      const status = (path as string).startsWith('/data/2.5/onecall')
        ? 401
        : path === '/data/3.0/measurements' || path === '/data/4.0/onecall/alert/{alert_id}'
          ? 404
          : 200;
      expect({ path, status: response.status }).toEqual({ path, status });
    }
  });

  it('exits 1 naming the port when it is in use', async () => {
    const first = start(['--port', '0']);
    const port = new URL(await first.url).port;
    const second = await start(['--port', port]).exited;
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`port ${port} on 127.0.0.1 is already in use`);
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
  });
});
