import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { runCli } from '../../support/cli.js';

/** Runs `weather-double …` in a child process (the test's own servers keep answering meanwhile). */
const run = (...args: string[]) => runCli(args, { PACT_DO_NOT_TRACK: 'true', NO_COLOR: '1' });

let double: WeatherServer;
let broken: Server;
let brokenUrl: string;

beforeAll(async () => {
  double = await startWeatherServer({ port: 0 });
  // Answers like the double, but with the record's pressure as a decimal.
  broken = createServer(async (req, res) => {
    const answer = await fetch(`${double.url}${req.url ?? '/'}`);
    const body = JSON.parse(await answer.text()) as { main?: { pressure?: number } };
    if (answer.status === 200 && body.main) body.main.pressure = 1013.5;
    res.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await double.close();
  await new Promise((resolve) => broken.close(resolve));
});

describe('weather-double verify', () => {
  it('reports each interaction and exits 0 when the provider honours the pacts', async () => {
    const { code, stdout } = await run('verify', '--provider-base-url', double.url);
    expect(code).toBe(0);
    expect(stdout).toContain(`Verified ${double.url}:`);
    expect(stdout.match(/^ {2}✓ /gm)).toHaveLength(20);
    expect(stdout).toContain('  ✓ a request for the current weather without an API key');
    expect(stdout).toContain('20 interactions passed.');
  });

  it('puts a real key in with --api-key', async () => {
    const keyed = await startWeatherServer({ port: 0, apiKeys: ['cli-real-key'] });
    try {
      const { code, stdout } = await run(
        'verify',
        '--provider-base-url',
        keyed.url,
        '--api-key',
        'cli-real-key',
      );
      expect(code).toBe(0);
      expect(stdout).toContain('20 interactions passed.');
    } finally {
      await keyed.close();
    }
  });

  it('names the failed interactions and what differed, and exits 1', async () => {
    const { code, stdout, stderr } = await run('verify', '--provider-base-url', brokenUrl);
    expect(code).toBe(1);
    expect(stdout).toContain(
      '  ✗ a request for the current weather at postal code 94040,us in imperial units\n      body $.main.pressure: Expected 1013.5 (Decimal) to be an integer',
    );
    expect(stdout).toContain('  ✓ a request for the current weather at postal code 00000');
    expect(stdout).toContain('5 of 20 interactions failed.');
    expect(stderr).toContain(`[weather-double] The provider at ${brokenUrl} does not honour the contract.`);
  });

  it('exits 2 naming the flag when --provider-base-url is missing or malformed', async () => {
    const missing = await run('verify');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Missing option --provider-base-url');
    const malformed = await run('verify', '--provider-base-url', 'localhost:8080');
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain(
      '[weather-double] Invalid option --provider-base-url: expected an absolute http(s) URL',
    );
    const unknown = await run('verify', '--provider', 'x');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option --provider for 'weather-double verify'");
  });

  it('exits 1 with a clear message when nothing answers at the URL', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const { code, stderr } = await run('verify', '--provider-base-url', `http://127.0.0.1:${port}`);
    expect(code).toBe(1);
    expect(stderr).toContain(`Could not reach the provider at http://127.0.0.1:${port} (ECONNREFUSED)`);
  });

  it('prints its help', async () => {
    const { code, stdout } = await run('verify', '--help');
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: weather-double verify --provider-base-url URL [options]');
  });
});
