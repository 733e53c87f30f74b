import { describeValue, invalidOption, WeatherDoubleError } from '../errors.js';
import { parseZip } from './query.js';

/**
 * Which postal codes do not exist, beyond the place model's own rule: a list of `zip` values
 * (`'12345'` or `'12345,de'`; no country means `US`), or a function of the canonical
 * `{CODE},{COUNTRY}` form (`'12345,US'`), asked only about codes the place model knows. It must be
 * deterministic: the double remembers its answers, so it is called once for many identical requests.
 *
 * @example
 * ```ts
 * const notFound: NotFoundRule = (zip) => zip.startsWith('99');
 * ```
 */
export type NotFoundRule = readonly string[] | ((zip: string) => boolean);

/** The resolved `apiKeys` option: `undefined` accepts any non-empty key. @internal */
export function readApiKeys(value: unknown): ReadonlySet<string> | undefined {
  if (value === undefined) return undefined;
  const expected = 'a non-empty array of non-empty strings';
  if (!Array.isArray(value) || value.length === 0) throw invalidOption('apiKeys', expected, value);
  value.forEach((key, index) => {
    if (typeof key !== 'string' || key === '')
      throw invalidOption(`apiKeys[${index}]`, 'a non-empty string', key);
  });
  return new Set(value as string[]);
}

/** The resolved `notFound` option, as a test of a canonical `{CODE},{COUNTRY}` key. @internal */
export function readNotFound(value: unknown): ((key: string) => boolean) | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'function') {
    const rule = value as (zip: string) => unknown;
    return (key) => {
      const result = rule(key);
      if (typeof result !== 'boolean') {
        throw new WeatherDoubleError(
          'INVALID_OPTION',
          `Invalid option notFound: the function must return true or false, got ${describeValue(result)} for ${JSON.stringify(key)}.`,
          { path: 'notFound' },
        );
      }
      return result;
    };
  }
  if (!Array.isArray(value)) {
    throw invalidOption(
      'notFound',
      "an array of zip values (e.g. ['12345', '10115,de']) or a function (zip) => boolean",
      value,
    );
  }
  const keys = new Set<string>();
  value.forEach((zip, index) => {
    const location = typeof zip === 'string' ? parseZip(zip) : undefined;
    if (location === undefined) {
      throw invalidOption(
        `notFound[${index}]`,
        "a zip value with a postal code, e.g. '12345' or '10115,de'",
        zip,
      );
    }
    keys.add(location.key);
  });
  return (key) => keys.has(key);
}
