import { drawSeed } from '../../draws/hash.js';
import { describeValue, WeatherDoubleError } from '../../errors.js';
import { apparentTemperature } from '../../generator/apparent-temperature.js';
import { localSolarHour } from '../../generator/climate.js';
import { checkShape, forcedPrimary, hasExplicitIcon, mergeObject } from '../../generator/overrides.js';
import { calendarDay, localSunDay, type SunTimes } from '../../generator/solar.js';
import { timeZoneAt, zoneOffsetAt } from '../../generator/time-zone.js';
import type { Observation } from '../../generator/timeline.js';
import { speedIn, temperatureIn } from '../../generator/units.js';
import {
  bucketOf,
  type Spot,
  sunOf,
  typicalPrecipitation,
  type WeatherModel,
} from '../../generator/weather-state.js';
import type { ResolvedLocation } from '../../places/locator.js';
import { conditionById, isRaining, isSnowing, weatherConditions } from '../../record/conditions.js';
import type { SchemaNode } from '../../record/schema.js';
import type { DeepPartial, Units } from '../../record/types.js';
import { forecastSchema } from './schema.js';
import type { Forecast, ForecastCity, ForecastItem } from './types.js';
import { dtText, validateForecast } from './validate.js';

/**
 * The forecast of the generator (`generator.forecast`) and of the forecast route: `cnt` 3-hour
 * slots of the weather timeline from the first UTC grid point after the clock. Slot `t` is the
 * observation the weather endpoint reports when the clock reaches `t` (same conditions, same
 * temperature, wind, pressure, humidity, clouds, visibility), dressed as the service dresses a
 * forecast slot.
 * @internal
 */

/** Seconds between two slots, and the most slots there are (5 days). @internal */
export const SLOT_SECONDS = 10_800;
/** @internal */
export const MAX_SLOTS = 40;
/** The most slots of the hourly forecast (4 days of hours). @internal */
export const MAX_HOURS = 96;
/**
 * How many first 3-hour slots carry a nonzero `temp_kf`: 2 or 3, drawn per place and 3-hour window
 * (the service's answers of today show it in the first two or three slots, 0 after); the hourly
 * forecast's first 6 or 9 hours.
 */
function kfSlots(model: WeatherModel, spot: Spot, window: number): number {
  return 2 + (drawSeed(model.seed, spot.placeHash, SALT_KF_SLOTS, window) % 2);
}
const SALT_KF_SLOTS = 11;
/** A slot of a forecast: its index, its time and the seconds between slots. */
interface KfSlot {
  readonly index: number;
  readonly t: number;
  readonly step: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

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
  if (slots.length > MAX_SLOTS) {
    throw overrideError('list', `expected at most ${MAX_SLOTS} slot overrides`, `${slots.length}`);
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
export interface ForecastRequest {
  readonly spot: Spot;
  readonly location: ResolvedLocation;
  /** The clock, Unix seconds. */
  readonly clock: number;
  readonly cnt: number;
  readonly units: Units;
  readonly overrides?: CheckedOverrides | undefined;
  /**
   * Seconds between slots: 10800 (the 5 day / 3 hour forecast, the default) or 3600 (the hourly
   * forecast, whose `rain`/`snow` are `{"1h"}`).
   */
  readonly step?: number | undefined;
}

/** The hours of a slot's `rain`/`snow`, and its key: `3h` on the 3-hour grid, `1h` on the hourly one. */
const volumeKey = (step: number) => (step === 3600 ? '1h' : '3h');

/**
 * The `temp_kf` of slot `index` at `t` (kelvin), slots `step` seconds apart: the observation's
 * spread, fading over the first two or three 3-hour slots' hours ({@link kfSlots}), 0 after.
 */
function tempKf(model: WeatherModel, spot: Spot, observation: Observation, slot: KfSlot): number {
  const { index, t, step } = slot;
  // The request's 3-hour window: the one before the first slot's grid point.
  const span = kfSlots(model, spot, Math.floor((t - index * step) / SLOT_SECONDS) - 1) * 3;
  const hours = (index * step) / 3600;
  if (hours >= span) return 0;
  const spread = ((observation.tempMax - observation.tempMin) / 2) * (1 - hours / span);
  const hour = localSolarHour(t, spot.place.lon);
  // Warming hours: the slot's temp is its lowest (negative kf); cooling hours: its highest.
  const sign = hour >= 6 && hour < 15 ? -1 : 1;
  return round2(sign * spread);
}

/** The bounds of a slot (kelvin) from its temperature and `temp_kf`. */
function bounds(temp: number, kf: number): { min: number; max: number } {
  if (kf > 0) return { min: round2(temp - kf), max: temp };
  if (kf < 0) return { min: temp, max: round2(temp - kf) };
  return { min: temp, max: temp };
}

/** The values of one slot, in `units`: what both the object and the bytes are made of. */
interface SlotValues {
  readonly t: number;
  readonly pod: 'd' | 'n';
  readonly conditions: readonly number[];
  readonly temp: number;
  readonly feelsLike: number;
  readonly tempMin: number;
  readonly tempMax: number;
  readonly pressure: number;
  readonly groundPressure: number;
  readonly humidity: number;
  readonly kf: number;
  readonly clouds: number;
  readonly speed: number;
  readonly deg: number;
  readonly gust: number;
  readonly visibility: number;
  readonly pop: number;
  /** mm in the slot's hours (3 or 1); 0 when it does not rain (snow). */
  readonly rain: number;
  readonly snow: number;
  /** The key of `rain` and `snow`: `3h` or `1h`. */
  readonly key: '3h' | '1h';
}

/** The values of slot `index` at time `t` (a grid point) at a place, in `units`. */
function slotValues(
  model: WeatherModel,
  spot: Spot,
  t: number,
  index: number,
  offset: number,
  units: Units,
  forced: number | undefined,
  sunOfDay: (day: number) => SunTimes,
  step: number,
): SlotValues {
  const { timeline } = model;
  const observation =
    forced === undefined
      ? timeline.observationAt(spot, t)
      : timeline.observationOfBucket(spot, bucketOf(t, timeline.phaseOf(spot)), forced);
  const sun = sunOfDay(localSunDay(t, offset, spot.place.lon));
  const kf = tempKf(model, spot, observation, { index, t, step });
  const { min, max } = bounds(observation.temp, kf);
  const gust = observation.windGust ?? round2(observation.windSpeed * 1.1);
  return {
    t,
    pod: sun.sunrise <= t && t < sun.sunset ? 'd' : 'n',
    conditions: observation.conditions,
    temp: temperatureIn(observation.temp, units),
    feelsLike: temperatureIn(observation.feelsLike, units),
    tempMin: temperatureIn(min, units),
    tempMax: temperatureIn(max, units),
    pressure: observation.pressure,
    groundPressure: observation.groundPressure,
    humidity: observation.humidity,
    kf,
    clouds: observation.clouds,
    speed: speedIn(observation.windSpeed, units),
    deg: observation.windDeg,
    gust: speedIn(gust, units),
    visibility: observation.visibility,
    pop: observation.pop,
    rain: observation.rain > 0 ? Math.max(0.01, round2((observation.rain * step) / 3600)) : 0,
    snow: observation.snow > 0 ? Math.max(0.01, round2((observation.snow * step) / 3600)) : 0,
    key: volumeKey(step),
  };
}

/** A slot as an object, in wire key order. */
function itemOf(v: SlotValues): ForecastItem {
  const item: ForecastItem = {
    dt: v.t,
    main: {
      temp: v.temp,
      feels_like: v.feelsLike,
      temp_min: v.tempMin,
      temp_max: v.tempMax,
      pressure: v.pressure,
      sea_level: v.pressure,
      grnd_level: v.groundPressure,
      humidity: v.humidity,
      temp_kf: v.kf,
    },
    weather: v.conditions.map((id) => {
      const condition = conditionById(id);
      if (!condition) throw new Error(`unknown condition ${id}`);
      return { id, main: condition.main, description: condition.description, icon: condition.icon + v.pod };
    }),
    clouds: { all: v.clouds },
    wind: { speed: v.speed, deg: v.deg, gust: v.gust },
    visibility: v.visibility,
    pop: v.pop,
  } as ForecastItem;
  // `{"1h": mm}` on the hourly grid: the hourly forecast's item (`HourlyForecastItem`).
  if (v.rain > 0) item.rain = volume(v.key, v.rain);
  if (v.snow > 0) item.snow = volume(v.key, v.snow);
  item.sys = { pod: v.pod };
  item.dt_txt = dtText(v.t);
  return item;
}

/** A slot's `rain` or `snow`: `{"3h": mm}`, or `{"1h": mm}` typed as the 3-hour item's. */
const volume = (key: '3h' | '1h', mm: number) =>
  key === '3h' ? { '3h': mm } : ({ '1h': mm } as unknown as { '3h': number });

/** The JSON of each condition's descriptor up to its icon's suffix: `{"id":800,…,"icon":"01` (a constant table). */
const DESCRIPTOR_HEADS: ReadonlyMap<number, string> = new Map(
  weatherConditions.map((condition) => [
    condition.id,
    `{"id":${condition.id},"main":${JSON.stringify(condition.main)},"description":${JSON.stringify(condition.description)},"icon":"${condition.icon}`,
  ]),
);
function descriptorJson(id: number, pod: 'd' | 'n'): string {
  const head = DESCRIPTOR_HEADS.get(id);
  if (head === undefined) throw new Error(`unknown condition ${id}`);
  return `${head}${pod}"}`;
}

/**
 * Slot `index`'s exact bytes at time `t` (what `serializeForecast(itemOf(slotValues(…)))` gives):
 * the values of {@link slotValues} (no forced condition) written as they are worked out, without a
 * values object or an item tree. Key order: `forecastSchema`'s, held by test/structure/key-order.test.ts.
 * Earns: `bench forecast` handlers row 412/566 µs vs 776/743 with `JSON.stringify(ordered(buildForecast(…)))`
 * (-47/-24 %; alternating in-process A/B 379 vs 489 µs, -23 %; 2-core machine, load 3.5).
 */
function slotJson(
  model: WeatherModel,
  spot: Spot,
  t: number,
  index: number,
  offset: number,
  units: Units,
  sunOfDay: (day: number) => SunTimes,
  step: number,
): string {
  const observation = model.timeline.observationAt(spot, t);
  const sun = sunOfDay(localSunDay(t, offset, spot.place.lon));
  const kf = tempKf(model, spot, observation, { index, t, step });
  const temp = observation.temp;
  // bounds(temp, kf), as in slotValues.
  const min = kf > 0 ? round2(temp - kf) : temp;
  const max = kf < 0 ? round2(temp - kf) : temp;
  const gust = observation.windGust ?? round2(observation.windSpeed * 1.1);
  const pod = sun.sunrise <= t && t < sun.sunset ? 'd' : 'n';
  const { conditions, pressure } = observation;
  let weather = descriptorJson(conditions[0] as number, pod);
  for (let i = 1; i < conditions.length; i += 1)
    weather += `,${descriptorJson(conditions[i] as number, pod)}`;
  const { rain, snow } = observation;
  const hours = step / 3600;
  const key = volumeKey(step);
  return (
    `{"dt":${t},"main":{"temp":${String(temperatureIn(temp, units))},"feels_like":${String(temperatureIn(observation.feelsLike, units))},` +
    `"temp_min":${String(temperatureIn(min, units))},"temp_max":${String(temperatureIn(max, units))},` +
    `"pressure":${pressure},"sea_level":${pressure},"grnd_level":${observation.groundPressure},"humidity":${observation.humidity},"temp_kf":${String(kf)}},` +
    `"weather":[${weather}],"clouds":{"all":${observation.clouds}},"wind":{"speed":${String(speedIn(observation.windSpeed, units))},"deg":${observation.windDeg},"gust":${String(speedIn(gust, units))}},` +
    `"visibility":${observation.visibility},"pop":${String(observation.pop)},` +
    (rain > 0 ? `"rain":{"${key}":${String(Math.max(0.01, round2(rain * hours)))}},` : '') +
    (snow > 0 ? `"snow":{"${key}":${String(Math.max(0.01, round2(snow * hours)))}},` : '') +
    `"sys":{"pod":"${pod}"},"dt_txt":"${dtText(t)}"}`
  );
}

/** The UTC offset at each slot: the one at the first slot unless daylight saving changes in between. */
function offsetsOf(zone: string, slots: readonly number[]): (t: number) => number {
  const first = zoneOffsetAt(zone, slots[0] as number);
  const last = zoneOffsetAt(zone, slots[slots.length - 1] as number);
  if (first === last) return () => first;
  return (t) => zoneOffsetAt(zone, t);
}

/** The grid points, the UTC offset at each, and the city of a forecast request. */
function frame(model: WeatherModel, request: ForecastRequest) {
  const { spot, location, clock, cnt } = request;
  const step = request.step ?? SLOT_SECONDS;
  const { lat, lon } = spot.place;
  const first = (Math.floor(clock / step) + 1) * step;
  const times = Array.from({ length: cnt }, (_, index) => first + index * step);
  const zone = timeZoneAt(lat, lon);
  const offsetAt = offsetsOf(zone, times);
  const timezone = zoneOffsetAt(zone, clock);
  const sun = sunOf(model, spot, localSunDay(clock, timezone, lon));
  // Consecutive slots share a local day: remember the last day's sun.
  let lastDay = Number.NaN;
  let lastSun = sun;
  const sunOfDay = (day: number) => {
    if (day !== lastDay) {
      lastSun = sunOf(model, spot, day);
      lastDay = day;
    }
    return lastSun;
  };
  const city: ForecastCity = {
    id: location.id,
    name: location.name,
    coord: { lat: location.coord.lat, lon: location.coord.lon },
    country: location.country ?? '',
    population: location.population,
    timezone,
    sunrise: sun.sunrise,
    sunset: sun.sunset,
  };
  return { times, offsetAt, city, sunOfDay, zone, step };
}

/** Builds a forecast (valid by construction when there are no overrides). @internal */
export function buildForecast(model: WeatherModel, request: ForecastRequest): Forecast {
  const { spot, units, overrides } = request;
  const { times, offsetAt, city: generated, sunOfDay, step } = frame(model, request);
  const list = times.map((t, index) => {
    const slotOverrides = overrides && slotOverride(overrides, index);
    const forced = slotOverrides === undefined ? undefined : forcedPrimary(slotOverrides);
    const item = itemOf(slotValues(model, spot, t, index, offsetAt(t), units, forced, sunOfDay, step));
    return slotOverrides === undefined ? item : applySlotOverrides(item, slotOverrides, units);
  });
  const city =
    overrides?.city === undefined
      ? generated
      : (mergeObject(generated, overrides.city, false) as unknown as ForecastCity);
  const forecast: Forecast = { cod: '200', message: 0, cnt: list.length, list, city };
  if (overrides !== undefined) assertValid(forecast, overrides);
  return forecast;
}

/**
 * The exact bytes of a forecast without overrides, written directly (the route's answer):
 * `serializeForecast(buildForecast(model, request))`, without building the objects; and the Unix
 * seconds `[from, until)` during which the same request gets the same bytes.
 * @internal
 */
export function forecastBody(
  model: WeatherModel,
  request: Omit<ForecastRequest, 'overrides'>,
): { body: string; holds: { from: number; until: number } } {
  const { spot, units } = request;
  const { times, offsetAt, city, sunOfDay, zone, step } = frame(model, request);
  let list = '';
  times.forEach((t, index) => {
    list += (index === 0 ? '' : ',') + slotJson(model, spot, t, index, offsetAt(t), units, sunOfDay, step);
  });
  return {
    body: `{"cod":"200","message":0,"cnt":${times.length},"list":[${list}],"city":${JSON.stringify(city)}}`,
    holds: holdsOf(zone, request.clock, step),
  };
}

const QUARTER_HOUR = 900;

/**
 * How long a forecast's bytes hold at a clock: its 3-hour window (the first slot is the next grid
 * point), unless the place's local day or UTC offset changes inside the window (then `city`'s sun
 * or `timezone` changes): both change only at a quarter hour of UTC, so the bytes then hold for the
 * clock's quarter hour.
 */
function holdsOf(zone: string, clock: number, step: number): { from: number; until: number } {
  const from = Math.floor(clock / step) * step;
  const until = from + step;
  const first = zoneOffsetAt(zone, from);
  const last = zoneOffsetAt(zone, until - 1);
  if (first === last && calendarDay(from, first) === calendarDay(until - 1, last)) return { from, until };
  const quarter = Math.floor(clock / QUARTER_HOUR) * QUARTER_HOUR;
  return { from: quarter, until: quarter + QUARTER_HOUR };
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
function applySlotOverrides(item: ForecastItem, overrides: Plain, units: Units): ForecastItem {
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
    const kelvin =
      units === 'standard'
        ? main.temp
        : units === 'metric'
          ? main.temp + 273.15
          : ((main.temp - 32) * 5) / 9 + 273.15;
    const speed = units === 'imperial' ? wind.speed / 2.23694 : wind.speed;
    main.feels_like = temperatureIn(apparentTemperature(kelvin, main.humidity, speed), units);
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
  if (overrides.weather !== undefined && Array.isArray(merged.weather)) {
    const ids = merged.weather.flatMap((descriptor) =>
      isPlainObject(descriptor) && typeof descriptor.id === 'number' ? [descriptor.id] : [],
    );
    for (const kind of ['rain', 'snow'] as const) {
      if (overrides[kind] !== undefined) continue;
      const amount = typicalPrecipitation(ids, kind);
      if (amount === undefined) delete merged[kind];
      else if (!isPlainObject(merged[kind])) merged[kind] = { '3h': round2(amount * 3) };
    }
    if (
      overrides.pop === undefined &&
      ids.some((id) => isRaining(id) || isSnowing(id)) &&
      finite(merged.pop)
    ) {
      merged.pop = Math.max(merged.pop, 0.8);
    }
  }
  return merged as unknown as ForecastItem;
}

/** Validates an overridden forecast, naming the first issue on an overridden path. */
function assertValid(forecast: Forecast, overrides: CheckedOverrides): void {
  const result = validateForecast(forecast);
  if (result.ok) return;
  const touched = (path: string) => {
    const under = (leaf: string) =>
      path === leaf || path.startsWith(`${leaf}.`) || path.startsWith(`${leaf}[`);
    if (overrides.cityLeaves.some(under)) return true;
    const slot = /^list\[(\d+)\](.*)$/.exec(path);
    if (!slot) return false;
    const index = Number(slot[1]);
    return (
      (overrides.listLeaves[index] ?? []).some(under) ||
      overrides.everyLeaves.some((leaf) => under(`list[${index}]${leaf}`))
    );
  };
  const issue = result.issues.find((candidate) => touched(candidate.path)) ?? result.issues[0];
  const path = issue?.path ?? '';
  throw new WeatherDoubleError(
    'INVALID_OVERRIDE',
    `Invalid override at ${path}: ${issue?.message ?? 'invalid forecast'}.`,
    {
      path,
    },
  );
}
