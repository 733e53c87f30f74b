import { ordered, orderOf } from '../../answer-schema/index.js';
import { localDay } from '../../derived/daily-time.js';
import { mixNumber } from '../../draws/hash.js';
import type { OneCallObservation } from '../../model/one-call-world.js';
import { timeZoneAt, zoneOffsetAt } from '../../model/time-zone.js';
import { speedIn } from '../../model/units.js';
import { BUCKET_SECONDS, type Spot, type WeatherModel } from '../../model/weather-state.js';
import type { ResolvedLocation } from '../../places/locator.js';
import { conditionById } from '../../service/conditions.js';
import type { Units } from '../../service/vocabulary.js';
import { cityOf } from '../forecast/slots.js';
import {
  type DayHour,
  type DaySource,
  dayFrame,
  dayStep,
  dayTemperatures,
  dayWeather,
  offsetsOver,
} from '../one-call/answer.js';
import { dailyForecastSchema } from './schema.js';
import type { DailyForecast, DailyForecastCity, DailyForecastItem } from './types.js';

/** The answer's key order on the wire, from its schema. */
const order = orderOf(dailyForecastSchema);

/**
 * The 16-day daily forecast (`generator.dailyForecast` and `GET /data/2.5/forecast/daily`): `cnt`
 * local dates from the place's date at the clock, each day made as One Call's `daily` item of that
 * date (`dayFrame`, `dayWeather` of `src/routes/one-call/answer.ts`: the same `dt`, sun, temperatures at the same
 * hours, extremes, wind, clouds, `pop`, totals and condition), dressed as the service dresses a
 * daily forecast: `speed`, `deg`, `gust` for One Call's `wind_*`, no moon, dew point, UV or summary.
 * @internal
 */

const HOUR = 3600;
const DAY = 86_400;
/** The most days there are. @internal */
export const MAX_DAYS = 16;
/** The days of a request without `cnt` (the service's page: "Call 7 days forecast"). @internal */
export const DEFAULT_DAYS = 7;

/** What one daily forecast needs. @internal */
export interface DailyForecastRequest {
  readonly spot: Spot;
  readonly location: ResolvedLocation;
  /** The clock, Unix seconds. */
  readonly clock: number;
  /** Days, 1 to 16. */
  readonly cnt: number;
  readonly units: Units;
  /** The generator's seed (the draw of `message`). */
  readonly seed: number;
}

/**
 * How a product draws its `message` (the service's own figure): a number from `from` to
 * `from + span` with 7 decimals. The 16-day forecast's page shows `0.0582563`.
 * @internal
 */
export interface MessageRange {
  readonly from: number;
  readonly span: number;
}

/** The 16-day forecast's `message` range (0.01 to 0.1). @internal */
const DAILY_MESSAGE = { from: 0.01, span: 0.09 } as const satisfies MessageRange;

/** `message`: a draw in `range` from the seed, the place and the observation. */
function messageOf(seed: number, placeHash: number, dt: number, range: MessageRange): number {
  const draw = mixNumber(mixNumber(placeHash, seed), dt) / 4_294_967_296;
  return Math.round((range.from + draw * range.span) * 1e7) / 1e7;
}

/**
 * What a list of local days gives its answer (the 16-day and the 30-day climate forecasts): the
 * place, `message`, `cnt` days from the place's date at the clock (each a 16-day forecast's day,
 * its `dt` by `hour`), and the Unix seconds `[from, until)` it holds for.
 * @internal
 */
export function localDays(
  model: WeatherModel,
  request: DailyForecastRequest,
  hour: DayHour,
  message: MessageRange,
): {
  city: DailyForecastCity;
  message: number;
  list: DailyForecastItem[];
  holds: { from: number; until: number };
} {
  const { spot, location, clock, cnt, units } = request;
  const { timeline } = model;
  const { lat, lon } = spot.place;
  // As One Call at the same clock: everything follows the observation's time (its 10-minute bucket).
  const nowDt = timeline.observationTime(spot, clock);
  const zone = timeZoneAt(lat, lon);
  const offset = zoneOffsetAt(zone, nowDt);
  const offsetAt = offsetsOver(zone, nowDt - 2 * DAY, nowDt + (cnt + 2) * DAY);
  const lastHourly = Math.floor(nowDt / HOUR) * HOUR + 47 * HOUR;
  const hours = new Map<number, OneCallObservation>();
  const sample = (t: number) => {
    let o = hours.get(t);
    if (o === undefined) {
      o = timeline.observationAt(spot, t);
      hours.set(t, o);
    }
    return o;
  };
  const today = localDay(nowDt, offset);
  const list: DailyForecastItem[] = [];
  const source: DaySource = { sample, lat, lon, offsetAt, lastHourly, units };
  for (let k = 0; k < cnt; k += 1) list.push(dayOf(source, today + k, hour));
  const city: DailyForecastCity = cityOf(
    location,
    { lon: location.coord.lon, lat: location.coord.lat },
    offset,
  );
  return {
    city,
    message: messageOf(request.seed, spot.placeHash, nowDt, message),
    list,
    holds: { from: nowDt, until: nowDt + BUCKET_SECONDS },
  };
}

/** The daily forecast of a request, and the Unix seconds `[from, until)` it holds for. @internal */
export function buildDailyForecast(
  model: WeatherModel,
  request: DailyForecastRequest,
): { forecast: DailyForecast; holds: { from: number; until: number } } {
  const { city, message, list, holds } = localDays(model, request, 'solar', DAILY_MESSAGE);
  const forecast = { city, cod: '200', message, cnt: list.length, list };
  // In the key order of the schema at every level (the answer's bytes are this object's JSON).
  return { forecast: ordered(forecast, order) as DailyForecast, holds };
}

/** One day, as One Call's `daily` item of the same date (its `dt` by `hour`). */
function dayOf(source: DaySource, day: number, hour: DayHour): DailyForecastItem {
  const { sample, lat, lon, offsetAt, lastHourly, units } = source;
  const { dt, sun } = dayFrame(lat, lon, offsetAt, day, hour);
  const w = dayWeather(sample, dt, dayStep(dt, lastHourly));
  const { noon } = w;
  const condition = conditionById(w.condition);
  if (!condition) throw new Error(`[weather-double] unknown condition ${w.condition}`);
  const item: DailyForecastItem = {
    dt,
    sunrise: sun.sunrise,
    sunset: sun.sunset,
    ...dayTemperatures(w, units),
    pressure: noon.pressure,
    humidity: noon.humidity,
    weather: [
      {
        id: condition.id,
        main: condition.main,
        description: condition.description,
        icon: `${condition.icon}d`,
      },
    ],
    speed: speedIn(w.windy.windSpeed, units),
    deg: w.windy.windDeg,
    gust: speedIn(w.gust, units),
    clouds: noon.clouds,
    pop: w.pop,
  };
  if (w.rain > 0) item.rain = w.rain;
  if (w.snow > 0) item.snow = w.snow;
  return item;
}
