/**
 * The core's part of a stateful route (Weather Stations 3.0, the Weather Triggers API): the checks
 * every route makes first, with the methods of the route's path or item, then the route's answer
 * over the double's books and world, as an {@link Answer} with the stations' headers. Transport-free.
 * @internal
 */
import { hashString } from '../draws/hash.js';
import type { Route, World } from '../routes/route.js';
import { after, createMemoryStationBook, type Later } from '../routes/station-book.js';
import type { StatefulContext, StationAnswer } from '../routes/station-request.js';
import { itemAt } from '../routes/table.js';
import { createMemoryTriggerBook } from '../routes/trigger-book.js';
import { errorAnswers, type WeatherErrorKind } from '../service/error-answers.js';
import { stationHeaders, withContentType } from '../service/headers.js';
import {
  type Answer,
  type AnswerOutcome,
  answerBeforeRoute,
  type ReadRequest,
  readRequest,
} from './answer.js';
import type { WeatherStore } from './faults/store.js';
import type { KeyRules } from './options.js';

/** A stateful request, read and checked: the answer given before the route, or how to get the route's. @internal */
export interface StatefulCheck {
  readonly read: ReadRequest;
  /** The 414, preflight, 405, 404 or 401 given before the route; `undefined` when it passed. */
  readonly early: Answer | undefined;
  /** The route's answer (it may change the book: call it once, and only to answer). */
  run(): Later<Answer>;
}

/**
 * What the stateful routes of a double answer over: its books of stations and triggers (the
 * store's when it keeps them, else in memory: one of each a double) and its world.
 * @internal
 */
export function statefulContextOf(
  store: WeatherStore | undefined,
  seed: number,
  world: World,
): StatefulContext {
  const [stations, triggers] = [hashString(`stations:${seed}`), hashString(`triggers:${seed}`)];
  return {
    stations: store?.stationBook?.(stations) ?? createMemoryStationBook(stations),
    triggers: store?.triggerBook?.(triggers) ?? createMemoryTriggerBook(triggers),
    world,
  };
}

/** Express's type of a body sent as a string: the triggers' refusals in text. */
const TEXT_TYPE = 'text/html; charset=utf-8';

/** The headers of a stateful route's answer: the stations' (no `Content-Type` on a 204), its type. */
function headersOf(allowMethods: string, answered: StationAnswer) {
  const headers = stationHeaders(allowMethods, answered.body !== '');
  return answered.contentType === 'text' ? withContentType(headers, TEXT_TYPE) : headers;
}

/** What decided a stateful answer: `ok`, one of the fixed errors, or another refusal (its body says why). */
function outcomeOf(status: number, body: string): AnswerOutcome {
  if (status < 300) return 'ok';
  for (const [kind, answer] of Object.entries(errorAnswers)) {
    if (answer.status === status && answer.body === body) return kind as WeatherErrorKind;
  }
  return 'statefulRefused';
}

/**
 * Reads and checks a request on a stateful route (`route.stateful` is set): its item, its methods
 * (405 for another of the service's methods, as on every route), the key; then {@link StatefulCheck.run}
 * answers it over the context's books at the clock's time.
 * @internal
 */
export function checkStateful(
  method: string,
  url: URL,
  route: Route,
  body: string,
  context: { readonly keys: KeyRules; readonly now: () => number; readonly over: StatefulContext },
): StatefulCheck {
  const stateful = route.stateful;
  if (stateful === undefined) throw new Error(`The route ${route.name} keeps no state.`);
  const plain = readRequest(method, url, route);
  const read: ReadRequest = plain.tooLong
    ? plain
    : { ...plain, headers: stationHeaders(stateful.allowMethods, true) };
  const item = plain.tooLong ? undefined : itemAt(route, url.pathname);
  const allowed = item === undefined ? stateful.methods : item.item.methods;
  const early = answerBeforeRoute(read, context.keys, allowed);
  return {
    read,
    early,
    run() {
      if (early !== undefined) return early;
      const key = read.query.key as string;
      const asked = {
        method: read.method === 'HEAD' ? 'GET' : read.method,
        query: read.query,
        item,
        body,
        key,
        nowMs: context.now(),
      };
      return after(stateful.answer(asked, context.over), (answered) => ({
        status: answered.status,
        headers: headersOf(stateful.allowMethods, answered),
        body: read.method === 'HEAD' ? '' : answered.body,
        outcome: outcomeOf(answered.status, answered.body),
        query: read.query,
      }));
    },
  };
}
