/**
 * A weather station's history (`GET /data/2.5/history/station`), in the shapes pyowm's recorded
 * fixtures show: ticks flat, hours and days as statistics.
 */

/** A station history's records: ticks, hours or UTC days. @example `const type: StationHistoryType = 'tick';` */
export type StationHistoryType = 'tick' | 'hour' | 'day';

/**
 * The statistics of a period's ticks: `v` the mean (rain: the total), `c` how many ticks, `mi` the
 * least, `ma` the most.
 *
 * @example
 * ```ts
 * const temp: StationStatistic = { v: 288.1, c: 6, mi: 287.9, ma: 288.4 };
 * ```
 */
export interface StationStatistic {
  v: number;
  c: number;
  mi: number;
  ma: number;
}

/**
 * One tick: an observation of the station's timeline (kelvin, hPa, %), flat and again in `main`.
 *
 * @example
 * ```ts
 * const tick: StationTick = { temp: 288.1, pressure: 1012, humidity: 71, main: { temp: 288.1, humidity: 71, pressure: 1012 }, dt: 1717243200 };
 * ```
 */
export interface StationTick {
  temp: number;
  pressure: number;
  humidity: number;
  main: { temp: number; humidity: number; pressure: number };
  dt: number;
}

/**
 * One hour or UTC day: the statistics of its ticks; `rain.today` only when some fell (mm).
 *
 * @example
 * ```ts
 * const s = { v: 1, c: 6, mi: 1, ma: 1 };
 * const hour: StationPeriod = { temp: s, pressure: s, humidity: s, wind: { speed: s, deg: { v: 200 } }, main: { humidity: s, temp: s, temp_max: 1, pressure: s }, dt: 1717243200 };
 * ```
 */
export interface StationPeriod {
  temp: StationStatistic;
  pressure: StationStatistic;
  humidity: StationStatistic;
  rain?: { today: StationStatistic };
  wind: { speed: StationStatistic; deg: { v: number } };
  main: { humidity: StationStatistic; temp: StationStatistic; temp_max: number; pressure: StationStatistic };
  dt: number;
}

/** A record of a station's history: a tick, or an hour or day. @example `const item: StationHistoryItem = tick;` */
export type StationHistoryItem = StationTick | StationPeriod;

/**
 * The body of `GET /data/2.5/history/station`: `cnt` records of `type`; a station that is no city
 * has none (`cnt` 0). `calctime` a string for ticks, a number else (as recorded).
 *
 * @example
 * ```ts
 * const none: StationHistory = { message: '', cod: '200', type: 'tick', station_id: 987654, calctime: 'tick=0.0004total=1.1243', cnt: 0, list: [] };
 * ```
 */
export interface StationHistory {
  message: '';
  cod: '200';
  type: StationHistoryType;
  station_id: number;
  calctime: string | number;
  cnt: number;
  list: StationHistoryItem[];
}
