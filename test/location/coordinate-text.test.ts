// Which `lat`/`lon` texts are coordinates: a decimal number (sign, digits with at most one `.`,
// an exponent) once trimmed, within range. Checked against that rule written as a regular
// expression, for every text of up to five characters from the characters that matter.
import { describe, expect, it } from 'vitest';
import { decimalOf, parseLocationParams } from '../../src/places/query.js';

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The latitude the rule reads from a text, or `undefined`: not a number, or outside -90..90. */
function expectedLatitude(text: string): number | undefined {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= -90 && value <= 90 ? value : undefined;
}

describe('coordinates as text', () => {
  const alphabet = ['1', '9', '0', '.', '+', '-', 'e', 'E', ' ', 'x'];
  const texts: string[] = [''];
  for (let length = 1, from = 0; length <= 5; length++) {
    const to = texts.length;
    for (let i = from; i < to; i++) for (const c of alphabet) texts.push(`${texts[i]}${c}`);
    from = to;
  }

  it('reads a latitude exactly when it is a decimal number in range', () => {
    let read = 0;
    for (const text of texts) {
      const expected = expectedLatitude(text);
      const parsed = parseLocationParams({
        lat: text,
        lon: '0',
        zip: undefined,
        q: undefined,
        id: undefined,
      });
      if (expected === undefined) {
        expect(parsed, text).toEqual({ problem: 'wrongLatitude' });
      } else {
        expect(parsed, text).toMatchObject({
          form: 'coordinates',
          lat: Math.round(expected * 10_000) / 10_000 + 0,
        });
        read++;
      }
    }
    // Both kinds are among the texts: numbers such as `1e9`, `.5`, ` -1 `, and texts that are not.
    expect(read).toBeGreaterThan(1000);
    expect(texts.length - read).toBeGreaterThan(1000);
  });

  it('reads a longitude by the same rule, within -180..180', () => {
    for (const text of ['180', '-180.0', '1.8e2', '181', '+.5', '5.', '.', '1e', '1e+', ' 7 ', '0x1', '١']) {
      const trimmed = text.trim();
      const value = Number(trimmed);
      const ok = DECIMAL.test(trimmed) && value >= -180 && value <= 180;
      const parsed = parseLocationParams({
        lat: '0',
        lon: text,
        zip: undefined,
        q: undefined,
        id: undefined,
      });
      expect(parsed, text).toMatchObject(ok ? { form: 'coordinates' } : { problem: 'wrongLongitude' });
    }
  });

  it('reads the number as Number() does, to the last bit (and -0), or NaN for what is not a decimal', () => {
    const expected = (text: string) => (DECIMAL.test(text) ? Number(text) : Number.NaN);
    for (const text of texts) expect(Object.is(decimalOf(text), expected(text)), text).toBe(true);
    // A 32-bit linear congruential generator, its high bits taken (the low ones cycle quickly).
    let state = 11;
    const next = (n: number) => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return Math.floor((state / 2 ** 32) * n);
    };
    const digits = (count: number) => Array.from({ length: count }, () => String(next(10))).join('');
    for (let i = 0; i < 20_000; i++) {
      const sign = ['', '+', '-'][next(3)] as string;
      const whole = digits(next(18));
      const fraction = next(4) === 0 ? '' : `.${digits(next(18))}`;
      const exponent = next(8) === 0 ? `e${['', '+', '-'][next(3)]}${digits(1 + next(3))}` : '';
      const text = `${sign}${whole}${fraction}${exponent}`;
      expect(Object.is(decimalOf(text), expected(text)), text).toBe(true);
    }
  });
});
