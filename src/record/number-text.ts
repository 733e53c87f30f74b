/**
 * Numbers as JSON writes them, without the runtime's shortest-digits search for the common case:
 * a number of at most four decimals (coordinates, kelvin and speeds to two decimals, `sys.message`).
 * @internal
 */

/** `.dd` for each two-digit group after the point. */
const DOT_TWO = Array.from({ length: 100 }, (_, h) => `.${h < 10 ? '0' : ''}${h}`);
/** The hundredths alone (`""` for none, `.5`, `.05`, `.25`): trailing zeros dropped. */
const HUNDREDTHS = Array.from({ length: 100 }, (_, h) =>
  h === 0 ? '' : h % 10 === 0 ? `.${h / 10}` : `.${h < 10 ? '0' : ''}${h}`,
);
/** The third and fourth decimals after two others (`01`, `1` for 10, `25`): trailing zeros dropped. */
const LAST_TWO = Array.from({ length: 100 }, (_, l) =>
  l % 10 === 0 ? `${l / 10}` : `${l < 10 ? '0' : ''}${l}`,
);

/**
 * The text `JSON.stringify(value)` gives (`null` when not finite). A number of at most four
 * decimals is written from its ten-thousandths as an integer, split at the point: exact, because
 * `k / 10000 === value` makes `value` the double nearest to the decimal k/10⁴, whose shortest
 * round-trip text is that decimal (below 10¹⁵ no other decimal as short is as near). Anything else
 * goes through `${value}`.
 * @internal
 */
export function numberText(value: number): string {
  // A small integer: the runtime's own text (it keeps the recent ones).
  if ((value | 0) === value) return `${value}`;
  const k = Math.round(value * 10_000);
  if (k / 10_000 !== value || k > 1e15 || k < -1e15) return Number.isFinite(value) ? `${value}` : 'null';
  const a = k < 0 ? -k : k;
  const frac = a % 10_000;
  const whole = (a - frac) / 10_000;
  const sign = k < 0 ? '-' : '';
  if (frac === 0) return k < 0 ? `-${whole}` : `${whole}`;
  const low = frac % 100;
  const high = (frac - low) / 100;
  const fraction =
    low === 0 ? (HUNDREDTHS[high] as string) : (DOT_TWO[high] as string) + (LAST_TWO[low] as string);
  return `${sign}${whole}${fraction}`;
}
