/**
 * `GET /pollution/v1/co/{lat},{lon}/{datetime}.json`: the retired Air Pollution API 1.0's
 * carbon monoxide, from the double's air model in the shape pyowm recorded (see `../pollution-co/answer.ts`).
 * @internal
 */
import { pollutionRoute } from './shared.js';

/** @internal */
export const pollutionCo = pollutionRoute('pollutionCo', 'co');
