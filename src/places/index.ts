/**
 * `weather-double/places`: the real place data for where there is no file system (a browser). In
 * Node the double reads the data itself, lazily; in a browser bundle it has none (postal codes other
 * than pinned and well-known ones are not found, nor are names, IDs and coordinates' cities) until
 * you load it here. The data (GeoNames cities with their alternate names, first-level divisions and
 * elevations; the postal codes of the US and its territories, Canada, Germany, France, India and
 * Australia) is a separate module, imported only when `loadPlaceData()` runs: with a bundler that
 * splits code, a lazy chunk. */
import { type PlaceTables, placeDataOnDisk, providePlaceData } from './place-data.js';

/**
 * Makes the real place data available to every double, generator and server of this copy of the
 * package: in Node it resolves at once (the data is read from disk when first needed); elsewhere it
 * imports the data module and hands it over. Call it once, before the requests that need places.
 *
 * @returns once the data is available.
 * @example
 * ```ts
 * import { setupWorker } from 'msw/browser';
 * import { createWeatherDouble } from 'weather-double/handlers';
 * import { loadPlaceData } from 'weather-double/places';
 *
 * await loadPlaceData(); // London, 98052 Redmond, coordinates → the nearest city, in the browser too
 * await setupWorker(...createWeatherDouble().handlers).start();
 * ```
 */
export async function loadPlaceData(): Promise<void> {
  if (placeDataOnDisk()) return;
  // @ts-expect-error The data module is generated at build time, beside dist/src (dist/data/places.js).
  const tables = (await import('../../data/places.js')) as PlaceTables;
  providePlaceData({ format: tables.format, data: tables.data });
}
