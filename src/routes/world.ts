import { createWeatherGenerator, type WeatherGeneratorOptions } from '../generator/generator.js';
import type { RecordShape } from '../record/types.js';
import { compilePlaces, createLocator, type PinnedPlaces, type ZipForm } from './places.js';
import type { World } from './route.js';

/** How many memoised bodies a world keeps (the oldest go first). */
const MEMO_LIMIT = 1024;

/** What a world is made of: the generator's options, and the double's `notFound` rule. @internal */
export interface WorldOptions extends Omit<WeatherGeneratorOptions<RecordShape>, 'places'> {
  readonly places?: PinnedPlaces | undefined;
  /** Whether a postal code's canonical key (`'94040,US'`) is made "not found". */
  readonly isNotFound?: ((key: string) => boolean) | undefined;
}

/** Adds an entry to a bounded cache, dropping the oldest one when it is full. @internal */
export function remember<V>(cache: Map<string, V>, key: string, value: V, limit = MEMO_LIMIT): void {
  if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
}

/**
 * The world of one double (its generator, places and clock) that every route answers from. The
 * options are checked here (by the generator and the place model).
 * @internal
 */
export function createWorld(options: WorldOptions): World {
  const { isNotFound, places, ...generatorOptions } = options;
  const generator = createWeatherGenerator<RecordShape>({
    ...generatorOptions,
    ...(places === undefined ? {} : { places }),
  });
  const locator = createLocator(compilePlaces(places));
  const clock = generatorOptions.now ?? Date.now;
  const memos = new Map<string, string>();
  const notFound = (zip: ZipForm) => isNotFound?.(zip.key) ?? false;
  return {
    seed: generator.seed,
    shape: generator.shape,
    generator,
    locator,
    locate: (location) =>
      location.form === 'zip' && notFound(location) ? undefined : locator.resolve(location),
    isNotFound: notFound,
    now: () => {
      const value = clock();
      return value instanceof Date ? value.getTime() : value;
    },
    memo(key, make) {
      let body = memos.get(key);
      if (body === undefined) {
        body = make();
        remember(memos, key, body);
      }
      return body;
    },
  };
}
