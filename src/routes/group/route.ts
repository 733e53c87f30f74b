/**
 * `GET /data/2.5/group?id={id},{id},…`: the current weather of up to 20 cities by ID, in the order
 * asked (an ID asked twice is listed twice), each item the weather endpoint's record of that city
 * at that moment in the item shape the service lists here. No `id`, or more than 20: 400 "id list
 * must be in range from 1 to 20"; an ID that is not a number: 400 "{id} is not a city ID"; an ID no
 * city has (or an empty one): 404 "No data: 404006" for the whole request (docs/cities.md).
 * @internal
 */
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { langParameter, notCityId, sharedErrors, unitsParameter } from '../contract.js';
import { cityItems } from '../find/cities.js';
import { parseIdForm, type ResolvedLocation } from '../places.js';
import { unlessEqual, validatedBody } from '../probes-shared.js';
import type { Route, RouteProblem } from '../route.js';
import { answerVariants } from '../variants-shared.js';
import { groupPact } from './pact.js';
import { groupSchema } from './schema.js';
import { groupCatalogue, validateGroup } from './variants.js';

/** The most IDs one request may name (the service's limit). @internal */
const GROUP_MAX_IDS = 20;

/** The cities of London, Moscow and Kyiv: the service's own example of the route. */
const PROBE_IDS = '2643743,524901,703448';
/** The example's: London and Moscow (two items keep the shipped document small). */
const EXAMPLE_IDS = '2643743,524901';

/** The places of an `id` list, or the service's 400/404. @internal */
function groupPlaces(
  ids: string | undefined,
  locate: (id: number) => ResolvedLocation | undefined,
): readonly ResolvedLocation[] | RouteProblem {
  if (ids === undefined) return { problem: 'idListRange' };
  const parts = ids.split(',');
  if (parts.length > GROUP_MAX_IDS) return { problem: 'idListRange' };
  const places: ResolvedLocation[] = [];
  let missing = false;
  for (const part of parts) {
    if (part.trim() === '') {
      missing = true;
      continue;
    }
    const parsed = parseIdForm(part);
    if ('problem' in parsed) {
      if (parsed.problem === 'notCityId') return parsed as RouteProblem;
      missing = true;
      continue;
    }
    const place = locate(parsed.id);
    if (place === undefined) missing = true;
    else places.push(place);
  }
  return missing ? { problem: 'noData' } : places;
}

/** @internal */
export const group: Route<'group', typeof groupPact> = {
  name: 'group',
  // The rare real variants of the answer (docs/variants.md): its items' fields as recorded.
  ...answerVariants(groupCatalogue),
  pact: groupPact,
  path: ROUTE_PATHS.group,
  summary: 'Current weather for up to 20 cities by ID',
  answer({ query }, world) {
    const places = groupPlaces(query.id, (id) => world.locate({ form: 'id', id, key: String(id) }));
    if ('problem' in places) return places;
    const { items, from, until } = cityItems('group', places, query.units, world);
    return { body: `{"cnt":${places.length},"list":[${items}]}`, holds: { from, until } };
  },
  /** London, Moscow and Kyiv in metric units, and the 400 of 21 IDs. */
  probes: () => [
    {
      name: `the cities ${PROBE_IDS} in metric units`,
      query: `id=${PROBE_IDS}&units=metric`,
      expect: validatedBody(
        (body) => validateGroup(body),
        groupSchema,
        (body) => [
          unlessEqual(body, 'cnt', 3, 'three IDs asked'),
          unlessEqual(body, 'list[0].id', 2643743, 'the first ID asked'),
        ],
      ),
    },
    {
      name: 'twenty-one city IDs',
      query: `id=${Array.from({ length: 21 }, () => '2643743').join(',')}`,
      expect: 'idListRange',
    },
  ],
  schemas: { CityGroup: groupSchema },
  contract: (examples) => ({
    operationId: 'getCurrentWeatherForCities',
    summary: 'Current weather for up to 20 cities by ID',
    description:
      'Returns `cnt` and one item per city ID of `id`, in that order: each the weather endpoint’s current record of that city (same `dt`, temperatures, conditions, wind and clouds as `GET /data/2.5/weather?id=`), in the shape the service lists it here (`coord`, `sys` with `country`, `timezone`, `sunrise`, `sunset`, `weather`, `main` with `sea_level` and `grnd_level` before `humidity` in an item from model data only, `visibility`, `wind` without gust, `clouds`, `dt`, `id`, `name`; no `rain`/`snow`, no `base`, no `cod`). The key is checked first (401), then the list (400), then each ID (404 for the whole request when one names no city).',
    parameters: [
      {
        name: 'id',
        description:
          'City IDs (GeoNames), comma-separated, 1 to 20. None or more than 20: 400 "id list must be in range from 1 to 20"; one that is not a number: 400 "{id} is not a city ID"; one no city has, or an empty one: 404 "No data: 404006".',
        required: true,
        schema: { type: 'string' },
        examples: { three: { summary: 'London, Moscow, Kyiv', value: PROBE_IDS } },
      },
      unitsParameter,
      langParameter,
    ],
    responses: [
      {
        status: 200,
        description: 'One item per ID, in the order asked.',
        schema: 'CityGroup',
        examples: {
          metric: {
            summary: 'London and Moscow in metric units',
            value: examples.answer(group, `id=${EXAMPLE_IDS}&units=metric`),
          },
        },
      },
      {
        status: 400,
        description: 'No ID or more than 20, or an ID that is not a number.',
        errors: ['idListRange', notCityId],
      },
      ...sharedErrors('noData', 'An ID names no city (or is empty).'),
    ],
  }),
};
