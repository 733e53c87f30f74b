/**
 * Carries out an outcome of the core on a Playwright route: `fulfill` with the answer, `abort` for
 * a network error, nothing for a hang, half the body for a cut-off answer, each after its delay.
 * @internal
 */
import type { Answer, Outcome } from '../src/core/internal.js';
import { cutBody } from '../src/core/internal.js';

/**
 * The part of a Playwright `Route` the double uses (typed structurally: any Playwright's `Route`
 * fits).
 *
 * @example
 * ```ts
 * await page.route('**', (route: PlaywrightRoute) => route.abort('failed'));
 * ```
 */
export interface PlaywrightRoute {
  request(): { url(): string; method(): string };
  fulfill(response: {
    status: number;
    headers: Record<string, string>;
    body: string | Buffer;
  }): Promise<void>;
  abort(errorCode?: string): Promise<void>;
}

/** An answer's headers as Playwright takes them: one value a name (repeated names joined). */
function headersOf(answer: Answer): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of answer.headers) {
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}

/** Carries out an outcome on a route; resolves when it is sent (at once for a hang). @internal */
export async function carryOut(route: PlaywrightRoute, outcome: Outcome): Promise<void> {
  if (outcome.delay > 0) await new Promise((resolve) => setTimeout(resolve, outcome.delay));
  try {
    switch (outcome.kind) {
      case 'networkError':
        await route.abort('failed');
        return;
      case 'hang':
        // Never answered: the page's own timeout or abort ends the request.
        return;
      case 'cut': {
        // Playwright sends the body as complete (its own Content-Length): the page reads half a record.
        const { sent } = cutBody(outcome.answer);
        await route.fulfill({
          status: outcome.answer.status,
          headers: headersOf(outcome.answer),
          body: Buffer.from(sent),
        });
        return;
      }
      case 'answer':
        await route.fulfill({
          status: outcome.answer.status,
          headers: headersOf(outcome.answer),
          body:
            typeof outcome.answer.body === 'string' ? outcome.answer.body : Buffer.from(outcome.answer.body),
        });
    }
  } catch {
    // The page closed, or the request was handled elsewhere, before the answer was sent.
    outcome.logged?.undelivered('aborted');
  }
}
