/**
 * Numbers as JSON writes them, without the runtime's shortest-digits search for the common case:
 * a number of at most four decimals (coordinates, kelvin and speeds to two decimals, `sys.message`).
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

/** The whole numbers 0 to 999 as text. */
const UP_TO_999 = Array.from({ length: 1000 }, (_, n) => `${n}`);
/** The whole numbers 0 to 999 as three digits (`007`, `042`, `999`): the groups after the first. */
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => `${n < 100 ? '0' : ''}${n < 10 ? '0' : ''}${n}`);

/** The text of a whole number from 0 to 2³¹ − 1: groups of three digits from the tables. */
function wholeText(n: number): string {
  if (n < 1000) return UP_TO_999[n] as string;
  const r1 = (n / 1000) | 0;
  const g1 = THREE_DIGITS[n - r1 * 1000] as string;
  if (r1 < 1000) return (UP_TO_999[r1] as string) + g1;
  const r2 = (r1 / 1000) | 0;
  const g2 = THREE_DIGITS[r1 - r2 * 1000] as string;
  if (r2 < 1000) return (UP_TO_999[r2] as string) + g2 + g1;
  const r3 = (r2 / 1000) | 0;
  return (UP_TO_999[r3] as string) + (THREE_DIGITS[r2 - r3 * 1000] as string) + g2 + g1;
}

/**
 * The text `${value}` gives, for any number: a 32-bit integer (most whole fields of a record) is
 * written from tables of three digits, not through the runtime's number-to-text conversion, whose
 * cache keeps every text it makes alive (a new place's sunrise, sunset, time and city ID are new
 * numbers: each of their texts would outlive the request and be copied by the next garbage
 * collection of the young generation).
 * @internal
 */
export function integerText(value: number): string {
  if ((value | 0) !== value) return `${value}`;
  if (value >= 0) return wholeText(value);
  return value === -2_147_483_648 ? `${value}` : `-${wholeText(-value)}`;
}

/**
 * The text `JSON.stringify(value)` gives (`null` when not finite). A number of at most four
 * decimals is written from its ten-thousandths as an integer, split at the point: exact, because
 * `k / 10000 === value` makes `value` the double nearest to the decimal k/10⁴, whose shortest
 * round-trip text is that decimal (below 10¹⁵ no other decimal as short is as near). Anything else
 * goes through `${value}`.
 * @internal
 */
export function numberText(value: number): string {
  // A 32-bit integer: its text from the tables.
  if ((value | 0) === value) return integerText(value);
  const k = Math.round(value * 10_000);
  if (k / 10_000 !== value || k > 1e15 || k < -1e15) return Number.isFinite(value) ? `${value}` : 'null';
  const a = k < 0 ? -k : k;
  // Whole and fraction by integer division where `a` is a 32-bit integer (a floating-point
  // remainder is a library call); the same numbers.
  const small = a <= 0x7fff_ffff;
  const whole = small ? (a / 10_000) | 0 : (a - (a % 10_000)) / 10_000;
  const frac = a - whole * 10_000;
  const sign = k < 0 ? '-' : '';
  if (frac === 0) return k < 0 ? `-${integerText(whole)}` : integerText(whole);
  const high = (frac / 100) | 0;
  const low = frac - high * 100;
  const fraction =
    low === 0 ? (HUNDREDTHS[high] as string) : (DOT_TWO[high] as string) + (LAST_TWO[low] as string);
  return `${sign}${integerText(whole)}${fraction}`;
}
