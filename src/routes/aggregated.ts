/**
 * The Statistical Weather Data API (`history.openweathermap.org/data/2.5/aggregated/year`, `/month`,
 * `/day`): statistics of a place's weather on a day or in a month of the year, computed from the
 * double's own weather (https://openweathermap.org/api/statistics-api; docs/history.md).
 *
 * - **The measurements**: the timeline's observations (what `GET /data/2.5/weather` reports when
 *   the clock reaches them) of that calendar date in {@link SAMPLE_YEARS}, at the local solar hours
 *   {@link SAMPLE_HOURS} (the night's low near 03:00, the afternoon's high near 15:00): 12 a day.
 *   A month pools its days (29 in February: the years are leap years).
 * - **Temperature's centre is the climate's**: a day's `mean` is the place's climate (its NOAA
 *   1991–2020 normals, the ones the timeline draws from) at those moments; a month's `mean` is the
 *   month's normal itself. The measurements are moved together so that their mean is that centre:
 *   the spread (`st_dev`, the quartiles, the records, the daily lows and highs) is the timeline's.
 * - The other quantities are the measurements as they are: sea-level `pressure` (hPa), `humidity`
 *   (%), `wind` speed (m/s), `precipitation` (rain and snow of the hour, mm), `clouds` (%).
 * - `median`, `p25`, `p75`: the measurements at those ranks (nearest rank, so a value measured);
 *   `mean` and `st_dev` (the population's) to 2 decimals; `num` the measurements.
 * - A month's `sunshine_hours`: each day's daylight (sunrise to sunset at the place) times the share
 *   of that day's sky the clouds leave clear, summed.
 *
 * Kelvin and m/s always, as the page documents them (`units` is no parameter of the API).
 */
// `a[i] as number` below: indices of fixed tables (a month's 1 to 12 into MONTH_DAYS and the normals,
// the sample years) or of a non-empty sorted sample, so the element exists.

import { type AnswerSchema, validatorOf } from '../answer-schema/index.js';
import type { PlaceClimate } from '../model/climate.js';
import { sunTimesOfDay } from '../model/solar.js';
import type { Observation, Spot } from '../model/timeline.js';
import type { WeatherModel } from '../model/weather-state.js';
import type { Query } from '../service/query.js';
import { ROUTE_PATHS } from '../service/vocabulary.js';
import { statisticsKinds, statisticsMethods } from './aggregated-generate.js';
import { statisticsDaySchema, statisticsMonthSchema, statisticsYearSchema } from './aggregated-schema.js';
import { calctime } from './calctime.js';
import { locationErrors } from './contract.js';
import type { AnswerContext } from './generate-shared.js';
import { historyLocation, historyLocationOf, historyLocationParameters } from './history-place.js';
import type { RoutePact } from './pact-types.js';
import { isLocationProblem, type ResolvedLocation } from './places.js';
import { placeProbe } from './probes-shared.js';
import type { ContractErrors, ContractParameter, JsonSchema, Route, RouteProblem, World } from './route.js';

/** The years whose dates are measured: leap years (29 February exists in each), in the normals' period. */
const SAMPLE_YEARS = [2012, 2016, 2020] as const;
/** The local solar hours measured on each date: the night's low, the morning, the afternoon's high, the evening. */
const SAMPLE_HOURS = [3, 9, 15, 21] as const;
/** The measurements of one day of the year. */
const DAY_MEASUREMENTS = SAMPLE_YEARS.length * SAMPLE_HOURS.length;

const DAY = 86_400;
const HOUR = 3600;
/** Days of each month in a leap year (the sample years'); the year's answer leaves 29 February out. */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * What every quantity's statistics hold after its extremes: the median, mean, quartiles (nearest
 * rank), population standard deviation and the number of measurements.
 *
 * @example
 * ```ts
 * const spread: StatisticsSpread = { median: 1016, mean: 1015.2, p25: 1011, p75: 1020, st_dev: 6.1, num: 372 };
 * ```
 */
export interface StatisticsSpread {
  readonly median: number;
  readonly mean: number;
  readonly p25: number;
  readonly p75: number;
  readonly st_dev: number;
  readonly num: number;
}

/**
 * The statistics of one quantity of the Statistical Weather Data API (the service's key order:
 * `min`, `max`, then the spread).
 *
 * @example
 * ```ts
 * const humidity: Statistics = { min: 40, max: 100, median: 81, mean: 78.4, p25: 70, p75: 89, st_dev: 12.3, num: 372 };
 * ```
 */
export type Statistics = { readonly min: number; readonly max: number } & StatisticsSpread;

/**
 * The statistics of the temperature, kelvin (`record_min`, `record_max`, `average_min`,
 * `average_max`, then the spread).
 *
 * @example
 * ```ts
 * const temp: TemperatureStatistics = { record_min: 283.1, record_max: 301.4, average_min: 287.9, average_max: 295.6, median: 291.2, mean: 291.33, p25: 288.7, p75: 293.9, st_dev: 3.6, num: 372 };
 * ```
 */
export type TemperatureStatistics = {
  readonly record_min: number;
  readonly record_max: number;
  readonly average_min: number;
  readonly average_max: number;
} & StatisticsSpread;

/**
 * The six quantities of a day or a month of the Statistical Weather Data API: temperature (K),
 * sea-level pressure (hPa), humidity (%), wind speed (m/s), precipitation (mm) and clouds (%).
 *
 * @example
 * ```ts
 * const group: StatisticsGroup = createWeatherGenerator({ seed: 1 }).dayStatistics({ q: 'London,GB' }, { month: 7, day: 1 }).result;
 * ```
 */
export interface StatisticsGroup {
  readonly temp: TemperatureStatistics;
  readonly pressure: Statistics;
  readonly humidity: Statistics;
  readonly wind: Statistics;
  readonly precipitation: Statistics;
  readonly clouds: Statistics;
}

/**
 * One day of the year's statistics (`/aggregated/day`'s result, an item of `/aggregated/year`'s).
 *
 * @example
 * ```ts
 * const day: DayStatistics = createWeatherGenerator({ seed: 1 }).dayStatistics({ lat: 35, lon: 139 }, { month: 2, day: 2 }).result;
 * ```
 */
export type DayStatistics = { readonly month: number; readonly day: number } & StatisticsGroup;

/**
 * One month's statistics (`/aggregated/month`'s result), with its sunshine hours.
 *
 * @example
 * ```ts
 * const july: MonthStatistics = createWeatherGenerator({ seed: 1 }).monthStatistics({ q: 'London,GB' }, { month: 7 }).result;
 * ```
 */
export type MonthStatistics = { readonly month: number } & StatisticsGroup & {
    readonly sunshine_hours: number;
  };

/**
 * An answer of the Statistical Weather Data API (`/data/2.5/aggregated/year`, `/month`, `/day`):
 * `cod` the number 200, as recorded; `result` the year's days, the month or the day.
 *
 * @example
 * ```ts
 * const answer: StatisticsAnswer<MonthStatistics> = createWeatherGenerator({ seed: 1 }).monthStatistics({ id: 2643743 }, { month: 1 });
 * answer.cod; // 200
 * ```
 */
export interface StatisticsAnswer<R> {
  readonly cod: 200;
  readonly city_id: number;
  readonly calctime: number;
  readonly result: R;
}

/** The measurements of some days, quantity by quantity, and the days' lows and highs. */
interface Measurements {
  readonly temp: number[];
  readonly pressure: number[];
  readonly humidity: number[];
  readonly wind: number[];
  readonly precipitation: number[];
  readonly clouds: number[];
  /** Each measured date's lowest and highest temperature. */
  readonly lows: number[];
  readonly highs: number[];
  /** The climate's mean temperature (°C) at each measured moment, summed, and the daylight seconds times the clear sky. */
  climateSum: number;
  sunshine: number;
}

const emptyMeasurements = (): Measurements => ({
  temp: [],
  pressure: [],
  humidity: [],
  wind: [],
  precipitation: [],
  clouds: [],
  lows: [],
  highs: [],
  climateSum: 0,
  sunshine: 0,
});

/** Daylight seconds of a calendar day (days since 1970-01-01) at a place: 0 or a whole day at the poles. */
function daylight(spot: Spot, day: number): number {
  const sun = sunTimesOfDay(spot.place.lat, spot.place.lon, day);
  if (sun.kind === 'polar-day') return DAY;
  return sun.kind === 'polar-night' ? 0 : sun.sunset - sun.sunrise;
}

/** Adds the measurements of `month`/`day` (1-based) in every sample year to `into`. */
function measure(
  model: WeatherModel,
  spot: Spot,
  climate: PlaceClimate,
  month: number,
  day: number,
  into: Measurements,
) {
  // Seconds from 00:00 UTC to 00:00 local solar time at the place.
  const toSolar = -Math.round(spot.place.lon * 240);
  let clouds = 0;
  for (const year of SAMPLE_YEARS) {
    const midnight = Date.UTC(year, month - 1, day) / 1000;
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (const hour of SAMPLE_HOURS) {
      const t = midnight + toSolar + hour * HOUR;
      const o: Observation = model.timeline.observationAt(spot, t);
      into.temp.push(o.temp);
      into.pressure.push(o.pressure);
      into.humidity.push(o.humidity);
      into.wind.push(o.windSpeed);
      into.precipitation.push(round2(o.rain + o.snow));
      into.clouds.push(o.clouds);
      clouds += o.clouds;
      low = Math.min(low, o.temp);
      high = Math.max(high, o.temp);
      into.climateSum += climate.at(t).mean;
    }
    into.lows.push(low);
    into.highs.push(high);
  }
  // The date's daylight in the last sample year, the clear share of its measured sky.
  const last = SAMPLE_YEARS[SAMPLE_YEARS.length - 1] as number;
  into.sunshine +=
    daylight(spot, Date.UTC(last, month - 1, day) / 1000 / DAY) * (1 - clouds / DAY_MEASUREMENTS / 100);
}

/** The value at rank `p` (0..1) of sorted `values`, by nearest rank. */
const rank = (sorted: readonly number[], p: number) =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] as number;

/** Mean and population standard deviation of `values`. */
function moments(values: readonly number[]): { mean: number; sd: number } {
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / values.length;
  let squares = 0;
  for (const v of values) squares += (v - mean) ** 2;
  return { mean, sd: Math.sqrt(squares / values.length) };
}

/** The statistics of one quantity's measurements. */
function statisticsOf(values: readonly number[]): Statistics {
  const sorted = [...values].sort((a, b) => a - b);
  const { mean, sd } = moments(values);
  return {
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
    median: rank(sorted, 0.5),
    mean: round2(mean),
    p25: rank(sorted, 0.25),
    p75: rank(sorted, 0.75),
    st_dev: round2(sd),
    num: values.length,
  };
}

/** The temperature's statistics, the measurements moved so that their mean is `centre` (kelvin). */
function temperatureOf(m: Measurements, centre: number): TemperatureStatistics {
  const { mean } = moments(m.temp);
  const shift = centre - mean;
  const moved = (v: number) => round2(v + shift);
  const spread = statisticsOf(m.temp);
  return {
    record_min: moved(spread.min),
    record_max: moved(spread.max),
    average_min: moved(moments(m.lows).mean),
    average_max: moved(moments(m.highs).mean),
    median: moved(spread.median),
    mean: round2(centre),
    p25: moved(spread.p25),
    p75: moved(spread.p75),
    st_dev: spread.st_dev,
    num: spread.num,
  };
}

/** The six quantities' statistics of `m`, the temperature centred on `centre` (kelvin). */
function groupOf(m: Measurements, centre: number): StatisticsGroup {
  return {
    temp: temperatureOf(m, centre),
    pressure: statisticsOf(m.pressure),
    humidity: statisticsOf(m.humidity),
    wind: statisticsOf(m.wind),
    precipitation: statisticsOf(m.precipitation),
    clouds: statisticsOf(m.clouds),
  };
}

/** The place of a statistics answer: its resolved location and its weather's spot. @internal */
export interface StatisticsPlace {
  readonly location: ResolvedLocation;
  readonly spot: Spot;
}

/** One day of the year's statistics at a place (valid by construction: `day` exists in `month`). */
function dayStatistics(model: WeatherModel, spot: Spot, month: number, day: number): DayStatistics {
  const climate = model.timeline.climateOf(spot);
  const m = emptyMeasurements();
  measure(model, spot, climate, month, day, m);
  return { month, day, ...groupOf(m, m.climateSum / m.temp.length + 273.15) };
}

/** One month's statistics at a place: its mean temperature the month's normal. */
function monthStatistics(model: WeatherModel, spot: Spot, month: number): MonthStatistics {
  const climate = model.timeline.climateOf(spot);
  const m = emptyMeasurements();
  for (let day = 1; day <= (MONTH_DAYS[month - 1] as number); day += 1)
    measure(model, spot, climate, month, day, m);
  const normal = (climate.temperatures[month - 1] as number) + 273.15;
  return { month, ...groupOf(m, normal), sunshine_hours: round2(m.sunshine / HOUR) };
}

/** The 365 days of the year's statistics (29 February left out, as the page's "365 groups"). */
function yearStatistics(model: WeatherModel, spot: Spot): DayStatistics[] {
  const days: DayStatistics[] = [];
  MONTH_DAYS.forEach((length, index) => {
    const last = index === 1 ? 28 : length;
    for (let day = 1; day <= last; day += 1) days.push(dayStatistics(model, spot, index + 1, day));
  });
  return days;
}

/**
 * The answer's envelope. `calctime`: 0.014134 s plus 0.008470 s a day of the year (a line through
 * the recorded 0.022604633 for a day and 3.105838634 for the year), the same bytes for the same request.
 */
function statisticsAnswer<R>(place: StatisticsPlace, days: number, result: R): StatisticsAnswer<R> {
  return {
    cod: 200,
    city_id: place.location.id,
    calctime: calctime(days, 0.01413420992, 0.00847042308),
    result,
  };
}

/** `month` of a request: a whole number 1 to 12 (digits only), else `undefined`. */
function monthOf(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,2}$/.test(text)) return undefined;
  const month = Number(text);
  return month >= 1 && month <= 12 ? month : undefined;
}

/** `day` of a request in `month`: a whole number from 1 to the month's days (29 in February), else `undefined`. */
function dayOf(text: string | undefined, month: number): number | undefined {
  if (text === undefined || !/^\d{1,2}$/.test(text)) return undefined;
  const day = Number(text);
  return day >= 1 && day <= (MONTH_DAYS[month - 1] as number) ? day : undefined;
}

/** Which of the three answers a route gives. @internal */
export type StatisticsKind = 'year' | 'month' | 'day';

/**
 * A statistics route's answer: the place (the History API's forms and errors), then `month` (for
 * `month` and `day`: 400 "wrong month"), then `day` (for `day`: 400 "wrong day"). The bytes depend on
 * the request and the seed only: no clock.
 */
function statisticsRouteAnswer(kind: StatisticsKind) {
  return ({ query }: { readonly query: Query }, world: World): { body: string } | RouteProblem => {
    const parsed = historyLocation(query);
    if (isLocationProblem(parsed)) return parsed;
    const location = world.locate(parsed);
    if (location === undefined) return { problem: 'notFound' };
    const month = kind === 'year' ? 1 : monthOf(query.get('month'));
    if (month === undefined) return { problem: 'wrongMonth' };
    const day = kind === 'day' ? dayOf(query.get('day'), month) : 1;
    if (day === undefined) return { problem: 'wrongDay' };
    const { spot } = world.answers.placeAt(location);
    const answer = statisticsAt(world.answers.model, { location, spot }, kind, month, day);
    return { body: JSON.stringify(answer) };
  };
}

/**
 * The answer of a statistics route at a place (`month` and `day` checked, 1 when the kind has
 * none): the route's body is its JSON, the generator's methods return it.
 * @internal
 */
export function statisticsAt(
  model: WeatherModel,
  place: StatisticsPlace,
  kind: StatisticsKind,
  month: number,
  day: number,
): StatisticsAnswer<DayStatistics[] | MonthStatistics | DayStatistics> {
  const { spot } = place;
  return kind === 'year'
    ? statisticsAnswer(place, 365, yearStatistics(model, spot))
    : kind === 'month'
      ? statisticsAnswer(place, MONTH_DAYS[month - 1] as number, monthStatistics(model, spot, month))
      : statisticsAnswer(place, 1, dayStatistics(model, spot, month, day));
}

/** The days of `month` (1 to 12) in the sample years: 29 in February. @internal */
export const daysOfMonth = (month: number) => MONTH_DAYS[month - 1] as number;

/** The `month` and `day` parameters in the OpenAPI document. */
const monthParameter: ContractParameter = {
  name: 'month',
  required: true,
  description: 'The month of the year, 1 to 12. Otherwise (absent too): 400 "wrong month".',
  schema: { type: 'integer', minimum: 1, maximum: 12 },
  examples: { february: { summary: 'February (the page’s example)', value: '2' } },
};
const dayParameter: ContractParameter = {
  name: 'day',
  required: true,
  description:
    'The day of the month, 1 to its last (29 in February). Otherwise (absent too): 400 "wrong day".',
  schema: { type: 'integer', minimum: 1, maximum: 31 },
  examples: { second: { summary: 'The 2nd (the page’s example)', value: '2' } },
};

/** What every statistics route's description says of how its figures are made. */
const MADE =
  "On history.openweathermap.org (the double: each of its hosts). Place: lat+lon (city_id the nearest city's), id or q, the weather endpoint's errors; no zip. The double's figures: 12 measurements a day (the weather endpoint's, 2012, 2016, 2020 at 03, 09, 15, 21 local solar time), the temperature centred on the place's climate (a month's mean: its 1991–2020 normal); nearest-rank quartiles; kelvin, hPa, %, m/s, mm whatever `units` (docs/history.md). `cod` the number 200, as recorded.";

/** What a statistics route's row says of itself (the rest is made from its kind). @internal */
export interface StatisticsRouteParts {
  /** Its probe: what it is (`{place}`: the probes' place) and the query after the place's. */
  readonly probe: { readonly name: string; readonly query: string };
  /** What its OpenAPI operation returns, and the page's example request. */
  readonly description: string;
  readonly example: { readonly summary: string; readonly query: string };
}

/** What each kind answers the statistics of (its summaries say it). */
const STATISTICS_OF: Readonly<Record<StatisticsKind, string>> = {
  year: 'every day of the year',
  month: 'one month of the year',
  day: 'one day of the year',
};

/** Each kind's 200 body schema (named `Statistics{Year,Month,Day}` in the OpenAPI document). */
const STATISTICS_SCHEMAS: Readonly<Record<StatisticsKind, AnswerSchema & JsonSchema>> = {
  year: statisticsYearSchema,
  month: statisticsMonthSchema,
  day: statisticsDaySchema,
};

/** The route of a kind: `aggregatedYear`, `aggregatedMonth`, `aggregatedDay`. @internal */
type StatisticsRouteName<K extends StatisticsKind> = `aggregated${Capitalize<K>}`;

/**
 * The statistics route of `kind`: its answer (`statisticsRouteAnswer`), the History API's place, its
 * generator method and `generate --kind` (`./aggregated-generate.ts`), a probe checked by its
 * schema, and its part of the OpenAPI document (the place, `month`, `day`, the place's errors and
 * its own 400s).
 * @internal
 */
export function statisticsRoute<K extends StatisticsKind>(
  kind: K,
  parts: StatisticsRouteParts,
): Route<StatisticsRouteName<K>, RoutePact, ReturnType<(typeof statisticsMethods)[K]>> {
  const capitalized = `${kind[0]?.toUpperCase()}${kind.slice(1)}` as Capitalize<K>;
  const name: StatisticsRouteName<K> = `aggregated${capitalized}`;
  const schema = STATISTICS_SCHEMAS[kind];
  const of = STATISTICS_OF[kind];
  const badRequest = locationErrors[0] as ContractErrors;
  const own =
    kind === 'year'
      ? []
      : kind === 'month'
        ? (['wrongMonth'] as const)
        : (['wrongMonth', 'wrongDay'] as const);
  const validate = validatorOf(schema, 'statistics');
  const schemaName = `Statistics${capitalized}`;
  const operation = `Statistical Weather Data API: ${of} at one location`;
  const route: Route<StatisticsRouteName<K>, RoutePact, ReturnType<(typeof statisticsMethods)[K]>> = {
    name,
    generate: statisticsMethods[kind] as (
      context: AnswerContext,
    ) => ReturnType<(typeof statisticsMethods)[K]>,
    cli: statisticsKinds[kind],
    path: ROUTE_PATHS[name],
    summary: `Statistics of ${of} at one location (on history.openweathermap.org)`,
    answer: statisticsRouteAnswer(kind),
    locationOf: historyLocationOf,
    probes: () => [
      placeProbe({
        name: parts.probe.name,
        query: parts.probe.query,
        validate,
        schema,
        coordinates: false,
      }),
    ],
    schemas: { [schemaName]: schema },
    contract: (examples) => ({
      operationId: `get${schemaName}`,
      summary: operation,
      description: `${parts.description} ${MADE}`,
      parameters: [
        ...historyLocationParameters(),
        ...(kind === 'year' ? [] : [monthParameter]),
        ...(kind === 'day' ? [dayParameter] : []),
      ],
      responses: [
        {
          status: 200,
          description: operation,
          schema: schemaName,
          // The year's answer (365 days, 250 KB) is left out: it would be a third of the document and
          // push the package past its budget; each of its days is the day route's example's shape.
          examples:
            kind === 'year'
              ? {}
              : {
                  page: {
                    summary: parts.example.summary,
                    value: examples.answer(route, parts.example.query),
                  },
                },
        },
        own.length === 0
          ? badRequest
          : {
              ...badRequest,
              description: `${badRequest.description.replace(/\.$/, '')}, or a ${kind === 'day' ? 'month or day' : 'month'} that is not one.`,
              errors: [...badRequest.errors, ...own],
            },
        ...locationErrors.slice(1),
      ],
    }),
  };
  return route;
}
