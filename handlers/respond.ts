import { HttpResponse } from 'msw';
import { errorAnswers, STATUS_TEXT } from '../src/endpoint/bodies.js';
import { unknownRouteHeaders, weatherHeaders } from '../src/endpoint/headers.js';
import type { EndpointAnswer } from '../src/endpoint/index.js';
import { OPERATION_PATHS, operationAtEnd } from '../src/endpoint/operations.js';
import { isTargetTooLong, queryOf, readWeatherQuery, type WeatherQuery } from '../src/endpoint/query.js';
import type { RecordedRequest, ScenarioName } from './requests.js';
import { maskedUrl } from './requests.js';
import { urlOf } from './route.js';

/** A fetch `Response` carrying an endpoint answer: status, exact body bytes, the headers in order. @internal */
export function toResponse(answer: EndpointAnswer): Response {
  return new Response(answer.body === '' ? null : answer.body, {
    status: answer.status,
    statusText: STATUS_TEXT[answer.status] ?? '',
    headers: answer.headers as [string, string][],
  });
}

/** What a handler produced: an endpoint answer, or no response at all (a network error). @internal */
export type Produced = EndpointAnswer | 'networkError';

/** Appends one answer to the request log. */
function logAnswer(
  record: (entry: RecordedRequest) => void,
  method: string,
  url: URL,
  scenario: ScenarioName | null,
  status: number,
  query: WeatherQuery,
): void {
  // Never the fragment: a client does not send it, and it could hold anything.
  const masked =
    url.search === '' ? `${url.origin}${url.pathname}` : `${url.origin}${url.pathname}?${query.maskedSearch}`;
  record({ method: method.toUpperCase(), url: masked, query: query.params, status, scenario });
}

/**
 * The answer to a request the double failed to answer: the service's 500, with a `[weather-double]`
 * console message saying what failed (the key masked). Never throws.
 */
function failureAnswer(
  method: string,
  url: URL | undefined,
  scenario: ScenarioName | null,
  record: (entry: RecordedRequest) => void,
  error: unknown,
): EndpointAnswer {
  const where = url ? maskedUrl(url) : '(unreadable URL)';
  const cause = error instanceof Error ? error.message.replace(/^\[weather-double\] /, '') : String(error);
  console.error(
    `[weather-double] The double failed to answer ${method} ${where}, so it answered 500 with the service's server-error body. Cause: ${cause}`,
  );
  // A target too long to read is not read here either (no X-Cache-Key of it).
  const tooLong = url !== undefined && isTargetTooLong(url);
  const { status, body } = errorAnswers.serverError;
  const search = url?.search ?? '';
  const query = url ? queryOf(url) : readWeatherQuery('');
  try {
    if (url) logAnswer(record, method, url, scenario, status, query);
  } catch {
    // The log is best effort here: the answer must go out whatever happened.
  }
  return {
    status,
    headers: tooLong
      ? unknownRouteHeaders()
      : weatherHeaders(
          search,
          OPERATION_PATHS[url ? (operationAtEnd(url.pathname) ?? 'weather') : 'weather'],
        ),
    body: method.toUpperCase() === 'HEAD' ? '' : body,
    outcome: 'serverError',
    query,
  };
}

/**
 * Runs one synchronous answer so that nothing throws: on any internal failure the answer is the
 * service's 500 and the console says what failed. The answer is appended to the request log.
 * @internal
 */
export function answerNow(
  method: string,
  url: URL,
  scenario: ScenarioName | null,
  record: (entry: RecordedRequest) => void,
  produce: () => EndpointAnswer,
): EndpointAnswer {
  try {
    const answer = produce();
    logAnswer(record, method, url, scenario, answer.status, answer.query);
    return answer;
  } catch (error) {
    return failureAnswer(method, url, scenario, record, error);
  }
}

/**
 * Runs one handler answer so that nothing throws out of a handler: on any internal failure the
 * request gets the service's 500 answer and the console gets a `[weather-double]` message saying
 * what failed. Every answer is appended to the request log.
 * @internal
 */
export async function answerSafely(
  request: Request,
  scenario: ScenarioName | null,
  record: (entry: RecordedRequest) => void,
  produce: () => Produced | Promise<Produced>,
): Promise<Response> {
  let url: URL | undefined;
  try {
    url = urlOf(request);
    const produced = await produce();
    if (produced === 'networkError') {
      logAnswer(record, request.method, url, scenario, 0, queryOf(url));
      return HttpResponse.error();
    }
    logAnswer(record, request.method, url, scenario, produced.status, produced.query);
    return toResponse(produced);
  } catch (error) {
    return toResponse(failureAnswer(request.method, url, scenario, record, error));
  }
}
