import type { Units } from '../../service/vocabulary.js';
import { dateText, offsetText } from '../dates.js';
import type { OneCallAnswer, OneCallDay } from '../one-call/types.js';
import type { OverviewAnswer } from './types.js';

/**
 * One Call's weather overview: sentences made from One Call's `current` and `daily[0]` (today) or
 * `daily[1]` (tomorrow) at the same clock, numbers rounded as written.
 * @internal
 */

const DAY = 86_400;
const round2 = (value: number) => Math.round(value * 100) / 100;

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
function compassPoint(degrees: number): string {
  return COMPASS[Math.round((((degrees % 360) + 360) % 360) / 22.5) % 16] as string;
}

/** The risk the WHO's UV index bands name for a (rounded) UV index. @internal */
function uvRisk(index: number): string {
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
 * `daily` (at the same clock, in the same units), at the coordinates as asked: the service echoes
 * them unrounded (recorded; One Call's own `lat`/`lon` keep 4 decimals).
 * @internal
 */
export function buildOverview(
  answer: OneCallAnswer,
  which: 0 | 1,
  units: Units,
  asked: { readonly lat: number; readonly lon: number },
): OverviewAnswer {
  const today = Math.floor(((answer.current?.dt ?? 0) + answer.timezone_offset) / DAY) + which;
  return {
    lat: asked.lat,
    lon: asked.lon,
    tz: offsetText(answer.timezone_offset),
    date: dateText(today),
    units,
    weather_overview: which === 0 ? todayText(answer, units) : tomorrowText(answer, units),
  };
}
