// Reading the options that name a server (`baseUrl` of the double and of the client calls, the
// provider's URL of `verify`, `check`'s `baseUrl`, `record --target`): each reads its value with
// `httpUrlOf` and adds its own rules (no query, no credentials) and message.

/**
 * `value` as an absolute `http:` or `https:` URL; `undefined` when it is no string, no URL
 * (`URL.canParse`) or a URL of another scheme.
 * @example
 * ```ts
 * httpUrlOf('http://127.0.0.1:8080/x')?.pathname; // '/x'
 * httpUrlOf('ftp://example.com'); // undefined
 * ```
 * @internal
 */
export function httpUrlOf(value: unknown): URL | undefined {
  if (typeof value !== 'string' || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}
