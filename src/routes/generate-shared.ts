/**
 * What the routes' generator methods share: their context (clock, weather model and timeline,
 * places, population), the coordinates of the coordinate answers (One Call, air pollution), and
 * the checks of their options.
 */
import { assertKnownKeys, invalidOption } from '../errors.js';
import type { OneCallWorld } from '../model/one-call-world.js';
import type { Spot, WeatherModel } from '../model/weather-state.js';
import type { CityNear, ResolvedLocation } from '../places/locator.js';
import type { ParsedLocation } from '../places/query.js';
import type { Units } from '../service/vocabulary.js';
import { UNIT_SYSTEMS } from '../service/vocabulary.js';

/**
 * Coordinates of a One Call or air pollution request (the service takes coordinates only).
 *
 * @example
 * ```ts
 * const where: Coordinates = { lat: 51.5085, lon: -0.1257 };
 * ```
 */
export interface Coordinates {
  /** Latitude, degrees, -90 to 90. */
  lat: number;
  /** Longitude, degrees, -180 to 180. */
  lon: number;
}

/**
 * What the generator lends its routes' methods (a route's `generate`, see `Route.generate`): one
 * context per generator, on its clock, model and places.
 * @internal
 */
export interface AnswerContext {
  readonly seed: number;
  /** The generator's weather model (the forecasts are built over it). */
  readonly model: WeatherModel;
  /**
   * A parsed location resolved with the generator's places (remembered): the place and the
   * weather's spot. Throws `INVALID_ARGUMENT` naming the option (`zip`, `q`, `id`) when no place
   * has it.
   */
  resolve(
    parsed: ParsedLocation,
    given: { zip?: unknown },
  ): { readonly location: ResolvedLocation; readonly spot: Spot };
  /** The clock (validated), milliseconds, for an `at` option or the generator's `now()`. */
  clock(at: unknown): number;
  /** The weather timeline at coordinates (4 decimals). */
  world(lat: number, lon: number): OneCallWorld;
  /** The cities around a point (population, km) that make its air urban (`populationNear`). */
  populationNear(lat: number, lon: number): readonly CityNear[];
}

const UNITS: readonly Units[] = UNIT_SYSTEMS;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000 + 0;
const UNIX_MAX = 4_102_444_800;

/** Checked coordinates, rounded to 4 decimals (where the weather is). @internal */
export function coordinates(value: unknown): { lat: number; lon: number } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidOption('coordinates', 'an object { lat, lon } (degrees)', value);
  }
  assertKnownKeys(value, ['lat', 'lon'], '');
  const { lat, lon } = value as { lat?: unknown; lon?: unknown };
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90) {
    throw invalidOption('lat', 'a number from -90 to 90 (degrees)', lat);
  }
  if (typeof lon !== 'number' || !Number.isFinite(lon) || lon < -180 || lon > 180) {
    throw invalidOption('lon', 'a number from -180 to 180 (degrees)', lon);
  }
  return { lat: round4(lat), lon: round4(lon) };
}

/** A checked `units` option (`'standard'` when absent). @internal */
export function unitsOf(value: unknown): Units {
  const units = value ?? 'standard';
  if (!UNITS.includes(units as Units)) {
    throw invalidOption('units', `one of ${UNITS.map((u) => JSON.stringify(u)).join(', ')}`, value);
  }
  return units as Units;
}

/** A checked options object, with only the `allowed` keys. @internal */
export function objectOf(value: unknown, allowed: readonly string[]): Record<string, unknown> {
  const options = value ?? {};
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw invalidOption('options', `an object with any of ${allowed.join(', ')}`, value);
  }
  assertKnownKeys(options, allowed, '');
  return options as Record<string, unknown>;
}

/** A checked Unix time in seconds (0 to 4102444799). @internal */
export function unixSeconds(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= UNIX_MAX) {
    throw invalidOption(path, 'Unix seconds (an integer from 0 to 4102444799)', value);
  }
  return value;
}
