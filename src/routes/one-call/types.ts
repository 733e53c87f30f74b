import type { WeatherDescriptor } from '../../service/conditions.js';

/**
 * Precipitation of the last (or next) hour, mm.
 * @example `const rain: OneCallPrecipitation = { '1h': 0.21 };`
 */
export interface OneCallPrecipitation {
  '1h': number;
}

/** The measurements an observation (`current`) and an hour (`hourly`) share. */
interface OneCallMeasures {
  temp: number;
  feels_like: number;
  pressure: number;
  humidity: number;
  /** Dew point (Magnus formula), in the temperature unit. */
  dew_point: number;
  /** UV index (clear-sky Madronich formula with a cloud factor), 2 decimals. */
  uvi: number;
  clouds: number;
  visibility: number;
  wind_speed: number;
  wind_deg: number;
  /** Only when gusty (`current`); in every hour (`hourly`). */
  wind_gust?: number;
  weather: WeatherDescriptor[];
  /** Only while it rains. */
  rain?: OneCallPrecipitation;
  /** Only while it snows. */
  snow?: OneCallPrecipitation;
}

/**
 * One Call's `current` (and a timemachine `data` item): the weather endpoint's observation at the
 * same clock, in One Call's names and order.
 *
 * @example
 * ```ts
 * const current: OneCallCurrent = {
 *   dt: 1717308098, sunrise: 1717288384, sunset: 1717333991, temp: 305.14, feels_like: 312.14,
 *   pressure: 1009, humidity: 83, dew_point: 301.89, uvi: 9.91, clouds: 100, visibility: 10000,
 *   wind_speed: 4.53, wind_deg: 318, wind_gust: 5.22,
 *   weather: [{ id: 804, main: 'Clouds', description: 'overcast clouds', icon: '04d' }],
 * };
 * ```
 */
export interface OneCallCurrent extends OneCallMeasures {
  dt: number;
  /** Sunrise of the place's local day, Unix seconds; 0 on a polar day or night. */
  sunrise: number;
  sunset: number;
}

/**
 * One minute of `minutely`: precipitation in mm/h.
 * @example `const minute: OneCallMinute = { dt: 1717308120, precipitation: 0 };`
 */
export interface OneCallMinute {
  dt: number;
  precipitation: number;
}

/**
 * One hour of `hourly`.
 * @example
 * ```ts
 * const hour: OneCallHour = {
 *   dt: 1717308000, temp: 305.14, feels_like: 312.14, pressure: 1009, humidity: 83, dew_point: 301.89,
 *   uvi: 9.91, clouds: 100, visibility: 10000, wind_speed: 4.53, wind_deg: 318, wind_gust: 5.22,
 *   weather: [{ id: 804, main: 'Clouds', description: 'overcast clouds', icon: '04d' }], pop: 0.8,
 * };
 * ```
 */
export interface OneCallHour extends OneCallMeasures {
  dt: number;
  /** Probability of precipitation, 0 to 1, 2 decimals. */
  pop: number;
}

/**
 * One day of `daily`.
 * @example
 * ```ts
 * const day: OneCallDay = {
 *   dt: 1694012400, sunrise: 1693991578, sunset: 1694033847, moonrise: 0, moonset: 1694007900,
 *   moon_phase: 0.75, summary: 'There will be partly cloudy today',
 *   temp: { day: 18.4, min: 15.4, max: 18.58, night: 16.05, eve: 16.58, morn: 15.53 },
 *   feels_like: { day: 18.46, night: 15.93, eve: 16.49, morn: 15.38 },
 *   pressure: 1028, humidity: 83, dew_point: 15.46, wind_speed: 5.49, wind_deg: 140, wind_gust: 9.56,
 *   weather: [{ id: 803, main: 'Clouds', description: 'broken clouds', icon: '04d' }],
 *   clouds: 75, pop: 0.34, uvi: 8.75,
 * };
 * ```
 */
export interface OneCallDay {
  /** The start of the local clock hour that holds the day's solar noon, `(sunrise + sunset) / 2`. */
  dt: number;
  sunrise: number;
  sunset: number;
  /** 0 on a day without moonrise. */
  moonrise: number;
  /** 0 on a day without moonset. */
  moonset: number;
  /** 0 and 1 new moon, 0.25 first quarter, 0.5 full, 0.75 last quarter. */
  moon_phase: number;
  /** In English whatever `lang`. */
  summary: string;
  temp: { day: number; min: number; max: number; night: number; eve: number; morn: number };
  feels_like: { day: number; night: number; eve: number; morn: number };
  pressure: number;
  humidity: number;
  dew_point: number;
  wind_speed: number;
  wind_deg: number;
  wind_gust?: number;
  weather: WeatherDescriptor[];
  clouds: number;
  pop: number;
  /** The day's rain, mm, when any. */
  rain?: number;
  /** The day's snow, mm, when any. */
  snow?: number;
  uvi: number;
}

/**
 * A weather alert (a scenario injects them; none by default).
 * @example
 * ```ts
 * const alert: OneCallAlert = {
 *   sender_name: 'NWS Philadelphia - Mount Holly', event: 'Small Craft Advisory',
 *   start: 1684952747, end: 1684988747, description: '...SMALL CRAFT ADVISORY REMAINS IN EFFECT...', tags: [],
 * };
 * ```
 */
export interface OneCallAlert {
  sender_name: string;
  event: string;
  start: number;
  end: number;
  description: string;
  tags: string[];
}

/**
 * The body of `GET /data/3.0/onecall`; the parts named in `exclude` are left out, `alerts` when
 * there are none.
 *
 * @example
 * ```ts
 * const answer: OneCallAnswer = { lat: 33.44, lon: -94.04, timezone: 'America/Chicago', timezone_offset: -18000 };
 * ```
 */
export interface OneCallAnswer {
  /** The requested latitude rounded to 4 decimals. */
  lat: number;
  /** The requested longitude rounded to 4 decimals. */
  lon: number;
  /** IANA time zone of the place. */
  timezone: string;
  /** Its offset from UTC at the clock, seconds (daylight saving included). */
  timezone_offset: number;
  current?: OneCallCurrent;
  /** 61 minutes (that minute and the hour after it) from the first whole minute at or after `current.dt`. */
  minutely?: OneCallMinute[];
  /** 48 hours from the whole hour containing `current.dt`. */
  hourly?: OneCallHour[];
  /** 8 days from the local date. */
  daily?: OneCallDay[];
  alerts?: OneCallAlert[];
}

/**
 * The body of `GET /data/3.0/onecall/timemachine`.
 *
 * @example
 * ```ts
 * const answer: OneCallTimemachineAnswer = { lat: 52.2297, lon: 21.0122, timezone: 'Europe/Warsaw', timezone_offset: 3600, data: [] };
 * ```
 */
export interface OneCallTimemachineAnswer {
  lat: number;
  lon: number;
  timezone: string;
  timezone_offset: number;
  /** One item, `dt` the requested time. */
  data: OneCallCurrent[];
}

/** A part of the One Call answer that `exclude` may leave out. @example `const part: OneCallPart = 'minutely';` */
export type OneCallPart = 'current' | 'minutely' | 'hourly' | 'daily' | 'alerts';

/**
 * A One Call answer as the rare real variants may leave it (docs/variants.md), what
 * `validateOneCall(value, { variants: true })` accepts: `current.visibility` may be missing and
 * `current.rain` empty, `hourly[i].visibility` missing, `daily[i]` without `moonrise`, `moonset`,
 * `moon_phase` and `pop`.
 *
 * @example
 * ```ts
 * const result = validateOneCall(JSON.parse(body), { variants: true });
 * if (result.ok) result.answer.hourly?.[0]?.visibility ?? 'unknown';
 * ```
 */
export interface OneCallVariantAnswer extends Omit<OneCallAnswer, 'current' | 'hourly' | 'daily'> {
  current?: Omit<OneCallCurrent, 'visibility' | 'rain'> & {
    visibility?: number;
    rain?: Partial<OneCallPrecipitation>;
  };
  hourly?: (Omit<OneCallHour, 'visibility'> & { visibility?: number })[];
  daily?: (Omit<OneCallDay, 'moonrise' | 'moonset' | 'moon_phase' | 'pop'> &
    Partial<Pick<OneCallDay, 'moonrise' | 'moonset' | 'moon_phase' | 'pop'>>)[];
}
