// What every Pact consumer test file shares: where pacts are written, one Pact per test, and the
// WeatherApiError a call rejects with.
import { fileURLToPath } from 'node:url';
import { PactV4, type V3MockServer } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { WeatherApiError } from 'weather-double';
import { addWeatherInteraction, type WeatherInteraction, weatherConsumerName } from 'weather-double/pact';

// The pacts are written to a scratch directory that `npm run test:pact:consumer` clears first; the
// check that follows compares it with the committed pacts/ (scripts/check-pacts.mjs).
const pactDir =
  process.env.WEATHER_DOUBLE_PACT_DIR ?? fileURLToPath(new URL('../../../.tmp/pacts', import.meta.url));

// How long the mock server may take to record a request it has already answered (see below): waited
// for only as long as it takes, and in full only when a request really was not sent, which then
// fails as before.
const recordingBudgetMs = 10_000;

/** The part of pact-core's consumer handle that PactV4 keeps in its (private) `pact` field. */
interface MockServerState {
  mockServerMismatches(port: number): ReadonlyArray<{ type?: string }>;
}

/**
 * Waits until the mock server on `port` has recorded every request it expects as received.
 *
 * The mock server of pact-core 19 (before pact_ffi 0.5.6: @pact-foundation/pact 16.3 to 17.0)
 * answers a request first and records the match afterwards, through a channel another thread
 * reads. `executeTest` reads the record as soon as the test function returns: on a busy machine
 * the thread has not run yet and Pact reports "expected but not received" for a request it
 * answered correctly (pact-foundation/pact-reference#535, pact-core-mock-server#13; fixed in
 * pact-core 20.1, Pact 17.1.2, which need Node 22). On this 2-core machine at load ~14, 8 of 1,200
 * bare `executeTest` calls failed so; a run of the consumer project starts 45 mock servers.
 */
async function requestsRecorded(pact: PactV4, port: number): Promise<void> {
  const state = (pact as unknown as { pact?: MockServerState }).pact;
  if (typeof state?.mockServerMismatches !== 'function') {
    throw new Error(
      'PactV4 no longer keeps its pact-core handle in `pact`: see requestsRecorded in support.ts',
    );
  }
  // Only requests not yet recorded: any other mismatch fails the test anyway.
  const unrecorded = () => {
    const results = state.mockServerMismatches(port);
    return results.length > 0 && results.every((result) => result.type === 'missing-request');
  };
  const deadline = Date.now() + recordingBudgetMs;
  while (unrecorded() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * One Pact per test, as Pact asks: a fresh Pact with `interaction`, and `test` run against its own
 * mock server. Pact checks, after `test`, that the mock server received exactly the interaction's
 * request; an error `test` throws is the one the test fails with (Pact logs its report too).
 *
 * The mock server listens on a port the system chooses (free at that moment, whatever else runs on
 * the machine). Each test's requests go to their own origin: the system does not hand out a port
 * that an earlier server's connection still holds, so fetch never reuses a pooled connection of an
 * earlier test.
 */
export async function executeWeatherTest<T>(
  provider: string,
  interaction: WeatherInteraction,
  test: (server: V3MockServer) => Promise<T>, // Pact's V4MockServer, exported under its V3 name
): Promise<T | undefined> {
  const pact = new PactV4({ consumer: weatherConsumerName, provider, dir: pactDir, logLevel: 'warn' });
  return addWeatherInteraction(pact, interaction).executeTest(async (server) => {
    const result = await test(server);
    await requestsRecorded(pact, server.port);
    return result;
  });
}

/** Runs the call and returns the WeatherApiError it rejected with. */
export async function apiError(call: Promise<unknown>): Promise<WeatherApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WeatherApiError);
  return error as WeatherApiError;
}
