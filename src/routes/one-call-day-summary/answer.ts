import type { OneCallObservation, OneCallWorld } from '../../model/one-call-world.js';
import { speedIn, temperatureIn } from '../../model/units.js';
import type { Units } from '../../service/vocabulary.js';
import { dateText, offsetText } from '../dates.js';
import type { DaySummaryAnswer } from './types.js';

/**
 * One Call's daily aggregation of a date in a UTC offset, from the same weather timeline as One Call
 * (a {@link OneCallWorld}): the observations at each whole hour of the date's local clock (00:00 to
 * 23:00) and at the midnight closing it. `morning`, `afternoon`, `evening` and `night` are the
 * temperatures at 06:00, 12:00, 18:00 and that closing 00:00 (One Call's `morn`, `day`, `eve`,
 * `night`); `min`/`max` the extremes of those 25 readings; `cloud_cover`, `humidity`, `pressure` at
 * 12:00; `precipitation.total` the rain and snow of the 24 hours (mm, 2 decimals); `wind.max` the
 * strongest hourly wind (the afternoon's on ties) and its direction. Where a place's One Call day runs
 * midnight to midnight (its daily `dt` at local noon, London in winter) the aggregates are One Call's
 * `daily` of that date.
 * @internal
 */

const HOUR = 3600;
const DAY = 86_400;
const round2 = (value: number) => Math.round(value * 100) / 100;

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
