/**
 * The interactions and body functions of `weather-double/pact`, built from the route table: each
 * route declares its interactions and body functions (its folder's `pact.ts`, the `pact` field of
 * its route); the matchers come from the route's schema ({@link matchersOf}). This module names no
 * route.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import type { AnswerSchema } from '../answer-schema/index.js';
import { exampleAnswer } from '../routes/examples.js';
import { createWeatherGenerator } from '../routes/generator.js';
import type { PactInteractionDeclaration, PactSetName, RoutePact } from '../routes/pact-types.js';
import type { Route } from '../routes/route.js';
import { routes, type routeTable } from '../routes/table.js';
import { exampleApiKey, type WeatherInteraction } from './interactions.js';
import { jsonContentType, weatherErrorBody } from './matchers.js';
import { matchersOf, withoutKeys } from './schema-matchers.js';

/** The declared pact of a route of the table: never the bare `RoutePact` of a route that declares none. */
type DeclaredPact<R> = R extends { readonly pact?: infer P }
  ? P extends RoutePact
    ? RoutePact extends P
      ? never
      : P
    : never
  : never;
type Tables = typeof routeTable;
type Declared = { [N in keyof Tables]: DeclaredPact<Tables[N]> }[keyof Tables];
type Declaration = Declared['interactions'][number];
type KeysOf<S extends PactSetName, D = Declaration> = D extends {
  readonly sets: readonly (infer X)[];
  readonly key: infer K extends string;
}
  ? S extends X
    ? K
    : never
  : never;

/**
 * The set `S` as the table's declarations make it, by key. The public exports write their types out
 * (`./public-sets.ts`); `test/types/pact.test-d.ts` keeps them equal to this.
 * @internal
 */
export type DeclaredSet<S extends PactSetName> = Readonly<Record<KeysOf<S>, WeatherInteraction>>;

type BodyMaps = Declared extends infer D ? (D extends { readonly bodies: infer B } ? B : never) : never;
type KeysOfEach<B> = B extends unknown ? keyof B : never;
type BodyNames = KeysOfEach<BodyMaps>;
type BodyFunction<Name extends PropertyKey, B = BodyMaps> = B extends {
  readonly [K in Name]: { readonly exampleType?: (example: infer T) => void };
}
  ? B[Name] extends { readonly example: unknown }
    ? (example?: T) => unknown
    : (example: T) => unknown
  : never;
/**
 * The body functions as the table's declarations make them, by name. The public exports write
 * their types out (`./public-sets.ts`); `test/types/pact.test-d.ts` keeps them equal to this.
 * @internal
 */
export type DeclaredBodies = { readonly [Name in BodyNames]: BodyFunction<Name> };

const { equal } = MatchersV3;
const KEY = MatchersV3.regex('^\\S+$', exampleApiKey);
const ACCEPT = { Accept: 'application/json' };
/** The clock of the examples' generator: the examples are the double's answers then, at seed 0. */
const EXAMPLE_AT = Date.UTC(2024, 5, 1, 18);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A schema of a route by its component name (the route's `schemas`). */
function schemaOf(route: Route, name: string): AnswerSchema {
  const schema = route.schemas[name];
  if (schema === undefined) throw new Error(`The route ${route.name} has no schema ${name}.`);
  return schema as AnswerSchema;
}

/** The examples' generator, made on first use (its answers read the place data), then kept. */
const examples: { generator?: ReturnType<typeof createWeatherGenerator> } = {};
function exampleGenerator() {
  examples.generator ??= createWeatherGenerator({ seed: 0, now: () => EXAMPLE_AT });
  return examples.generator;
}

/** The interaction of one declaration of `route`. */
function interactionOf(route: Route, declaration: PactInteractionDeclaration): WeatherInteraction {
  const { answer } = declaration;
  const query = { ...declaration.query, appid: declaration.appid === 'empty' ? '' : KEY };
  const request = { method: 'GET', path: declaration.path ?? route.path, query, headers: ACCEPT } as const;
  if ('error' in answer) {
    const { error } = answer;
    return deepFreeze({
      description: declaration.description,
      states: [...declaration.states],
      request,
      response: {
        status: answer.status,
        headers: jsonContentType(),
        body:
          answer.parameters === undefined
            ? weatherErrorBody(error.cod, error.message)
            : { ...weatherErrorBody(error.cod, error.message), parameters: equal([...answer.parameters]) },
      },
      example: (answer.parameters === undefined
        ? { ...error }
        : { ...error, parameters: [...answer.parameters] }) as WeatherInteraction['example'],
    });
  }
  const schema = schemaOf(route, answer.schema);
  const search = Object.entries(declaration.query)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const given = answer.exampleFromDouble
    ? exampleAnswer(route, search)
    : answer.exampleFrom
      ? answer.exampleFrom(exampleGenerator() as never)
      : answer.example;
  const example = withoutKeys(given, answer.unpinned ?? []);
  return deepFreeze({
    description: declaration.description,
    states: [...declaration.states],
    request,
    response: { status: 200, headers: jsonContentType(), body: matchersOf(example, schema) },
    example: example as WeatherInteraction['example'],
  });
}

/** Every declared interaction of the table, with its route, in the table's order. */
function declarations(): { route: Route; declaration: PactInteractionDeclaration }[] {
  return routes.flatMap((route) =>
    (route.pact?.interactions ?? []).map((declaration) => ({ route, declaration })),
  );
}

/**
 * The interactions of the set `name`, each built on first use (some examples are computed answers)
 * and then frozen, so a test cannot change what other tests share.
 * @internal
 */
export function interactionSet<S extends PactSetName>(name: S): DeclaredSet<S> {
  const set: Record<string, PropertyDescriptor> = {};
  for (const { route, declaration } of declarations()) {
    if (!declaration.sets.includes(name)) continue;
    let built: WeatherInteraction | undefined;
    set[declaration.key] = {
      enumerable: true,
      get: () => {
        if (built === undefined) built = interactionOf(route, declaration);
        return built;
      },
    };
  }
  return Object.freeze(Object.defineProperties({}, set)) as DeclaredSet<S>;
}

/** The provider states of every declared interaction (none needs set-up). @internal */
export function everyState(): readonly string[] {
  return [...new Set(declarations().flatMap(({ declaration }) => declaration.states))];
}

/**
 * The body functions every route declares, by name: the example without its unpinned keys, walked
 * with its schema.
 * @internal
 */
export function bodyFunctions(): DeclaredBodies {
  const functions: Record<string, (example?: unknown) => unknown> = {};
  for (const route of routes) {
    for (const [name, body] of Object.entries(route.pact?.bodies ?? {})) {
      const schema = schemaOf(route, body.schema);
      functions[name] = (example = body.example) =>
        matchersOf(withoutKeys(example, body.unpinned ?? []), schema);
    }
  }
  // One function per body the routes declare: the names DeclaredBodies lists from the same rows.
  return functions as DeclaredBodies;
}
