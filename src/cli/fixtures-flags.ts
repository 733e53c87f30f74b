import { WeatherDoubleError } from '../errors.js';
import type { FixturesOption } from '../fixtures/load.js';

/**
 * Reads `--fixtures DIR` and `--fixtures-missing double|error` (the latter only with the former)
 * as the `fixtures` option.
 */
export function fixturesFlags(
  dir: string | undefined,
  missing: string | undefined,
): FixturesOption | undefined {
  if (missing !== undefined && missing !== 'double' && missing !== 'error') {
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      `Invalid option --fixtures-missing: expected double (the double answers) or error (a 500), got ${JSON.stringify(missing)}.`,
      { path: '--fixtures-missing' },
    );
  }
  if (dir === undefined) {
    if (missing === undefined) return undefined;
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      'Invalid option --fixtures-missing: expected --fixtures DIR with it (the directory of pinned answers).',
      { path: '--fixtures-missing' },
    );
  }
  return missing === undefined ? dir : { dir, missing };
}
