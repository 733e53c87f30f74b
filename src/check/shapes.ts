import { invalidOption } from '../errors.js';
import { type SchemaNode, weatherRecordSchema } from '../record/schema.js';
import { type ValidationResult, validateWeatherRecord } from '../record/validate.js';

/**
 * The record shapes `checkProvider` checks a provider against. Today: `'specification'`, the
 * specification's shape (what the double answers by default).
 *
 * @example
 * ```ts
 * const shape: CheckShape = 'specification';
 * ```
 */
export type CheckShape = 'specification';

/** What a record of one shape must be: its schema (for key order) and its validator. @internal */
export interface RecordModel {
  readonly shape: CheckShape;
  readonly schema: SchemaNode;
  validate(value: unknown): ValidationResult;
}

const models: Readonly<Record<CheckShape, RecordModel>> = {
  specification: {
    shape: 'specification',
    schema: weatherRecordSchema,
    validate: (value) => validateWeatherRecord(value),
  },
};

/** The model of a shape, or an `INVALID_OPTION` error naming `where` and the shapes allowed. @internal */
export function recordModel(shape: unknown, where: string): RecordModel {
  if (typeof shape === 'string' && Object.hasOwn(models, shape)) return models[shape as CheckShape];
  throw invalidOption(
    where,
    `one of ${Object.keys(models)
      .map((name) => `'${name}'`)
      .join(', ')} (the live service's 'current' shape cannot be checked by this version)`,
    shape,
  );
}
