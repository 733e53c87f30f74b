/**
 * `GET /pollution/v1/so2/{lat},{lon}/{datetime}.json`: the retired Air Pollution API 1.0's
 * sulphur dioxide, from the double's air model in the shape pyowm recorded (see `../pollution-co/answer.ts`).
 * @internal
 */
import { pollutionRoute } from '../pollution-co/shared.js';

/** @internal */
export const pollutionSo2 = pollutionRoute('pollutionSo2', 'so2');
