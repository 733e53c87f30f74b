/**
 * What the forecasts of local days (the 16-day and the 30-day climate forecast) share beyond their
 * days: the generator's method, the `generate --kind` entry and the route's answer, each over the
 * forecast's own count and builder.
 * @internal
 */
import type { WeatherModel } from '../../model/weather-state.js';
import {
  cntFlag,
  countOf,
  type DailyForecastOptions,
  type ForecastCount,
  forecastFlags,
  forecastPlace,
  readDailyOptions,
} from '../forecast/family.js';
import type { AnswerContext } from '../generate-shared.js';
import type { LocationQuery } from '../places.js';
import type { CliKind, Route } from '../route.js';
import type { DailyForecastRequest } from './answer.js';

/** A forecast of local days from a request, and the Unix seconds `[from, until)` it holds for. @internal */
export type DaysBuilder<F> = (
  model: WeatherModel,
  request: DailyForecastRequest,
) => { forecast: F; holds: { from: number; until: number } };

/**
 * The generator's method of a forecast of local days: options checked (`cnt` within `count`), the
 * place resolved, the days built.
 * @internal
 */
export function daysMethod<F>(
  context: AnswerContext,
  count: ForecastCount,
  build: DaysBuilder<F>,
): (location?: LocationQuery, options?: DailyForecastOptions) => F {
  return (location, options) => {
    const request = readDailyOptions(location, options, context, count);
    return build(context.model, { ...request, seed: context.seed }).forecast;
  };
}

/** `generate --kind {name}`: a forecast of local days, `--cnt` within `count`, printed as answered. @internal */
export function daysKind(
  name: string,
  count: ForecastCount,
  method: 'dailyForecast' | 'climateForecast',
): CliKind {
  return {
    name,
    flags: [cntFlag(count)],
    print: (generator, location, options) =>
      JSON.stringify(generator[method](location, forecastFlags(options))),
  };
}

/**
 * The route's answer: the place as the 5 day / 3 hour forecast finds it (the same checks, the same
 * errors), then `cnt` days by the family's rule ({@link countOf}: ignored when not a whole number
 * from 1, capped at `count.max`).
 * @internal
 */
export function daysAnswer<F>(count: ForecastCount, build: DaysBuilder<F>): Route['answer'] {
  return ({ query }, world) => {
    const location = forecastPlace(query, world);
    if ('problem' in location) return location;
    const { forecast, holds } = build(world.answers.model, {
      ...world.answers.placeAt(location),
      units: query.units,
      cnt: countOf(query.get('cnt'), count.max, count.default),
      seed: world.seed,
    });
    return { body: JSON.stringify(forecast), holds };
  };
}
