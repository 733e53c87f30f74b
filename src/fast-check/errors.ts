/** The arbitrary of the service's error answers, byte for byte as the double sends them. */
import * as fc from 'fast-check';
import { errorAnswers, type WeatherErrorBody, type WeatherErrorKind } from '../service/error-answers.js';

/**
 * One error answer drawn by {@link errorAnswer}: which error, its status and exact body.
 *
 * @example
 * ```ts
 * const answer: ErrorAnswerDraw = { kind: 'notFound', status: 404, body: '{"cod":"404","message":"city not found"}', value: { cod: '404', message: 'city not found' } };
 * ```
 */
export interface ErrorAnswerDraw {
  /** The error's name in the double (`'unauthorized'`, `'rateLimited'`, `'wrongLatitude'`, …). */
  readonly kind: WeatherErrorKind;
  /** The HTTP status (400, 401, 404, 405, 414, 429 or 500). */
  readonly status: number;
  /** The exact body: `cod` a number in the 401 and 429 (with spaces after `,` and `:`), a string elsewhere. */
  readonly body: string;
  /** `JSON.parse(body)`. */
  readonly value: WeatherErrorBody;
}

/**
 * An `fc.Arbitrary` of every error answer the double gives (docs/variants.md, "Errors"): the
 * service's 401s (the key's and One Call's), 404s, 400s of each route, 405, 414, 429 and 500, with
 * their exact bodies, shrinking toward the 401 of a bad key (Weather Stations 3.0's errors, in their
 * own `code` shape, are not drawn). For the error handling of a client:
 * whatever the status and whatever the type of `cod`, it must not crash.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(errorAnswer(), ({ status, body }) => {
 *   expect(() => readError(status, body)).not.toThrow(TypeError);
 * }));
 * ```
 */
export function errorAnswer(): fc.Arbitrary<ErrorAnswerDraw> {
  // Weather Stations 3.0's errors have their own shape (`{"code":404001,…}`, docs/stations.md):
  // the draws are the weather APIs' `{"cod",…}` answers.
  const kinds = (Object.keys(errorAnswers) as WeatherErrorKind[]).filter((kind) =>
    errorAnswers[kind].body.startsWith('{"cod"'),
  );
  return fc.constantFrom(...kinds).map((kind) => {
    const { status, body } = errorAnswers[kind];
    return { kind, status, body, value: JSON.parse(body) as WeatherErrorBody };
  });
}
