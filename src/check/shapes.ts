import { invalidOption } from '../errors.js';
import type { RecordShape } from '../service/vocabulary.js';

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

const SHAPES: readonly CheckShape[] = ['specification', 'current'];

/** A shape option, or an `INVALID_OPTION` error naming `where` and the shapes allowed. @internal */
export function checkShape(shape: unknown, where: string): CheckShape {
  if (SHAPES.includes(shape as CheckShape)) return shape as CheckShape;
  throw invalidOption(where, `one of ${SHAPES.map((name) => `'${name}'`).join(', ')}`, shape);
}
