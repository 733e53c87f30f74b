/**
 * `GET /data/2.5/box/city?bbox={lonLeft},{latBottom},{lonRight},{latTop},{zoom}`: the cities of a
 * box as a map at that zoom shows them: of the service's cities of more than 15,000 people, the most
 * populous of each map tile at the zoom, in the tiles' quadtree order, at most
 * {@link BOX_MAX_CITIES}. Each item is the weather endpoint's record of that
 * city now, in the box's item shape (`coord` with `Lon`/`Lat`, `clouds.today`). A `bbox` that is not
 * four coordinates in range and a zoom: 400 "incorrect rectangle coordinates" (docs/cities.md).
 * @internal
 */
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { calctime } from '../calctime.js';
import { langParameter, sharedErrors, unitsParameter } from '../contract.js';
import { cityItems } from '../find/cities.js';
import type { LatLonBox } from '../places.js';
import { validatedBody } from '../probes-shared.js';
import type { Route } from '../route.js';
import { answerVariants } from '../variants-shared.js';
import { boxCityPact } from './pact.js';
import { boxCitySchema } from './schema.js';
import { boxCityCatalogue, validateBoxCity } from './variants.js';

/** The most cities one answer lists (the double's bound; the service's is not recorded). @internal */
const BOX_MAX_CITIES = 500;

/**
 * The cities a box shows have more people than this: GeoNames' `cities15000` cut, which with one
 * city per map tile gives the recorded `bbox=-85,40,-83,42,10` answer exactly (16 of 16 cities, in
 * its order) and 12 of the 15 of `bbox=12,32,15,37,10` (docs/cities.md).
 */
const BOX_MORE_PEOPLE_THAN = 15_000;

/** The highest zoom read (a square of 360° / 2^25, about a metre): above, 25. */
const MAX_ZOOM = 25;

/** A decimal number as the service reads a coordinate (no exponent, no hex, no blanks). */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The box and zoom of a `bbox` value, or `undefined` when it is not four coordinates in range and a zoom. @internal */
function readBbox(text: string | undefined): { readonly box: LatLonBox; readonly zoom: number } | undefined {
  if (text === undefined) return undefined;
  const parts = text.split(',');
  if (parts.length !== 5 || !parts.every((part) => DECIMAL.test(part.trim()))) return undefined;
  const [lonA, latA, lonB, latB, zoomText] = parts.map((part) => Number(part)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (
    [lonA, lonB].some((lon) => lon < -180 || lon > 180) ||
    [latA, latB].some((lat) => lat < -90 || lat > 90)
  )
    return undefined;
  if (zoomText < 0) return undefined;
  // The corners in either order (clients send the top left and the bottom right as often).
  const box = {
    south: Math.min(latA, latB),
    north: Math.max(latA, latB),
    west: Math.min(lonA, lonB),
    east: Math.max(lonA, lonB),
  };
  return { box, zoom: Math.min(MAX_ZOOM, Math.floor(zoomText)) };
}

/** The box of the probes and the examples: Greater London at zoom 10. */
const PROBE_BBOX = '-0.5,51.3,0.3,51.7,10';

/** @internal */
export const boxCity: Route<'boxCity', typeof boxCityPact> = {
  name: 'boxCity',
  // The rare real variants of the answer (docs/variants.md): its items' fields as recorded.
  ...answerVariants(boxCityCatalogue),
  pact: boxCityPact,
  path: ROUTE_PATHS.boxCity,
  summary: 'Current weather for the cities in a box, by map zoom',
  answer({ query }, world) {
    const asked = readBbox(query.get('bbox'));
    if (asked === undefined) return { problem: 'incorrectRectangle' };
    const places = world.locator.citiesInBox(asked.box, {
      zoom: asked.zoom,
      moreThan: BOX_MORE_PEOPLE_THAN,
      limit: BOX_MAX_CITIES,
    });
    // The calculation time, seconds: a documented choice that grows with the list.
    const head = `{"cod":200,"calctime":${calctime(places.length, 0.0005, 0.00003)},"cnt":${places.length},"list":[`;
    if (places.length === 0) return { body: `${head}]}` };
    const { items, from, until } = cityItems('box', places, query.units, world);
    return { body: `${head}${items}]}`, holds: { from, until } };
  },
  /** The cities of Greater London at zoom 10 in metric units, and the 400 of a box out of range. */
  probes: () => [
    {
      name: `the cities in the box ${PROBE_BBOX} in metric units`,
      query: `bbox=${PROBE_BBOX}&units=metric`,
      expect: validatedBody((body) => validateBoxCity(body), boxCitySchema),
    },
    { name: 'a box with latitude 99', query: 'bbox=99,99,99,99,10', expect: 'incorrectRectangle' },
  ],
  schemas: { CityBox: boxCitySchema },
  contract: (examples) => ({
    operationId: 'getCurrentWeatherInBox',
    summary: 'Current weather for the cities in a box, by map zoom',
    description: `Returns the cities of the box as a map at \`zoom\` shows them: of the service’s cities of more than ${BOX_MORE_PEOPLE_THAN.toLocaleString('en-US')} people, each map tile at that zoom (360° / 2^zoom) shows its most populous one, and the list follows the tiles’ quadtree order (south before north, each level’s west–east split first), as recorded; at most ${BOX_MAX_CITIES}, the most populous. Each item is the weather endpoint’s current record of that city (same \`dt\`, temperatures, conditions, wind and clouds as \`GET /data/2.5/weather?id=\`) in the box’s shape: \`id\`, \`dt\`, \`name\`, \`coord\` (\`Lon\`, \`Lat\`), \`main\` (\`sea_level\` and \`grnd_level\` before \`humidity\` in an item from model data only), \`visibility\`, \`wind\` (no gust; with \`units=imperial\` in miles/hour unrounded, m/s ÷ 0.44704, as recorded), \`rain\` and \`snow\` (\`null\` when dry), \`clouds.today\`, \`weather\`. No city in the box: \`cnt\` 0. The key is checked first (401), then \`bbox\` (400).`,
    parameters: [
      {
        name: 'bbox',
        description:
          '`{lonLeft},{latBottom},{lonRight},{latTop},{zoom}`: the corners in degrees (either order), the map zoom (0 or more; decimals dropped). Not five numbers, a longitude outside -180..180, a latitude outside -90..90 or a negative zoom: 400 "incorrect rectangle coordinates".',
        required: true,
        schema: { type: 'string' },
        examples: { london: { summary: 'Greater London at zoom 10', value: PROBE_BBOX } },
      },
      unitsParameter,
      langParameter,
    ],
    responses: [
      {
        status: 200,
        description: 'The cities of the box (maybe none).',
        schema: 'CityBox',
        examples: {
          london: {
            summary: 'Greater London at zoom 8 in metric units',
            value: examples.answer(boxCity, 'bbox=-0.5,51.3,0.3,51.7,8&units=metric'),
          },
        },
      },
      { status: 400, description: 'A `bbox` that is not a box and a zoom.', errors: ['incorrectRectangle'] },
      ...sharedErrors(undefined, ''),
    ],
  }),
};
