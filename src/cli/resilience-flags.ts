import { MAX_DELAY } from '../core/internal.js';
import { WeatherDoubleError } from '../errors.js';

/** A plain decimal number as typed on a command line: `0.25`, `80`, `.5`. */
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Reads a share flag (`--faults`, `--variants`): a number from 0 to 1; `undefined` when absent. */
function rateFlag(flag: string, raw: string | undefined, what: string): number | undefined {
  if (raw === undefined) return undefined;
  const text = raw.trim();
  const rate = Number(text);
  if (!DECIMAL.test(text) || !(rate >= 0 && rate <= 1)) {
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      `Invalid option ${flag}: expected a number from 0 to 1 (${what}), got ${JSON.stringify(raw)}.`,
      { path: flag },
    );
  }
  return rate;
}

/**
 * Reads `--faults RATE`: the share of requests that fail, a number from 0 to 1; `undefined` when
 * absent.
 */
export function faultsFlag(raw: string | undefined): number | undefined {
  return rateFlag('--faults', raw, 'the share of requests that fail, e.g. 0.1');
}

/**
 * Reads `--variants RATE` and `--variants-seed N` (given only with `--variants`): the `variants`
 * option, `undefined` when absent. `seed` is `--variants-seed` read as `--seed` is.
 */
export function variantsFlag(
  raw: string | undefined,
  seed: number | undefined,
): { rate: number; seed?: number } | undefined {
  const rate = rateFlag(
    '--variants',
    raw,
    'the share of weather and One Call answers sent as a rare real variant, e.g. 0.2',
  );
  if (rate === undefined) {
    if (seed !== undefined) {
      throw new WeatherDoubleError(
        'INVALID_OPTION',
        'Invalid option --variants-seed: expected it together with --variants RATE (the seed of its draws), got it alone.',
        { path: '--variants-seed' },
      );
    }
    return undefined;
  }
  return seed === undefined ? { rate } : { rate, seed };
}

/**
 * Reads `--latency MEDIAN,P99`: two numbers of milliseconds, the median above 0 and the 99th
 * percentile at least the median; `undefined` when absent.
 */
export function latencyFlag(raw: string | undefined): { median: number; p99: number } | undefined {
  if (raw === undefined) return undefined;
  const parts = raw.split(',').map((part) => part.trim());
  const [median, p99] = parts.map(Number) as [number, number];
  if (
    parts.length !== 2 ||
    !parts.every((part) => DECIMAL.test(part)) ||
    !(median > 0 && median <= p99 && p99 <= MAX_DELAY)
  ) {
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      `Invalid option --latency: expected MEDIAN,P99 in milliseconds with 0 < MEDIAN <= P99 <= ${MAX_DELAY} (e.g. 80,900), got ${JSON.stringify(raw)}.`,
      { path: '--latency' },
    );
  }
  return { median, p99 };
}
