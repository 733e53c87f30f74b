/**
 * The slot builder of the 5 day / 3 hour and the hourly forecasts: `cnt` slots of the weather
 * timeline on a grid (every 3 hours, or every hour) from the first grid point after the clock.
 * Slot `t` is the observation the weather endpoint reports when the clock reaches `t` (same
 * conditions, temperature, wind, pressure, humidity, clouds, visibility), dressed as the service
 * dresses a forecast slot. Generic over the grid: its step and the key of `rain`/`snow`.
 * @internal
 */
import { drawSeed } from '../../draws/hash.js';
import { localSolarHour } from '../../model/climate.js';
import { calendarDay, localSunDay, type SunTimes } from '../../model/solar.js';
import { timeZoneAt, zoneOffsetAt } from '../../model/time-zone.js';
import type { Observation } from '../../model/timeline.js';
import { speedIn, temperatureIn } from '../../model/units.js';
import { bucketOf, type Spot, sunOf, type WeatherModel } from '../../model/weather-state.js';
import type { ResolvedLocation } from '../../places/locator.js';
import { conditionById, weatherConditions } from '../../service/conditions.js';
import type { Units } from '../../service/vocabulary.js';
import type { ForecastCity, ForecastItem } from './types.js';
import { dtText } from './validate.js';

/** The key of a slot's `rain`/`snow`: the hours it covers. @internal */
export type VolumeKey = '3h' | '1h';

/** A slot's `rain` or `snow`: `{"3h": mm}` or `{"1h": mm}`. @internal */
export type Volume<K extends VolumeKey> = { [P in K]: number };

/**
 * A forecast's grid: the seconds between slots, the most slots there are, and its `rain`/`snow`
 * (`volume` writes one under the grid's key).
 * @internal
 */
export interface SlotGrid<K extends VolumeKey> {
  readonly step: number;
  readonly most: number;
  readonly key: K;
  readonly volume: (mm: number) => Volume<K>;
  /**
   * The hours over which `temp_kf` fades to 0 from the first slot, when the grid fixes them; else
   * two or three 3-hour slots' hours, drawn per place and window ({@link kfSlots}).
   */
  readonly kfHours?: number;
}

/** The 5 day / 3 hour forecast's grid: 40 slots 3 hours apart, `{"3h": mm}`. @internal */
export const THREE_HOURS: SlotGrid<'3h'> = {
  step: 10_800,
  most: 40,
  key: '3h',
  volume: (mm) => ({ '3h': mm }),
};
/**
 * The hourly forecast's grid: 96 slots (4 days of hours), `{"1h": mm}`, `temp_kf` nonzero in the
 * first 5 slots only (recorded: 2.71, 2.23, 1.64, 1.17, 0.62 from the first slot; docs/fidelity.md).
 * @internal
 */
export const ONE_HOUR: SlotGrid<'1h'> = {
  step: 3600,
  most: 96,
  key: '1h',
  volume: (mm) => ({ '1h': mm }),
  kfHours: 5,
};

/** A slot on a grid with key `K`: the 5 day / 3 hour forecast's item, `rain`/`snow` under `K`. @internal */
export type SlotItem<K extends VolumeKey> = Omit<ForecastItem, 'rain' | 'snow'> & {
  rain?: Volume<K>;
  snow?: Volume<K>;
};

/** A forecast on a grid with key `K`: `Forecast` for `3h`, `HourlyForecast` for `1h`. @internal */
export interface SlotForecast<K extends VolumeKey> {
  cod: '200';
  message: 0;
  cnt: number;
  list: SlotItem<K>[];
  city: ForecastCity;
}

/** What one forecast needs: where, when, how many slots, in which units. @internal */
export interface SlotRequest {
  readonly spot: Spot;
  readonly location: ResolvedLocation;
  /** The clock, Unix seconds. */
  readonly clock: number;
  readonly cnt: number;
  readonly units: Units;
}

/** Seconds of the 3-hour windows `temp_kf` is drawn per. */
const WINDOW_SECONDS = 10_800;

/**
 * How many first 3-hour slots carry a nonzero `temp_kf`: 2 or 3, drawn per place and 3-hour window
 * (the service's answers of today show it in the first two or three slots, 0 after).
 */
function kfSlots(model: WeatherModel, spot: Spot, window: number): number {
  return 2 + (drawSeed(model.seed, spot.placeHash, SALT_KF_SLOTS, window) % 2);
}
const SALT_KF_SLOTS = 11;
/** A slot of a forecast: its index, its time, the seconds between slots and the grid's fade. */
interface KfSlot {
  readonly index: number;
  readonly t: number;
  readonly step: number;
  readonly kfHours: number | undefined;
}

/** A number rounded to 2 decimals. @internal */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The `temp_kf` of slot `index` at `t` (kelvin), slots `step` seconds apart: the observation's
 * spread, fading over the grid's `kfHours` or the first two or three 3-hour slots' hours
 * ({@link kfSlots}), 0 after.
 */
function tempKf(model: WeatherModel, spot: Spot, observation: Observation, slot: KfSlot): number {
  const { index, t, step, kfHours } = slot;
  // The request's 3-hour window: the one before the first slot's grid point.
  const span = kfHours ?? kfSlots(model, spot, Math.floor((t - index * step) / WINDOW_SECONDS) - 1) * 3;
  const hours = (index * step) / 3600;
  if (hours >= span) return 0;
  const spread = ((observation.tempMax - observation.tempMin) / 2) * (1 - hours / span);
  const hour = localSolarHour(t, spot.place.lon);
  // Warming hours: the slot's temp is its lowest (negative kf); cooling hours: its highest.
  const sign = hour >= 6 && hour < 15 ? -1 : 1;
  return round2(sign * spread);
}

/** The bounds of a slot (kelvin) from its temperature and `temp_kf`. @internal */
export function bounds(temp: number, kf: number): { min: number; max: number } {
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
}

/** Where a slot is: its index and time (a grid point), and the place's UTC offset then. */
interface SlotAt {
  readonly index: number;
  readonly t: number;
  readonly offset: number;
}

/** What every slot of one forecast shares: the place, units, grid and the sun of each local day. */
interface SlotFrame<K extends VolumeKey> {
  readonly model: WeatherModel;
  readonly spot: Spot;
  readonly units: Units;
  readonly grid: SlotGrid<K>;
  readonly sunOfDay: (day: number) => SunTimes;
}

/** The values of a slot at a place, in `units`; `forced`: a primary condition to draw the weather around. */
function slotValues<K extends VolumeKey>(
  frame: SlotFrame<K>,
  { index, t, offset }: SlotAt,
  forced: number | undefined,
): SlotValues {
  const { model, spot, units } = frame;
  const { step, kfHours } = frame.grid;
  const { timeline } = model;
  const observation =
    forced === undefined
      ? timeline.observationAt(spot, t)
      : timeline.observationOfBucket(spot, bucketOf(t, timeline.phaseOf(spot)), forced);
  const sun = frame.sunOfDay(localSunDay(t, offset, spot.place.lon));
  const kf = tempKf(model, spot, observation, { index, t, step, kfHours });
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
  };
}

/** A slot as an object, in wire key order (`rain`, `snow` before `sys`, `dt_txt`). */
function itemOf<K extends VolumeKey>(v: SlotValues, grid: SlotGrid<K>): SlotItem<K> {
  return {
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
    ...(v.rain > 0 ? { rain: grid.volume(v.rain) } : {}),
    ...(v.snow > 0 ? { snow: grid.volume(v.snow) } : {}),
    sys: { pod: v.pod },
    dt_txt: dtText(v.t),
  };
}

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
 * A slot's exact bytes (what `serializeForecast(itemOf(slotValues(…)))` gives): the values of
 * {@link slotValues} (no forced condition) written as they are worked out, without a values object
 * or an item tree. Key order: `forecastSchema`'s, held by test/structure/key-order.test.ts.
 * Earns: `bench forecast` handlers row 412/566 µs vs 776/743 with `JSON.stringify(ordered(buildForecast(…)))`
 * (-47/-24 %; alternating in-process A/B 379 vs 489 µs, -23 %; 2-core machine, load 3.5).
 */
function slotJson<K extends VolumeKey>(frame: SlotFrame<K>, { index, t, offset }: SlotAt): string {
  const { model, spot, units } = frame;
  const { step, key, kfHours } = frame.grid;
  const observation = model.timeline.observationAt(spot, t);
  const sun = frame.sunOfDay(localSunDay(t, offset, spot.place.lon));
  const kf = tempKf(model, spot, observation, { index, t, step, kfHours });
  const temp = observation.temp;
  // bounds(temp, kf), as in slotValues.
  const min = kf > 0 ? round2(temp - kf) : temp;
  const max = kf < 0 ? round2(temp - kf) : temp;
  const gust = observation.windGust ?? round2(observation.windSpeed * 1.1);
  const pod = sun.sunrise <= t && t < sun.sunset ? 'd' : 'n';
  const { conditions, pressure } = observation;
  let weather = '';
  for (const id of conditions) weather += (weather === '' ? '' : ',') + descriptorJson(id, pod);
  const { rain, snow } = observation;
  const hours = step / 3600;
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

/** The UTC offset at each slot: the one at the first slot unless daylight saving changes by the last. */
function offsetsOf(zone: string, first: number, last: number): (t: number) => number {
  const atFirst = zoneOffsetAt(zone, first);
  if (atFirst === zoneOffsetAt(zone, last)) return () => atFirst;
  return (t) => zoneOffsetAt(zone, t);
}

/**
 * A forecast's `city` (the 5 day / 3 hour and the 16-day forecasts'): the place, `coord` as the
 * forecast orders it (latitude first in one, longitude first in the other), its UTC offset.
 * @internal
 */
export function cityOf<C>(location: ResolvedLocation, coord: C, timezone: number) {
  return {
    id: location.id,
    name: location.name,
    coord,
    country: location.country ?? '',
    population: location.population,
    timezone,
  };
}

/** The grid points, the UTC offset at each, the city and what every slot shares of a request. */
function frameOf<K extends VolumeKey>(model: WeatherModel, request: SlotRequest, grid: SlotGrid<K>) {
  const { spot, location, clock, cnt } = request;
  const { step } = grid;
  const { lat, lon } = spot.place;
  const first = (Math.floor(clock / step) + 1) * step;
  const times = Array.from({ length: cnt }, (_, index) => first + index * step);
  const zone = timeZoneAt(lat, lon);
  const offsetAt = offsetsOf(zone, first, first + (cnt - 1) * step);
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
    ...cityOf(location, { lat: location.coord.lat, lon: location.coord.lon }, timezone),
    sunrise: sun.sunrise,
    sunset: sun.sunset,
  };
  const frame: SlotFrame<K> = { model, spot, units: request.units, grid, sunOfDay };
  return { times, offsetAt, city, frame, zone };
}

/**
 * The slots of a request on `grid` as objects (valid by construction); `forcedAt(index)`: a primary
 * condition slot `index` must have (a forecast's overrides), the weather drawn around it.
 * @internal
 */
export function buildSlots<K extends VolumeKey>(
  model: WeatherModel,
  request: SlotRequest,
  grid: SlotGrid<K>,
  forcedAt: (index: number) => number | undefined = () => undefined,
): SlotForecast<K> {
  const { times, offsetAt, city, frame } = frameOf(model, request, grid);
  const list = times.map((t, index) =>
    itemOf(slotValues(frame, { index, t, offset: offsetAt(t) }, forcedAt(index)), grid),
  );
  return { cod: '200', message: 0, cnt: list.length, list, city };
}

/**
 * The exact bytes of a forecast on `grid`, written directly (the routes' answer):
 * `serializeForecast(buildSlots(model, request, grid))`, without building the objects; and the Unix
 * seconds `[from, until)` during which the same request gets the same bytes.
 * @internal
 */
export function slotsBody<K extends VolumeKey>(
  model: WeatherModel,
  request: SlotRequest,
  grid: SlotGrid<K>,
): { body: string; holds: { from: number; until: number } } {
  const { times, offsetAt, city, frame, zone } = frameOf(model, request, grid);
  let list = '';
  times.forEach((t, index) => {
    list += (index === 0 ? '' : ',') + slotJson(frame, { index, t, offset: offsetAt(t) });
  });
  return {
    body: `{"cod":"200","message":0,"cnt":${times.length},"list":[${list}],"city":${JSON.stringify(city)}}`,
    holds: holdsOf(zone, request.clock, grid.step),
  };
}

const QUARTER_HOUR = 900;

/**
 * How long a forecast's bytes hold at a clock: its grid step (the first slot is the next grid
 * point), unless the place's local day or UTC offset changes inside it (then `city`'s sun or
 * `timezone` changes): both change only at a quarter hour of UTC, so the bytes then hold for the
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
