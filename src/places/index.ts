/**
 * `weather-double/places`: the real place data for where there is no file system (a browser). In
 * Node the double reads the data itself, lazily, from the package's `dist/data/places.bin`; in a
 * browser it has none (postal codes other than pinned and well-known ones are not found, nor are
 * names, IDs and coordinates' cities) until you load that same file here. The file is an asset of
 * the package, never a module: `loadPlaceData()` fetches it from
 * `new URL('../../data/places.bin', import.meta.url)`, which Vite, webpack 5 and Parcel copy beside
 * the bundle; with a bundler that does not (esbuild), serve the file and pass its URL, or its bytes.
 */
import { invalidOption, WeatherDoubleError } from '../errors.js';
import { placeDataOnDisk, providePlaceData } from './place-data.js';

/**
 * Makes the real place data available to every double, generator and server of this copy of the
 * package: in Node it resolves at once (the data is read from disk when first needed); elsewhere it
 * fetches `places.bin` (the package's own, or the one at `source`), or takes its bytes, and hands
 * them over. Call it once, before the requests that need places.
 *
 * @param source Where the data file is (its URL, as a string or `URL`) or its bytes (an
 * `ArrayBuffer` or `Uint8Array` of `dist/data/places.bin`). Given, it is used in Node too.
 * @default the package's own `dist/data/places.bin`, beside this module
 * @returns once the data is available.
 * @throws {WeatherDoubleError} `INVALID_OPTION` when `source` is neither, when the file cannot be
 * fetched, or when it is not the place data of this version of the package.
 * @example
 * ```ts
 * import { setupWorker } from 'msw/browser';
 * import { createWeatherDouble } from 'weather-double/handlers';
 * import { loadPlaceData } from 'weather-double/places';
 *
 * await loadPlaceData(); // London, 98052 Redmond, 28013,ES Madrid, coordinates → the nearest city
 * // or, where the bundler does not copy the file: await loadPlaceData('/assets/places.bin');
 * await setupWorker(...createWeatherDouble().handlers).start();
 * ```
 */
export async function loadPlaceData(source?: string | URL | ArrayBuffer | Uint8Array): Promise<void> {
  if (source === undefined && placeDataOnDisk()) return;
  const what = 'loadPlaceData(source)';
  const expected =
    'the URL of weather-double/places.bin (a string or URL) or its bytes (ArrayBuffer or Uint8Array)';
  let bytes: Uint8Array;
  if (source instanceof Uint8Array) bytes = source;
  else if (source instanceof ArrayBuffer) bytes = new Uint8Array(source);
  else if (source === undefined || typeof source === 'string' || source instanceof URL) {
    // The package's own file (dist/data/places.bin), written as bundlers recognise an asset.
    const url = source ?? new URL('../../data/places.bin', import.meta.url);
    let response: Response;
    try {
      response = await fetch(url);
    } catch (error) {
      throw new WeatherDoubleError(
        'INVALID_OPTION',
        `Invalid option ${what}: expected ${expected}; fetching ${String(url)} failed (${(error as Error).message}).`,
        { path: what, cause: error },
      );
    }
    if (!response.ok) {
      throw new WeatherDoubleError(
        'INVALID_OPTION',
        `Invalid option ${what}: expected ${expected}; ${String(url)} answered ${response.status}.`,
        { path: what },
      );
    }
    bytes = new Uint8Array(await response.arrayBuffer());
  } else throw invalidOption(what, expected, source);
  if (!(await providePlaceData(bytes))) {
    throw invalidOption(
      what,
      'the place data file (places.bin) of this version of weather-double',
      source ?? 'its own file',
    );
  }
}
