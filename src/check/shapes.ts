import { invalidOption } from '../errors.js';
import { currentWeatherRecordSchema, type SchemaNode, weatherRecordSchema } from '../record/schema.js';
import type { CurrentWeatherRecord, RecordShape, WeatherRecord } from '../record/types.js';
import { type ValidationResult, validateWeatherRecord } from '../record/validate.js';

/**
 * The record shapes `checkProvider` checks a provider against: `'specification'`, the
 * specification's shape (what the double answers by default), or `'current'`, the shape the live
 * service sends today (`feels_like`, `timezone`, no `sys.message`; see `RecordShape`).
 *
 * @example
 * ```ts
 * const shape: CheckShape = 'current';
 * ```
 */
export type CheckShape = RecordShape;

/** What a record of one shape must be: its schema (for key order) and its validator. @internal */
export interface RecordModel {
  readonly shape: CheckShape;
  readonly schema: SchemaNode;
  validate(value: unknown): ValidationResult<WeatherRecord | CurrentWeatherRecord>;
}

const models: Readonly<Record<CheckShape, RecordModel>> = {
  specification: {
    shape: 'specification',
    schema: weatherRecordSchema,
    validate: (value) => validateWeatherRecord(value),
  },
  current: {
    shape: 'current',
    schema: currentWeatherRecordSchema,
    validate: (value) => validateWeatherRecord(value, { shape: 'current' }),
  },
};

/** The model of a shape, or an `INVALID_OPTION` error naming `where` and the shapes allowed. @internal */
export function recordModel(shape: unknown, where: string): RecordModel {
  if (typeof shape === 'string' && Object.hasOwn(models, shape)) return models[shape as CheckShape];
  throw invalidOption(
    where,
    `one of ${Object.keys(models)
      .map((name) => `'${name}'`)
      .join(', ')}`,
    shape,
  );
}
