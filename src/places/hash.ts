/**
 * FNV-1a with the murmur3 finaliser: the draw that picks a real city for a postal code of a country
 * the data has no postal codes of. The same function as the weather model's `hashString` (kept here
 * so that the places module depends on no other folder of `src/`).
 * @internal
 */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
