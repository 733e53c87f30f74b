/**
 * The service's city list (`bulk.openweathermap.org/sample/city.list.json.gz`): every city the
 * double's routes answer by `id`, in the list's shape, gzipped. Both files hold the same entries:
 * `city.list.json` indented by two spaces, one key a line, as the service's file is;
 * `city.list.min.json` without white space.
 * @internal
 */
import { gzipBytes } from '#deps';
import { numberText } from '../../service/number-text.js';
import { everyCity } from '../places.js';
import type { RouteResult, World } from '../route.js';

/** What a city of the list says: its ID, name, US state, country and coordinates. */
interface Entry {
  readonly id: number;
  readonly name: string;
  readonly state: string;
  readonly country: string;
  readonly lon: number;
  readonly lat: number;
}

/** The coordinates the routes answer for a city (`coord`, 4 decimals). */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000 + 0;

/** One entry, indented as the service's `city.list.json` (`min`: without white space). */
function entryText(entry: Entry, min: boolean): string {
  const name = JSON.stringify(entry.name);
  const state = JSON.stringify(entry.state);
  const country = JSON.stringify(entry.country);
  const lon = numberText(entry.lon);
  const lat = numberText(entry.lat);
  return min
    ? `{"id":${entry.id},"name":${name},"state":${state},"country":${country},"coord":{"lon":${lon},"lat":${lat}}}`
    : `  {\n    "id": ${entry.id},\n    "name": ${name},\n    "state": ${state},\n    "country": ${country},\n    "coord": {\n      "lon": ${lon},\n      "lat": ${lat}\n    }\n  }`;
}

/**
 * The list's JSON text: every city of the place data, in its order (by ID), with the ID, name,
 * country and coordinates its routes answer; `state` the US state's code, `""` elsewhere (as the
 * service's list). An empty list without the place data. @internal
 */
function cityListText(min: boolean): string {
  const parts: string[] = [];
  everyCity()?.forEach((city) => {
    parts.push(
      entryText(
        {
          id: city.id,
          name: city.name,
          state: city.country === 'US' ? city.admin : '',
          country: city.country,
          lon: round4(city.lon),
          lat: round4(city.lat),
        },
        min,
      ),
    );
  });
  if (parts.length === 0) return '[]';
  return min ? `[${parts.join(',')}]` : `[\n${parts.join(',\n')}\n]`;
}

/** The gzip file of the list (made once a world, then remembered). @internal */
export function cityListAnswer(world: World, min: boolean): RouteResult {
  const body = world.memoBytes(min ? 'city.list.min' : 'city.list', () =>
    gzipBytes(new TextEncoder().encode(cityListText(min))),
  );
  return { body };
}
