/**
 * `GET /pollution/v1/no2/{lat},{lon}/{datetime}.json`: the retired Air Pollution API 1.0's
 * nitrogen dioxide, from the double's air model in the shape pyowm recorded (see `../pollution-co/answer.ts`).
 * @internal
 */
import { pollutionRoute } from '../pollution-co/shared.js';

/** @internal */
export const pollutionNo2 = pollutionRoute('pollutionNo2', 'no2');
