import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_TARGET_LENGTH, maskKeyInSearch } from '../service/query.js';

/**
 * One request the server answered (or closed without answering), as it reports it to the
 * `onAnswer` option of `startWeatherServer`, whatever the path: the weather path, any other route,
 * an unknown path (404) or a request Node could not read (400, 408, 414, 431).
 *
 * @example
 * ```ts
 * const answered: AnsweredRequest = {
 *   method: 'GET',
 *   target: '/data/2.5/weather?zip=94040&appid=***',
 *   status: 200,
 *   durationMs: 0.4,
 * };
 * ```
 */
export interface AnsweredRequest {
  /**
   * The method as sent (`'GET'`). For a request Node could not read, the one its bytes show, or
   * `''` when they do not show its start (see the README's "The standalone server").
   */
  readonly method: string;
  /**
   * The request target as sent, path and query, with the key masked:
   * `'/data/2.5/weather?zip=94040&appid=***'`. A target over 8192 characters shows the first 256 of
   * its path and of its query, each followed by `…`. `''` when unknown, as `method`.
   */
  readonly target: string;
  /**
   * The status answered; `0` when the connection closed without an answer (a `networkError()`
   * scenario, or a client that hung up first).
   */
  readonly status: number;
  /**
   * Milliseconds from the request's headers being read to its answer being written; `undefined`
   * for a request Node could not read (when it started is unknown).
   */
  readonly durationMs: number | undefined;
}

/** How much of a long path or query a logged target shows, as the request log does. */
const SHOWN_LENGTH = 256;

/**
 * A request target (`'/path?query'`, or absolute-form) as it may be logged: the key masked as in the
 * request log; a target over 8192 characters (or one read only in part, `complete` false) shortened.
 * @internal
 */
export function maskedTarget(target: string, complete = true): string {
  const mark = target.indexOf('?');
  const path = mark === -1 ? target : target.slice(0, mark);
  const search = mark === -1 ? undefined : target.slice(mark + 1);
  if (complete && target.length <= MAX_TARGET_LENGTH) {
    return search === undefined ? path : `${path}?${maskKeyInSearch(search)}`;
  }
  const shownPath = path.length > SHOWN_LENGTH ? `${path.slice(0, SHOWN_LENGTH)}…` : path;
  if (search === undefined) return shownPath;
  const shownSearch =
    search.length > SHOWN_LENGTH
      ? `${maskKeyInSearch(search.slice(0, SHOWN_LENGTH))}…`
      : maskKeyInSearch(search);
  return `${shownPath}?${shownSearch}`;
}

/**
 * Reports the answer to `req` to `onAnswer` once the response is done: when it has been written
 * (status and time then), or when the connection closed without it (status 0). Only set up when
 * the server was given `onAnswer`, so a server without it does no such work.
 * @internal
 */
export function reportAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  onAnswer: (answered: AnsweredRequest) => void,
): void {
  const started = performance.now();
  let finished: number | undefined;
  res.once('finish', () => {
    finished = performance.now();
  });
  res.once('close', () => {
    const written = finished !== undefined;
    callSafely(onAnswer, {
      method: req.method ?? '',
      target: maskedTarget(req.url ?? ''),
      status: written ? res.statusCode : 0,
      durationMs: (finished ?? performance.now()) - started,
    });
  });
}

/** Calls `onAnswer`; what it throws is printed, never thrown into the server. @internal */
export function callSafely(onAnswer: (answered: AnsweredRequest) => void, answered: AnsweredRequest): void {
  try {
    onAnswer(answered);
  } catch (error) {
    console.error(
      `[weather-double] The onAnswer option threw on ${answered.method || '-'} ${answered.target || '-'}; the server goes on. Cause: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
