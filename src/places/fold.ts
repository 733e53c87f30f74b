/**
 * How names are compared: case, accents and the letters people type in ASCII fold away, so
 * `zurich` finds `Zürich`, `Tromso` finds `Tromsø`, `Lodz` finds `Łódź`, `Koeln`-style spellings
 * come from the data's alternate names. The build script (scripts/build-places.mjs) folds the data
 * with this same function, so the sorted name index and a query always agree.
 */

/** Letters that Unicode does not decompose, as users type them in ASCII. */
const LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  ł: 'l',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'ng',
  ĸ: 'k',
};
const SPECIAL = /[øłæœßđðþıħŧŋĸ]/g;

/**
 * Folds a name for comparison: lower case, accents removed, ø ł æ œ ß … spelt in ASCII, hyphens as
 * spaces, apostrophes and dots removed, spaces collapsed.
 * @example
 * ```ts
 * foldName('Łódź'); // 'lodz'
 * foldName('Tromsø'); // 'tromso'
 * foldName('München'); // 'munchen'
 * ```
 * @internal
 */
export function foldName(name: string): string {
  let text = name.toLowerCase();
  // Most names are plain ASCII: skip the (slow) Unicode normalization for them.
  if (!/^[\x20-\x7e]*$/.test(text)) {
    text = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(SPECIAL, (letter) => LETTERS[letter] ?? letter)
      .normalize('NFC');
  }
  return text
    .replace(/[-\u2010\u2011]/g, ' ')
    .replace(/['\u2019`.]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
