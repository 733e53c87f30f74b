import {
  type AnswerIssue,
  checkPartial,
  type PartialDialect,
  prototypeKeyIssue,
} from '../../answer-schema/index.js';
import { describeValue, WeatherDoubleError } from '../../errors.js';
import { apparentTemperature } from '../../model/apparent-temperature.js';
import { calendarDay, localSunDay, sunTimesOfDay } from '../../model/solar.js';
import { utcOffsetAt } from '../../model/time-zone.js';
import { temperatureIn } from '../../model/units.js';
import { typicalPrecipitation } from '../../model/weather-state.js';
import { conditionById, iconFor } from '../../service/conditions.js';
import type { RecordShape, Units } from '../../service/vocabulary.js';
import { currentWeatherRecordSchema, type SchemaNode, weatherRecordSchema } from './schema.js';
import type { CurrentWeatherRecord, WeatherRecord } from './types.js';
import { validateWeatherRecord } from './validate.js';

/**
 * Overrides for a record built with `unchecked: true`: any keys, any values, merged without
 * validation (`undefined` removes a field). For testing how a client copes with malformed answers.
 *
 * @example
 * ```ts
 * const broken = generator.record({ unchecked: true, overrides: { main: { temp: 'warm' }, name: undefined } });
 * ```
 */
export type UncheckedOverrides = { readonly [key: string]: unknown };

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** How the engine words the issues of an override's shape (`checkPartial`). */
const OVERRIDE_DIALECT: Readonly<PartialDialect> = {
  noun: 'the weather record',
  root: 'an object of record fields',
  items: 'condition overrides',
};

/** The `INVALID_OVERRIDE` error of an issue (`overrides` for the root). */
function overrideIssueError(issue: AnswerIssue): WeatherDoubleError {
  const path = issue.path || 'overrides';
  return new WeatherDoubleError('INVALID_OVERRIDE', `Invalid override at ${path}: ${issue.message}.`, {
    path,
  });
}

function overrideError(path: string, expected: string, got: string): WeatherDoubleError {
  return overrideIssueError({ path, message: `${expected}, got ${got}` });
}

function refuseForbidden(key: string, path: string): void {
  const issue = prototypeKeyIssue(key, path, OVERRIDE_DIALECT.noun);
  if (issue) throw overrideIssueError(issue);
}

/**
 * Checks the shape of checked overrides against the record's (or a part's) schema, by the schema
 * engine's `checkPartial`: plain objects where the record has objects, an array for `weather`, only
 * the record's own keys, no prototype-polluting keys. Leaf values are checked later, on the merged
 * record. Collects the overridden leaf paths.
 * @throws {WeatherDoubleError} `INVALID_OVERRIDE`: `Invalid override at <path>: <expected>, got <value>.`
 * @internal
 */
export function checkShape(value: unknown, node: SchemaNode, path: string, leaves: string[]): void {
  const issue = checkPartial(value, node, path, leaves, OVERRIDE_DIALECT);
  if (issue) throw overrideIssueError(issue);
}

/**
 * Refuses prototype-polluting keys anywhere in unchecked overrides, and cycles (an object that
 * contains itself cannot be serialized).
 */
function checkForbidden(value: unknown, path: string, open: Set<object> = new Set()): void {
  if (typeof value !== 'object' || value === null) return;
  if (open.has(value)) {
    throw overrideError(path, 'expected a tree of plain values', 'an object that contains itself');
  }
  open.add(value);
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      checkForbidden(item, `${path}[${index}]`, open);
    });
  } else {
    for (const key of Object.keys(value)) {
      refuseForbidden(key, path);
      checkForbidden((value as Plain)[key], join(path, key), open);
    }
  }
  open.delete(value);
}

/** Merges overrides into a copy of a generated object (`weather` arrays by condition). @internal */
export function mergeObject(base: unknown, override: Plain, unchecked: boolean): Plain {
  const out: Plain = isPlainObject(base) ? { ...base } : {};
  for (const key of Object.keys(override)) {
    const value = override[key];
    if (value === undefined) {
      if (unchecked) delete out[key];
      continue;
    }
    if (key === 'weather' && Array.isArray(value)) out[key] = mergeWeather(out[key], value, unchecked);
    else if (isPlainObject(value) && isPlainObject(out[key]))
      out[key] = mergeObject(out[key], value, unchecked);
    else out[key] = value;
  }
  return out;
}

/** Marks a descriptor whose icon the user gave, so derivation leaves it alone. */
const explicitIcon = new WeakSet<object>();

/** Whether a merged condition descriptor has an icon the user gave. @internal */
export const hasExplicitIcon = (descriptor: object): boolean => explicitIcon.has(descriptor);

function mergeWeather(base: unknown, overrides: readonly unknown[], unchecked: boolean): unknown[] {
  const generated = Array.isArray(base) ? base : [];
  const out: unknown[] = [];
  for (let index = 0; index < overrides.length; index += 1) {
    const item = overrides[index];
    const original = generated[index];
    if (item === undefined) {
      if (original === undefined && !unchecked) {
        throw overrideError(
          `weather[${index}]`,
          'expected a condition override with an id (the record has no condition here)',
          'nothing',
        );
      }
      out.push(isPlainObject(original) ? { ...original } : original);
      continue;
    }
    if (!isPlainObject(item)) {
      out.push(item);
      continue;
    }
    let merged: Plain;
    if (item.id !== undefined) {
      const condition = typeof item.id === 'number' ? conditionById(item.id) : undefined;
      const filled = condition
        ? {
            id: condition.id,
            main: condition.main,
            description: condition.description,
            icon: `${condition.icon}d`,
          }
        : isPlainObject(original)
          ? { ...original }
          : { main: 'Clear', description: 'clear sky', icon: '01d' };
      merged = mergeObject(filled, item, unchecked);
    } else if (isPlainObject(original)) {
      merged = mergeObject(original, item, unchecked);
    } else if (unchecked) {
      merged = mergeObject({}, item, unchecked);
    } else {
      throw overrideError(
        `weather[${index}].id`,
        'expected a code from the condition table (the record has no condition here to keep)',
        'nothing',
      );
    }
    if (item.icon !== undefined) explicitIcon.add(merged);
    out.push(merged);
  }
  return out;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Re-derives the fields that follow from overridden ones, unless those are overridden too. */
function derive(
  record: Plain,
  base: WeatherRecord | CurrentWeatherRecord,
  overrides: Plain,
  shape: RecordShape,
  units: Units,
): void {
  const main = overrides.main as Plain | undefined;
  const sys = overrides.sys as Plain | undefined;
  const coord = overrides.coord as Plain | undefined;
  const recordMain = record.main as Plain | undefined;
  // temp moved: keep the area's spread around it.
  if (isPlainObject(recordMain) && main && finite(main.temp)) {
    const delta = main.temp - base.main.temp;
    if (main.temp_min === undefined && finite(recordMain.temp_min))
      recordMain.temp_min = round2(base.main.temp_min + delta);
    if (main.temp_max === undefined && finite(recordMain.temp_max))
      recordMain.temp_max = round2(base.main.temp_max + delta);
  }
  if (shape === 'current') deriveCurrent(record, base as CurrentWeatherRecord, overrides, units);
  const recordSys = record.sys as Plain | undefined;
  const recordCoord = record.coord as Plain | undefined;
  // dt or coordinates moved: the time zone (current shape), sunrise and sunset of the new day and place.
  const moved = overrides.dt !== undefined || (coord && (coord.lat !== undefined || coord.lon !== undefined));
  const movedZone = shape === 'current' && overrides.timezone !== undefined;
  if ((moved || movedZone) && isPlainObject(recordSys) && isPlainObject(recordCoord)) {
    const { lat, lon } = recordCoord;
    if (
      finite(lat) &&
      finite(lon) &&
      Number.isInteger(record.dt) &&
      // `as number`: Number.isInteger just held (it does not narrow).
      (record.dt as number) >= 0 &&
      lat >= -90 &&
      lat <= 90 &&
      lon >= -180 &&
      lon <= 180
    ) {
      const dt = record.dt as number;
      let offset = 0;
      if (shape === 'current') {
        if (overrides.timezone === undefined) record.timezone = utcOffsetAt(lat, lon, dt);
        offset = finite(record.timezone) ? record.timezone : 0;
      }
      if (sys?.sunrise === undefined && sys?.sunset === undefined) {
        const day = shape === 'current' ? localSunDay(dt, offset, lon) : calendarDay(dt, 0);
        const sun = sunTimesOfDay(lat, lon, day);
        recordSys.sunrise = sun.sunrise;
        recordSys.sunset = sun.sunset;
      }
    }
  }
  // Icons follow dt against sunrise and sunset, unless given.
  if (Array.isArray(record.weather) && isPlainObject(recordSys)) {
    const { sunrise, sunset } = recordSys;
    for (const descriptor of record.weather) {
      if (!isPlainObject(descriptor) || explicitIcon.has(descriptor)) continue;
      const condition = typeof descriptor.id === 'number' ? conditionById(descriptor.id) : undefined;
      if (condition && finite(record.dt) && finite(sunrise) && finite(sunset)) {
        descriptor.icon = iconFor(condition, record.dt, sunrise, sunset);
      }
    }
  }
}

/**
 * The current shape's fields that follow from overridden ones: gusts stay the same factor above a
 * moved wind speed; `rain` and `snow` follow the conditions (added with a typical amount for the
 * condition, or dropped) unless given.
 */
function deriveCurrent(record: Plain, base: CurrentWeatherRecord, overrides: Plain, units: Units): void {
  const wind = overrides.wind as Plain | undefined;
  const main = overrides.main as Plain | undefined;
  const recordWind = record.wind as Plain | undefined;
  const recordMain = record.main as Plain | undefined;
  // temp, humidity or wind moved: the apparent temperature of the new values.
  const moved = main?.temp !== undefined || main?.humidity !== undefined || wind?.speed !== undefined;
  if (moved && main?.feels_like === undefined && isPlainObject(recordMain) && isPlainObject(recordWind)) {
    const { temp, humidity } = recordMain;
    const { speed } = recordWind;
    if (finite(temp) && finite(humidity) && finite(speed)) {
      recordMain.feels_like = apparentIn(temp, humidity, speed, units);
    }
  }
  if (isPlainObject(recordWind) && wind && finite(wind.speed) && wind.gust === undefined) {
    if (base.wind.gust !== undefined && base.wind.speed > 0) {
      recordWind.gust = round2(Math.max(wind.speed, (base.wind.gust / base.wind.speed) * wind.speed));
    } else if (finite(recordWind.gust) && recordWind.gust < wind.speed) {
      recordWind.gust = wind.speed;
    }
  }
  precipitationFollows(record, overrides, (amount) => ({ '1h': amount }));
}

/**
 * The apparent temperature (`feels_like`) of `temp`, `humidity` and the wind's `speed`, all in
 * `units`: what an override that moves one of them makes of it.
 * @internal
 */
export function apparentIn(temp: number, humidity: number, speed: number, units: Units): number {
  const kelvin =
    units === 'standard' ? temp : units === 'metric' ? temp + 273.15 : ((temp - 32) * 5) / 9 + 273.15;
  const metresPerSecond = units === 'imperial' ? speed / 2.23694 : speed;
  return temperatureIn(apparentTemperature(kelvin, humidity, metresPerSecond), units);
}

/**
 * When the overrides move the conditions (`weather`), `rain` and `snow` follow them unless given:
 * the conditions' typical amount (`written` makes the object: `{ '1h': mm }`), or none.
 * @returns the conditions' IDs, or `undefined` when the conditions did not move.
 * @internal
 */
export function precipitationFollows(
  target: Plain,
  overrides: Plain,
  written: (amount: number) => Plain,
): number[] | undefined {
  if (overrides.weather === undefined || !Array.isArray(target.weather)) return undefined;
  const ids = target.weather.flatMap((descriptor) =>
    isPlainObject(descriptor) && typeof descriptor.id === 'number' ? [descriptor.id] : [],
  );
  for (const kind of ['rain', 'snow'] as const) {
    if (overrides[kind] !== undefined) continue;
    const amount = typicalPrecipitation(ids, kind);
    if (amount === undefined) delete target[kind];
    else if (!isPlainObject(target[kind])) target[kind] = written(amount);
  }
  return ids;
}

/** The primary condition an override demands (to draw the rest of the weather to match it). @internal */
export function forcedPrimary(overrides: unknown): number | undefined {
  if (!isPlainObject(overrides) || !Array.isArray(overrides.weather)) return undefined;
  const first = overrides.weather[0];
  return isPlainObject(first) && typeof first.id === 'number' && conditionById(first.id)
    ? first.id
    : undefined;
}

/**
 * Checks overrides before any drawing: shape, known keys, no prototype pollution.
 * @returns the overridden leaf paths (checked mode), to point errors at what the user gave.
 * @internal
 */
export function checkOverrides(
  overrides: unknown,
  unchecked: boolean,
  shape: RecordShape = 'specification',
): string[] {
  const leaves: string[] = [];
  if (overrides === undefined) return leaves;
  if (unchecked) {
    if (!isPlainObject(overrides))
      throw overrideError('', 'expected an object of record fields', describeValue(overrides));
    checkForbidden(overrides, '');
  } else {
    checkShape(overrides, shape === 'current' ? currentWeatherRecordSchema : weatherRecordSchema, '', leaves);
  }
  return leaves;
}

/**
 * Applies overrides (already checked with `checkOverrides`) to a generated record, re-derives what
 * follows from them, and (unless `unchecked`) validates the result.
 * @throws {WeatherDoubleError} `INVALID_OVERRIDE`: `Invalid override at <path>: <expected>, got <value>.`
 * @internal
 */
export function applyOverrides<R extends WeatherRecord | CurrentWeatherRecord>(
  base: R,
  overrides: Plain,
  unchecked: boolean,
  leaves: readonly string[],
  shape: RecordShape = 'specification',
  units: Units = 'standard',
): R {
  const merged = mergeObject(base, overrides, unchecked);
  derive(merged, base, overrides, shape, units);
  // Unchecked: the record as forced, deliberately unvalidated (the caller's choice), typed as asked.
  if (unchecked) return merged as R;
  const result = validateWeatherRecord(merged, { shape });
  if (result.ok) return result.record as R;
  throw invalidResultError(result.issues, (path) => leaves.some((leaf) => isUnder(path, leaf)), 'record');
}

/** Whether an answer's `path` is the override leaf `leaf` or below it. @internal */
export const isUnder = (path: string, leaf: string): boolean =>
  path === leaf || path.startsWith(`${leaf}.`) || path.startsWith(`${leaf}[`);

/**
 * The error of overrides that make an invalid answer (`what` it is, for an issue without a
 * message): `INVALID_OVERRIDE` at the first issue on a path they touched, else at the first issue.
 * @internal
 */
export function invalidResultError(
  issues: readonly { readonly path: string; readonly message?: string }[],
  touched: (path: string) => boolean,
  what: string,
): WeatherDoubleError {
  const issue = issues.find((candidate) => touched(candidate.path)) ?? issues[0];
  const path = issue?.path ?? '';
  return new WeatherDoubleError(
    'INVALID_OVERRIDE',
    `Invalid override at ${path}: ${issue?.message ?? `invalid ${what}`}.`,
    {
      path,
    },
  );
}
