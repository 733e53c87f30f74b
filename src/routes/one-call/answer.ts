import { BoundedCache } from '../../cache.js';
import { DAY_HALF_SPAN, dayHours, localDay, solarNoonHour } from '../../derived/daily-time.js';
import { dewPoint } from '../../derived/dew-point.js';
import { type MoonTimes, moonPhaseOfDay, moonTimesOfDay } from '../../derived/moon.js';
import { daySummary, summaryWord } from '../../derived/summary.js';
import { uvIndex } from '../../derived/uv-index.js';
import { alertsAt, type RaisedAlert } from '../../model/alerts.js';
import type { OneCallObservation, OneCallWorld } from '../../model/one-call-world.js';
import { localSunDay, type SunTimes, sunTimesOfDay } from '../../model/solar.js';
import { timeZoneAt, utcOffsetSeconds } from '../../model/time-zone.js';
import { speedIn, temperatureIn } from '../../model/units.js';
import type { WeatherDescriptor } from '../../service/conditions.js';
import { conditionById, iconFor, isRaining, isSnowing } from '../../service/conditions.js';
import type { Units } from '../../service/vocabulary.js';
import type {
  OneCallAlert,
  OneCallAnswer,
  OneCallCurrent,
  OneCallDay,
  OneCallHour,
  OneCallMinute,
  OneCallPart,
  OneCallTimemachineAnswer,
} from './types.js';

/**
 * The One Call 3.0 answers, built from the weather timeline of one place (a {@link OneCallWorld}):
 *
 * - `current` is the observation the weather endpoint reports at the same clock (same `dt`,
 *   temperature, condition, wind…), with the dew point (Magnus formula) and the UV index
 *   (Madronich's clear-sky formula and a cloud factor) derived from it; its sunrise and sunset are
 *   the place's local day's (those of `daily[0]`).
 * - `minutely`: 61 minutes (the service's: that minute and the hour after it) from the first whole
 *   minute at or after `current.dt`, the timeline's precipitation rate (rain + snow, mm/h, 4
 *   decimals) at each minute.
 * - `hourly`: 48 hours from the whole hour containing `current.dt`; `hourly[k]` is what the weather
 *   endpoint reports when the clock reaches that hour.
 * - `daily`: 8 local dates from the place's date at the clock; a day's `dt` the start of the local
 *   clock hour holding its solar noon (`solarNoonHour`). The day is the 24 hours from `dt − 12 h`: `temp.morn`, `day`,
 *   `eve`, `night` (and `feels_like`) are the weather at `dt − 6 h`, `dt`, `dt + 6 h`, `dt + 12 h`;
 *   `min`/`max` the extremes of the day's samples (every hour for days the hourly part covers, else
 *   the 3-hour UTC grid of the 5 day / 3 hour forecast, and the four above); `pressure`, `humidity`, `dew_point`, `clouds` at `dt`;
 *   `wind_speed`/`wind_deg` of the windiest sample and `wind_gust` the strongest gust; `pop` the
 *   highest of the samples; `rain`/`snow` the day's total; `uvi` the highest of the day (the UV
 *   formula at each daytime hour); `weather` the day's most frequent precipitation (the heavier on
 *   ties) among the conditions that rain or snow, else the cloud code of the day's cloud cover, icon "d"; `summary`
 *   in the service's words; sun, moon and phase by the formulas of `src/derived/`.
 * - `alerts` only when there are some: those the weather raises (src/model/alerts.ts), or a
 *   scenario's instead.
 * @internal
 */

/** A One Call request, parsed. @internal */
export interface OneCallRequest {
  /** The requested coordinates, rounded to 4 decimals (where the weather is). */
  readonly lat: number;
  readonly lon: number;
  /** The clock, Unix seconds. */
  readonly clock: number;
  readonly units: Units;
  /** Parts left out. */
  readonly exclude: ReadonlySet<OneCallPart>;
  /** Alerts to report instead of those the weather raises (a scenario's). */
  readonly alerts?: readonly OneCallAlert[] | undefined;
}

const HOUR = 3600;
const DAY = 86_400;
const round2 = (value: number) => Math.round(value * 100) / 100;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const CACHE_LIMIT = 2048;

const suns = new BoundedCache<string, SunTimes>(CACHE_LIMIT);
const moons = new BoundedCache<string, MoonTimes>(CACHE_LIMIT);

/** The sun of local calendar day `day` at a place (cached). @internal */
function sunOfDay(lat: number, lon: number, day: number): SunTimes {
  return suns.remember(`${lat},${lon},${day}`, () => sunTimesOfDay(lat, lon, day));
}

/**
 * The UTC offset of a zone through a span of time (seconds): a constant when the offset at both
 * ends is the same (no daylight-saving change in the span, the usual case), else asked per hour.
 * The runtime's time zone data is slow to ask; an answer needs the offset of every hour it reports.
 */
export function offsetsOver(zone: string, from: number, to: number): (unixSeconds: number) => number {
  const first = utcOffsetSeconds(zone, from);
  if (utcOffsetSeconds(zone, to) === first && utcOffsetSeconds(zone, (from + to) / 2) === first)
    return () => first;
  const hours = new Map<number, number>();
  return (t) => {
    const hour = Math.floor(t / HOUR);
    let offset = hours.get(hour);
    if (offset === undefined) {
      offset = utcOffsetSeconds(zone, t);
      hours.set(hour, offset);
    }
    return offset;
  };
}

/** The sun of the local day of a moment (where the date line bends, NOAA's day of the same sun). @internal */
export function localSun(
  lat: number,
  lon: number,
  offsetAt: (t: number) => number,
  unixSeconds: number,
): SunTimes {
  return sunOfDay(lat, lon, localSunDay(unixSeconds, offsetAt(unixSeconds), lon));
}

function descriptors(ids: readonly number[], dt: number, sun: SunTimes, day = false): WeatherDescriptor[] {
  return ids.map((id) => {
    const condition = conditionById(id);
    if (!condition) throw new Error(`[weather-double] unknown condition ${id}`);
    return {
      id,
      main: condition.main,
      description: condition.description,
      icon: day ? `${condition.icon}d` : iconFor(condition, dt, sun.sunrise, sun.sunset),
    };
  });
}

/** What One Call's current and hourly items report alike of the observation at `dt`, in their order. */
function observed(o: OneCallObservation, dt: number, lat: number, lon: number, units: Units) {
  return {
    temp: temperatureIn(o.temp, units),
    feels_like: temperatureIn(o.feelsLike, units),
    pressure: o.pressure,
    humidity: o.humidity,
    dew_point: temperatureIn(dewPoint(o.temp, o.humidity), units),
    uvi: uvIndex(lat, lon, dt, o.clouds),
    clouds: o.clouds,
    visibility: o.visibility,
    wind_speed: speedIn(o.windSpeed, units),
    wind_deg: o.windDeg,
  };
}

/** One Call's `current` item of an observation (One Call 4.0's `current` too). @internal */
export function currentItem(
  o: OneCallObservation,
  dt: number,
  sun: SunTimes,
  lat: number,
  lon: number,
  units: Units,
): OneCallCurrent {
  const item: OneCallCurrent = {
    dt,
    sunrise: sun.sunrise,
    sunset: sun.sunset,
    ...observed(o, dt, lat, lon, units),
    weather: descriptors(o.conditions, dt, sun),
  };
  if (o.windGust !== undefined) item.wind_gust = speedIn(o.windGust, units);
  if (o.rain > 0) item.rain = { '1h': o.rain };
  if (o.snow > 0) item.snow = { '1h': o.snow };
  return item;
}

/**
 * The gust a forecast item reports (hourly, and the strongest of a day): the observation's gust, or
 * 1.1 × the wind speed when the wind is steady, as the forecast route's `wind.gust`. The service's
 * hourly and daily items always carry one; its `current`, only when gusty.
 */
function gustOf(o: OneCallObservation): number {
  return o.windGust ?? round2(o.windSpeed * 1.1);
}

/** One Call's `hourly` item of the observation at `dt` (One Call 4.0's timeline items too). @internal */
export function hourItem(
  o: OneCallObservation,
  dt: number,
  sun: SunTimes,
  lat: number,
  lon: number,
  units: Units,
): OneCallHour {
  const item: OneCallHour = {
    dt,
    ...observed(o, dt, lat, lon, units),
    wind_gust: speedIn(gustOf(o), units),
    weather: descriptors(o.conditions, dt, sun),
    pop: o.pop,
  };
  if (o.rain > 0) item.rain = { '1h': o.rain };
  if (o.snow > 0) item.snow = { '1h': o.snow };
  return item;
}

/** Precipitation codes by weight for the day's condition: thunder, then snow, rain, drizzle. */
const severity = (id: number) =>
  id < 300 ? 4 : id >= 600 && id < 700 ? 3 : id >= 500 ? 2 : id < 400 ? 1 : 0;
const precipitating = (id: number) => isRaining(id) || isSnowing(id);

/** The cloud code of a cloud cover (%), by the service's bands. */
function cloudCode(clouds: number): number {
  if (clouds <= 10) return 800;
  if (clouds <= 25) return 801;
  if (clouds <= 50) return 802;
  if (clouds <= 84) return 803;
  return 804;
}

/** The condition of a day from its samples (see the module comment). */
function dayCondition(samples: readonly OneCallObservation[], clouds: number): number {
  const counts = new Map<number, number>();
  for (const sample of samples) {
    const id = sample.conditions.find(precipitating);
    if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  let best: number | undefined;
  let bestCount = 0;
  for (const [id, count] of counts) {
    if (
      best === undefined ||
      count > bestCount ||
      (count === bestCount &&
        (severity(id) > severity(best) || (severity(id) === severity(best) && id > best)))
    ) {
      best = id;
      bestCount = count;
    }
  }
  return best ?? cloudCode(clouds);
}

/**
 * What a day's item is built from (One Call's `daily` and the 16-day forecast's `list`): the
 * place's observations by time (remembered), its coordinates and UTC offsets, the last hour One
 * Call reports hour by hour (later days use 3-hour steps), and the unit system.
 * @internal
 */
export interface DaySource {
  readonly sample: (t: number) => OneCallObservation;
  readonly lat: number;
  readonly lon: number;
  readonly offsetAt: (t: number) => number;
  readonly lastHourly: number;
  readonly units: Units;
}

/**
 * The moment that stands for a local date in a list of days: `'solar'`, the start of the local
 * clock hour holding its solar noon ({@link solarNoonHour}: One Call's `daily`, the 16-day
 * forecast); `'clock'`, 12:00 on the local clock (the 30-day climate forecast, as recorded).
 * @internal
 */
export type DayHour = 'solar' | 'clock';

/**
 * Local calendar date `day` (days since 1970) at a place: its `dt` (by `hour`, {@link DayHour}),
 * its local midnight and its sun.
 * @internal
 */
export function dayFrame(
  lat: number,
  lon: number,
  offsetAt: (t: number) => number,
  day: number,
  hour: DayHour = 'solar',
): { readonly dt: number; readonly start: number; readonly sun: SunTimes } {
  const guess = day * DAY - offsetAt(day * DAY) + 12 * HOUR;
  const offset = offsetAt(guess);
  const sunDay = localSunDay(guess, offset, lon);
  const sun = sunOfDay(lat, lon, sunDay);
  // The offset at the date's noon (`guess` is within an hour of it): clocks change at night.
  const dt = hour === 'clock' ? day * DAY + 12 * HOUR - offset : solarNoonHour(sun, sunDay, lon, offset);
  return { dt, start: day * DAY - offset, sun };
}

/**
 * A day's `temp` and `feels_like` in `units`, from its weather (`dayWeather`): the noon, night,
 * evening and morning hours and the day's extremes; One Call's `daily` item's and the 16-day forecast's.
 * @internal
 */
export function dayTemperatures(w: ReturnType<typeof dayWeather>, units: Units) {
  const { morn, noon, eve, night } = w;
  return {
    temp: {
      day: temperatureIn(noon.temp, units),
      min: temperatureIn(w.min, units),
      max: temperatureIn(w.max, units),
      night: temperatureIn(night.temp, units),
      eve: temperatureIn(eve.temp, units),
      morn: temperatureIn(morn.temp, units),
    },
    feels_like: {
      day: temperatureIn(noon.feelsLike, units),
      night: temperatureIn(night.feelsLike, units),
      eve: temperatureIn(eve.feelsLike, units),
      morn: temperatureIn(morn.feelsLike, units),
    },
  };
}

/**
 * The weather of one day from its samples (the day is the 24 hours from `dt − 12 h`), in standard
 * units: the four hours (`dt − 6 h`, `dt`, `dt + 6 h`, `dt + 12 h`), the extremes, the windiest
 * sample, the strongest gust, the highest `pop`, the totals and the day's condition. `step` 1
 * samples every whole UTC hour, 3 the 3-hour UTC grid (where the 5 day / 3 hour forecast has its
 * slots): the moments of {@link dayHours}.
 * One Call's `daily` and the 16-day forecast are both made of it.
 * @internal
 */
export function dayWeather(sample: (t: number) => OneCallObservation, dt: number, step: 1 | 3) {
  const morn = sample(dt - 6 * HOUR);
  const noon = sample(dt);
  const eve = sample(dt + 6 * HOUR);
  const night = sample(dt + 12 * HOUR);
  const samples = dayHours(dt, step).map((t) => sample(t));
  let min = Math.min(morn.temp, noon.temp, eve.temp, night.temp);
  let max = Math.max(morn.temp, noon.temp, eve.temp, night.temp);
  let windy = noon;
  let gust = 0;
  let pop = 0;
  let rain = 0;
  let snow = 0;
  for (const s of samples) {
    min = Math.min(min, s.temp);
    max = Math.max(max, s.temp);
    if (s.windSpeed > windy.windSpeed) windy = s;
    gust = Math.max(gust, gustOf(s));
    pop = Math.max(pop, s.pop);
    rain += s.rain * step;
    snow += s.snow * step;
  }
  return {
    morn,
    noon,
    eve,
    night,
    samples,
    min,
    max,
    windy,
    gust: Math.max(gust, windy.windSpeed),
    pop: round2(pop),
    // A wet day reports at least 0.01 mm (the service's smallest amount).
    rain: rain > 0 ? Math.max(0.01, round2(rain)) : 0,
    snow: snow > 0 ? Math.max(0.01, round2(snow)) : 0,
    condition: dayCondition(samples, noon.clouds),
  };
}

/** The sampling step of a day: every hour where One Call's hourly part reaches into it, else 3 hours. @internal */
export function dayStep(dt: number, lastHourly: number): 1 | 3 {
  return dt - DAY_HALF_SPAN <= lastHourly ? 1 : 3;
}

/** One Call's `daily` item of local date `day` (days since 1970; One Call 4.0's `1day` items too). @internal */
export function dayItem(source: DaySource, day: number): OneCallDay {
  const { sample, lat, lon, offsetAt, lastHourly, units } = source;
  const { dt, start, sun } = dayFrame(lat, lon, offsetAt, day);
  const moon = moons.remember(`${lat},${lon},${start}`, () => moonTimesOfDay(lat, lon, start));
  const step = dayStep(dt, lastHourly);
  const w = dayWeather(sample, dt, step);
  const { noon, windy } = w;
  let uvi = 0;
  for (let t = dt - 12 * HOUR; t < dt + 12 * HOUR; t += HOUR) {
    if (sun.kind === 'polar-night') break;
    const s = step === 1 || t % (step * HOUR) === 0 ? sample(t) : noon;
    uvi = Math.max(uvi, uvIndex(lat, lon, t, s.clouds));
  }
  // biome-ignore lint/style/noNonNullAssertion: an observation always has its primary condition.
  const words = w.samples.map((s) => summaryWord(s.conditions[0]!, s.clouds));
  const item: OneCallDay = {
    dt,
    sunrise: sun.sunrise,
    sunset: sun.sunset,
    moonrise: moon.moonrise,
    moonset: moon.moonset,
    moon_phase: moonPhaseOfDay(start, dt),
    summary: daySummary(words),
    ...dayTemperatures(w, units),
    pressure: noon.pressure,
    humidity: noon.humidity,
    dew_point: temperatureIn(dewPoint(noon.temp, noon.humidity), units),
    wind_speed: speedIn(windy.windSpeed, units),
    wind_deg: windy.windDeg,
    wind_gust: speedIn(w.gust, units),
    weather: descriptors([w.condition], dt, sun, true),
    clouds: noon.clouds,
    pop: w.pop,
    uvi,
  };
  if (w.rain > 0) item.rain = w.rain;
  if (w.snow > 0) item.snow = w.snow;
  return item;
}

/** An alert the weather raises, as One Call 3.0's `alerts[]` item. */
function alertOf(alert: RaisedAlert): OneCallAlert {
  const { sender_name, event, start, end, description, tags } = alert;
  return { sender_name, event, start, end, description, tags: [...tags] };
}

/** The zone and offset the answers report: the IANA zone at the coordinates, its offset at `at`. @internal */
export function zoneOf(lat: number, lon: number, at: number): { timezone: string; timezone_offset: number } {
  const timezone = timeZoneAt(lat, lon);
  return { timezone, timezone_offset: utcOffsetSeconds(timezone, at) };
}

/**
 * The One Call answer of a request from the world of its place.
 * @internal
 */
export function buildOneCall(world: OneCallWorld, request: OneCallRequest): OneCallAnswer {
  const { lat, lon, clock, units, exclude } = request;
  // Everything below is a function of the observation's time (the start of the 10-minute bucket
  // holding the clock): the same bytes for every clock in the bucket, as the weather endpoint's.
  const observed = world.observationAt(clock);
  const nowDt = observed.dt;
  const { timezone, timezone_offset } = zoneOf(lat, lon, nowDt);
  const answer: OneCallAnswer = { lat: lat + 0, lon: lon + 0, timezone, timezone_offset };
  const offsetAt = offsetsOver(timezone, nowDt - 2 * DAY, nowDt + 10 * DAY);
  const hours = new Map<number, OneCallObservation>();
  const sample = (t: number) => {
    let o = hours.get(t);
    if (o === undefined) {
      o = world.observationAt(t);
      hours.set(t, o);
    }
    return o;
  };
  const firstHour = Math.floor(nowDt / HOUR) * HOUR;
  if (!exclude.has('current')) {
    answer.current = currentItem(observed, nowDt, localSun(lat, lon, offsetAt, nowDt), lat, lon, units);
  }
  if (!exclude.has('minutely')) {
    const first = Math.ceil(nowDt / 60) * 60;
    // The rate every 10 minutes, linear between (the timeline's rate is smooth at that scale).
    const knots: number[] = [];
    for (let k = 0; k <= 6; k += 1) {
      const p = world.precipitationAt(first + k * 600);
      knots.push(p.rain + p.snow);
    }
    const minutely: OneCallMinute[] = [];
    for (let m = 0; m <= 60; m += 1) {
      const k = Math.floor(m / 10);
      const f = (m % 10) / 10;
      // biome-ignore lint/style/noNonNullAssertion: k is 0 to 5 (m < 60); the knots are 0 to 6.
      const a = knots[k]!;
      // biome-ignore lint/style/noNonNullAssertion: the index is at most 6, the last knot.
      const b = knots[Math.min(k + 1, 6)]!;
      minutely.push({ dt: first + m * 60, precipitation: round4(a + (b - a) * f) });
    }
    answer.minutely = minutely;
  }
  if (!exclude.has('hourly')) {
    const hourly: OneCallHour[] = [];
    for (let k = 0; k < 48; k += 1) {
      const dt = firstHour + k * HOUR;
      hourly.push(hourItem(sample(dt), dt, localSun(lat, lon, offsetAt, dt), lat, lon, units));
    }
    answer.hourly = hourly;
  }
  if (!exclude.has('daily')) {
    const today = localDay(nowDt, timezone_offset);
    const lastHourly = firstHour + 47 * HOUR;
    const daily: OneCallDay[] = [];
    const source: DaySource = { sample, lat, lon, offsetAt, lastHourly, units };
    for (let k = 0; k < 8; k += 1) daily.push(dayItem(source, today + k));
    answer.daily = daily;
  }
  if (!exclude.has('alerts')) {
    // A scenario's (or the generator option's) alerts replace those the weather raises.
    const alerts = request.alerts ?? alertsAt(sample, lat, lon, nowDt).map(alertOf);
    if (alerts.length > 0) answer.alerts = alerts.map((alert) => ({ ...alert, tags: [...alert.tags] }));
  }
  return answer;
}

/**
 * The timemachine answer: the observation at `dt` (the one the weather endpoint reports when the
 * clock reads `dt`), reported with `dt` itself.
 * @internal
 */
export function buildTimemachine(
  world: OneCallWorld,
  request: { lat: number; lon: number; dt: number; units: Units },
): OneCallTimemachineAnswer {
  const { lat, lon, dt, units } = request;
  const { timezone, timezone_offset } = zoneOf(lat, lon, dt);
  const observed = world.observationAt(dt);
  return {
    lat: lat + 0,
    lon: lon + 0,
    timezone,
    timezone_offset,
    data: [
      currentItem(
        observed,
        dt,
        localSun(lat, lon, () => timezone_offset, dt),
        lat,
        lon,
        units,
      ),
    ],
  };
}
