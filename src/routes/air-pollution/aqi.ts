/**
 * The service's Air Quality Index: 1 (Good) to 5 (Very Poor), the worst band of SO₂, NO₂, PM10,
 * PM2.5, O₃ and CO by the table on its Air Pollution API page (concentrations in µg/m³, each band
 * `[lower; upper)`); NO and NH₃ do not count.
 *
 * | index | name | SO₂ | NO₂ | PM10 | PM2.5 | O₃ | CO |
 * |---|---|---|---|---|---|---|---|
 * | 1 | Good | [0; 20) | [0; 40) | [0; 20) | [0; 10) | [0; 60) | [0; 4400) |
 * | 2 | Fair | [20; 80) | [40; 70) | [20; 50) | [10; 25) | [60; 100) | [4400; 9400) |
 * | 3 | Moderate | [80; 250) | [70; 150) | [50; 100) | [25; 50) | [100; 140) | [9400; 12400) |
 * | 4 | Poor | [250; 350) | [150; 200) | [100; 200) | [50; 75) | [140; 180) | [12400; 15400) |
 * | 5 | Very Poor | ⩾350 | ⩾200 | ⩾200 | ⩾75 | ⩾180 | ⩾15400 |
 */

import type { AirComponents } from './types.js';

/** The lower bounds of bands 2 to 5 of each pollutant that counts, µg/m³. @internal */
const AQI_BANDS: Readonly<Record<'so2' | 'no2' | 'pm10' | 'pm2_5' | 'o3' | 'co', readonly number[]>> = {
  so2: [20, 80, 250, 350],
  no2: [40, 70, 150, 200],
  pm10: [20, 50, 100, 200],
  pm2_5: [10, 25, 50, 75],
  o3: [60, 100, 140, 180],
  co: [4400, 9400, 12400, 15400],
};

/** The band (1 to 5) of one concentration. */
function band(value: number, lowers: readonly number[]): number {
  let index = 1;
  for (const lower of lowers) if (value >= lower) index += 1;
  return index;
}

/** The index (1 to 5) of a set of components: the worst band of the pollutants that count. @internal */
export function airQualityIndex(components: AirComponents): 1 | 2 | 3 | 4 | 5 {
  let worst = 1;
  for (const key of Object.keys(AQI_BANDS) as (keyof typeof AQI_BANDS)[]) {
    worst = Math.max(worst, band(components[key], AQI_BANDS[key]));
  }
  return worst as 1 | 2 | 3 | 4 | 5;
}
