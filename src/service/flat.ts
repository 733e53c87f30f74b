/**
 * A string as one flat run of characters. A body built by concatenation (a template literal with
 * many parts, `+=` in a loop) is a tree of pieces in V8 (a "cons string"); kept in a cache, that
 * tree holds about seven times the bytes of the text until something flattens it. Converting it to
 * a number flattens it in place (and fails at once on `{`): call this before remembering a body.
 * @internal
 */
export function flatString(text: string): string {
  Number(text);
  return text;
}
