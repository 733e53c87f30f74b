/**
 * The examples of the routes' contracts: the double's own answers at a fixed seed and clock, so the
 * OpenAPI document is the same on every build. Given to each route's `contract(examples)` by the
 * table's users (the OpenAPI builder, the docs' route list): a route module does not import this
 * one, whose world assembles the route table (its generator methods).
 * @internal
 */
import { readWeatherQuery } from '../service/query.js';
import { type ContractExamples, isProblem, type Route, type RouteMode, type World } from './route.js';
import { createWorld } from './world.js';

/** The seed and clock of the examples. @internal */
export const EXAMPLE_SEED = 0;
/** @internal */
export const EXAMPLE_TIME = Date.UTC(2024, 5, 1, 18);

const worlds = new Map<string, World>();

/** The example world of a shape (seed 0, 2024-06-01 18:00 UTC), made once. @internal */
export function exampleWorld(shape: 'specification' | 'current' = 'specification'): World {
  let world = worlds.get(shape);
  if (world === undefined) {
    world = createWorld({ seed: EXAMPLE_SEED, now: () => EXAMPLE_TIME, shape });
    worlds.set(shape, world);
  }
  return world;
}

/**
 * What `route` answers to `GET {path}?{query}` in the example world, as parsed JSON; throws when it
 * is not a 200 (an example must be one).
 * @internal
 */
export function exampleAnswer(
  route: Route,
  query: string,
  shape?: 'specification' | 'current',
  path: Readonly<Record<string, string>> = {},
): unknown {
  const result = route.answer({ method: 'GET', query: readWeatherQuery(query), path }, exampleWorld(shape));
  if (isProblem(result)) throw new Error(`GET ${route.path}?${query} answers ${result.problem}, not 200.`);
  if (typeof result.body !== 'string') throw new Error(`GET ${route.path}?${query} answers bytes, not JSON.`);
  return JSON.parse(result.body);
}

/**
 * What `route` answers to `GET {path}?{query}&mode={mode}` in the example world: the exact bytes of
 * its 200 in that format (`mode=xml`, `mode=html`).
 * @internal
 */
export function exampleInMode(route: Route, query: string, mode: RouteMode): string {
  const write = route.modes?.[mode];
  if (write === undefined) throw new Error(`${route.path} does not answer mode=${mode}.`);
  return write(JSON.stringify(exampleAnswer(route, query)), readWeatherQuery(query));
}

/** The examples every route's contract is given. @internal */
export const contractExamples: ContractExamples = {
  answer: exampleAnswer,
  inMode: exampleInMode,
  world: () => exampleWorld(),
};
