/**
 * The weather stations' history (`GET /data/2.5/history/station`, see `./route.ts`): the records of
 * a station's timeline, shared by the route and the generator's `stationHistory`.
 * @internal
 */
import type { Observation, Spot } from '../../model/timeline.js';
import type { WeatherModel } from '../../model/weather-state.js';
import type { WeatherErrorKind } from '../../service/error-answers.js';
import { calctime } from '../calctime.js';
import type { StationHistory, StationHistoryItem, StationHistoryType } from './types.js';

const TICK = 600;
const HOUR = 3600;
const DAY = 86_400;
const YEAR = 365 * DAY;

/** Each type's step (seconds), its default and most records an answer holds. */
const TYPES: Readonly<
  Record<StationHistoryType, { readonly step: number; readonly fallback: number; readonly most: number }>
> = Object.freeze({
  tick: { step: TICK, fallback: 60, most: 1008 },
  hour: { step: HOUR, fallback: 24, most: 168 },
  day: { step: DAY, fallback: 7, most: 31 },
});

/** The types, in the order the docs and messages list them. @internal */
export const STATION_HISTORY_TYPES = Object.keys(TYPES) as readonly StationHistoryType[];

/** The most records of each type an answer holds. @internal */
export const mostRecords = (type: StationHistoryType): number => TYPES[type].most;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The statistics of some ticks' values, as the recorded hourly answer writes them. */
function stats(values: readonly number[]) {
  let sum = 0;
  let mi = Number.POSITIVE_INFINITY;
  let ma = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    sum += v;
    mi = Math.min(mi, v);
    ma = Math.max(ma, v);
  }
  return { v: round2(sum / values.length), c: values.length, mi: round2(mi), ma: round2(ma) };
}

/**
 * A tick: one observation of the timeline, its measurements flat and in `main` (recorded), in the
 * key order of the recorded hourly item (the recorded tick had `main` second: one order for both).
 */
function tickItem(o: Observation) {
  const main = { temp: o.temp, humidity: o.humidity, pressure: o.pressure };
  return { temp: o.temp, pressure: o.pressure, humidity: o.humidity, main, dt: o.dt };
}

/**
 * An hour or a day from `from`: the statistics of its ticks (`v` the mean, `c` how many, `mi`,
 * `ma`), in the recorded key order; `rain.today` the rain and snow of the period (mm: each tick's
 * rate over its 10 minutes), only when there was some; `wind.deg` the first tick's.
 */
function periodItem(ticks: readonly Observation[], from: number) {
  const temp = stats(ticks.map((o) => o.temp));
  const pressure = stats(ticks.map((o) => o.pressure));
  const humidity = stats(ticks.map((o) => o.humidity));
  const rates = ticks.map((o) => o.rain + o.snow);
  const fallen = rates.reduce((sum, rate) => sum + rate / 6, 0);
  const rain = fallen > 0 ? { rain: { today: { ...stats(rates), v: round2(fallen) } } } : {};
  return {
    temp,
    pressure,
    humidity,
    ...rain,
    wind: { speed: stats(ticks.map((o) => o.windSpeed)), deg: { v: (ticks[0] as Observation).windDeg } },
    main: { humidity, temp, temp_max: temp.ma, pressure },
    dt: from,
  };
}

/**
 * What a history asks besides the station and type: `start`, `end` (Unix seconds) and `cnt` (0: not
 * given), as the route read them from the query or the generator's options.
 * @internal
 */
export interface StationHistoryAsk {
  readonly start?: number | undefined;
  readonly end?: number | undefined;
  readonly cnt: number;
}

/** The span asked: the first record's start and how many, or a problem. */
function spanOf(
  ask: StationHistoryAsk,
  type: StationHistoryType,
  last: number,
  clock: number,
): { first: number; count: number } | { problem: WeatherErrorKind } {
  const { step, fallback, most } = TYPES[type];
  const { start, end } = ask;
  if (start !== undefined && end !== undefined && start > end) return { problem: 'startAfterEnd' } as const;
  const cnt = Math.min(ask.cnt, most);
  const lastAsked = Math.min(last, end === undefined ? last : end - ((((end - last) % step) + step) % step));
  let first: number;
  let count: number;
  if (start === undefined) {
    count = cnt || fallback;
    first = lastAsked - (count - 1) * step;
  } else {
    first = last - Math.floor((last - start) / step) * step;
    count = cnt || (end === undefined ? fallback : most);
  }
  if (first < clock - YEAR || (start ?? 0) > clock) return { problem: 'timeOutOfRange' } as const;
  count = Math.max(0, Math.min(count, most, Math.floor((lastAsked - first) / step) + 1));
  return { first, count };
}

/** The records of a station (its city's spot) from `first`, `count` of them. */
function records(
  model: WeatherModel,
  spot: Spot,
  type: StationHistoryType,
  first: number,
  count: number,
): StationHistoryItem[] {
  const { timeline } = model;
  const items: StationHistoryItem[] = [];
  for (let k = 0; k < count; k += 1) {
    const from = first + k * TYPES[type].step;
    if (type === 'tick') {
      items.push(tickItem(timeline.observationAt(spot, from)));
      continue;
    }
    const ticks: Observation[] = [];
    const phase = timeline.observationTime(spot, from) - Math.floor(from / TICK) * TICK;
    for (let t = from + ((phase + TICK) % TICK); t < from + TYPES[type].step; t += TICK) {
      ticks.push(timeline.observationAt(spot, t));
    }
    items.push(periodItem(ticks, from));
  }
  return items;
}

/**
 * `calctime` as recorded: a string for ticks (`tick=0.0128total=1.1367`), a number for hours and
 * days (`0.1122`); the double's figures grow with the records.
 */
function calctimeOf(type: StationHistoryType, count: number): string | number {
  if (type !== 'tick') return calctime(count, 0.11, 0.0022);
  const tick = calctime(count, 0.0004, 0.0004);
  return `tick=${tick.toFixed(4)}total=${(tick + 1.1239).toFixed(4)}`;
}

/**
 * The answer of a station's history: `spot` its city's place on the timeline (`undefined`: a station
 * that is no city, the recorded no-data answer), `clock` Unix seconds; with how long its bytes hold
 * (the clock's tick, hour or UTC day), or the problem of its span.
 * @internal
 */
export function stationHistoryOf(
  model: WeatherModel,
  spot: Spot | undefined,
  station: number,
  type: StationHistoryType,
  ask: StationHistoryAsk,
  clock: number,
): { answer: StationHistory; holds?: { from: number; until: number } } | { problem: WeatherErrorKind } {
  const head = { message: '' as const, cod: '200' as const, type, station_id: station };
  if (spot === undefined) return { answer: { ...head, calctime: calctimeOf(type, 0), cnt: 0, list: [] } };
  const { timeline } = model;
  const hour = Math.floor(clock / HOUR) * HOUR;
  // The bytes hold while the clock stays in its tick (ticks), its hour or its UTC day.
  const from =
    type === 'tick'
      ? timeline.observationTime(spot, clock)
      : type === 'hour'
        ? hour
        : Math.floor(clock / DAY) * DAY;
  const holds = { from, until: from + TYPES[type].step };
  // The last whole record the clock has seen: the tick it reports; the hour or day before its own.
  const last =
    type === 'tick'
      ? timeline.observationTime(spot, clock)
      : type === 'hour'
        ? hour - HOUR
        : Math.floor(clock / DAY) * DAY - DAY;
  const span = spanOf(ask, type, last, clock);
  if ('problem' in span) return { problem: span.problem };
  const list = records(model, spot, type, span.first, span.count);
  return { answer: { ...head, calctime: calctimeOf(type, list.length), cnt: list.length, list }, holds };
}
