/**
 * What the core decides for a request: an answer, or a fault (no answer at all, no answer ever, a
 * body cut off), each after a delay. The adapters (`handlers/`, `src/server/`) only carry it out.
 * @internal
 */
import type { Answer } from './answer.js';
import type { LoggedRequest, RequestOutcome } from './log.js';

/**
 * The outcome of one request, carried out by an adapter after `delay` milliseconds (an aborted or
 * closed request stops waiting and gets nothing):
 * - `answer`: the answer as it is;
 * - `cut`: the answer's status and headers with its full `Content-Length`, then only the first
 *   {@link cutLength} bytes of its body, then the connection ends (`malformed`);
 * - `networkError`: no response, the connection fails at once;
 * - `hang`: no response until the client gives up.
 * @internal
 */
export type Outcome = (
  | { readonly kind: 'answer' | 'cut'; readonly answer: Answer; readonly delay: number }
  | { readonly kind: 'networkError' | 'hang'; readonly delay: number }
) & {
  /**
   * The request's entry in the log, when it is logged: an adapter that cannot send the answer
   * (the client gave up during the delay, or the server closed) marks it undelivered.
   */
  readonly logged?: LoggedRequest;
};

/**
 * How many bytes of a cut-off body are sent: the first half (at least one byte when there is a
 * body), so a JSON reader always meets the end mid-value.
 * @internal
 */
function cutLength(size: number): number {
  return size === 0 ? 0 : Math.max(1, Math.floor(size / 2));
}

/** The bytes of a cut-off answer: all of its body's bytes, and the part that is sent. @internal */
export function cutBody(answer: Answer): { readonly full: Uint8Array; readonly sent: Uint8Array } {
  const full = typeof answer.body === 'string' ? new TextEncoder().encode(answer.body) : answer.body;
  return { full, sent: full.subarray(0, cutLength(full.length)) };
}

/** The status a request is logged with: `0` when no answer is sent. @internal */
export function statusOf(outcome: Outcome): number {
  return outcome.kind === 'answer' || outcome.kind === 'cut' ? outcome.answer.status : 0;
}

/** What the log says reached the client when an outcome is carried out in full. @internal */
export function requestOutcomeOf(outcome: Outcome): RequestOutcome {
  switch (outcome.kind) {
    case 'answer':
      return 'answered';
    case 'cut':
      return 'cutOff';
    default:
      return outcome.kind;
  }
}
