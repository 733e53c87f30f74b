/**
 * The dates and UTC offsets of One Call's day summary and overview and of the UV index API: reading
 * `YYYY-MM-DD` and `±HH:MM` as the service does, and writing them back.
 */

const HOUR = 3600;
const DAY = 86_400;

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

/** The first date the service aggregates: 1979-01-02, days since 1970-01-01. @internal */
const FIRST_SUMMARY_DAY = Date.UTC(1979, 0, 2) / (DAY * 1000);

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

/**
 * Whether the service aggregates a day (days since 1970-01-01) at a clock (Unix seconds): from
 * {@link FIRST_SUMMARY_DAY} to {@link lastSummaryDay}.
 * @internal
 */
export function isSummaryDay(day: number, clock: number): boolean {
  return day >= FIRST_SUMMARY_DAY && day <= lastSummaryDay(clock);
}
