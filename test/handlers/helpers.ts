import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { failOnUnhandled } from '../support/msw.js';

/** The clock every handler test uses: 2024-06-01 18:00 UTC (daytime in Mountain View). */
export const NOW = Date.UTC(2024, 5, 1, 18, 0, 0);

export const SERVICE = 'https://api.openweathermap.org/data/2.5/weather';

/** The service's exact error bodies (reference/service-behaviour.md). */
export const BODY = {
  401: '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}',
  400: '{"cod":"400","message":"Nothing to geocode"}',
  404: '{"cod":"404","message":"city not found"}',
  429: '{"cod":429, "message": "Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price"}',
  500: '{"cod":"500","message":"Internal error: 500001"}',
} as const;

/**
 * The headers a fetch client sees. A fetch `Headers` object always iterates in sorted lower-case
 * order, so the wire order cannot be observed through MSW; the endpoint-model and server tests check it.
 */
export function expectedHeaders(cacheKey: string): [string, string][] {
  return [
    ['access-control-allow-credentials', 'true'],
    ['access-control-allow-methods', 'GET, POST'],
    ['access-control-allow-origin', '*'],
    ['content-type', 'application/json; charset=utf-8'],
    ['server', 'openresty'],
    ['x-cache-key', cacheKey],
  ];
}

/**
 * An MSW server for one test file: unhandled requests are errors, and after each test the handlers
 * are back to `handlers` (also when a test replaced them with `server.resetHandlers(...others)`).
 */
export function useMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen(failOnUnhandled));
  afterEach(() => server.resetHandlers(...handlers));
  afterAll(() => server.close());
  return server;
}

/** Everything a test checks of an answer: status, exact body bytes, headers as fetch exposes them. */
export async function answerOf(response: Response) {
  return { status: response.status, body: await response.text(), headers: [...response.headers] };
}

export function weatherUrl(query: string, base = SERVICE): string {
  return `${base}?${query}`;
}
