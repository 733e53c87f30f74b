/**
 * A deep partial of `T`: every field optional at every level; arrays are given whole or by index.
 *
 * @example
 * ```ts
 * const overrides: DeepPartial<WeatherRecord> = { main: { humidity: 80 }, name: 'Springfield' };
 * ```
 */
export type DeepPartial<T> = T extends readonly (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;
