import { ordered, orderOf } from '../../answer-schema/index.js';
import type { WeatherModel } from '../../model/weather-state.js';
import { type DailyForecastRequest, localDays, type MessageRange } from '../forecast-daily/answer.js';
import { climateForecastSchema } from './schema.js';
import type { ClimateForecast, ClimateForecastItem } from './types.js';

/**
 * The 30-day climate forecast (`generator.climateForecast` and `GET /data/2.5/forecast/climate`):
 * `cnt` local dates from the place's date at the clock, each the 16-day forecast's day of that date
 * made at 12:00 on the local clock (the hour the service's recorded answers put `dt` at, where the
 * 16-day forecast and One Call take the hour of solar noon), less `gust` and `pop`, which the
 * service does not send here. Where both hours are the same, the day is the 16-day forecast's.
 * @internal
 */

/** The answer's key order on the wire, from its schema. */
const order = orderOf(climateForecastSchema);

/** The most days there are (the service's page: `cnt` "from 1 to 30"). @internal */
export const MAX_CLIMATE_DAYS = 30;
/** The days of a request without `cnt`: all 30 (the double's choice, docs/daily-and-hourly.md). @internal */
export const DEFAULT_CLIMATE_DAYS = 30;

/**
 * `message`: the service's own figure, 21.4966823 to 29.2366048 in its recorded answers; the
 * double draws one from 20 to 30.
 */
const CLIMATE_MESSAGE = { from: 20, span: 10 } as const satisfies MessageRange;

/** The climate forecast of a request, and the Unix seconds `[from, until)` it holds for. @internal */
export function buildClimateForecast(
  model: WeatherModel,
  request: DailyForecastRequest,
): { forecast: ClimateForecast; holds: { from: number; until: number } } {
  const { city, message, list, holds } = localDays(model, request, 'clock', CLIMATE_MESSAGE);
  const days: ClimateForecastItem[] = list.map(({ gust: _gust, pop: _pop, ...day }) => day);
  const forecast = { city, code: '200', message, cnt: days.length, list: days };
  // In the key order of the schema at every level (the answer's bytes are this object's JSON).
  return { forecast: ordered(forecast, order) as ClimateForecast, holds };
}
