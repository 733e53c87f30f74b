import { describeValue, WeatherDoubleError } from '../../errors.js';
import type { WeatherModel } from '../../model/weather-state.js';
import { conditionById, isRaining, isSnowing } from '../../service/conditions.js';
import type { DeepPartial } from '../../service/deep-partial.js';
import type { Units } from '../../service/vocabulary.js';
import {
  apparentIn,
  checkShape,
  forcedPrimary,
  hasExplicitIcon,
  invalidResultError,
  isUnder,
  mergeObject,
  precipitationFollows,
} from '../weather/overrides.js';
import type { SchemaNode } from '../weather/schema.js';
import { forecastSchema } from './schema.js';
import { bounds, buildSlots, round2, type SlotRequest, THREE_HOURS } from './slots.js';
import type { Forecast, ForecastCity, ForecastItem } from './types.js';
import { dtText, validateForecast } from './validate.js';

// The forecast of the generator (`generator.forecast`) and of the forecast route with a scenario's
// overrides: the 3-hour slots of `slots.ts`, overridden, re-derived and checked.

/**
 * Overrides of a forecast, in the requested `units`: the city, every slot, or single slots (by
 * index). A slot's override is `every` merged with `list[i]`. A condition given for a slot redraws
 * the slot's weather around it (cloud, humidity, visibility, wind, temperature in its ranges);
 * fields that follow from an overridden one are re-derived unless overridden too (icons follow
 * `sys.pod`, `rain`/`snow` follow the conditions, `temp_min`/`temp_max` follow `temp` and
 * `temp_kf`, `feels_like` follows temperature, humidity and wind, `dt_txt` follows `dt`). The result
 * must still be a forecast the service could send, else `INVALID_OVERRIDE` naming the path.
 *
 * @example
 * ```ts
 * const overrides: ForecastOverrides = {
 *   city: { name: 'Springfield' },
 *   every: { main: { humidity: 80 } },
 *   list: [{ weather: [{ id: 501 }] }, undefined, { weather: [{ id: 211 }] }],
 * };
 * ```
 */
export interface ForecastOverrides {
  /** Fields of `city`. @default undefined */
  city?: DeepPartial<ForecastCity> | undefined;
  /** Fields forced in every slot. @default undefined */
  every?: DeepPartial<ForecastItem> | undefined;
  /** Fields forced in slot `i` (`list[i]`); `undefined` entries leave a slot as generated. @default undefined */
  list?: readonly (DeepPartial<ForecastItem> | undefined)[] | undefined;
}

const OVERRIDE_KEYS = ['city', 'every', 'list'] as const;
const itemNode = forecastSchema.properties?.list?.items as SchemaNode;
const cityNode = forecastSchema.properties?.city as SchemaNode;

type Plain = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function overrideError(path: string, expected: string, got: string): WeatherDoubleError {
  return new WeatherDoubleError('INVALID_OVERRIDE', `Invalid override at ${path}: ${expected}, got ${got}.`, {
    path,
  });
}

/** Checked overrides: their shape, and the leaf paths they touch (answer paths: `list[2].main.temp`). */
interface CheckedOverrides {
  readonly city: Plain | undefined;
  readonly every: Plain | undefined;
  readonly list: readonly (Plain | undefined)[];
  readonly everyLeaves: readonly string[];
  readonly listLeaves: readonly (readonly string[])[];
  readonly cityLeaves: readonly string[];
}

/**
 * Checks forecast overrides before any drawing: known keys, plain objects, only the forecast's own
 * fields, no prototype-polluting keys.
 * @internal
 */
export function checkForecastOverrides(overrides: unknown): CheckedOverrides | undefined {
  if (overrides === undefined) return undefined;
  if (!isPlainObject(overrides)) {
    throw overrideError(
      'overrides',
      'expected an object with any of city, every, list',
      describeValue(overrides),
    );
  }
  for (const key of Object.keys(overrides)) {
    if (!(OVERRIDE_KEYS as readonly string[]).includes(key)) {
      throw overrideError(key, 'expected one of city, every, list', `the unknown key ${JSON.stringify(key)}`);
    }
  }
  const cityLeaves: string[] = [];
  const everyLeaves: string[] = [];
  const listLeaves: string[][] = [];
  const { city, every, list } = overrides;
  checkShape(city, cityNode, 'city', cityLeaves);
  checkShape(every, itemNode, 'every', everyLeaves);
  if (list !== undefined && !Array.isArray(list)) {
    throw overrideError(
      'list',
      'expected an array of slot overrides (list[i] for slot i)',
      describeValue(list),
    );
  }
  const slots = (list ?? []) as unknown[];
  if (slots.length > THREE_HOURS.most) {
    throw overrideError('list', `expected at most ${THREE_HOURS.most} slot overrides`, `${slots.length}`);
  }
  slots.forEach((slot, index) => {
    const leaves: string[] = [];
    checkShape(slot, itemNode, `list[${index}]`, leaves);
    listLeaves.push(leaves);
  });
  return {
    city: city as Plain | undefined,
    every: every as Plain | undefined,
    list: slots as (Plain | undefined)[],
    everyLeaves: everyLeaves.map((leaf) => leaf.slice('every'.length)),
    listLeaves,
    cityLeaves,
  };
}

/** What one forecast needs: where, when, how many, in which units, with which overrides. @internal */
export interface ForecastRequest extends SlotRequest {
  readonly overrides?: CheckedOverrides | undefined;
}

/** Builds a forecast (valid by construction when there are no overrides, checked when there are). @internal */
export function buildForecast(model: WeatherModel, request: ForecastRequest): Forecast {
  const { overrides } = request;
  if (overrides === undefined) return buildSlots(model, request, THREE_HOURS);
  const slotOverrides = Array.from({ length: request.cnt }, (_, index) => slotOverride(overrides, index));
  const generated = buildSlots(model, request, THREE_HOURS, (index) => forcedPrimary(slotOverrides[index]));
  const list = generated.list.map((item, index) => {
    const own = slotOverrides[index];
    return own === undefined ? item : applySlotOverrides(item, own, request.units);
  });
  const city =
    overrides.city === undefined ? generated.city : mergeObject(generated.city, overrides.city, false);
  return checkedForecast({ ...generated, list, city }, overrides);
}

/** `every` merged with `list[i]` (whose arrays replace every's), or `undefined` when neither touches slot `i`. */
function slotOverride(overrides: CheckedOverrides, index: number): Plain | undefined {
  const own = overrides.list[index];
  if (overrides.every === undefined) return own;
  if (own === undefined) return overrides.every;
  return combine(overrides.every, own);
}

/** A deep merge of two override objects: `b` wins, its arrays replace `a`'s. */
function combine(a: Plain, b: Plain): Plain {
  const out: Plain = { ...a };
  for (const key of Object.keys(b)) {
    const value = b[key];
    if (value === undefined) continue;
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? combine(out[key] as Plain, value) : value;
  }
  return out;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Merges a slot's overrides and re-derives what follows from them. */
function applySlotOverrides(item: ForecastItem, overrides: Plain, units: Units): Plain {
  const merged = mergeObject(item, overrides, false);
  const main = merged.main as Plain;
  const given = (overrides.main ?? {}) as Plain;
  const wind = merged.wind as Plain;
  const givenWind = (overrides.wind ?? {}) as Plain;
  // temp or temp_kf moved: the bounds follow (temp_kf is kelvin; a °F degree is 5/9 K).
  if (
    (given.temp !== undefined || given.temp_kf !== undefined) &&
    given.temp_min === undefined &&
    given.temp_max === undefined
  ) {
    if (finite(main.temp) && finite(main.temp_kf)) {
      const spread = main.temp_kf * (units === 'imperial' ? 1.8 : 1);
      const { min, max } = bounds(main.temp, round2(spread));
      main.temp_min = min;
      main.temp_max = max;
    }
  }
  // temp, humidity or wind moved: the apparent temperature of the new values.
  const moved = given.temp !== undefined || given.humidity !== undefined || givenWind.speed !== undefined;
  if (
    moved &&
    given.feels_like === undefined &&
    finite(main.temp) &&
    finite(main.humidity) &&
    finite(wind.speed)
  ) {
    main.feels_like = apparentIn(main.temp, main.humidity, wind.speed, units);
  }
  // dt moved: its text follows.
  if (overrides.dt !== undefined && overrides.dt_txt === undefined && finite(merged.dt))
    merged.dt_txt = dtText(merged.dt);
  // Icons follow the part of the day, unless given.
  const pod = (merged.sys as Plain | undefined)?.pod;
  if (Array.isArray(merged.weather) && (pod === 'd' || pod === 'n')) {
    for (const descriptor of merged.weather) {
      if (!isPlainObject(descriptor) || hasExplicitIcon(descriptor)) continue;
      const condition = typeof descriptor.id === 'number' ? conditionById(descriptor.id) : undefined;
      if (condition) descriptor.icon = condition.icon + pod;
    }
  }
  // Conditions moved: rain and snow follow them (a typical amount for 3 hours), and the chance of it.
  const ids = precipitationFollows(merged, overrides, (amount) => ({ '3h': round2(amount * 3) }));
  if (
    ids !== undefined &&
    overrides.pop === undefined &&
    ids.some((id) => isRaining(id) || isSnowing(id)) &&
    finite(merged.pop)
  ) {
    merged.pop = Math.max(merged.pop, 0.8);
  }
  return merged;
}

/**
 * An overridden forecast, checked: the forecast it is when valid, else `INVALID_OVERRIDE` naming the
 * first issue on an overridden path.
 */
function checkedForecast(forecast: unknown, overrides: CheckedOverrides): Forecast {
  const result = validateForecast(forecast);
  if (result.ok) return result.forecast;
  const touched = (path: string) => {
    const under = (leaf: string) => isUnder(path, leaf);
    if (overrides.cityLeaves.some(under)) return true;
    const slot = /^list\[(\d+)\](.*)$/.exec(path);
    if (!slot) return false;
    const index = Number(slot[1]);
    return (
      (overrides.listLeaves[index] ?? []).some(under) ||
      overrides.everyLeaves.some((leaf) => under(`list[${index}]${leaf}`))
    );
  };
  throw invalidResultError(result.issues, touched, 'forecast');
}
