/**
 * A request's own scenario, without the control plane: named by its `X-Weather-Double-Scenario`
 * header, or by its API key (`keyScenarios`, `serve --key KEY=scenario`). Parallel tests sharing one
 * server each get their own answers this way.
 * @internal
 */
import type { IncomingMessage } from 'node:http';
import type { WeatherScenarios } from '../../core/index.js';
import { headerScenario, makeScenario, readScenarioText, SCENARIO_HEADER } from '../../core/scenario-spec.js';
import { invalidOption } from '../../errors.js';

/**
 * Reads the `keyScenarios` option: each API key's scenario, made once.
 * @throws {WeatherDoubleError} `INVALID_OPTION` naming `keyScenarios.KEY`.
 * @internal
 */
export function readKeyScenarios<H>(value: unknown, scenarios: WeatherScenarios<H>): ReadonlyMap<string, H> {
  const keys = new Map<string, H>();
  if (value === undefined) return keys;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidOption(
      'keyScenarios',
      'an object of API key to scenario, e.g. { "slow-key": "delayed;ms=500" }',
      value,
    );
  }
  for (const [key, text] of Object.entries(value)) {
    const where = `keyScenarios.${key}`;
    if (typeof text !== 'string')
      throw invalidOption(where, 'a scenario, e.g. "rateLimited" or "delayed;ms=500"', text);
    keys.set(key, makeScenario(scenarios, readScenarioText(text, where), where));
  }
  return keys;
}

/**
 * The scenario a request names for itself: its header's, else its key's; `undefined` for none.
 * @throws {WeatherDoubleError} `INVALID_OPTION` (path `headers.x-weather-double-scenario…`) for a
 *   header that names no scenario.
 * @internal
 */
export function ownScenario<H>(
  req: IncomingMessage,
  url: URL,
  scenarios: WeatherScenarios<H>,
  keys: ReadonlyMap<string, H>,
): H | undefined {
  const header = req.headers[SCENARIO_HEADER];
  if (typeof header === 'string') return headerScenario(scenarios, header);
  if (keys.size === 0) return undefined;
  const key = url.searchParams.get('appid') ?? url.searchParams.get('APPID');
  return key === null ? undefined : keys.get(key);
}
