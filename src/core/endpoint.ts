import type { Answer } from './answer.js';
import { createCore } from './core.js';
import type { WeatherDoubleOptions } from './options.js';

/** The endpoint model: request → the service's answer, without faults (for tests). @internal */
export interface WeatherEndpoint {
  /** The double's answer to a request (method, absolute URL) on any origin. */
  respond(request: { readonly method: string; readonly url: string | URL }): Answer;
}

/**
 * The double's answers as a pure function of a request, on any origin: a core with `baseUrl: '*'`
 * and no quota, faults or latency (they are refused here).
 * @internal
 */
export function createWeatherEndpoint(
  options: Omit<WeatherDoubleOptions, 'baseUrl' | 'quota' | 'faults' | 'latency' | 'store'> = {},
): WeatherEndpoint {
  const core = createCore({ ...options, baseUrl: '*' });
  return {
    respond({ method, url }) {
      const outcome = core.answer(method, typeof url === 'string' ? new URL(url) : url);
      if (outcome.kind !== 'answer') throw new Error(`[weather-double] Unexpected outcome ${outcome.kind}.`);
      return outcome.answer;
    },
  };
}
