import { BoundedCache } from '../cache.js';
import type { RecordShape } from '../service/vocabulary.js';
import { createGeneratorParts, type WeatherGeneratorOptions } from './generator.js';
import { compilePlaces, createLocator, type PinnedPlaces, type ZipForm } from './places.js';
import type { World } from './route.js';

/** How many memoised bodies a world keeps (then it starts afresh, see `BoundedCache`). */
const MEMO_LIMIT = 1024;

/**
 * How many memoised byte bodies a world keeps: the icons (54) and the two city lists (a few MB
 * each), never the tiles (there are too many: each is drawn when asked).
 */
const BYTES_MEMO_LIMIT = 64;

/** What a world is made of: the generator's options, and the double's `notFound` rule. @internal */
export interface WorldOptions extends Omit<WeatherGeneratorOptions<RecordShape>, 'places'> {
  readonly places?: PinnedPlaces | undefined;
  /** Whether a postal code's canonical key (`'94040,US'`) is made "not found". */
  readonly isNotFound?: ((key: string) => boolean) | undefined;
}

/**
 * The world of one double (its generator, places and clock) that every route answers from. The
 * options are checked here (by the generator and the place model).
 * @internal
 */
export function createWorld(options: WorldOptions): World {
  const { isNotFound, places, ...generatorOptions } = options;
  // The clock, through a door that can record what was read or be pinned (see World.pinned);
  // a `now` that is not a function goes to the generator as given (which refuses it).
  const userClock = generatorOptions.now ?? Date.now;
  let pinnedAt: number | undefined;
  let lastRead: number | undefined;
  const clock = (): number | Date => {
    if (pinnedAt !== undefined) return pinnedAt;
    const value = userClock();
    lastRead = value instanceof Date ? value.getTime() : value;
    return value;
  };
  const { generator, answers } = createGeneratorParts<RecordShape>({
    ...generatorOptions,
    ...(typeof userClock === 'function' ? { now: clock } : {}),
    ...(places === undefined ? {} : { places }),
  });
  const locator = createLocator(compilePlaces(places));
  const memos = new BoundedCache<string, string>(MEMO_LIMIT);
  const byteMemos = new BoundedCache<string, Uint8Array>(BYTES_MEMO_LIMIT);
  const notFound = (zip: ZipForm) => isNotFound?.(zip.key) ?? false;
  return {
    seed: generator.seed,
    shape: generator.shape,
    generator,
    answers,
    locator,
    locate: (location) =>
      location.form === 'zip' && notFound(location) ? undefined : locator.resolve(location),
    isNotFound: notFound,
    now: () => {
      const value = clock();
      return value instanceof Date ? value.getTime() : value;
    },
    startRecording() {
      lastRead = undefined;
    },
    lastReading: () => lastRead,
    pinned(at, compute) {
      const before = pinnedAt;
      pinnedAt = at;
      try {
        return compute();
      } finally {
        pinnedAt = before;
      }
    },
    memo: (key, make) => memos.remember(key, make),
    memoBytes: (key, make) => byteMemos.remember(key, make),
  };
}
