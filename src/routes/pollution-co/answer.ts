/**
 * The retired Air Pollution API 1.0 (`/pollution/v1/{co,o3,no2,so2}/{lat},{lon}/{datetime}.json`),
 * which pyowm's `airpollutionapi30` still calls ("deprecated API endpoints", `uris.py` at 01efe44):
 * its answers from the double's own air model (the same air as `/data/2.5/air_pollution`), in the
 * shapes pyowm's recorded fixtures show (`tests/unit/airpollutionapi30/test_*.py`):
 *
 * - `co`, `so2`: `{time, location: {latitude, longitude}, data: [{precision, pressure, value}]}`,
 *   a volume mixing ratio at each of 25 pressure levels, 1000 hPa down to 0.1 hPa in steps of
 *   10^(1/6) (the recorded levels 1000, 681.29…, 464.15…, and 0.1 in pyowm issue #228);
 * - `o3`: `data` one number, the ozone column in Dobson units;
 * - `no2`: `data` `{no2, no2_strat, no2_trop}`, each `{precision, value}`, columns in molecules/cm².
 *
 * Every number is a 32-bit float written in full, as recorded (`-4.999999987376214e-07`). How the
 * surface air becomes a profile or a column is the double's choice (docs/air-pollution.md):
 * plausible orders of magnitude, not chemistry.
 *
 * `{datetime}`: `current` (the sample now), or an ISO 8601 moment in UTC whose precision is the
 * search window (`2016Z` a year, `2016-03Z` a month, `2016-03-03Z` a day, `2016-03-03T12Z` an hour,
 * `2016-03-03T12:00Z` a minute, `2016-03-03T12:00:05Z` a second), as pyowm writes it. The answer is
 * the window's latest sample the clock has seen; the double's samples are the weather's
 * observations (every 10 minutes at a place), so a window with none (in the future, before 2016, or
 * a minute between two samples) answers 404 "not found" (the double's choice; nothing recorded).
 * @internal
 */
import type { RecordShape } from '../../service/vocabulary.js';
import type { AirComponents, AirPollutionItem } from '../air-pollution/types.js';
import type { Coordinates } from '../generate-shared.js';
import type { WeatherGenerator } from '../generator.js';
import type { RouteProblem } from '../route.js';

/** The four gases of the API, as its paths name them. @internal */
export type PollutionGas = 'co' | 'o3' | 'no2' | 'so2';

/** The first moment the double has samples for: 2016-01-01T00:00:00Z (the API opened in 2016). */
const FIRST_SAMPLE = 1_451_606_400;
const DAY = 86_400;
/** Air at 1000 hPa and 15 °C: molecules of air per m³ over Avogadro's number (mol/m³). */
const AIR_MOLES = 100_000 / (8.314_462_618 * 288.15);
const AVOGADRO = 6.022_140_76e23;
/** Molar masses, g/mol. */
const MOLAR_MASS = { co: 28.01, so2: 64.066, no2: 46.0055 } as const;
/** The depth of air near the ground the surface NO₂ fills in the double's column, metres. */
const MIXED_DEPTH = 250;
/** The recorded precision of every CO and SO₂ level (pyowm's fixtures). */
const PROFILE_PRECISION = -5e-7;
/** How fast each gas thins with height: value(p) = value(1000 hPa) · (p / 1000)^k. */
const THINNING = { co: 0.2, so2: 1 } as const;
/** The 25 pressure levels, hPa: 1000 · 10^(−k/6), k = 0 … 24. */
const LEVELS = Object.freeze(Array.from({ length: 25 }, (_, k) => 1000 * 10 ** (-k / 6)));

/** A 32-bit float, as the API's numbers are. */
const float = (value: number) => Math.fround(value) + 0;

/** A search window `[from, until)` in Unix seconds, or `'current'`; `undefined` when not a form the API reads. */
function windowOf(text: string): { from: number; until: number } | 'current' | undefined {
  if (text === 'current') return 'current';
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2})(?::(\d{2})(?::(\d{2}))?)?)?)?)?Z$/.exec(text);
  if (match === null) return undefined;
  const parts = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const [year, month, day, hour, minute, second] = parts as [number, ...(number | undefined)[]];
  const at = (extra: number) => {
    const fields = [year, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0];
    const given = parts.filter((part) => part !== undefined).length;
    // `as number`: the year is always given, so `given` is 1 to 6, an index of the six fields.
    fields[given - 1] = (fields[given - 1] as number) + extra;
    const [y, mo, d, h, mi, s] = fields as [number, number, number, number, number, number];
    return Date.UTC(y, mo, d, h, mi, s) / 1000;
  };
  const from = at(0);
  // A field out of its range (month 13, 30 February, hour 24) moves the date: not a moment.
  const date = new Date(from * 1000);
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() + 1 === (month ?? 1) &&
    date.getUTCDate() === (day ?? 1) &&
    date.getUTCHours() === (hour ?? 0) &&
    date.getUTCMinutes() === (minute ?? 0) &&
    date.getUTCSeconds() === (second ?? 0);
  return same ? { from, until: at(1) } : undefined;
}

/** The air the double samples at a moment: the Air Pollution API's current item then. */
type Sample = AirPollutionItem & { readonly live: boolean };

/**
 * The sample of a window at a place: the last observation (the weather's, every 10 minutes) at or
 * before the window's end and the clock, `live` when the window holds the clock; or why none.
 */
function sampleOf(
  generator: WeatherGenerator<RecordShape>,
  where: Coordinates,
  window: { from: number; until: number } | 'current',
  now: number,
): Sample | RouteProblem {
  const observed = (t: number) => generator.airPollution(where, { at: t * 1000 }).list[0] as AirPollutionItem;
  if (window === 'current') return { ...observed(now), live: true };
  if (window.from > now || window.until <= FIRST_SAMPLE) return { problem: 'geocodingNotFound' };
  const live = window.until > now;
  const item = observed(live ? now : window.until - 1);
  return item.dt < window.from || item.dt < FIRST_SAMPLE
    ? { problem: 'geocodingNotFound' }
    : { ...item, live };
}

/** `2016-10-01T13:07:01Z`: the recorded form of `time`. */
const isoSeconds = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().replace('.000Z', 'Z');

const YEAR_DAYS = 365.2422;

/** A yearly cycle at a moment: 1 on day `peak` of the year (days since 1 January), −1 half a year away. */
function yearly(unixSeconds: number, peak: number): number {
  const dayOfYear = (unixSeconds / DAY) % YEAR_DAYS;
  return Math.cos((2 * Math.PI * (dayOfYear - peak)) / YEAR_DAYS);
}

/**
 * A number as the API wrote it (pyowm's fixtures): the shortest digits that read back the same,
 * in exponent form with a sign and two digits at least below 1e-4 and from 1e14
 * (`8.609262636127823e-08`, `2.00000000753664e+14`), else plainly (`681.2920532226562`, `1000`).
 */
function writeNumber(value: number): string {
  const [mantissa, exponentText] = value.toExponential().split('e') as [string, string];
  const exponent = Number(exponentText);
  if (value === 0 || (exponent >= -4 && exponent < 14)) return String(value + 0);
  const digits = String(Math.abs(exponent)).padStart(2, '0');
  return `${mantissa}e${exponent < 0 ? '-' : '+'}${digits}`;
}

/**
 * Minified JSON (`JSON.stringify`'s) with its numbers in the API's form ({@link writeNumber}),
 * strings untouched: the bytes the route answers, and what `check` expects of a body it parsed.
 * @internal
 */
export function inApiNumbers(json: string): string {
  return json.replace(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/g, (token) =>
    token.startsWith('"') ? token : writeNumber(Number(token)),
  );
}

/** A column and its precision, 32-bit floats. */
const column = (precision: number, value: number) => ({ precision: float(precision), value: float(value) });

/** The `data` of one gas from the surface components (µg/m³) at a latitude and moment. */
function dataOf(gas: PollutionGas, components: AirComponents, lat: number, dt: number): unknown {
  if (gas === 'co' || gas === 'so2') {
    const ratio = (components[gas] * 1e-6) / MOLAR_MASS[gas] / AIR_MOLES;
    return LEVELS.map((pressure) => ({
      precision: float(PROFILE_PRECISION),
      pressure: float(pressure),
      value: float(ratio * (pressure / 1000) ** THINNING[gas]),
    }));
  }
  if (gas === 'o3') {
    // Thicker toward the poles and in spring; the day's surface ozone nudges it.
    const spring = yearly(dt, lat >= 0 ? 80 : 263);
    return float((260 + 1.2 * Math.abs(lat)) * (1 + 0.06 * spring) * (components.o3 / 60) ** 0.1);
  }
  const trop = (((components.no2 * 1e-6) / MOLAR_MASS.no2) * AVOGADRO * MIXED_DEPTH) / 10_000;
  const strat = (1.6e15 + 1.2e15 * (Math.abs(lat) / 90)) * (1 + 0.15 * yearly(dt, lat >= 0 ? 172 : 355));
  const tropPrecision = 1e15 + 0.5 * trop;
  const stratPrecision = 2e14;
  return {
    no2: column(Math.hypot(tropPrecision, stratPrecision), strat + trop),
    no2_strat: column(stratPrecision, strat),
    no2_trop: column(tropPrecision, trop),
  };
}

/**
 * The answer of one gas at a place (`where`: 4 decimals; `asked`: the coordinates as the path wrote
 * them, echoed in `location`) for a `{datetime}` text, on the clock `now` (Unix seconds): the exact
 * bytes and whether they hold only for the current sample (`live`), or the 400/404.
 * @internal
 */
export function pollutionAnswer(
  generator: WeatherGenerator<RecordShape>,
  gas: PollutionGas,
  where: Coordinates,
  asked: Coordinates,
  datetime: string,
  now: number,
): { body: string; dt: number; live: boolean } | RouteProblem {
  const window = windowOf(datetime);
  if (window === undefined) return { problem: 'wrongDate' };
  const sample = sampleOf(generator, where, window, now);
  if ('problem' in sample) return sample;
  const body = {
    time: isoSeconds(sample.dt),
    location: { latitude: asked.lat + 0, longitude: asked.lon + 0 },
    data: dataOf(gas, sample.components, where.lat, sample.dt),
  };
  return { body: inApiNumbers(JSON.stringify(body)), dt: sample.dt, live: sample.live };
}
