/**
 * A number as `JSON.stringify` writes it: the runtime's text (`String(value)`), `null` when it is not
 * finite.
 * @example
 * ```ts
 * numberText(-122.0838); // '-122.0838'
 * numberText(Number.NaN); // 'null'
 * ```
 * @internal
 */
export function numberText(value: number): string {
  return Number.isFinite(value) ? String(value) : 'null';
}
