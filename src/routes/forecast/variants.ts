/**
 * The rare real variants of the 5 day / 3 hour forecast (`GET /data/2.5/forecast`, issue 42,
 * docs/variants.md): the slots' and the city's fields as the service sent them in answers of
 * 2016–2019 (the research index's file ids, `fs:N`), each a change of the answer the route builds.
 */
import { type Variant, variantCatalogue, withDecimals } from '../variants-shared.js';

/**
 * The name of a rare real variant of the 5 day / 3 hour forecast (`GET /data/2.5/forecast`); each
 * one's evidence is in docs/variants.md.
 *
 * @example
 * ```ts
 * const only: ForecastVariantName[] = ['slotsRainEmpty', 'cityNoTimezoneSun'];
 * ```
 */
export type ForecastVariantName =
  | 'slotsRainEmpty'
  | 'slotsNoVisibilityPopFeelsLike'
  | 'slotsFloatWindDeg'
  | 'cityNoTimezoneSun'
  | 'messageFloat';

/** A forecast as parsed from its body, changed in place by a variant. */
type Plain = Record<string, unknown>;
interface MutableForecast {
  message: number;
  list: (Plain & { dt: number; main: Plain; wind: Plain & { deg?: number } })[];
  city: Plain & { coord: { lat: number; lon: number } };
}

const SLOT_LEFT_OUT = ['visibility', 'pop'] as const;
const CITY_LEFT_OUT = ['timezone', 'sunrise', 'sunset'] as const;

/** The place of a forecast, as the salt of the digits a variant draws from the answer. */
const placeOf = ({ city }: MutableForecast) => `${city.coord.lon} ${city.coord.lat}`;

/** Whether a slot neither rains nor snows. */
const dry = (slot: Plain) => slot.rain === undefined && slot.snow === undefined;

const forecastVariants: Readonly<Record<ForecastVariantName, Variant<MutableForecast, unknown>>> = {
  /**
   * `"rain":{}` in every dry slot. RECORDED 10+ answers 2016–2019: fs:13173229816 (2016-05-21),
   * fs:26167231330 (2018-07-12), fs:32994772402 (Chandigarh 2019-02-28), fs:45554919280 (2019-06-11).
   */
  slotsRainEmpty: {
    applies: ({ list }) => list.some(dry),
    apply({ list }) {
      for (const slot of list) if (dry(slot)) slot.rain = {};
    },
  },
  /**
   * Slots without `visibility`, `pop` and `main.feels_like`, as before 2019. RECORDED every slot of
   * fs:13173229816 (2016), fs:6302218621 (2017), fs:26167231330 (2018), fs:32994772402 (2019);
   * REPORTED timklge/karoo-headwind PR #188 ("feels_like, visibility, pop are missing").
   */
  slotsNoVisibilityPopFeelsLike: {
    applies: ({ list }) => list.some((slot) => slot.visibility !== undefined || slot.pop !== undefined),
    apply({ list }) {
      for (const slot of list) {
        for (const key of SLOT_LEFT_OUT) delete slot[key];
        delete slot.main.feels_like;
      }
    },
  },
  /**
   * `wind.deg` with 3 decimals in every slot. RECORDED fs:26167231330 (2018, `"deg":25.502`),
   * fs:45554919280 (2019, `285.293`), fs:2677479957 (`354.502`), fs:13173229816 (2016, `237.5`).
   */
  slotsFloatWindDeg: {
    applies: ({ list }) => list.some((slot) => slot.wind.deg !== undefined),
    apply(forecast) {
      for (const slot of forecast.list) {
        if (slot.wind.deg === undefined) continue;
        slot.wind.deg = withDecimals(slot.wind.deg, 3, { salt: 'deg', place: placeOf(forecast), n: slot.dt });
      }
    },
  },
  /**
   * `city` without `timezone`, `sunrise` and `sunset` (2018 to early 2019). RECORDED fs:12087925661
   * (Kyiv 2019-02-26), fs:23798262321 (Chennai 2018-05-26), fs:10774892695 (Gurgaon 2019-01-21).
   */
  cityNoTimezoneSun: {
    applies: ({ city }) => CITY_LEFT_OUT.some((key) => city[key] !== undefined),
    apply({ city }) {
      for (const key of CITY_LEFT_OUT) delete city[key];
    },
  },
  /**
   * `message` a float of 4 decimals from 0.003 to 0.007 (an internal timing), not `0`. RECORDED
   * fs:4247961512 (2016, `0.0032`), fs:6302218621 (2017, `0.0063`), fs:4120999677 (2017, `0.0045`),
   * fs:26306713605 (2018, `0.0047`), fs:36654178305 (2019, `0.0067`).
   */
  messageFloat: {
    applies: ({ message }) => message === 0,
    apply(forecast) {
      const share = withDecimals(0, 2, {
        salt: 'message',
        place: placeOf(forecast),
        n: forecast.list[0]?.dt ?? 0,
      });
      forecast.message = Math.round(30 + 40 * share) / 10_000;
    },
  },
};

/** The forecast's variants, in catalogue order. @internal */
export const forecastCatalogue = variantCatalogue(forecastVariants);

/**
 * Every variant name of the 5 day / 3 hour forecast, in catalogue order.
 *
 * @example
 * ```ts
 * import { forecastVariantNames } from 'weather-double';
 * forecastVariantNames.includes('slotsRainEmpty'); // true
 * ```
 */
export const forecastVariantNames: readonly ForecastVariantName[] = forecastCatalogue.names;
