/**
 * One day of the deprecated UV index API: the day's highest UV index, dated at 12:00 UTC.
 *
 * @example
 * ```ts
 * const uv: UvIndexItem = { lat: 51.51, lon: -0.13, date_iso: '2019-11-02T12:00:00Z', date: 1572696000, value: 1.01 };
 * ```
 */
export interface UvIndexItem {
  lat: number;
  lon: number;
  /** The UTC date at 12:00, ISO 8601. */
  date_iso: string;
  /** The same moment, Unix seconds. */
  date: number;
  /** The UV index (2 decimals): the highest of the UTC day. */
  value: number;
}
