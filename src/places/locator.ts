import type { LatLonBox } from './city-grid.js';
import type { City, CityData, ClusterRule } from './city-index.js';
import type { GeocodedPlace, Place } from './place.js';
import { loadCityData, localNamesOf } from './place-data.js';
import type { CoordinatesForm, IdForm, NameForm, ParsedLocation } from './query.js';
import { SERVICE_POPULATIONS } from './service-populations.js';
import { type ZipForm, zipPlaceOf } from './zip.js';

export type { GeocodedPlace } from './place.js';
export { zipPlaceOf } from './zip.js';

/**
 * A location resolved to a place: where the weather is (`weatherAt`, the place's coordinates), and
 * what the record reports for this form of query (`id`, `name`, `country`, `coord`).
 * @internal
 */
export interface ResolvedLocation {
  /** The form and its canonical value (`zip:94040,US`, `coordinates:51.5,-0.12`, `id:2643743`). */
  readonly key: string;
  /** The coordinates that key the weather (4 decimals): one place, one weather. */
  readonly weatherAt: { readonly lat: number; readonly lon: number };
  /** Reported in the record's `id`: 0 for a postal code or at sea, else the city's GeoNames ID. */
  readonly id: number;
  /** Reported in `name`: the postal code's place, the city, or `""` at sea. */
  readonly name: string;
  /** Reported in `sys.country`; `undefined` at sea (no `country` then). */
  readonly country: string | undefined;
  /** Reported in `coord`: the requested coordinates for a coordinate query, else the place's. */
  readonly coord: { readonly lat: number; readonly lon: number };
  /**
   * Metres above sea level of the place (the city's, or the nearest city's for coordinates and
   * postal codes), when the data has it; the weather model draws one otherwise.
   */
  readonly elevation: number | undefined;
  /**
   * Reported in the forecasts' `city.population`: the city's (the nearest city's for coordinates)
   * population, the service's own where recorded, else GeoNames' to three significant figures; 0
   * for a postal code or at sea.
   */
  readonly population: number;
  /** The service answers the place from model data only (its "Globe" at 0°, 0°): no station. */
  readonly fromModel?: boolean;
}

/**
 * The service's answer at exactly 0°, 0°: GeoNames' "Earth" (6295630), which the service names
 * "Globe", at sea level, its weather from model data (no station in the current shape).
 * @internal
 */
export const GLOBE = { id: 6_295_630, name: 'Globe' } as const;

/**
 * A population as the forecasts' `city` reports it: the service's own figure where recorded answers
 * show it (./service-populations.ts), else GeoNames' figure as the place data keeps it (to 0.1 %),
 * rounded to three significant figures, so that it claims no precision it lacks.
 */
function reportedPopulation(city: City): number {
  const recorded = SERVICE_POPULATIONS.get(city.id);
  if (recorded !== undefined) return recorded;
  const { population } = city;
  if (population < 1000) return population;
  const unit = 10 ** (Math.floor(Math.log10(population)) - 2);
  return Math.round(population / unit) * unit;
}

/**
 * How far the nearest city may be for a coordinate query to report it: 100 km (a documented
 * choice). Farther (at sea, in a desert without towns), the record has `id` 0, `name` "" and no
 * `sys.country`, and `/geo/1.0/reverse` answers `[]`.
 * @internal
 */
export const NEAREST_CITY_KM = 100;

/** The places of one generator or double: pinned places first, then the data, then the model. @internal */
export interface Locator {
  /** The place a location names, or `undefined` when none does ("city not found"). */
  resolve(location: ParsedLocation): ResolvedLocation | undefined;
  /** The place of a postal code (for `/geo/1.0/zip`), or `undefined` when it does not exist. */
  zipPlace(location: ZipForm): Place | undefined;
  /** The cities of a name, best match (most populous) first, at most `limit`. */
  direct(location: NameForm, limit: number): GeocodedPlace[];
  /** The cities nearest to a point, nearest first, at most `limit`, within {@link NEAREST_CITY_KM}. */
  reverse(lat: number, lon: number, limit: number): GeocodedPlace[];
  /**
   * The several-cities routes' places, each as its `id=` query resolves it (one place, one weather):
   * the cities of a name (`like`: every name starting with it), most populous first.
   */
  citiesNamed(location: NameForm, like: boolean, limit: number): ResolvedLocation[];
  /**
   * The cities of the service's list nearest to a point within `maxKm`, nearest first, as `id=`
   * resolves them (the GeoNames cities it lacks passed over, as `find` does).
   */
  citiesNear(lat: number, lon: number, limit: number, maxKm: number): ResolvedLocation[];
  /** The cities of a box as a map at a zoom shows them (`CityData.clustered`), in the map's order. */
  citiesInBox(box: LatLonBox, rule: ClusterRule): ResolvedLocation[];
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

function geocoded(city: City): GeocodedPlace {
  const localNames = localNamesOf(city.id);
  return {
    name: city.name,
    ...(localNames === undefined ? {} : { local_names: localNames }),
    lat: city.lat,
    lon: city.lon,
    country: city.country,
    ...(city.state === undefined ? {} : { state: city.state }),
  };
}

/** How near a city must be for its elevation to be the ground's at a point. */
const ELEVATION_KM = 20;

/** How many of the nearest places {@link elevationNear} looks through for one with an elevation. */
const ELEVATION_PLACES = 8;

/**
 * Every city of the place data, by index (the service's city list's entries); `undefined` without
 * the data.
 * @internal
 */
export function everyCity(): Pick<CityData, 'count' | 'forEach'> | undefined {
  return loadCityData();
}

/**
 * The elevation at a point: the nearest city's within 20 km that has one (the service's own list's
 * places come without).
 * @internal
 */
export function elevationNear(lat: number, lon: number): number | undefined {
  const cities = loadCityData()?.nearest(lat, lon, ELEVATION_PLACES, ELEVATION_KM) ?? [];
  return cities.find((city) => city.elevation !== undefined)?.elevation;
}

/**
 * Whether a point has no city of the place data within {@link NEAREST_CITY_KM} (its record names
 * no place); `undefined` where the place data is not loaded (a bundle without it).
 * @internal
 */
export function noCityNear(lat: number, lon: number): boolean | undefined {
  const data = loadCityData();
  return data && data.nearest(lat, lon, 1, NEAREST_CITY_KM).length === 0;
}

/**
 * The country of a point as a coordinate query reports it (`sys.country`): the nearest city's within
 * {@link NEAREST_CITY_KM}; `undefined` at sea, in a desert without towns, or without the place data.
 * @internal
 */
export function countryNear(lat: number, lon: number): string | undefined {
  return loadCityData()?.nearest(lat, lon, 1, NEAREST_CITY_KM)[0]?.country;
}

/** A city near a point: its population and its distance in km. @internal */
export interface CityNear {
  readonly population: number;
  readonly km: number;
}

/** How far a city's air may reach a point (the air model's widest reach, a city of 10 million: 60 km). */
const POPULATION_KM = 60;
/**
 * How many of the nearest cities {@link populationNear} reports at most: all within 60 km (about
 * 640 around Greater London; about 1 ms, once per place: the air model is kept per coordinates).
 */
const POPULATION_CITIES = 5000;

/**
 * The cities around a point that may make its air urban: those within 60 km, with their
 * population and distance (none at sea or without the place data). The air model's urbanity
 * (`urbanityOf` in src/model/air-model.ts) is drawn from them.
 * @internal
 */
export function populationNear(lat: number, lon: number): CityNear[] {
  const cities = loadCityData()?.nearest(lat, lon, POPULATION_CITIES, POPULATION_KM) ?? [];
  return cities.map((city) => ({ population: city.population, km: kmBetween({ lat, lon }, city) }));
}

function kmBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  // Squares as products (what `** 2` gives: its power function squares by multiplying).
  const dLat = Math.sin(((b.lat - a.lat) * rad) / 2);
  const dLon = Math.sin(((b.lon - a.lon) * rad) / 2);
  const h = dLat * dLat + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * (dLon * dLon);
  return 2 * 6371.0088 * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** How many names (folded) a `like` search reads at most: the first in order that start with it. */
const LIKE_NAMES = 100;

/** Cities of a name, filtered by country and (US) state, most populous first. */
function citiesNamed(location: NameForm, like = false): readonly City[] {
  const data = loadCityData();
  if (!data) return [];
  return (like ? data.byNamePrefix(location.name, LIKE_NAMES) : data.byName(location.name)).filter(
    (city) =>
      (location.country === undefined || city.country === location.country) &&
      (location.state === undefined || city.admin === location.state),
  );
}

/**
 * The location of a postal code. A class, so that every one shares one hidden class (an object
 * literal with its own getter closure makes V8 build a new map for each object).
 */
class ZipLocation implements ResolvedLocation {
  readonly weatherAt: { readonly lat: number; readonly lon: number };
  readonly id = 0;
  readonly name: string;
  readonly country: string;
  readonly coord: { readonly lat: number; readonly lon: number };
  readonly population = 0;
  private ground: number | undefined | null = null;
  constructor(
    readonly key: string,
    lat: number,
    lon: number,
    place: Place,
  ) {
    const at = { lat, lon };
    this.weatherAt = at;
    this.coord = at;
    this.name = place.name;
    this.country = place.country;
  }
  /**
   * Read when the answer needs it (grnd_level, the current shape): a well-known code in the
   * specification's shape reads no data.
   */
  get elevation(): number | undefined {
    if (this.ground === null) this.ground = elevationNear(this.weatherAt.lat, this.weatherAt.lon);
    return this.ground;
  }
}

/** Builds the locator of a generator or double over its pinned places. @internal */
export function createLocator(pinned: ReadonlyMap<string, Place> | undefined): Locator {
  const ofCity = (key: string, city: City): ResolvedLocation => ({
    key,
    // The weather and the records' `coord` at 4 decimals (geocoding answers keep the data's 5).
    weatherAt: { lat: round4(city.lat), lon: round4(city.lon) },
    id: city.id,
    name: city.name,
    country: city.country,
    coord: { lat: round4(city.lat), lon: round4(city.lon) },
    elevation: city.elevation,
    population: reportedPopulation(city),
  });
  const byZip = (location: ZipForm): ResolvedLocation | undefined => {
    const place = zipPlaceOf(location, pinned);
    if (!place) return undefined;
    return new ZipLocation(`zip:${location.key}`, round4(place.lat), round4(place.lon), place);
  };
  const byCoordinates = (location: CoordinatesForm): ResolvedLocation => {
    const at = { lat: location.lat, lon: location.lon };
    const key = `coordinates:${location.key}`;
    if (location.lat === 0 && location.lon === 0) {
      const globe = { ...GLOBE, country: undefined, elevation: 0, population: 0, fromModel: true };
      return { key, weatherAt: at, coord: at, ...globe };
    }
    const city = loadCityData()?.nearest(location.lat, location.lon, 1, NEAREST_CITY_KM)[0];
    return {
      key,
      weatherAt: at,
      id: city?.id ?? 0,
      name: city?.name ?? '',
      country: city?.country,
      coord: at,
      elevation:
        city && kmBetween(city, location) <= ELEVATION_KM
          ? (city.elevation ?? elevationNear(location.lat, location.lon))
          : undefined,
      population: city ? reportedPopulation(city) : 0,
    };
  };
  const byName = (location: NameForm): ResolvedLocation | undefined => {
    const city = citiesNamed(location)[0];
    return city && ofCity(`name:${location.key}`, city);
  };
  const byId = (location: IdForm): ResolvedLocation | undefined => {
    const city = loadCityData()?.byId(location.id);
    return city && ofCity(`id:${location.id}`, city);
  };
  return {
    resolve(location) {
      switch (location.form) {
        case 'zip':
          return byZip(location);
        case 'coordinates':
          return byCoordinates(location);
        case 'name':
          return byName(location);
        case 'id':
          return byId(location);
      }
    },
    zipPlace: (location) => zipPlaceOf(location, pinned),
    // The Geocoding API answers from the service's geocoder, not its city list: the list's own
    // entries (villages, districts, provinces GeoNames' cities lack) are left out of it.
    direct(location, limit) {
      const data = loadCityData();
      if (!data) return [];
      return citiesNamed(location)
        .filter((city) => !city.listedOnly)
        .slice(0, limit)
        .map(geocoded);
    },
    reverse(lat, lon, limit) {
      const data = loadCityData();
      if (!data) return [];
      for (let count = limit * 4; ; count *= 4) {
        const near = data.nearest(lat, lon, count, NEAREST_CITY_KM);
        const cities = near.filter((city) => !city.listedOnly);
        if (cities.length >= limit || near.length < count) return cities.slice(0, limit).map(geocoded);
      }
    },
    citiesNamed: (location, like, limit) =>
      citiesNamed(location, like)
        .slice(0, limit)
        .map((city) => ofCity(`id:${city.id}`, city)),
    citiesNear(lat, lon, limit, maxKm) {
      const data = loadCityData();
      if (!data) return [];
      // The service's own list, nearest first: the GeoNames cities it lacks are passed over.
      for (let count = limit * 2; ; count *= 4) {
        const near = data.nearest(lat, lon, count, maxKm);
        const cities = near.filter((city) => !city.unlisted);
        if (cities.length >= limit || near.length < count)
          return cities.slice(0, limit).map((city) => ofCity(`id:${city.id}`, city));
      }
    },
    citiesInBox: (box, rule) =>
      (loadCityData()?.clustered(box, rule) ?? []).map((city) => ofCity(`id:${city.id}`, city)),
  };
}
