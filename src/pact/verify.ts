import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { assertKnownKeys, invalidOption, WeatherDoubleError } from '../errors.js';
import type { RecordShape } from '../service/vocabulary.js';
import { httpUrlOf } from '../url.js';
import { currentShapeProviderName } from './current-shape.js';
import { pactFiles } from './files.js';
import { weatherProviderName } from './interactions.js';
import { oneCallProviderName } from './one-call.js';
import { everyState } from './sets.js';

/**
 * State handlers by state description, as Pact's `Verifier` takes them: a function, or
 * `{ setup, teardown }`.
 * @example
 * ```ts
 * const stateHandlers: WeatherStateHandlers = {
 *   'no place has postal code 00000': async () => { await db.places.delete('00000'); return undefined; },
 * };
 * ```
 */
export type WeatherStateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

/**
 * Pact's log levels.
 * @example
 * ```ts
 * await verifyWeatherProvider({ providerBaseUrl, logLevel: 'debug' satisfies PactLogLevel });
 * ```
 */
export type PactLogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error';

/**
 * Options of `verifyWeatherProvider`.
 *
 * @example
 * ```ts
 * const options: VerifyWeatherProviderOptions = { providerBaseUrl: 'http://127.0.0.1:8080' };
 * ```
 */
export interface VerifyWeatherProviderOptions {
  /** Where the provider runs, e.g. `'http://127.0.0.1:8080'` or `'https://api.openweathermap.org'`. */
  providerBaseUrl: string;
  /**
   * A real API key for the provider. Each request that carries a key gets this one in its `appid`
   * instead of the pact's example key; the no-key interaction is sent unchanged.
   * @default undefined (requests are sent with the pact's example key, which the double accepts)
   */
  apiKey?: string | undefined;
  /**
   * Handlers for the pact's provider states, by state description. Every state holds for the
   * double in its default configuration and for the real service with a valid key, so none is
   * needed; give one to prepare your own provider (seed a database, …).
   * @default a no-op handler for each state of the shipped pacts
   */
  stateHandlers?: WeatherStateHandlers | undefined;
  /**
   * Which shipped pact to verify: the specification's record (provider `current-weather-service`)
   * or the record the live service sends today (`'current'`, provider
   * `current-weather-service-current-shape`: `feels_like`, `sea_level`, `grnd_level`, `timezone`,
   * no `sys.message`). Also the provider name given to Pact (and a broker).
   * @default 'specification'
   */
  shape?: RecordShape | undefined;
  /**
   * Which contract to verify: the current weather's (the pact of `shape`), or One Call 3.0 and the
   * Air Pollution API (`'oneCall'`, provider `weather-service-one-call-and-air-pollution`, whatever
   * `shape`).
   * @default 'weather'
   */
  contract?: 'weather' | 'oneCall' | undefined;
  /**
   * The pact files (paths or URLs) to verify against.
   * @default the shipped pact of `shape` (from `pactFiles`), or none when `verifierOptions.pactBrokerUrl` is set
   */
  pactUrls?: readonly string[] | undefined;
  /**
   * Pact's log level.
   * @default 'warn'
   */
  logLevel?: PactLogLevel | undefined;
  /**
   * Any other option of Pact's `Verifier`, applied last: fetch the pacts from a broker
   * (`pactBrokerUrl`, `pactBrokerToken`, `consumerVersionSelectors`), publish results
   * (`publishVerificationResult`, `providerVersion`, `providerVersionBranch`), `timeout`, …
   * @default {}
   */
  verifierOptions?: Partial<VerifierOptions> | undefined;
}

/**
 * What a verification found, interaction by interaction.
 *
 * @example
 * ```ts
 * const result = await verifyWeatherProvider({ providerBaseUrl });
 * for (const i of result.interactions) console.log(i.ok ? 'ok  ' : 'FAIL', i.description);
 * ```
 */
export interface ProviderVerificationResult {
  /** The provider that was verified. */
  readonly providerBaseUrl: string;
  /** `true` when every interaction passed. */
  readonly ok: boolean;
  /** Each interaction verified, in the verifier's order. */
  readonly interactions: readonly {
    /** The interaction's description. */
    readonly description: string;
    /** Whether the provider answered as the pact says. */
    readonly ok: boolean;
    /** What differed, one line each: `body $.main.pressure: Expected 1023.5 (Decimal) to be an integer`. */
    readonly mismatches: readonly string[];
  }[];
  /** Pact's own report, as it printed it, without colour codes. */
  readonly output: string;
}

/**
 * A provider does not honour the pacts (`code: 'PROVIDER_VERIFICATION_FAILED'`). The message names
 * every failed interaction and what differed; `result` holds the whole report.
 *
 * @example
 * ```ts
 * try { await verifyWeatherProvider({ providerBaseUrl }); } catch (error) {
 *   if (error instanceof ProviderVerificationError) console.log(error.result.interactions.filter((i) => !i.ok));
 * }
 * ```
 */
export class ProviderVerificationError extends WeatherDoubleError {
  /** The report; `undefined` when Pact could not run at all (bad pact file, unreachable broker). */
  readonly result: ProviderVerificationResult | undefined;

  /** @internal */
  constructor(message: string, result: ProviderVerificationResult | undefined, cause?: unknown) {
    super('PROVIDER_VERIFICATION_FAILED', message, { cause });
    this.name = 'ProviderVerificationError';
    this.result = result;
  }
}

const OPTION_KEYS = [
  'contract',
  'providerBaseUrl',
  'apiKey',
  'stateHandlers',
  'shape',
  'pactUrls',
  'logLevel',
  'verifierOptions',
];
/** How long the provider has to answer the reachability check. */
const REACHABLE_TIMEOUT_MS = 10_000;
const LOG_LEVELS: readonly PactLogLevel[] = ['trace', 'debug', 'info', 'warn', 'error'];

/** Every provider state of the shipped interactions: none needs set-up. */
function defaultStateHandlers(): WeatherStateHandlers {
  const handlers: WeatherStateHandlers = {};
  for (const state of everyState()) handlers[state] = async () => undefined;
  return handlers;
}

/**
 * A request filter for Pact's verifier proxy: puts `apiKey` in the `appid` of every request that
 * carries a non-empty one, so the no-key interaction still goes out without a key.
 *
 * @param apiKey - the real key.
 * @example
 * ```ts
 * import { Verifier } from '@pact-foundation/pact';
 * import { apiKeyRequestFilter, pactFiles } from 'weather-double/pact';
 * await new Verifier({
 *   provider: 'current-weather-service',
 *   providerBaseUrl: 'https://api.openweathermap.org',
 *   pactUrls: [...pactFiles],
 *   requestFilter: apiKeyRequestFilter(process.env.OWM_API_KEY ?? ''),
 * }).verifyProvider();
 * ```
 */
export function apiKeyRequestFilter(apiKey: string) {
  // The request as Node's `IncomingMessage` has it (only its `url` is read and set), so that the
  // published types need no `node:http`.
  return (req: { url?: string | undefined }, _res: unknown, next: () => void): void => {
    if (req.url) {
      const url = new URL(req.url, 'http://provider.invalid');
      if (url.searchParams.get('appid')) {
        url.searchParams.set('appid', apiKey);
        req.url = `${url.pathname}${url.search}`;
      }
    }
    next();
  };
}

/**
 * Verifies a running provider (the double, your own fake, or the real service) against the pact
 * shipped in this package for a record shape (`shape`, default the specification's) with Pact's
 * `Verifier`, and resolves with the report of each interaction. Rejects with a
 * {@link ProviderVerificationError} naming each interaction that failed and why. The live service
 * today passes `shape: 'current'`.
 *
 * Pact prints its own report to stdout as it goes. Needs `@pact-foundation/pact` (an optional peer
 * dependency) and its native core.
 *
 * @example
 * ```ts
 * import { startWeatherServer } from 'weather-double/server';
 * import { verifyWeatherProvider } from 'weather-double/pact';
 *
 * const server = await startWeatherServer({ port: 0 });
 * try {
 *   const result = await verifyWeatherProvider({ providerBaseUrl: server.url });
 *   console.log(result.interactions.length, 'interactions verified');
 *   // The live service, nightly, against what it sends today:
 *   await verifyWeatherProvider({
 *     providerBaseUrl: 'https://api.openweathermap.org',
 *     apiKey: process.env.OWM_API_KEY,
 *     shape: 'current',
 *   });
 * } finally {
 *   await server.close();
 * }
 * ```
 */
export async function verifyWeatherProvider(
  options: VerifyWeatherProviderOptions,
): Promise<ProviderVerificationResult> {
  const config = verifierConfig(options);
  await assertReachable(config.providerBaseUrl);
  let raw: string;
  try {
    raw = await new Verifier(config).verifyProvider();
  } catch (error) {
    const result = parseResult(config.providerBaseUrl, (error as Error)?.message);
    if (!result) {
      throw new ProviderVerificationError(
        `Could not verify the provider at ${config.providerBaseUrl}: ${(error as Error)?.message ?? String(error)}`,
        undefined,
        error,
      );
    }
    throw new ProviderVerificationError(failureMessage(result), result, error);
  }
  const result = parseResult(config.providerBaseUrl, raw);
  if (!result) {
    throw new ProviderVerificationError(
      `Pact's verifier reported success for ${config.providerBaseUrl} with a report that could not be read.`,
      undefined,
    );
  }
  return result;
}

/**
 * Pact's verifier proxy has no error handler: an unreachable provider crashes the process with an
 * uncaught ECONNREFUSED and leaves the verification hanging. So make sure something answers first.
 */
async function assertReachable(providerBaseUrl: string): Promise<void> {
  const ask = async () => {
    const response = await fetch(providerBaseUrl, { signal: AbortSignal.timeout(REACHABLE_TIMEOUT_MS) });
    await response.body?.cancel();
  };
  try {
    try {
      await ask();
    } catch (error) {
      // A kept-alive connection the provider closed as it was reused (its idle timeout, e.g. after
      // the event loop was busy) resets: asked once more, on a new connection, as HTTP clients do.
      if ((error as { cause?: { code?: unknown } }).cause?.code !== 'ECONNRESET') throw error;
      await ask();
    }
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const reason =
      typeof cause?.code === 'string'
        ? cause.code
        : (error as Error)?.name === 'TimeoutError'
          ? `no answer within ${REACHABLE_TIMEOUT_MS / 1000} s`
          : typeof cause?.message === 'string'
            ? cause.message
            : ((error as Error)?.message ?? String(error));
    throw new ProviderVerificationError(
      `Could not reach the provider at ${providerBaseUrl} (${reason}): start it first (e.g. \`weather-double serve --port 8080\`) and check the URL.`,
      undefined,
      error,
    );
  }
}

function verifierConfig(
  options: VerifyWeatherProviderOptions,
): VerifierOptions & { providerBaseUrl: string } {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw invalidOption('options', 'an object with providerBaseUrl', options);
  }
  assertKnownKeys(options, OPTION_KEYS, '');
  const {
    providerBaseUrl,
    apiKey,
    stateHandlers,
    pactUrls,
    logLevel = 'warn',
    verifierOptions = {},
    shape = 'specification',
    contract = 'weather',
  } = options;
  if (contract !== 'weather' && contract !== 'oneCall') {
    throw invalidOption('contract', 'one of "weather", "oneCall"', contract);
  }
  const pactIndex = contract === 'oneCall' ? 2 : shape === 'current' ? 1 : 0;
  checkBaseUrl(providerBaseUrl);
  if (shape !== 'specification' && shape !== 'current') {
    throw invalidOption('shape', 'one of "specification", "current"', shape);
  }
  if (apiKey !== undefined && (typeof apiKey !== 'string' || apiKey.trim() === '')) {
    throw invalidOption('apiKey', 'a non-empty API key string', apiKey);
  }
  if (stateHandlers !== undefined) {
    if (typeof stateHandlers !== 'object' || stateHandlers === null || Array.isArray(stateHandlers)) {
      throw invalidOption('stateHandlers', 'an object of state handlers by state description', stateHandlers);
    }
    for (const [state, handler] of Object.entries(stateHandlers)) {
      if (typeof handler !== 'function' && (typeof handler !== 'object' || handler === null)) {
        throw invalidOption(
          `stateHandlers[${JSON.stringify(state)}]`,
          'a function or { setup, teardown }',
          handler,
        );
      }
    }
  }
  if (
    pactUrls !== undefined &&
    (!Array.isArray(pactUrls) ||
      pactUrls.length === 0 ||
      pactUrls.some((u) => typeof u !== 'string' || u === ''))
  ) {
    throw invalidOption('pactUrls', 'a non-empty array of pact file paths or URLs', pactUrls);
  }
  if (!LOG_LEVELS.includes(logLevel)) {
    throw invalidOption(
      'logLevel',
      `one of ${LOG_LEVELS.map((l) => JSON.stringify(l)).join(', ')}`,
      logLevel,
    );
  }
  if (typeof verifierOptions !== 'object' || verifierOptions === null || Array.isArray(verifierOptions)) {
    throw invalidOption('verifierOptions', 'an object of Pact Verifier options', verifierOptions);
  }
  const fromBroker = verifierOptions.pactBrokerUrl !== undefined && pactUrls === undefined;
  return {
    provider:
      contract === 'oneCall'
        ? oneCallProviderName
        : shape === 'current'
          ? currentShapeProviderName
          : weatherProviderName,
    ...(fromBroker ? {} : { pactUrls: [...(pactUrls ?? [pactFiles[pactIndex] as string])] }),
    stateHandlers: { ...defaultStateHandlers(), ...stateHandlers },
    logLevel,
    ...(apiKey === undefined ? {} : { requestFilter: apiKeyRequestFilter(apiKey) }),
    ...verifierOptions,
    providerBaseUrl: providerBaseUrl.replace(/\/+$/, ''),
  };
}

function checkBaseUrl(value: unknown): asserts value is string {
  if (httpUrlOf(value) === undefined) {
    throw invalidOption('providerBaseUrl', 'an absolute http(s) URL such as "http://127.0.0.1:8080"', value);
  }
}

/** Colour codes in Pact's printed report (ESC [ … m). */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Pact core's JSON report: per-interaction results, and the errors with their mismatches. */
interface CoreReport {
  result?: boolean;
  output?: string[];
  interactionResults?: { description?: string; result?: string }[];
  errors?: {
    interaction?: string;
    mismatch?: {
      type?: string;
      message?: string;
      mismatches?: { type?: string; path?: string; mismatch?: string; key?: string }[];
    };
  }[];
}

function parseResult(providerBaseUrl: string, raw: unknown): ProviderVerificationResult | undefined {
  if (typeof raw !== 'string') return undefined;
  let report: CoreReport;
  try {
    report = JSON.parse(raw) as CoreReport;
  } catch {
    return undefined;
  }
  if (typeof report !== 'object' || report === null || !Array.isArray(report.interactionResults))
    return undefined;
  const errors = report.errors ?? [];
  const interactions = report.interactionResults.map(({ description = '', result }) => {
    const mismatches: string[] = [];
    for (const error of errors) {
      if (!error.interaction?.endsWith(` - ${description}`)) continue;
      const { mismatch } = error;
      if (mismatch?.mismatches) {
        for (const m of mismatch.mismatches) mismatches.push(describeMismatch(m));
      } else if (mismatch?.message) {
        mismatches.push(mismatch.message);
      }
    }
    return { description, ok: result === 'OK', mismatches };
  });
  return {
    providerBaseUrl,
    ok: report.result === true && interactions.every((i) => i.ok),
    interactions,
    output: (report.output ?? []).join('\n').replace(ANSI, ''),
  };
}

function describeMismatch(m: { type?: string; path?: string; mismatch?: string; key?: string }): string {
  const where =
    m.type === 'BodyMismatch'
      ? `body ${m.path ?? ''}`
      : m.type === 'HeaderMismatch'
        ? `header ${m.key ?? ''}`
        : m.type === 'StatusMismatch'
          ? 'status'
          : (m.type ?? 'mismatch');
  return `${where.trim()}: ${m.mismatch ?? 'differs'}`;
}

function failureMessage(result: ProviderVerificationResult): string {
  const failed = result.interactions.filter((i) => !i.ok);
  const lines = failed.map(
    (i) =>
      `- ${i.description}${i.mismatches.length ? `:\n${i.mismatches.map((m) => `    ${m}`).join('\n')}` : ''}`,
  );
  return [
    `The provider at ${result.providerBaseUrl} does not honour the weather contract: ${failed.length} of ${result.interactions.length} interactions failed.`,
    ...lines,
  ].join('\n');
}
