import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { WeatherDoubleError } from 'weather-double';
import { ProviderVerificationError, pactFiles, verifyWeatherProvider } from 'weather-double/pact';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { verifyQuietly } from '../../support/pact.js';

process.env.PACT_DO_NOT_TRACK ??= 'true';

const pactsDir = fileURLToPath(new URL('../../../pacts/', import.meta.url));
const committedDescriptions = (
  JSON.parse(readFileSync(pactFiles[0]!, 'utf8')) as { interactions: { description: string }[] }
).interactions
  .map((i) => i.description)
  .sort();

/** A port nothing listens on: one the system just gave out and took back. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let server: WeatherServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('pactFiles', () => {
  it('lists the shipped pacts by absolute path, every pact in pacts/', () => {
    expect(pactFiles.length).toBeGreaterThan(0);
    for (const file of pactFiles) {
      expect(isAbsolute(file)).toBe(true);
      expect(existsSync(file)).toBe(true);
    }
    const shipped = readdirSync(pactsDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(pactsDir, f));
    expect([...pactFiles].sort()).toEqual(shipped.sort());
  });

  it('holds the twenty interactions of the contract (six by postal code, five by location and geocoding, five of the forecast, four of the daily, hourly and climate forecasts)', () => {
    expect(committedDescriptions).toHaveLength(20);
  });
});

describe('the double verified against the shipped pacts', () => {
  it('honours every interaction in its default configuration, with no state set-up', async () => {
    server = await startWeatherServer({ port: 0 });
    const result = await verifyWeatherProvider({ providerBaseUrl: server.url });
    expect(result.ok).toBe(true);
    expect(result.providerBaseUrl).toBe(server.url);
    expect(result.interactions.map((i) => i.description).sort()).toEqual(committedDescriptions);
    expect(result.interactions.every((i) => i.ok && i.mismatches.length === 0)).toBe(true);
    expect(result.output).toContain(
      'Verifying a pact between weather-double-client and current-weather-service',
    );
    expect(result.output).not.toContain('\u001b[');
    // The verifier really called the double: once per interaction, with the pact's requests.
    expect(server.requests.map((r) => r.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 400, 400, 401, 401, 401, 404, 404, 404,
    ]);
  });

  it('honours every interaction through the MSW handlers users import (getResponse path)', async () => {
    // The server answers the double's own requests from its core; once any handler is added with
    // use(), every request goes through MSW's getResponse and the handlers. delayed(0) is the
    // double's normal answer, so this verifies exactly what setupServer(...double.handlers) serves.
    server = await startWeatherServer({ port: 0 });
    server.use(server.scenarios.delayed(0));
    const result = await verifyWeatherProvider({ providerBaseUrl: server.url });
    expect(result.ok).toBe(true);
    expect(result.interactions.map((i) => i.description).sort()).toEqual(committedDescriptions);
    expect(server.requests.map((r) => r.scenario)).toEqual(Array(20).fill('delayed'));
  });

  it('swaps in the real key given as apiKey, except on the no-key interaction', async () => {
    server = await startWeatherServer({ port: 0, apiKeys: ['the-real-key'] });
    const result = await verifyWeatherProvider({ providerBaseUrl: server.url, apiKey: 'the-real-key' });
    expect(result.ok).toBe(true);
    const noKey = server.requests.find((r) => r.status === 401);
    expect(noKey?.query.appid).toBe('');
  });

  it('fails against a double that does not accept the pact example key, when no apiKey is given', async () => {
    server = await startWeatherServer({ port: 0, apiKeys: ['the-real-key'] });
    // In a child process, so that Pact's report of these expected failures stays out of the output.
    const { resolved, rejected, printed } = await verifyQuietly({ providerBaseUrl: server.url });
    expect(resolved).toBeUndefined();
    expect(rejected?.isProviderVerificationError).toBe(true);
    expect(printed).toContain('(FAILED)');
    const result = rejected?.result;
    // Every interaction that sends a key gets 401 instead of its answer; the no-key ones still pass.
    expect(
      result?.interactions
        .filter((i) => i.ok)
        .map((i) => i.description)
        .sort(),
    ).toEqual([
      'a request for the 16-day daily forecast without an API key',
      'a request for the 5 day / 3 hour forecast without an API key',
      'a request for the current weather without an API key',
    ]);
    expect(rejected?.code).toBe('PROVIDER_VERIFICATION_FAILED');
    expect(rejected?.message).toContain('17 of 20 interactions failed');
    expect(rejected?.message).toContain('status: expected 200 but was 401');
  });

  it('runs the state handlers it is given', async () => {
    server = await startWeatherServer({ port: 0 });
    const seen: string[] = [];
    await verifyWeatherProvider({
      providerBaseUrl: server.url,
      stateHandlers: {
        'no place has postal code 00000': async () => {
          seen.push('00000');
          return undefined;
        },
      },
    });
    // Once per interaction in that state: the weather's and the forecast's.
    expect(seen).toEqual(['00000', '00000']);
  });
});

describe('verifyWeatherProvider: options', () => {
  const cases: [string, unknown, string][] = [
    ['a missing providerBaseUrl', {}, 'providerBaseUrl'],
    ['a relative providerBaseUrl', { providerBaseUrl: 'localhost:8080' }, 'providerBaseUrl'],
    ['an empty apiKey', { providerBaseUrl: 'http://127.0.0.1:1', apiKey: ' ' }, 'apiKey'],
    [
      'a state handler that is not a function',
      { providerBaseUrl: 'http://127.0.0.1:1', stateHandlers: { s: 1 } },
      'stateHandlers["s"]',
    ],
    ['empty pactUrls', { providerBaseUrl: 'http://127.0.0.1:1', pactUrls: [] }, 'pactUrls'],
    ['an unknown log level', { providerBaseUrl: 'http://127.0.0.1:1', logLevel: 'loud' }, 'logLevel'],
    ['an unknown option', { providerBaseUrl: 'http://127.0.0.1:1', provider: 'x' }, 'provider'],
  ];
  for (const [what, options, path] of cases) {
    it(`refuses ${what} with INVALID_OPTION at ${path}`, async () => {
      const error = await verifyWeatherProvider(options as never).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WeatherDoubleError);
      expect((error as WeatherDoubleError).code).toBe('INVALID_OPTION');
      expect((error as WeatherDoubleError).path).toBe(path);
    });
  }

  it('rejects clearly when the provider is not running', async () => {
    const port = await closedPort();
    const error = await verifyWeatherProvider({ providerBaseUrl: `http://127.0.0.1:${port}` }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProviderVerificationError);
    expect((error as ProviderVerificationError).result).toBeUndefined();
    expect((error as Error).message).toContain(
      `Could not reach the provider at http://127.0.0.1:${port} (ECONNREFUSED): start it first`,
    );
  });
});
