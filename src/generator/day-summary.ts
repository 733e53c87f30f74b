import { uvIndex } from '../derived/uv-index.js';
import type { DaySummaryAnswer, OverviewAnswer, UvIndexItem } from '../one-call/summary-types.js';
import type { OneCallAnswer, OneCallDay } from '../one-call/types.js';
import type { Units } from '../record/types.js';
import type { OneCallObservation, OneCallWorld } from './one-call.js';
import { speedIn, temperatureIn } from './units.js';

/**
 * One Call's daily aggregation, its weather overview and the deprecated UV index API, from the same
 * weather timeline as One Call (a {@link OneCallWorld}), so that they agree with One Call's `hourly`
 * and `daily` and with the weather endpoint:
 *
 * - `day_summary` of a date in a UTC offset: the observations at each whole hour of the date's local
 *   clock (00:00 to 23:00) and at the midnight closing it. `morning`, `afternoon`, `evening` and
 *   `night` are the temperatures at 06:00, 12:00, 18:00 and that closing 00:00 (One Call's `morn`,
 *   `day`, `eve`, `night`); `min`/`max` the extremes of those 25 readings; `cloud_cover`, `humidity`,
 *   `pressure` at 12:00; `precipitation.total` the rain and snow of the 24 hours (mm, 2 decimals);
 *   `wind.max` the strongest hourly wind (the afternoon's on ties) and its direction. Where a place's
 *   One Call day runs midnight to midnight (its daily `dt` at local noon, London in winter) the
 *   aggregates are One Call's `daily` of that date.
 * - the overview: sentences made from One Call's `current` and `daily` (today) or `daily[1]`
 *   (tomorrow), numbers rounded as written.
 * - the UV index of a UTC date: the highest of One Call's hourly UV index (the same formula, the
 *   same clouds) over its 24 hours, dated 12:00 UTC.
 * @internal
 */

const HOUR = 3600;
const DAY = 86_400;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** A UTC offset (seconds) as the service writes it: `+02:00`, `-05:00`, `+05:45`. @internal */
export function offsetText(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(offsetSeconds) / 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/** A day (days since 1970-01-01) as `YYYY-MM-DD`. @internal */
export function dateText(day: number): string {
  return new Date(day * DAY * 1000).toISOString().slice(0, 10);
}

/** A day summary request, read. @internal */
export interface DaySummaryRequest {
  readonly lat: number;
  readonly lon: number;
  /** The date, days since 1970-01-01. */
  readonly day: number;
  /** The UTC offset of the date's clock, seconds. */
  readonly offset: number;
  readonly units: Units;
}

/** The daily aggregation of one date (see the module comment). @internal */
export function buildDaySummary(world: OneCallWorld, request: DaySummaryRequest): DaySummaryAnswer {
  const { lat, lon, day, offset, units } = request;
  const start = day * DAY - offset;
  const hours: OneCallObservation[] = [];
  for (let h = 0; h < 24; h += 1) hours.push(world.observationAt(start + h * HOUR));
  const morning = hours[6] as OneCallObservation;
  const afternoon = hours[12] as OneCallObservation;
  const evening = hours[18] as OneCallObservation;
  const night = world.observationAt(start + 24 * HOUR);
  let min = night.temp;
  let max = night.temp;
  let windy = afternoon;
  let total = 0;
  for (const o of hours) {
    min = Math.min(min, o.temp);
    max = Math.max(max, o.temp);
    if (o.windSpeed > windy.windSpeed) windy = o;
    total += o.rain + o.snow;
  }
  return {
    lat: lat + 0,
    lon: lon + 0,
    tz: offsetText(offset),
    date: dateText(day),
    units,
    cloud_cover: { afternoon: afternoon.clouds },
    humidity: { afternoon: afternoon.humidity },
    precipitation: { total: round2(total) },
    temperature: {
      min: temperatureIn(min, units),
      max: temperatureIn(max, units),
      afternoon: temperatureIn(afternoon.temp, units),
      night: temperatureIn(night.temp, units),
      evening: temperatureIn(evening.temp, units),
      morning: temperatureIn(morning.temp, units),
    },
    pressure: { afternoon: afternoon.pressure },
    wind: { max: { speed: speedIn(windy.windSpeed, units), direction: windy.windDeg } },
  };
}

/** The highest UV index of the UTC date `day` at coordinates, as a UV index item. @internal */
export function buildUvIndexItem(world: OneCallWorld, lat: number, lon: number, day: number): UvIndexItem {
  const start = day * DAY;
  let value = 0;
  for (let h = 0; h < 24; h += 1) {
    const t = start + h * HOUR;
    value = Math.max(value, uvIndex(lat, lon, t, world.observationAt(t).clouds));
  }
  return {
    lat: lat + 0,
    lon: lon + 0,
    date_iso: `${dateText(day)}T12:00:00Z`,
    date: start + 12 * HOUR,
    value,
  };
}

// ---- the overview ----------------------------------------------------------------------------

const COMPASS = [
  'north',
  'north-northeast',
  'northeast',
  'east-northeast',
  'east',
  'east-southeast',
  'southeast',
  'south-southeast',
  'south',
  'south-southwest',
  'southwest',
  'west-southwest',
  'west',
  'west-northwest',
  'northwest',
  'north-northwest',
] as const;

/** A wind direction (degrees) as one of the 16 compass points, in words. @internal */
export function compassPoint(degrees: number): string {
  return COMPASS[Math.round((((degrees % 360) + 360) % 360) / 22.5) % 16] as string;
}

/** The risk the WHO's UV index bands name for a (rounded) UV index. @internal */
export function uvRisk(index: number): string {
  if (index < 3) return 'low';
  if (index < 6) return 'moderate';
  if (index < 8) return 'high';
  if (index < 11) return 'very high';
  return 'extreme';
}

/** How the overview writes a temperature and a speed in each unit system. */
const WRITTEN: Readonly<Record<Units, { temperature: string; speed: string }>> = {
  standard: { temperature: ' K', speed: ' meter/sec' },
  metric: { temperature: '°C', speed: ' meter/sec' },
  imperial: { temperature: '°F', speed: ' miles/hour' },
};

/** The overview's text of today: One Call's `current`, and `daily[0]` for the day as a whole. */
function todayText(answer: OneCallAnswer, units: Units): string {
  const current = answer.current;
  const today = answer.daily?.[0];
  if (current === undefined || today === undefined) throw new Error('One Call answer without current/daily');
  const { temperature: T, speed: S } = WRITTEN[units];
  const n = Math.round;
  const gust = current.wind_gust === undefined ? '' : ` with gusts up to ${n(current.wind_gust)}${S}`;
  const rain = current.rain?.['1h'];
  const snow = current.snow?.['1h'];
  const falling =
    snow !== undefined
      ? `It is snowing at ${snow} mm/h at the moment.`
      : rain !== undefined
        ? `It is raining at ${rain} mm/h at the moment.`
        : 'There is no precipitation at the moment.';
  const uvi = n(current.uvi);
  return [
    `The current weather is ${current.weather[0]?.description} with a temperature of ${n(current.temp)}${T} and a feels-like temperature of ${n(current.feels_like)}${T}.`,
    `The wind speed is ${n(current.wind_speed)}${S}${gust} coming from the ${compassPoint(current.wind_deg)} direction.`,
    `The air pressure is at ${current.pressure} hPa with a humidity level of ${current.humidity}%.`,
    `The dew point is at ${n(current.dew_point)}${T} and the visibility is ${current.visibility} meters.`,
    `The UV index is at ${uvi}, indicating ${uvRisk(uvi)} risk from the sun's UV rays.`,
    falling,
    `Overall, expect ${today.weather[0]?.description} today, with temperatures between ${n(today.temp.min)}${T} and ${n(today.temp.max)}${T}${chance(today)}.`,
  ].join(' ');
}

/** The chance of precipitation of a day, as the end of a sentence. */
function chance(day: OneCallDay): string {
  const pop = Math.round(day.pop * 100);
  return pop === 0 ? '' : ` and a ${pop}% chance of precipitation`;
}

/** The overview's text of tomorrow: One Call's `daily[1]`. */
function tomorrowText(answer: OneCallAnswer, units: Units): string {
  const day = answer.daily?.[1];
  if (day === undefined) throw new Error('One Call answer without daily');
  const { temperature: T, speed: S } = WRITTEN[units];
  const n = Math.round;
  const total = round2((day.rain ?? 0) + (day.snow ?? 0));
  const uvi = n(day.uvi);
  return [
    `Tomorrow expect ${day.weather[0]?.description}, with temperatures between ${n(day.temp.min)}${T} and ${n(day.temp.max)}${T}.`,
    `It will be around ${n(day.temp.morn)}${T} in the morning, ${n(day.temp.day)}${T} in the afternoon, ${n(day.temp.eve)}${T} in the evening and ${n(day.temp.night)}${T} at night.`,
    `The wind will reach ${n(day.wind_speed)}${S} with gusts up to ${n(day.wind_gust ?? day.wind_speed)}${S}, coming from the ${compassPoint(day.wind_deg)} direction.`,
    `The air pressure will be around ${day.pressure} hPa with a humidity level of ${day.humidity}%.`,
    total > 0
      ? `There is a ${n(day.pop * 100)}% chance of precipitation, with about ${total} mm expected.`
      : 'No precipitation is expected.',
    `The UV index will reach ${uvi}, indicating ${uvRisk(uvi)} risk from the sun's UV rays.`,
  ].join(' ');
}

/**
 * The overview of today (`which` 0) or tomorrow (1) from a One Call answer with `current` and
 * `daily` (at the same clock, in the same units).
 * @internal
 */
export function buildOverview(answer: OneCallAnswer, which: 0 | 1, units: Units): OverviewAnswer {
  const today = Math.floor(((answer.current?.dt ?? 0) + answer.timezone_offset) / DAY) + which;
  return {
    lat: answer.lat,
    lon: answer.lon,
    tz: offsetText(answer.timezone_offset),
    date: dateText(today),
    units,
    weather_overview: which === 0 ? todayText(answer, units) : tomorrowText(answer, units),
  };
}

// ---- reading dates and offsets --------------------------------------------------------------

/** The first date the service aggregates: 1979-01-02, days since 1970-01-01. @internal */
export const FIRST_SUMMARY_DAY = Date.UTC(1979, 0, 2) / (DAY * 1000);

/**
 * A `YYYY-MM-DD` date that exists (1970 to 2099), as days since 1970-01-01; `undefined` otherwise.
 * @internal
 */
export function dayOfDate(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (match === null) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  if (year < 1970 || year > 2099 || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) {
    return undefined;
  }
  return ms / (DAY * 1000);
}

/**
 * A UTC offset `±HH:MM` (from -12:00 to +14:00, minutes below 60) as seconds; `undefined` otherwise.
 * A leading space is read as `+`: an unencoded `+` in a query string arrives as a space (the
 * service's own example writes `tz=+03:00` unencoded).
 * @internal
 */
export function offsetOfText(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const match = /^([+\- ])(\d{2}):(\d{2})$/.exec(text.replace(/^\s+/, ' '));
  if (match === null) return undefined;
  const sign = match[1] === '-' ? -1 : 1;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  const seconds = sign * (hours * HOUR + minutes * 60);
  if (minutes >= 60 || seconds < -12 * HOUR || seconds > 14 * HOUR) return undefined;
  return seconds;
}

/**
 * The last date the service aggregates at a clock (Unix seconds): 18 months after the clock's UTC
 * date (the service's "1,5 years ahead"), days since 1970-01-01.
 * @internal
 */
export function lastSummaryDay(clock: number): number {
  const now = new Date(clock * 1000);
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 18, now.getUTCDate()) / (DAY * 1000);
}
