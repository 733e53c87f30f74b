/**
 * `GET /pollution/v1/o3/{lat},{lon}/{datetime}.json`: the retired Air Pollution API 1.0's
 * ozone, from the double's air model in the shape pyowm recorded (see `../pollution-co/answer.ts`).
 * @internal
 */
import { pollutionRoute } from '../pollution-co/shared.js';

/** @internal */
export const pollutionO3 = pollutionRoute('pollutionO3', 'o3');
