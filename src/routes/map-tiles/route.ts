/**
 * `GET /map/{layer}/{z}/{x}/{y}.png` on `tile.openweathermap.org`: Weather Maps 1.0, a 256 × 256
 * PNG tile of one layer (`clouds_new`, `precipitation_new`, `pressure_new`, `wind_new`,
 * `temp_new`) of the double's weather now (see `../maps.ts`).
 * @internal
 */
import { ROUTE_PATHS, SERVICE_HOSTS } from '../../service/vocabulary.js';
import {
  drawTile,
  MAP_TILE_LAYERS,
  mapTileStyle,
  readTileAddress,
  tileAddressParameters,
  tileErrors,
  tileSharedErrors,
  tileSuccess,
} from '../maps.js';
import type { Route } from '../route.js';

/** @internal */
export const mapTiles: Route<'mapTiles'> = {
  name: 'mapTiles',
  path: ROUTE_PATHS.mapTiles,
  examplePath: '/map/temp_new/2/2/1.png',
  summary: 'A weather map tile (Maps 1.0)',
  contentType: 'image/png',
  /** The key (401), then the layer (404), the zoom and the tile (400), then the tile drawn now. */
  answer({ path }, world) {
    const layer = MAP_TILE_LAYERS[path.layer ?? ''];
    if (layer === undefined || !Object.hasOwn(MAP_TILE_LAYERS, path.layer ?? ''))
      return { problem: 'layerNotFound' };
    const tile = readTileAddress(path);
    if ('problem' in tile) return tile;
    return drawTile(tile, mapTileStyle(layer), world, undefined);
  },
  schemas: {},
  // `check` probes one base URL, the API's host: the tile host is not there.
  probes: () => [],
  contract: () => ({
    operationId: 'getMapTile',
    summary: 'A weather map tile (Maps 1.0)',
    description: `A 256 × 256 PNG tile of one weather layer now, on \`${SERVICE_HOSTS.tile}\`: \`clouds_new\` (cloud cover, %), \`precipitation_new\` (mm/s), \`pressure_new\` (sea-level pressure, Pa), \`wind_new\` (m/s), \`temp_new\` (°C), each coloured by the service’s default palette of its Maps 2.0 twin (\`CL\`, \`PR0\`, \`APM\`, \`WS10\`, \`TA2\`), every value filled, at opacity 0.8. A pixel shows the value the weather endpoint reports there at that moment.`,
    host: SERVICE_HOSTS.tile,
    parameters: [
      {
        name: 'layer',
        in: 'path',
        description: 'The layer.',
        schema: { type: 'string', enum: Object.keys(MAP_TILE_LAYERS) },
      },
      ...tileAddressParameters,
    ],
    responses: [tileSuccess, ...tileErrors, ...tileSharedErrors()],
  }),
};
