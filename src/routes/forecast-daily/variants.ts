/**
 * The rare real variants of the 16-day daily forecast (`GET /data/2.5/forecast/daily`, issue 42,
 * docs/variants.md): the days as the service sent them in answers of 2015–2016 (the research
 * index's file ids, `fs:N`), each a change of the answer the route builds.
 */
import { type Variant, variantCatalogue, withDecimals } from '../variants-shared.js';

/**
 * The name of a rare real variant of the 16-day daily forecast (`GET /data/2.5/forecast/daily`);
 * each one's evidence is in docs/variants.md.
 *
 * @example
 * ```ts
 * const only: DailyForecastVariantName[] = ['forecastDailyFloatPressure'];
 * ```
 */
export type DailyForecastVariantName = 'forecastDailyFloatPressure' | 'forecastDailyFlatTemperatures';

/** A daily forecast as parsed from its body, changed in place by a variant. */
interface MutableDaily {
  city: { coord: { lon: number; lat: number } };
  list: {
    dt: number;
    pressure: number;
    temp: Record<'day' | 'min' | 'max' | 'night' | 'eve' | 'morn', number>;
  }[];
}

const TEMPERATURES = ['day', 'min', 'max', 'night', 'eve', 'morn'] as const;

const dailyVariants: Readonly<Record<DailyForecastVariantName, Variant<MutableDaily, unknown>>> = {
  /**
   * Every day's `pressure` with 2 decimals. RECORDED fs:44622004529 (Moscow 2015-08-19,
   * `"pressure":1011.85`), fs:9898521465 (2016-03-27, `983.75`), fs:388850838 (Lodz 2015-08-03,
   * `1019.18`).
   */
  forecastDailyFloatPressure: {
    applies: ({ list }) => list.length > 0,
    apply({ city, list }) {
      const place = `${city.coord.lon} ${city.coord.lat}`;
      for (const day of list)
        day.pressure = withDecimals(day.pressure, 2, { salt: 'pressure', place, n: day.dt });
    },
  },
  /**
   * The first day's six temperatures all equal to its `temp.day`. RECORDED fs:9898521465
   * (2016-03-27: `"temp":{"day":7.07,"min":7.07,"max":7.07,"night":7.07,"eve":7.07,"morn":7.07}`).
   */
  forecastDailyFlatTemperatures: {
    applies: ({ list }) =>
      list[0] !== undefined && TEMPERATURES.some((key) => list[0]?.temp[key] !== list[0]?.temp.day),
    apply({ list }) {
      const first = list[0];
      if (first) for (const key of TEMPERATURES) first.temp[key] = first.temp.day;
    },
  },
};

/** The daily forecast's variants, in catalogue order. @internal */
export const dailyForecastCatalogue = variantCatalogue(dailyVariants);

/**
 * Every variant name of the 16-day daily forecast, in catalogue order.
 *
 * @example
 * ```ts
 * import { dailyForecastVariantNames } from 'weather-double';
 * dailyForecastVariantNames.includes('forecastDailyFloatPressure'); // true
 * ```
 */
export const dailyForecastVariantNames: readonly DailyForecastVariantName[] = dailyForecastCatalogue.names;
