/**
 * `GET /data/2.5/find`: cities around a point (`lat`, `lon`), nearest first, or of a name (`q`,
 * `type=accurate` the name itself, `type=like` every name starting with it), most populous first;
 * at most `cnt` (1 to 50, default 10): `{"message":"accurate","cod":"200","count":N,"list":[…]}`,
 * each item the weather endpoint's record of that city now in the search's flat item shape.
 * `cnt` out of 1–50: 400 "cnt from 1 to 50"; nothing found: 200 with `count` 0 (docs/cities.md).
 * @internal
 */
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import {
  coordinateParameters,
  langParameter,
  modeParameter,
  sharedErrors,
  unitsParameter,
} from '../contract.js';
import { coordinatesOf } from '../coordinates-only.js';
import { NEAREST_CITY_KM, type ParsedLocation, parseNameForm, type ResolvedLocation } from '../places.js';
import { PROBE_PLACE, PROBE_PLACE_QUERY, unlessEqual, validatedBody } from '../probes-shared.js';
import type { Route, RouteProblem } from '../route.js';
import { answerVariants } from '../variants-shared.js';
import { cityItems } from './cities.js';
import { findPact } from './pact.js';
import { findSchema } from './schema.js';
import { findCatalogue, validateFind } from './variants.js';
import { findXml } from './xml.js';

/** The default `cnt` (recorded: ten cities without `cnt`) and the most (the service's 400 above). @internal */
const FIND_CNT = { default: 10, max: 50 } as const;

/** `cnt`: absent → 10; a whole number 1 to 50, else the service's 400. */
function findCount(text: string | undefined): number | RouteProblem {
  if (text === undefined) return FIND_CNT.default;
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { problem: 'cntFrom1To50' };
  const cnt = Number(trimmed);
  return cnt >= 1 && cnt <= FIND_CNT.max ? cnt : { problem: 'cntFrom1To50' };
}

/** What a search names: a name (with `like`), or a point; or the service's 400. */
function searchOf(
  q: string | undefined,
  query: Parameters<typeof coordinatesOf>[0],
): { readonly location: ParsedLocation } | RouteProblem {
  if (q !== undefined && q.trim() !== '') {
    const name = parseNameForm(q);
    return name === undefined ? { problem: 'nothingToGeocode' } : { location: name };
  }
  const where = coordinatesOf(query);
  return 'problem' in where ? where : { location: where.location };
}

/** @internal */
export const find: Route<'find', typeof findPact> = {
  name: 'find',
  // The rare real variants of the answer (docs/variants.md): its items' fields as recorded.
  ...answerVariants(findCatalogue),
  pact: findPact,
  path: ROUTE_PATHS.find,
  summary: 'Current weather for the cities around a point or of a name',
  answer({ query }, world) {
    const search = searchOf(query.q, query);
    if ('problem' in search) return search;
    const cnt = findCount(query.get('cnt'));
    if (typeof cnt !== 'number') return cnt;
    const like = query.get('type') === 'like';
    const { location } = search;
    let places: readonly ResolvedLocation[] = [];
    if (location.form === 'name') places = world.locator.citiesNamed(location, like, cnt);
    else if (location.form === 'coordinates')
      places = world.locator.citiesNear(location.lat, location.lon, cnt, NEAREST_CITY_KM);
    const head = `{"message":"${like ? 'like' : 'accurate'}","cod":"200","count":${places.length},"list":[`;
    if (places.length === 0) return { body: `${head}]}` };
    const { items, from, until } = cityItems('find', places, query.units, world);
    return { body: `${head}${items}]}`, holds: { from, until } };
  },
  locationOf(query) {
    const search = searchOf(query.q, query);
    return 'problem' in search ? undefined : search.location;
  },
  /** Five cities around London in metric units, and the 400 of `cnt=51`. */
  probes: () => [
    {
      name: `five cities around ${PROBE_PLACE.name} in metric units`,
      query: `${PROBE_PLACE_QUERY}&cnt=5&units=metric`,
      expect: validatedBody(
        (body) => validateFind(body),
        findSchema,
        (body) => [
          unlessEqual(body, 'count', 5, 'cnt=5 near a city'),
          unlessEqual(body, 'message', 'accurate', 'no type'),
        ],
      ),
    },
    { name: 'fifty-one cities around a point', query: `${PROBE_PLACE_QUERY}&cnt=51`, expect: 'cntFrom1To50' },
  ],
  // The same items as the JSON answer, in the service's XML (`mode=xml`).
  modes: { xml: (json, query) => findXml(JSON.parse(json) as Parameters<typeof findXml>[0], query) },
  schemas: { CitySearch: findSchema },
  contract: (examples) => ({
    operationId: 'findCities',
    summary: 'Current weather for the cities around a point or of a name',
    description:
      'With `q`: the cities of that name (`type=accurate`, the default) or of every name starting with it (`type=like`), most populous first. Without `q`: the cities nearest `lat`/`lon` (within 100 km), nearest first. At most `cnt`. Each item is the weather endpoint’s current record of that city (same `dt`, temperatures, conditions, wind and clouds as `GET /data/2.5/weather?id=`) in the search’s flat shape: `id`, `name`, `coord` (`lat` first), `main` (with `feels_like`; `sea_level` and `grnd_level` after `humidity` in an item from model data only), `dt`, `wind` (no gust), `sys` (`country` only), `rain` and `snow` (`null` when dry, else `{"1h": mm}`), `clouds`, `weather`. Nothing found: `count` 0 and an empty list. The key is checked first (401), then the location (400), then `cnt` (400).',
    parameters: [
      ...coordinateParameters('the point'),
      {
        name: 'q',
        description: 'A city name: `{city}` or `{city},{country}` (ISO 3166); wins over `lat`/`lon`.',
        schema: { type: 'string' },
        examples: { london: { summary: 'London', value: 'London' } },
      },
      {
        name: 'type',
        description:
          '`accurate` (the name itself; the default) or `like` (every name starting with it). Echoed in `message`.',
        schema: { type: 'string', enum: ['accurate', 'like'], default: 'accurate' },
      },
      {
        name: 'cnt',
        description:
          'How many cities at most, 1 to 50 (default 10). Outside that range or not a number: 400 "cnt from 1 to 50".',
        schema: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
      },
      unitsParameter,
      langParameter,
      modeParameter(['xml']),
    ],
    responses: [
      {
        status: 200,
        description: 'The cities found (maybe none).',
        schema: 'CitySearch',
        examples: {
          around: {
            summary: 'Two cities around London in metric units',
            value: examples.answer(find, `${PROBE_PLACE_QUERY}&cnt=2&units=metric`),
          },
        },
        formats: {
          xml: {
            summary: 'Two cities around London in metric units, mode=xml',
            value: examples.inMode(find, `${PROBE_PLACE_QUERY}&cnt=2&units=metric`, 'xml'),
          },
        },
      },
      {
        status: 400,
        description: 'No location, wrong coordinates, or `cnt` out of 1–50.',
        errors: ['nothingToGeocode', 'wrongLatitude', 'wrongLongitude', 'cntFrom1To50'],
      },
      ...sharedErrors(undefined, ''),
    ],
  }),
};
