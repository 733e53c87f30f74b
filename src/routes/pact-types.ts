/**
 * What a route declares of its Pact interactions (its folder's `pact.ts`, a field of its
 * {@link Route}): plain data, no Pact dependency (the main entry never loads Pact). The package's
 * pact entry (`src/pact/`) walks the route table, turns each declaration into an interaction with
 * matchers derived from the route's schema, and exports them in the named sets.
 * @internal
 */
import type { WeatherErrorBody } from '../service/error-answers.js';

/**
 * The sets of `weather-double/pact` an interaction is exported in (each a public export of that
 * name, keyed by the interactions' `key`).
 * @internal
 */
export type PactSetName =
  | 'weatherInteractions'
  | 'weatherLocationInteractions'
  | 'currentWeatherInteractions'
  | 'forecastInteractions'
  | 'dailyForecastInteractions'
  | 'oneCallInteractions';

/** A 200 answer: the schema component (a key of the route's `schemas`) and its example. @internal */
export interface PactSuccessDeclaration {
  readonly status: 200;
  /** The schema of the body, by its name in the route's `schemas`: the matchers come from it. */
  readonly schema: string;
  /** The example body (what the mock server answers), or `exampleFrom`. */
  readonly example?: unknown;
  /**
   * The example computed from the examples' generator (seed 0, its clock at 2024-06-01T18:00:00Z),
   * so the pact never changes: for answers too long to write out.
   */
  readonly exampleFrom?: (generator: never) => unknown;
  /** The example is the double's own answer to the query (`exampleAnswer` of `./examples.ts`). */
  readonly exampleFromDouble?: true;
  /**
   * Keys the service sends only sometimes (when gusty, while it rains, ...): left out of the
   * example wherever they are, since Pact cannot say "optional" and ignores keys a provider adds.
   */
  readonly unpinned?: readonly string[];
}

/** An error answer: its status and the exact body the example gives (`cod` pinned, `message` by type). @internal */
export interface PactErrorDeclaration {
  readonly status: number;
  readonly error: WeatherErrorBody;
  /** The names of the parameters at fault, when the service lists them (`parameters: ["date"]`): pinned exactly. */
  readonly parameters?: readonly string[];
}

/** The service's 401 to a request without a key (an interaction with `appid: 'empty'`). @internal */
export const unauthorizedAnswer = {
  status: 401,
  error: {
    cod: 401,
    message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
  },
} as const satisfies PactErrorDeclaration;

/*
 * The request and answer of an error interaction that several routes ask the same way (each adds
 * its sets, key and description): the states, the query (and key), the service's answer.
 */

/** No API key, at postal code 94040,us: the service's 401. @internal */
export const withoutKey = {
  states: ['an API key is required'],
  query: { zip: '94040,us' },
  appid: 'empty',
  answer: unauthorizedAnswer,
} as const;

/** Postal code 00000, which no place has: the service's 404. @internal */
export const unknownPostalCode = {
  states: ['no place has postal code 00000'],
  query: { zip: '00000' },
  answer: { status: 404, error: { cod: '404', message: 'city not found' } },
} as const;

/** A latitude of 100, outside -90..90: the service's 400. @internal */
export const latitudeOutOfRange = {
  states: ['coordinates are checked'],
  query: { lat: '100', lon: '0' },
  answer: { status: 400, error: { cod: '400', message: 'wrong latitude' } },
} as const;

/**
 * One interaction a route declares: where it is exported (its sets and key), the provider states,
 * the query (the API key is added: `appid` any non-empty key, or empty), and the answer.
 * @internal
 */
export interface PactInteractionDeclaration {
  readonly sets: readonly PactSetName[];
  readonly key: string;
  readonly description: string;
  readonly states: readonly string[];
  /** The query without the key. */
  readonly query: Readonly<Record<string, string>>;
  /** The request's path, for a route whose path is a template (one it fills); without it, the route's path. */
  readonly path?: string;
  /** `'empty'` sends `appid=` (the 401). @default 'given' */
  readonly appid?: 'given' | 'empty';
  readonly answer: PactSuccessDeclaration | PactErrorDeclaration;
}

/**
 * A public body matcher function of `weather-double/pact` (`forecastBody(example)`): the schema
 * component it follows, and the default example (none: the example is required). `T` is the type of
 * the example the function takes.
 * @internal
 */
export interface PactBodyDeclaration<T> {
  readonly schema: string;
  readonly example?: T;
  readonly unpinned?: readonly string[];
  /** Type only: the example's type. */
  readonly exampleType?: (example: T) => void;
}

/** What a route declares of its pacts: its interactions, and the body functions it exports. @internal */
export interface RoutePact {
  readonly interactions: readonly PactInteractionDeclaration[];
  readonly bodies?: Readonly<Record<string, AnyPactBody>>;
}

/** A body declaration of any example type. @internal */
export type AnyPactBody = Omit<PactBodyDeclaration<unknown>, 'exampleType'> & {
  readonly exampleType?: (example: never) => void;
};

/**
 * A body declaration, its example type kept: with a default `example` (the function's argument is
 * then optional) or without.
 * @internal
 */
export function pactBody<T>(declaration: {
  readonly schema: string;
  readonly example: T;
  readonly unpinned?: readonly string[];
}): PactBodyDeclaration<T> & { readonly example: T };
/** A body declaration without a default example: the function's argument is required. @internal */
export function pactBody<T>(declaration: {
  readonly schema: string;
  readonly unpinned?: readonly string[];
}): PactBodyDeclaration<T>;
export function pactBody<T>(
  declaration: Omit<PactBodyDeclaration<T>, 'exampleType'>,
): PactBodyDeclaration<T> {
  return declaration;
}

/**
 * The pact of a route that declares one interaction of key `K` in the One Call set (One Call 4.0's
 * routes, made by one factory): its literal key, so that `oneCallInteractions` names it.
 * @internal
 */
export interface OneInteractionPact<K extends string> extends RoutePact {
  readonly interactions: readonly [
    PactInteractionDeclaration & { readonly key: K; readonly sets: readonly ['oneCallInteractions'] },
  ];
}
