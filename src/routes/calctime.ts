// The `calctime` the service's list answers report (`/data/2.5/box/city`, `/data/2.5/history/city`):
// the seconds its calculation took. The double cannot time a calculation it does not make, so it
// reports a documented choice that grows with the list, the same for the same answer.

/**
 * `base` seconds plus `each` a list item, for a list of `count` items, to 6 decimals.
 * @example
 * ```ts
 * calctime(10, 0.0005, 0.00003); // 0.0008
 * ```
 * @internal
 */
export function calctime(count: number, base: number, each: number): number {
  return Math.round((base + each * count) * 1e6) / 1e6;
}
