/**
 * The answers the core remembers (see `cachedResponder` in `./core.ts`): per route and request key,
 * an answer, or what a request's first answer left (its first sight).
 * @internal
 */
import type { Route } from '../routes/route.js';
import type { Answer } from './answer.js';

/** How many requests' answers (or first sights) the core remembers; the oldest go first. */
const ANSWER_LIMIT = 1024;

/**
 * One remembered request: its first sight (the `holds` of its first answer and the clock's reading
 * that answer was computed with, `undefined` when it read none), and its answer once it came again.
 */
export interface Remembered {
  readonly key: string;
  readonly route: Route;
  readonly holds: Answer['holds'];
  readonly at: number | undefined;
  /** The request's answer; `undefined` while only its first sight is kept. */
  answer: Answer | undefined;
}

/**
 * The remembered requests of a core, at most {@link ANSWER_LIMIT}, all routes together: a `Map` per
 * route keyed by the request's key, and a ring of the requests in the order they were first seen,
 * so that a new request beyond the limit forgets the oldest (first sight or answer).
 */
export class AnswerCache {
  readonly #byRoute = new Map<Route, Map<string, Remembered>>();
  readonly #ring: Remembered[] = [];
  #next = 0;

  /** The remembered request of a route's key; `undefined` when the cache has none. */
  find(route: Route, key: string): Remembered | undefined {
    return this.#byRoute.get(route)?.get(key);
  }

  /** Adds the first sight of a route's key that the cache does not have. */
  firstSight(route: Route, key: string, holds: Answer['holds'], at: number | undefined): void {
    let keys = this.#byRoute.get(route);
    if (keys === undefined) {
      keys = new Map();
      this.#byRoute.set(route, keys);
    }
    const remembered: Remembered = { key, route, holds, at, answer: undefined };
    keys.set(key, remembered);
    const ring = this.#ring;
    if (ring.length < ANSWER_LIMIT) {
      ring.push(remembered);
      return;
    }
    const oldest = ring[this.#next] as Remembered;
    this.#byRoute.get(oldest.route)?.delete(oldest.key);
    ring[this.#next] = remembered;
    this.#next = (this.#next + 1) % ANSWER_LIMIT;
  }
}
