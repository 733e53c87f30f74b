import type { Answer, Core, Outcome } from '../src/core/internal.js';
import { cutBody } from '../src/core/internal.js';
import { STATUS_TEXT } from '../src/service/error-answers.js';

/** A fetch `Response` carrying an answer: status, exact body bytes, the headers in order. @internal */
function toResponse(answer: Answer): Response {
  const { body } = answer;
  // Bytes are copied into a buffer of their own: `BodyInit` takes no view of a shared buffer.
  return new Response(body === '' ? null : typeof body === 'string' ? body : new Uint8Array(body), {
    status: answer.status,
    statusText: STATUS_TEXT[answer.status] ?? '',
    headers: answer.headers as [string, string][],
  });
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
 * A fetch `Response` for a cut-off answer: the status and headers of the answer with the full
 * `Content-Length`, and a body stream that gives the first bytes then fails with
 * `TypeError: terminated`, as a connection dropped mid-body does under fetch.
 */
function cutResponse(answer: Answer): Response {
  const { full, sent: cut } = cutBody(answer);
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
    headers: [...(answer.headers as [string, string][]), ['Content-Length', String(full.length)]],
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
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
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

/**
 * Carries out an outcome of the core as MSW expects it: after its delay (an aborted request gets a
 * network error then), the answer as a `Response`, `Response.error()` for a network error, nothing
 * until the client gives up for a hang, a body that fails half-way for a cut-off answer.
 * @internal
 */
async function toMswResponse(outcome: Outcome, request: Request): Promise<Response> {
  if (outcome.delay > 0) {
    await sleep(outcome.delay, request.signal);
    // The client gave up while the answer was late: nothing is sent, and the log says so.
    if (request.signal?.aborted) {
      outcome.logged?.undelivered('aborted');
      return Response.error();
    }
  }
  switch (outcome.kind) {
    case 'networkError':
      return Response.error();
    case 'hang':
      await aborted(request.signal);
      return Response.error();
    case 'cut':
      return cutResponse(outcome.answer);
    case 'answer':
      return toResponse(outcome.answer);
  }
}

/**
 * Answers one intercepted request so that nothing throws out of a handler: on any failure the
 * request gets the service's 500 and the console a `[weather-double]` message (through the core).
 * @internal
 */
export async function respondSafely(
  core: Core,
  request: Request,
  url: URL | undefined,
  scenario: Parameters<Core['fail']>[2],
  produce: () => Outcome | Promise<Outcome>,
): Promise<Response> {
  try {
    const outcome = produce();
    return await toMswResponse(outcome instanceof Promise ? await outcome : outcome, request);
  } catch (error) {
    return toResponse(core.fail(request.method, url, scenario, error));
  }
}
