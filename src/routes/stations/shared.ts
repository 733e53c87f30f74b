/**
 * What the stateful routes (the stations, the measurements, the triggers) share: their row of the
 * table around what the core answers through, their answer to a `GET` of a double that holds
 * nothing ({@link Route.answer}, which the core never asks of a stateful route), and the contract's
 * examples, made by a fixed sequence of requests on books of their own.
 * @internal
 */
import { type AnswerSchema, validatorOf } from '../../answer-schema/index.js';
import { errorAnswers, type WeatherErrorKind } from '../../service/error-answers.js';
import { readWeatherQuery } from '../../service/query.js';
import { ROUTE_PATHS, type RouteName } from '../../service/vocabulary.js';
import type { RoutePact } from '../pact-types.js';
import { validatedBody } from '../probes-shared.js';
import type {
  ContractExamples,
  Route,
  RouteProbe,
  RouteRequest,
  RouteResult,
  StatefulRoute,
  World,
} from '../route.js';
import { createMemoryStationBook } from '../station-book.js';
import type { ItemAt, StatefulContext, StationAnswer } from '../station-request.js';
import { createMemoryTriggerBook } from '../trigger-book.js';

/** The key, clock and seed of the contract's examples. @internal */
const EXAMPLE_KEY = 'KEY';
const EXAMPLE_NOW = Date.UTC(2024, 5, 1, 12);

/** A fixed error answer as the route problem of the same bytes (every GET error is one). */
function asResult(answer: StationAnswer): RouteResult {
  if (answer.status === 200) return { body: answer.body };
  const kind = (Object.keys(errorAnswers) as WeatherErrorKind[]).find(
    (name) => errorAnswers[name].status === answer.status && errorAnswers[name].body === answer.body,
  );
  if (kind === undefined) throw new Error(`No fixed error answer is ${answer.status} ${answer.body}.`);
  return { problem: kind };
}

/**
 * `Route.answer` of a stateful route: its answer to `GET` (never to another method) on a book that
 * holds nothing, now (a memory book never answers later).
 * @internal
 */
function emptyBookAnswer(stateful: StatefulRoute): (request: RouteRequest, world: World) => RouteResult {
  return ({ query }, world) => {
    const answered = stateful.answer(
      { method: 'GET', query, item: undefined, body: '', key: query.key ?? '', nowMs: EXAMPLE_NOW },
      emptyBooks(world),
    );
    if (answered instanceof Promise) throw new Error('A memory book answers at once.');
    return asResult(answered);
  };
}

/** Books that hold nothing yet (in memory), over `world`. @internal */
export function emptyBooks(world: World): StatefulContext {
  return { stations: createMemoryStationBook(0), triggers: createMemoryTriggerBook(0), world };
}

/** One request of the examples' sequence, answered now over `books`. */
export function exampleAnswer(
  answer: StatefulRoute['answer'],
  books: StatefulContext,
  request: { method: string; item?: ItemAt; body?: string; query?: string },
): StationAnswer {
  const answered = answer(
    {
      method: request.method,
      query: readWeatherQuery(`${request.query ?? ''}&appid=${EXAMPLE_KEY}`),
      item: request.item,
      body: request.body ?? '',
      key: EXAMPLE_KEY,
      nowMs: EXAMPLE_NOW,
    },
    books,
  );
  if (answered instanceof Promise) throw new Error('A memory book answers at once.');
  return answered;
}

/**
 * The examples of a stateful list: what a POST of `body` answers on books that held nothing, then
 * what the list's GET answers.
 * @internal
 */
export function madeAndListed(answer: StatefulRoute['answer'], examples: ContractExamples, body: string) {
  const books = emptyBooks(examples.world());
  const made = exampleAnswer(answer, books, { method: 'POST', body });
  return { made, listed: exampleAnswer(answer, books, { method: 'GET' }) };
}

/** The probe of a stateful list: a GET of the key's, its body valid by `schema` (`what` names it). @internal */
export function listProbe(name: string, schema: AnswerSchema, what: string): RouteProbe {
  const validate = validatorOf<unknown>(schema, what);
  return { name, query: '', expect: validatedBody((body) => validate(body), schema) };
}

/** The station of the service's page, as a POST body. @internal */
export const EXAMPLE_STATION =
  '{"external_id":"SF_TEST001","name":"San Francisco Test Station","latitude":37.76,"longitude":-122.43,"altitude":150}';

/** The measurement of the service's page, as a POST body for the station `id`. @internal */
export const exampleMeasurements = (id: string) =>
  `[{"station_id":"${id}","dt":1717243340,"temperature":18.7,"wind_speed":1.2,"wind_gust":3.4,"pressure":1021,"humidity":87,"rain_1h":2,"clouds":[{"condition":"NSC"}]}]`;

/**
 * The row of a stateful route: its path from the vocabulary, what the core answers through
 * (`stateful`), its answer to a `GET` of a double that holds nothing, and its one probe.
 * @internal
 */
export function statefulRow<N extends RouteName, P extends RoutePact = RoutePact>(
  name: N,
  row: Pick<Route<N>, 'summary' | 'stateful' | 'schemas' | 'contract'> & {
    readonly stateful: StatefulRoute;
    readonly probe: RouteProbe;
    /** Its pact interactions, their type kept (the pact sets' keys come from it). */
    readonly pact?: P;
  },
): Route<N, P> {
  const { probe, ...rest } = row;
  return {
    name,
    path: ROUTE_PATHS[name],
    ...rest,
    answer: emptyBookAnswer(row.stateful),
    probes: () => [probe],
  };
}
