/**
 * The arbitrary of current weather answers: drawn from the generator (a place and a time) plus a
 * subset of the rare real variants (docs/variants.md), shrinking toward the common answer.
 */
import * as fc from 'fast-check';
import { createWeatherGenerator } from '../routes/generator.js';
import {
  type CurrentWeatherRecord,
  serializeWeatherRecord,
  type WeatherRecord,
  type WeatherVariantName,
} from '../routes/public.js';
import { routeTable } from '../routes/table.js';
import { inLanguage } from '../service/languages.js';
import type { RecordShape, Units } from '../service/vocabulary.js';
import { FROM_MINUTE, minute, point, variantPicks } from './draws.js';

/**
 * Options of {@link weatherAnswer}.
 *
 * @example
 * ```ts
 * const options: WeatherAnswerOptions = { shape: 'current', units: 'metric', bias: 'rare' };
 * ```
 */
export interface WeatherAnswerOptions {
  /**
   * The record's shape: the specification's or the one the live service sends today.
   * @default 'specification'
   */
  shape?: RecordShape;
  /**
   * The unit system of the answers.
   * @default 'standard'
   */
  units?: Units;
  /**
   * The `lang` of the descriptions (the service's codes; English for an unknown one).
   * @default English
   */
  lang?: string;
  /**
   * How often variants are drawn: `'common'` includes each variant with a small weight (1 in 20),
   * so most answers are the common one; `'rare'` includes each with probability 1/2 (every subset
   * alike).
   * @default 'common'
   */
  bias?: 'common' | 'rare';
}

/**
 * One answer drawn by {@link weatherAnswer}: the record (a parsed body), its exact bytes, and the
 * variants that changed it (in catalogue order; `[]` for the common answer).
 *
 * @example
 * ```ts
 * fc.assert(fc.property(weatherAnswer(), ({ record, variants }) => variants.length >= 0 && record.cod === 200));
 * ```
 */
export interface WeatherAnswer {
  /** The answer's record, as `JSON.parse` of `body` gives it. */
  readonly record: WeatherRecord | CurrentWeatherRecord;
  /** The exact body the double would send. */
  readonly body: string;
  /** The variants that changed the common answer, in catalogue order. */
  readonly variants: readonly WeatherVariantName[];
}

/**
 * An `fc.Arbitrary` of current weather answers (`GET /data/2.5/weather`): a record of the
 * generator (seed 0) at a drawn place (coordinates, 2 decimals) and minute (2020–2029), with a
 * subset of the rare real variants applied where they apply. Every value is valid by
 * `validateWeatherRecord(record, { shape, lang, variants: true })`. It shrinks toward the common
 * answer: each variant is drawn as a yes/no that shrinks to no, so a failing property is reported
 * with only the variants it needs (and the place and time toward 0°, 0° and 2020).
 *
 * @param options - `shape`, `units`, `lang`, `bias` (see {@link WeatherAnswerOptions}).
 * @example
 * ```ts
 * import fc from 'fast-check';
 * fc.assert(fc.property(weatherAnswer({ bias: 'rare' }), ({ record }) => {
 *   expect(describeVisibility(record)).toBeTypeOf('string'); // must not crash on a missing visibility
 * }));
 * ```
 */
export function weatherAnswer(options: WeatherAnswerOptions = {}): fc.Arbitrary<WeatherAnswer> {
  const { shape = 'specification', units = 'standard', lang, bias = 'common' } = options;
  const generator = createWeatherGenerator({ seed: 0, shape, now: () => FROM_MINUTE * 60_000 });
  const context = { shape, units };
  const { catalogue } = routeTable.weather;
  return fc
    .record({ point, minute, wanted: variantPicks(catalogue.names, bias) })
    .map(({ point: where, minute: at, wanted }) => {
      const common = generator.record({ ...where, units, at: at * 60_000 });
      const variants: WeatherVariantName[] = [];
      const changed = catalogue.withVariants(common, wanted, context, variants);
      const record = lang === undefined ? changed : inLanguage(changed, lang);
      return { record, body: serializeWeatherRecord(record), variants };
    });
}
