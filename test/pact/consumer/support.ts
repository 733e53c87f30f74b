// What every Pact consumer test file shares: where pacts are written, one Pact per test, and the
// WeatherApiError a call rejects with.
import { fileURLToPath } from 'node:url';
import { PactV4 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { WeatherApiError } from 'weather-double';
import { weatherConsumerName } from 'weather-double/pact';

// The pacts are written to a scratch directory that `npm run test:pact:consumer` clears first; the
// check that follows compares it with the committed pacts/ (scripts/check-pacts.mjs).
const pactDir =
  process.env.WEATHER_DOUBLE_PACT_DIR ?? fileURLToPath(new URL('../../../.tmp/pacts', import.meta.url));

// Each mock server gets a port no earlier one of this process had. A port the system hands out
// again right after a test closed its server can still hold fetch's pooled keep-alive connection to
// the old server, which then answers in its place (Pact: "expected but not received", about one run
// in five). Ports from a random start below Linux's ephemeral range (32768+), one after another.
const firstPort = 20_000 + Math.floor(Math.random() * 10_000);
let mockServers = 0;

/** One Pact per test, as Pact asks: each test adds its interaction and runs against a fresh mock server. */
export function newPact(provider: string): PactV4 {
  mockServers += 1;
  return new PactV4({
    consumer: weatherConsumerName,
    provider,
    dir: pactDir,
    logLevel: 'warn',
    port: firstPort + mockServers,
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
