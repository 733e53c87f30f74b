// The one door from the routes and the core to the place model: everything they use of places
// (parsing a location, resolving it, the Geocoding API's look-ups) comes through this file, so the
// place model can move without touching the routes.

export type { LatLonBox } from '../places/city-grid.js';
/** @internal */
export {
  createLocator,
  everyCity,
  type GeocodedPlace,
  type Locator,
  NEAREST_CITY_KM,
  type ResolvedLocation,
} from '../places/locator.js';
export type { PinnedPlaces } from '../places/place.js';
/** @internal */
export { compilePlaces } from '../places/place.js';
export type { LocationQuery } from '../places/query.js';
/** @internal */
export {
  coordinatesForm,
  decimalOf,
  isLocationProblem,
  LOCATION_OPTIONS,
  type ParsedLocation,
  parseIdForm,
  parseLocationParams,
  parseNameForm,
  parseZipForm,
  readLocationOption,
  readLocationQuery,
  type ZipForm,
} from '../places/query.js';
