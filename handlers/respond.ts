import { HttpResponse } from 'msw';
import { errorAnswers, STATUS_TEXT } from '../src/endpoint/bodies.js';
import { unknownRouteHeaders, weatherHeaders } from '../src/endpoint/headers.js';
import type { EndpointAnswer } from '../src/endpoint/index.js';
import { OPERATION_PATHS, operationAtEnd } from '../src/endpoint/operations.js';
import { isTargetTooLong, queryOf, readWeatherQuery, type WeatherQuery } from '../src/endpoint/query.js';
import type { FaultName } from '../src/faults/index.js';
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

/**
 * What a handler produced: an endpoint answer; no response at all (`'networkError'`); no response
 * until the client gives up (`'hang'`); or an answer whose body is cut off mid-way (`malformed`).
 * @internal
 */
export type Produced = EndpointAnswer | 'networkError' | 'hang' | MalformedAnswer;

/** An answer whose body is cut off after half its bytes (see {@link cutLength}). @internal */
export interface MalformedAnswer {
  readonly malformed: EndpointAnswer;
}

/**
 * What answers a request once the double's quota, faults and latency have been applied: the
 * produced answer, the fault that replaced the double's answer (or `null`), and the delay before it.
 * @internal
 */
export interface Applied {
  readonly produced: Produced;
  readonly fault: FaultName | null;
  readonly latency: number;
}

/** Whether a produce step returned an {@link Applied} rather than a bare {@link Produced}. */
function isApplied(value: Produced | Applied): value is Applied {
  return typeof value === 'object' && 'produced' in value;
}

/** The status a produced answer is logged with: `0` when no answer is sent. @internal */
export function statusOf(produced: Produced): number {
  if (produced === 'networkError' || produced === 'hang') return 0;
  return 'malformed' in produced ? produced.malformed.status : produced.status;
}

/** The query a produced answer was read with, or the URL's query when no answer is sent. */
function queryOfProduced(produced: Produced, url: URL): WeatherQuery {
  if (produced === 'networkError' || produced === 'hang') return queryOf(url);
  return 'malformed' in produced ? produced.malformed.query : produced.query;
}

/**
 * How many bytes of a malformed answer's body are sent: the first half (at least one byte when
 * there is a body), so a JSON reader always meets the end mid-value.
 * @internal
 */
export function cutLength(size: number): number {
  return size === 0 ? 0 : Math.max(1, Math.floor(size / 2));
}

/**
 * Resolves after one macrotask, through a `MessageChannel` (in Node and browsers alike, and not
 * held back by fake timers, which replace `setTimeout` and `setImmediate`).
 */
function nextMacrotask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/**
 * A fetch `Response` for a malformed answer: the status and headers of the answer with the full
 * `Content-Length`, and a body stream that gives the first half of the bytes then fails with
 * `TypeError: terminated`, as a connection dropped mid-body does under fetch.
 */
function malformedResponse(answer: EndpointAnswer): Response {
  const bytes = new TextEncoder().encode(answer.body);
  const cut = bytes.subarray(0, cutLength(bytes.length));
  // The error comes on the read after the bytes: `error()` in the same call would discard them.
  let sent = cut.length === 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent) {
        // One macrotask later: msw 3 (@mswjs/interceptors 0.45) writes the response to the client's
        // socket and destroys it when the body fails, and the client reads the socket's data on a
        // later tick; an error at once would reach it before the status and headers, and fetch
        // would reject instead of giving a 200 whose body fails. msw 2 passes the error through.
        await nextMacrotask();
        controller.error(new TypeError('terminated', { cause: new Error('other side closed') }));
        return;
      }
      sent = true;
      controller.enqueue(cut);
    },
  });
  return new Response(answer.body === '' ? null : body, {
    status: answer.status,
    statusText: STATUS_TEXT[answer.status] ?? '',
    headers: [...(answer.headers as [string, string][]), ['Content-Length', String(bytes.length)]],
  });
}

/** Resolves when the signal aborts: a hung request ends only when its client gives up. */
function aborted(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal === undefined) return;
    if (signal.aborted) return resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/** Waits `ms` milliseconds, or less if the request is aborted first. @internal */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Appends one answer to the request log. */
function logAnswer(
  record: (entry: RecordedRequest) => void,
  method: string,
  url: URL,
  scenario: ScenarioName | null,
  status: number,
  query: WeatherQuery,
  fault: FaultName | null = null,
  latency = 0,
): void {
  // Never the fragment: a client does not send it, and it could hold anything.
  const masked =
    url.search === '' ? `${url.origin}${url.pathname}` : `${url.origin}${url.pathname}?${query.maskedSearch}`;
  record({
    method: method.toUpperCase(),
    url: masked,
    query: query.params,
    status,
    scenario,
    fault,
    latency,
  });
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
  produce: () => EndpointAnswer | Applied,
): EndpointAnswer | Applied {
  try {
    const result = produce();
    if (isApplied(result)) {
      const { produced, fault, latency } = result;
      logAnswer(
        record,
        method,
        url,
        scenario,
        statusOf(produced),
        queryOfProduced(produced, url),
        fault,
        latency,
      );
      return result;
    }
    logAnswer(record, method, url, scenario, result.status, result.query);
    return result;
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
  produce: () => Produced | Applied | Promise<Produced | Applied>,
): Promise<Response> {
  let url: URL | undefined;
  try {
    url = urlOf(request);
    const result = await produce();
    const { produced, fault, latency } = isApplied(result)
      ? result
      : { produced: result, fault: null, latency: 0 };
    logAnswer(
      record,
      request.method,
      url,
      scenario,
      statusOf(produced),
      queryOfProduced(produced, url),
      fault,
      latency,
    );
    if (latency > 0) {
      await sleep(latency, request.signal);
      // The client gave up while the answer was late: nothing is sent.
      if (request.signal?.aborted) return HttpResponse.error();
    }
    if (produced === 'networkError') return HttpResponse.error();
    if (produced === 'hang') {
      await aborted(request.signal);
      return HttpResponse.error();
    }
    if ('malformed' in produced) return malformedResponse(produced.malformed);
    return toResponse(produced);
  } catch (error) {
    return toResponse(failureAnswer(request.method, url, scenario, record, error));
  }
}
