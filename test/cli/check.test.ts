// `weather-double check` as a user runs it (a child process): exit codes 0 (match), 1 (drift),
// 2 (bad usage), 3 (inconclusive), the text report with each difference's path, the --json report,
// and the key never printed.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCheckReport } from 'weather-double/check';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { mapRecord, startBrokenProvider } from '../check/providers.js';
import { runCli } from '../support/cli.js';

const KEY = 'cli-secret-key-98765';
let double: WeatherServer;
let broken: Awaited<ReturnType<typeof startBrokenProvider>>;

beforeAll(async () => {
  double = await startWeatherServer({ port: 0, seed: 3, now: () => Date.UTC(2024, 0, 15, 12) });
  // Broken three ways: a float humidity, a string cod on the 401, the keys of `wind` out of order.
  broken = await startBrokenProvider(double.url, (answer, url, index) =>
    answer.status === 401
      ? { ...answer, body: answer.body.replace('"cod":401', '"cod":"401"') }
      : mapRecord((record) => ({
          ...record,
          main: { ...record.main, humidity: record.main.humidity + 0.5 },
          wind: { deg: record.wind.deg, speed: record.wind.speed },
        }))(answer, url, index),
  );
});
afterAll(async () => {
  await broken.close();
  await double.close();
});

describe('weather-double check', () => {
  it('exits 0 against the double, and prints each request with the key masked', async () => {
    const { code, stdout, stderr } = await runCli(['check', '--base-url', double.url, '--api-key', KEY]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    // One line a request, each answered: the header and the last line count the same lines.
    const checked = stdout.split('\n').filter((line) => line.startsWith('  ✓ ')).length;
    expect(stdout).toContain(
      `Checking ${double.url} against the specification shape (${checked} requests, one at a time):`,
    );
    expect(stdout).toContain(
      '  ✓ 200 GET /data/2.5/weather?zip=94040,us&units=metric&appid=*** (94040,us in metric units)',
    );
    expect(stdout).toContain(
      '  ✓ 200 GET /geo/1.0/zip?zip=94040,us&appid=*** (the place of 94040,us from the Geocoding API)',
    );
    expect(stdout).toContain(
      '  ✓ 200 GET /data/2.5/weather?lat=37.39&lon=-122.08&appid=*** (94040,us at the coordinates of its place, without units)',
    );
    expect(stdout).toContain(
      '  ✓ 200 GET /data/2.5/forecast?zip=94040,us&cnt=8&appid=*** (the 5 day / 3 hour forecast of 94040,us, one day (cnt=8), without units)',
    );
    expect(stdout).toContain('  ✓ 401 GET /data/2.5/weather?zip=94040,us&appid= (a wrong (empty) key)');
    expect(stdout).toContain(
      '  ✓ 200 GET /data/3.0/onecall?lat=51.5085&lon=-0.1257&appid=*** (One Call at London, every part)',
    );
    expect(stdout).toContain(
      '  ✓ 200 GET /data/2.5/air_pollution/history?lat=51.5085&lon=-0.1257&start=1672531200&end=1672552800&appid=*** (the air pollution history at London, 2023-01-01 00:00 to 06:00 UTC)',
    );
    expect(stdout).toContain(
      '  ✓ 401 GET /data/3.0/onecall?lat=51.5085&lon=-0.1257&appid= (One Call with a wrong (empty) key)',
    );
    expect(stdout).toContain(
      '  ✓ 200 GET /data/2.5/forecast/climate?zip=94040,us&units=imperial&cnt=30&appid=*** (the 30-day climate forecast of 94040,us, 30 days (cnt=30), in imperial units)',
    );
    expect(stdout.trimEnd().split('\n').at(-1)).toBe(
      `The provider matches the model: ${checked} answers checked.`,
    );
    expect(stdout).not.toContain(KEY);
  });

  it('exits 1 against a broken provider, naming each difference by its path', async () => {
    const { code, stdout, stderr } = await runCli(['check', '--base-url', broken.url, '--api-key', KEY]);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    const lines = stdout.split('\n');
    const under = (heading: string) => {
      const at = lines.findIndex((line) => line.includes(heading));
      expect(at, heading).toBeGreaterThan(-1);
      const rest = lines.slice(at + 1);
      return rest.slice(
        0,
        rest.findIndex((line) => !line.startsWith('      ')),
      );
    };
    expect(lines).toContain('  ✗ 200 GET /data/2.5/weather?zip=94040,us&appid=*** (94040,us without units)');
    const record = under('(94040,us in imperial units)');
    expect(record[0]).toMatch(/^ {6}main\.humidity: expected an integer from 0 to 100, got \d+\.5$/);
    expect(record[1]).toBe('      wind: expected keys in the order speed, deg, got deg, speed');
    expect(under('(a wrong (empty) key)')).toEqual([
      '      cod: expected 401 (a number), got "401" (a string)',
    ]);
    expect(under('(the place of 94040,us from the Geocoding API)')).toEqual([]);
    const byCoordinates = under('(94040,us at the coordinates of its place, without units)');
    expect(byCoordinates[1]).toBe('      wind: expected keys in the order speed, deg, got deg, speed');
    expect(under('(no location)')).toEqual([]);
    expect(under('(the 5 day / 3 hour forecast of 94040,us, one day (cnt=8), without units)')).toEqual([]);
    expect(under('(One Call at London, every part)')).toEqual([]);
    // The string cod on every 401: the weather path's, One Call's own, the Air Pollution API's and
    // the retired One Call 2.5's (its own call and its timemachine).
    expect(under('(One Call with a wrong (empty) key)')).toEqual([
      '      cod: expected 401 (a number), got "401" (a string)',
    ]);
    expect(under('(One Call 2.5 at London (retired: 401 whatever the key))')).toEqual([
      '      cod: expected 401 (a number), got "401" (a string)',
    ]);
    expect(under('(One Call 2.5 timemachine at London (retired: 401 whatever the key))')).toEqual([
      '      cod: expected 401 (a number), got "401" (a string)',
    ]);
    const answered = lines.filter((line) => /^ {2}[✓✗] /.test(line)).length;
    expect(lines.at(-2)).toBe(`Drift: 17 differences in 13 of ${answered} answers.`);
    expect(stdout).not.toContain(KEY);
  });

  it('prints the report as JSON with --json, with the same exit code', async () => {
    const { code, stdout } = await runCli(['check', '--base-url', broken.url, '--api-key', KEY, '--json']);
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as ProviderCheckReport;
    expect(report.outcome).toBe('drift');
    // The broken provider changes every record (the weather route's 200s) and every 401's cod.
    expect(report.requests.map((request) => request.outcome)).toEqual(
      report.requests.map(({ route, expectedStatus }) =>
        (route === 'weather' && expectedStatus === 200) || expectedStatus === 401 ? 'drift' : 'match',
      ),
    );
    expect(report.requests.filter((request) => request.outcome === 'drift')).toHaveLength(13);
    const wrongKey = report.requests.find((request) => request.name === 'a wrong (empty) key');
    expect(wrongKey).toMatchObject({ route: 'weather', outcome: 'drift' });
    expect(wrongKey!.differences).toEqual([
      { path: 'cod', expected: '401 (a number)', got: '"401" (a string)' },
    ]);
    expect(stdout).not.toContain(KEY);
  });

  it('exits 3 (inconclusive) when the provider answers 429, and says it is not drift', async () => {
    const limited = await startBrokenProvider(double.url, (answer) => ({
      ...answer,
      status: 429,
      body: '{"cod":429, "message": "Your account is temporary blocked"}',
    }));
    try {
      const { code, stdout } = await runCli(['check', '--base-url', limited.url, '--api-key', KEY]);
      expect(code).toBe(3);
      expect(stdout).toContain(
        '  ! 429 GET /data/2.5/weather?zip=94040,us&appid=*** (94040,us without units): rate limited (not drift); nothing more is sent',
      );
      expect(stdout).toContain(
        'Inconclusive: the provider answered 429 (rate limited) after 0 answers; no drift in those.',
      );
      expect(limited.seen).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });

  it('exits 2 on bad usage, naming the flag', async () => {
    const cases: [string[], string][] = [
      [
        ['check'],
        "[weather-double] Missing option --base-url for 'weather-double check': give the provider's URL, e.g. --base-url https://api.openweathermap.org (or --fixtures DIR for pinned answers).",
      ],
      [
        ['check', '--base-url', double.url, '--shape', 'newest'],
        `[weather-double] Invalid option --shape: expected one of 'specification', 'current', got "newest".`,
      ],
      [
        ['check', '--base-url', 'not a url'],
        '[weather-double] Invalid option --base-url: expected an http or https URL without query, fragment or credentials, e.g. https://api.openweathermap.org, got "not a url".',
      ],
      [
        ['check', '--base-url', double.url, '--zip', ''],
        `[weather-double] Invalid option --zip: expected a postal code, e.g. '94040,us' or 'SW1A 1AA,gb', got "".`,
      ],
      [
        ['check', '--base-url', double.url, '--timeout', '5s'],
        '[weather-double] Invalid option --timeout: expected an integer from 100 to 120000, got "5s".',
      ],
      [
        ['check', '--base-url', double.url, '--retries', '2'],
        "[weather-double] Unknown option --retries for 'weather-double check'. Allowed options: --base-url, --api-key, --shape, --zip, --timeout, --json, --fixtures, --help.",
      ],
    ];
    for (const [args, message] of cases) {
      const { code, stdout, stderr } = await runCli(args);
      expect({ args, code, stdout, stderr }).toEqual({ args, code: 2, stdout: '', stderr: `${message}\n` });
    }
  });

  it('documents itself in --help and in the command list', async () => {
    const help = await runCli(['check', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: weather-double check --base-url URL [options]');
    expect(help.stdout).toContain('That is 3 requests per postal code\nplus 17: 20 by default, 32 at most.');
    expect(help.stdout).toContain('  GET /geo/1.0/zip ');
    expect(help.stdout).toContain('  GET /geo/1.0/reverse ');
    expect(help.stdout).toContain('  GET /data/3.0/onecall/timemachine ');
    expect(help.stdout).toContain(
      'Exit code: 0 the provider matches, 1 it drifted, 2 bad options, 3 inconclusive',
    );
    const list = await runCli(['--help']);
    expect(list.stdout).toContain('  check     Check a running provider');
  });
});
