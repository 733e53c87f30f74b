// The one way the tests check a refusal: a WeatherDoubleError with this code, path and exact message.
import { expect } from 'vitest';
import { WeatherDoubleError } from 'weather-double';

/** What a refusal must be: its stable code, the path that was wrong, the message after the prefix. */
export interface Refusal {
  code: string;
  path: string | undefined;
  message: string;
}

/** Checks that `error` is the WeatherDoubleError described, with the `[weather-double] ` prefix. */
export function expectRefusal(error: unknown, { code, path, message }: Refusal): void {
  expect(error).toBeInstanceOf(WeatherDoubleError);
  const { code: actualCode, path: actualPath, message: actualMessage } = error as WeatherDoubleError;
  expect({ code: actualCode, path: actualPath, message: actualMessage }).toEqual({
    code,
    path,
    message: `[weather-double] ${message}`,
  });
}

/** Runs `fn` (sync or async) and returns what it threw or rejected with; fails if it did not. */
export async function caught(fn: () => unknown): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a WeatherDoubleError, but nothing was thrown');
}

/** Runs the synchronous `fn`, expecting it to throw the WeatherDoubleError with this code, path and message. */
export function expectError(
  fn: () => unknown,
  code: string,
  path: string | undefined,
  message: string,
): void {
  let error: unknown;
  try {
    fn();
  } catch (thrown) {
    error = thrown;
  }
  expectRefusal(error, { code, path, message });
}
