import { tzLookup } from '#deps';
import { BoundedCache } from '../cache.js';
import { noCityNear } from '../places/locator.js';
import { seaInClimate } from './climate.js';

/**
 * The time zone of a place and its offset from UTC at a moment, for the current shape's `timezone`
 * and the sun of the place's local calendar day.
 *
 * - The IANA zone of a coordinate comes from `@photostructure/tz-lookup` (CC0, no dependencies, one
 *   73 KB file with a compressed world map of the zones, so it fits in the MSW handlers' browser
 *   bundle). At sea it answers the nautical zones `Etc/GMT±N`. Node loads it on the first lookup,
 *   not at import (`#deps`, src/deps/).
 * - Its compressed map gives the sea off a coast the land's zone for up to 300 km (Europe/Dublin at
 *   51.5° N 14° W), where the service answers the nautical zone of the longitude (recorded: `-01:00`
 *   at 51.509865, -11.8092). So a point the double's own world counts as sea (no city within 100 km,
 *   and sea in the climate grid) gets the nautical zone; a desert without towns keeps the land's.
 * - The offset at a moment, daylight saving time included, comes from the runtime's own time zone
 *   database through `Intl.DateTimeFormat` (`timeZoneName: 'longOffset'`, `GMT-07:00`), so no
 *   rules are shipped here.
 * @internal
 */

const CACHE_LIMIT = 4096;
const zones = new BoundedCache<string, string>(CACHE_LIMIT);
/** One format per zone: about 600 zones in all, so the bound is never reached. */
const formats = new BoundedCache<string, Intl.DateTimeFormat>(CACHE_LIMIT);

/** The IANA time zone at a coordinate (degrees), e.g. `'America/Los_Angeles'`. @internal */
export function timeZoneAt(lat: number, lon: number): string {
  const key = `${lat},${lon}`;
  return zones.get(key) ?? zones.set(key, zoneOf(lat, lon));
}

function zoneOf(lat: number, lon: number): string {
  const zone = tzLookup(lat, lon);
  if (zone.startsWith('Etc/') || noCityNear(lat, lon) !== true || !seaInClimate(lat, lon)) return zone;
  return nauticalZone(lon);
}

/**
 * The nautical time zone of a longitude: 15° wide, centred on the multiples of 15° (`Etc/GMT+1`
 * from 7.5° W to 22.5° W; the sign of `Etc/` names is POSIX's, west positive).
 */
function nauticalZone(lon: number): string {
  const hours = -Math.round(lon / 15);
  if (hours === 0) return 'Etc/GMT';
  return hours > 0 ? `Etc/GMT+${hours}` : `Etc/GMT${hours}`;
}

function formatOf(zone: string): Intl.DateTimeFormat {
  return (
    formats.get(zone) ??
    formats.set(zone, new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }))
  );
}

/**
 * The offset of an IANA zone from UTC at a moment, in seconds east of UTC (`-25200` for
 * `America/Denver` in summer), daylight saving time included.
 * @internal
 */
export function utcOffsetSeconds(zone: string, unixSeconds: number): number {
  const name = formatOf(zone)
    .formatToParts(unixSeconds * 1000)
    .find((part) => part.type === 'timeZoneName')?.value;
  // `GMT` alone for UTC itself; otherwise `GMT+05:30`, `GMT-07:00` (seconds are not used by modern zones).
  const match = name === undefined ? null : /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(name);
  if (!match)
    throw new Error(`[weather-double] unreadable offset ${JSON.stringify(name)} for time zone ${zone}`);
  if (match[1] === undefined) return 0;
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0);
  return match[1] === '-' ? -seconds : seconds;
}

/**
 * Offsets already computed, by zone and quarter hour: every zone's offset changes only at a quarter
 * hour of UTC (transitions fall on whole or half local hours, offsets are multiples of 15 minutes),
 * so the offset of a moment is the offset of its quarter hour.
 */
const offsets = new BoundedCache<string, number>(CACHE_LIMIT);
/**
 * Offsets by zone and UTC day, for the days whose first and last quarter hour have the same offset
 * (no zone changes its offset twice within a day, so then the whole day has it); `NaN` for a day
 * with a transition, whose moments are looked up by quarter hour.
 */
const dayOffsets = new BoundedCache<string, number>(CACHE_LIMIT);
const QUARTER_HOUR = 900;
const QUARTERS_A_DAY = 96;

/** The offset of a zone in quarter hour number `quarter`, remembered. */
function quarterOffset(zone: string, quarter: number): number {
  const key = `${zone}|${quarter}`;
  return offsets.get(key) ?? offsets.set(key, utcOffsetSeconds(zone, quarter * QUARTER_HOUR));
}

/**
 * The offset from UTC (seconds, DST included) of an IANA zone at a moment: {@link utcOffsetSeconds}
 * remembered by UTC day (by quarter hour on a day with a transition), so that the runtime's time
 * zone database is asked about twice per zone and day.
 * @internal
 */
export function zoneOffsetAt(zone: string, unixSeconds: number): number {
  const quarter = Math.floor(unixSeconds / QUARTER_HOUR);
  const day = Math.floor(quarter / QUARTERS_A_DAY);
  const key = `${zone}@${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const first = quarterOffset(zone, day * QUARTERS_A_DAY);
    const last = quarterOffset(zone, day * QUARTERS_A_DAY + QUARTERS_A_DAY - 1);
    offset = dayOffsets.set(key, first === last ? first : Number.NaN);
  }
  return Number.isNaN(offset) ? quarterOffset(zone, quarter) : offset;
}

/** The offset from UTC (seconds, DST included) of the place at (lat, lon) at a moment. @internal */
export function utcOffsetAt(lat: number, lon: number, unixSeconds: number): number {
  return zoneOffsetAt(timeZoneAt(lat, lon), unixSeconds);
}
