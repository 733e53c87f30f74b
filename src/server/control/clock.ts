/**
 * The server's clock: the `now` option as given, which the control plane can freeze, move and let
 * run. Every route reads the double's clock through it, so its answers follow.
 * @internal
 */
import { invalidOption } from '../../errors.js';

/**
 * Where the clock stands, as the control plane sets it: on the `now` option (`base: 'option'`) or
 * the real clock (`'real'`), moved by `offsetMs`; or stopped at `frozenAt`. Plain data, so a
 * cluster's primary can hand it to every worker.
 * @internal
 */
export interface ClockState {
  readonly base: 'option' | 'real';
  readonly offsetMs: number;
  readonly frozenAt: number | null;
}

/** What `GET /__weather-double/clock` answers. @internal */
export interface ClockView {
  readonly now: string;
  readonly frozen: boolean;
  readonly offsetMs: number;
}

/** The server's clock. @internal */
export interface ServerClock {
  /** The double's time now, in milliseconds: what the `now` option of the core reads. */
  now(): number;
  /**
   * The double's time as last read by the double (a request's answer), without reading the `now`
   * option again: a `now` with side effects (a test's clock that moves on each read) is read
   * exactly as often as without the control plane. The real clock's time before any read.
   */
  lastRead(): number;
  /** The state after a `PUT /__weather-double/clock` body (checked; `INVALID_OPTION` naming `body.…`). */
  next(body: unknown): ClockState;
  /** Sets the state (from {@link ServerClock.next}, here or in another worker). */
  set(state: ClockState): void;
  view(): ClockView;
}

/** The state a server starts in, and goes back to on reset. @internal */
export const START_CLOCK: ClockState = { base: 'option', offsetMs: 0, frozenAt: null };

const FIXED = Symbol.for('weather-double.fixed-now');

/**
 * A `now` option that stands still at `ms` (as `serve --now` gives), marked so the control plane
 * reports the clock frozen.
 * @internal
 */
export function fixedNow(ms: number): () => number {
  return Object.assign(() => ms, { [FIXED]: true });
}

const PUT_EXPECTED =
  'one of {"now":"2024-06-01T12:00:00Z"}, {"advance":3600}, {"freeze":true}, {"run":true}, {"real":true}';

/** The earliest and latest times the clock may be set to (as `serve --now` allows). */
const EARLIEST_MS = 600_000;
const LATEST_MS = 4_102_444_800_000;

/** Reads `{"now": …}`: an ISO 8601 date-time or Unix seconds. */
function readTime(value: unknown): number {
  const ms =
    typeof value === 'number' ? value * 1000 : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms) || ms < EARLIEST_MS || ms >= LATEST_MS) {
    throw invalidOption(
      'body.now',
      'an ISO 8601 date-time ("2024-06-01T12:00:00Z") or Unix seconds between 1970-01-01T00:10:00Z and 2100-01-01',
      value,
    );
  }
  return ms;
}

/**
 * The server's clock over the `now` option (`undefined`: the real clock).
 * @throws {WeatherDoubleError} `INVALID_OPTION` from {@link ServerClock.next} for a bad body.
 * @internal
 */
export function createServerClock(option: (() => number | Date) | undefined): ServerClock {
  const read = option ?? Date.now;
  const fixed = option !== undefined && FIXED in option;
  let state = START_CLOCK;
  const baseNow = (base: ClockState['base']): number => {
    if (base === 'real') return Date.now();
    const value = read();
    return value instanceof Date ? value.getTime() : value;
  };
  let last: number | undefined;
  const now = (): number => {
    last = state.frozenAt ?? baseNow(state.base) + state.offsetMs;
    return last;
  };
  return {
    now,
    lastRead: () => last ?? Date.now(),
    next(body) {
      if (
        typeof body !== 'object' ||
        body === null ||
        Array.isArray(body) ||
        Object.keys(body).length !== 1
      ) {
        throw invalidOption('body', PUT_EXPECTED, body);
      }
      const [[name, value]] = Object.entries(body) as [[string, unknown]];
      switch (name) {
        case 'now':
          return { ...state, frozenAt: readTime(value) };
        case 'advance': {
          if (typeof value !== 'number' || !Number.isFinite(value)) {
            throw invalidOption('body.advance', 'a number of seconds (negative moves back)', value);
          }
          const ms = value * 1000;
          return state.frozenAt === null
            ? { ...state, offsetMs: state.offsetMs + ms }
            : { ...state, frozenAt: state.frozenAt + ms };
        }
        case 'freeze':
        case 'run':
        case 'real':
          if (value !== true) throw invalidOption(`body.${name}`, 'true', value);
          if (name === 'freeze') return { ...state, frozenAt: now() };
          if (name === 'run') return { base: 'real', offsetMs: now() - Date.now(), frozenAt: null };
          return { base: 'real', offsetMs: 0, frozenAt: null };
        default:
          throw invalidOption(`body.${name}`, PUT_EXPECTED, value);
      }
    },
    set(next) {
      state = next;
    },
    view() {
      const at = now();
      return {
        now: new Date(at).toISOString(),
        frozen: state.frozenAt !== null || (state.base === 'option' && fixed),
        offsetMs: at - Date.now(),
      };
    },
  };
}
