import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { currentShapeProviderName, pactFiles, verifyWeatherProvider } from 'weather-double/pact';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { verifyQuietly } from '../../support/pact.js';

process.env.PACT_DO_NOT_TRACK ??= 'true';

// Each shape of the double passes its own pact and fails the other's, on the fields that differ.
const descriptionsOf = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { interactions: { description: string }[] }).interactions
    .map((i) => i.description)
    .sort();
const [specificationPact, currentPact] = pactFiles as [string, string];
type PactFile = {
  interactions: { response: { status: number; body?: { content?: { coord?: unknown } } } }[];
};
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PactFile;
/** How many interactions of a pact answer a weather record (the ones whose shape differs). */
const recordsIn = (file: string) =>
  read(file).interactions.filter((i) => i.response.status === 200 && i.response.body?.content?.coord).length;
const interactionsIn = (file: string) => read(file).interactions.length;

let server: WeatherServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/**
 * The verification's error, with every record interaction's mismatches. Run in a child process so
 * that Pact's report of these expected failures stays out of the test output.
 */
async function failure(
  options: Pick<Parameters<typeof verifyWeatherProvider>[0], 'providerBaseUrl' | 'shape'>,
) {
  const { resolved, rejected, printed } = await verifyQuietly(options);
  expect(resolved).toBeUndefined();
  expect(rejected?.isProviderVerificationError, rejected?.message).toBe(true);
  expect(printed).toContain('(FAILED)');
  const failed = (rejected?.result?.interactions ?? []).filter((i) => !i.ok);
  return { error: rejected!, failed };
}

describe('the current-shape pact', () => {
  it('ships next to the specification pact, with the same six requests', () => {
    expect(currentPact).toMatch(/weather-double-client-current-weather-service-current-shape\.json$/);
    const pact = JSON.parse(readFileSync(currentPact, 'utf8'));
    expect(pact.provider.name).toBe(currentShapeProviderName);
    expect(descriptionsOf(currentPact)).toHaveLength(6);
    // The strictness of the specification pact: integers, numbers, patterns and cod exactly.
    const metric = pact.interactions.find((i: { description: string }) => i.description.includes('metric'));
    const rules = metric.response.matchingRules.body;
    expect(rules['$.timezone'].matchers).toEqual([{ match: 'integer' }]);
    expect(rules['$.main.grnd_level'].matchers).toEqual([{ match: 'integer' }]);
    expect(rules['$.main.feels_like'].matchers).toEqual([{ match: 'number' }]);
    expect(rules['$.sys.country'].matchers).toEqual([{ match: 'regex', regex: '^[A-Z]{2}$' }]);
    expect(rules['$.cod'].matchers).toEqual([{ match: 'equality' }]);
    expect(metric.response.body.content.sys).not.toHaveProperty('message');
  });

  it("the double in the current shape passes it (through the server's handlers)", async () => {
    server = await startWeatherServer({ port: 0, shape: 'current' });
    const result = await verifyWeatherProvider({ providerBaseUrl: server.url, shape: 'current' });
    expect(result.ok).toBe(true);
    expect(result.interactions.map((i) => i.description).sort()).toEqual(descriptionsOf(currentPact));
    expect(result.output).toContain(
      'Verifying a pact between weather-double-client and current-weather-service-current-shape',
    );
  });

  it('the double in the current shape fails the specification pact on sys.message', async () => {
    server = await startWeatherServer({ port: 0, shape: 'current' });
    const { error, failed } = await failure({ providerBaseUrl: server.url });
    // The three postal-code records, the coordinate query's and the name query's.
    expect(recordsIn(specificationPact)).toBe(5);
    expect(failed).toHaveLength(recordsIn(specificationPact));
    for (const interaction of failed) {
      expect(interaction.mismatches.some((m) => m.startsWith('body $.sys') && m.includes('message'))).toBe(
        true,
      );
    }
    expect(error.message).toContain(
      `${recordsIn(specificationPact)} of ${interactionsIn(specificationPact)} interactions failed`,
    );
  });

  it('the double in the specification shape passes its pact and fails the current one on the new fields', async () => {
    server = await startWeatherServer({ port: 0 });
    expect((await verifyWeatherProvider({ providerBaseUrl: server.url })).ok).toBe(true);
    const { failed } = await failure({ providerBaseUrl: server.url, shape: 'current' });
    expect(failed).toHaveLength(recordsIn(currentPact));
    for (const interaction of failed) {
      const text = interaction.mismatches.join('\n');
      for (const field of ['feels_like', 'sea_level', 'grnd_level', 'timezone'])
        expect(text).toContain(field);
    }
  });

  it('refuses an unknown shape', async () => {
    const error = await verifyWeatherProvider({
      providerBaseUrl: 'http://127.0.0.1:1',
      shape: 'today' as 'current',
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_OPTION', path: 'shape' });
  });
});

describe('pactUrls: either pact by path', () => {
  it('verifies the current pact given by path, as the current shape', async () => {
    server = await startWeatherServer({ port: 0, shape: 'current' });
    const result = await verifyWeatherProvider({
      providerBaseUrl: server.url,
      shape: 'current',
      pactUrls: [currentPact],
    });
    expect(result.ok).toBe(true);
    expect(specificationPact).not.toBe(currentPact);
  });
});
