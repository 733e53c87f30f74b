/**
 * What the two stateful routes share: their answer to a `GET` of a double that holds no stations
 * ({@link Route.answer}, which the core never asks of a stateful route), and the contract's
 * examples, made by a fixed sequence of requests on a book of their own.
 * @internal
 */
import { errorAnswers, type WeatherErrorKind } from '../../service/error-answers.js';
import { readWeatherQuery } from '../../service/query.js';
import type { RouteRequest, RouteResult, StatefulRoute, World } from '../route.js';
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
export function emptyBookAnswer(
  stateful: StatefulRoute,
): (request: RouteRequest, world: World) => RouteResult {
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

/** The station of the service's page, as a POST body. @internal */
export const EXAMPLE_STATION =
  '{"external_id":"SF_TEST001","name":"San Francisco Test Station","latitude":37.76,"longitude":-122.43,"altitude":150}';

/** The measurement of the service's page, as a POST body for the station `id`. @internal */
export const exampleMeasurements = (id: string) =>
  `[{"station_id":"${id}","dt":1717243340,"temperature":18.7,"wind_speed":1.2,"wind_gust":3.4,"pressure":1021,"humidity":87,"rain_1h":2,"clouds":[{"condition":"NSC"}]}]`;
