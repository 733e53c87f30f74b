/**
 * The fixtures step of the core: a request with a pinned real answer gets it, before the double's
 * own world; without one, the double answers or (`missing: 'error'`) the request fails.
 * @internal
 */
import { WeatherDoubleError } from '../errors.js';
import { loadPinnedAnswers } from '../fixtures/load.js';
import { maskKeyInSearch } from '../service/query.js';
import type { Answer, ReadRequest } from './answer.js';

/**
 * Headers of a pinned answer that the adapters write themselves (the framing of the connection, and
 * the date of the answer): left out when it is served.
 */
const WRITTEN_BY_ADAPTERS: ReadonlySet<string> = new Set([
  'date',
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/** What the fixtures step answers a request: a pinned answer, or `undefined` (the double answers). @internal */
export type PinnedStep = (read: ReadRequest) => Answer | undefined;

/** The fixtures step of a double's `fixtures` option; `undefined` without it. @internal */
export function pinnedStep(option: unknown): PinnedStep | undefined {
  const pinned = loadPinnedAnswers(option);
  if (pinned === undefined) return undefined;
  return (read) => {
    const found = pinned.find(read.method, read.pathname, read.query.search);
    if (found === undefined) {
      if (pinned.missing === 'double') return undefined;
      throw new WeatherDoubleError(
        'FIXTURE_MISSING',
        `No pinned answer for ${read.method} ${read.route.path}?${maskKeyInSearch(read.query.search)} in ${pinned.dir}: record it with \`weather-double record --out ${pinned.dir}\`, or set fixtures: { dir, missing: 'double' } to let the double answer.`,
        { path: 'fixtures' },
      );
    }
    const { status, headers, body } = found.response;
    return {
      status,
      headers: headers.filter(([name]) => !WRITTEN_BY_ADAPTERS.has(name.toLowerCase())),
      body: read.method === 'HEAD' ? '' : body,
      outcome: status === 401 ? 'unauthorized' : status < 400 ? 'ok' : 'serverError',
      query: read.query,
    };
  };
}
