import type { AirComponents } from '../../model/air-model.js';

export type { AirComponents };

/**
 * One hour of an air pollution answer.
 *
 * @example
 * ```ts
 * const item: AirPollutionItem = { main: { aqi: 2 }, components: { co: 220.3, no: 0, no2: 5.31, o3: 86.55, so2: 0.74, pm2_5: 0.7, pm10: 1.96, nh3: 0.09 }, dt: 1699049290 };
 * ```
 */
export interface AirPollutionItem {
  /** `aqi`: 1 Good, 2 Fair, 3 Moderate, 4 Poor, 5 Very Poor (the worst band of SO₂, NO₂, PM10, PM2.5, O₃, CO). */
  main: { aqi: 1 | 2 | 3 | 4 | 5 };
  components: AirComponents;
  /** Unix time, seconds (UTC). */
  dt: number;
}

/**
 * The body of `GET /data/2.5/air_pollution`, `/forecast` and `/history` (no `cod`).
 *
 * @example
 * ```ts
 * const answer: AirPollutionAnswer = { coord: { lon: 3.09, lat: 36.73 }, list: [] };
 * ```
 */
export interface AirPollutionAnswer {
  /** The requested coordinates rounded to 4 decimals. */
  coord: { lon: number; lat: number };
  /** One item (current), 96 hourly items (forecast), or the whole hours between `start` and `end` (history). */
  list: AirPollutionItem[];
}

/** Which air pollution answer. @example `const kind: AirPollutionKind = 'forecast';` */
export type AirPollutionKind = 'current' | 'forecast' | 'history';
