/**
 * The rare real variants of the air pollution now (`GET /data/2.5/air_pollution`, issue 42,
 * docs/variants.md): the air as the service sent it in a recorded answer (the research index's
 * file ids, `fs:N`), a change of the answer the route builds.
 */
import { type Variant, variantCatalogue, withDecimals } from '../variants-shared.js';
import { airQualityIndex } from './aqi.js';
import type { AirComponents } from './types.js';

/**
 * The name of a rare real variant of the air pollution now (`GET /data/2.5/air_pollution`); its
 * evidence is in docs/variants.md.
 *
 * @example
 * ```ts
 * const only: AirPollutionVariantName[] = ['airPollutionDust'];
 * ```
 */
export type AirPollutionVariantName = 'airPollutionDust';

/** An air pollution answer as parsed from its body, changed in place by a variant. */
interface MutableAir {
  coord: { lon: number; lat: number };
  list: { main: { aqi: number }; components: AirComponents; dt: number }[];
}

/** PM2.5 over PM10 in the recorded dusty hour (70.24 / 393.82). */
const FINE_SHARE = 0.18;

const airVariants: Readonly<Record<AirPollutionVariantName, Variant<MutableAir, unknown>>> = {
  /**
   * A dusty hour: PM10 in the hundreds (300 to 500 µg/m³), PM2.5 at least 18 % of it, `aqi` 5 by
   * the service's table. RECORDED fs:33495527962 (2024-02: `{"main":{"aqi":5},…"pm2_5":70.24,
   * "pm10":393.82,…}`), where the double's own PM10 stays below 50.
   */
  airPollutionDust: {
    applies: ({ list }) => list.some(({ components }) => components.pm10 < 300),
    apply({ coord, list }) {
      const place = `${coord.lon} ${coord.lat}`;
      for (const item of list) {
        const { components } = item;
        const whole = 300 + Math.floor(200 * withDecimals(0, 2, { salt: 'pm10 band', place, n: item.dt }));
        components.pm10 = withDecimals(whole, 2, { salt: 'pm10', place, n: item.dt });
        components.pm2_5 = Math.max(components.pm2_5, Math.round(components.pm10 * FINE_SHARE * 100) / 100);
        item.main.aqi = airQualityIndex(components);
      }
    },
  },
};

/** The air pollution's variants, in catalogue order. @internal */
export const airPollutionCatalogue = variantCatalogue(airVariants);

/**
 * Every variant name of the air pollution now (`GET /data/2.5/air_pollution`), in catalogue order.
 *
 * @example
 * ```ts
 * import { airPollutionVariantNames } from 'weather-double';
 * airPollutionVariantNames; // ['airPollutionDust']
 * ```
 */
export const airPollutionVariantNames: readonly AirPollutionVariantName[] = airPollutionCatalogue.names;
