import { HttpResponse } from 'msw';
import { errorAnswers } from '../src/endpoint/bodies.js';
import { weatherHeaders } from '../src/endpoint/headers.js';
import type { EndpointAnswer } from '../src/endpoint/index.js';
import { readWeatherQuery } from '../src/endpoint/query.js';
import type { RecordedRequest, ScenarioName } from './requests.js';
import { maskedUrl } from './requests.js';

/** The reason phrases the service sends with its statuses. */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

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

/**
 * Runs one answer so that nothing throws out of a handler: on any internal failure the request gets
 * the service's 500 answer and the console gets a `[weather-double]` message saying what failed.
 * Every answer is appended to the request log.
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
    url = new URL(request.url);
    const produced = await produce();
    if (produced === 'networkError') {
      record({
        method: request.method.toUpperCase(),
        url: maskedUrl(url),
        query: readWeatherQuery(url.search).params,
        status: 0,
        scenario,
      });
      return HttpResponse.error();
    }
    record({
      method: request.method.toUpperCase(),
      url: maskedUrl(url),
      query: produced.query.params,
      status: produced.status,
      scenario,
    });
    return toResponse(produced);
  } catch (error) {
    const where = url ? maskedUrl(url) : '(unreadable URL)';
    const cause = error instanceof Error ? error.message.replace(/^\[weather-double\] /, '') : String(error);
    console.error(
      `[weather-double] The double failed to answer ${request.method} ${where}, so it answered 500 with the service's server-error body. Cause: ${cause}`,
    );
    const { status, body } = errorAnswers.serverError;
    try {
      if (url)
        record({
          method: request.method.toUpperCase(),
          url: maskedUrl(url),
          query: readWeatherQuery(url.search).params,
          status,
          scenario,
        });
    } catch {
      // The log is best effort here: the answer below must go out whatever happened.
    }
    return new Response(request.method.toUpperCase() === 'HEAD' ? null : body, {
      status,
      statusText: STATUS_TEXT[status] ?? '',
      headers: weatherHeaders(url?.search ?? '') as [string, string][],
    });
  }
}
