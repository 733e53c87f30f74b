/**
 * What the weather map routes share (Maps 1.0 `/map/{layer}/{z}/{x}/{y}.png`, Maps 2.0
 * `/maps/2.0/weather/{op}/{z}/{x}/{y}` and its `/1h/` twin): the tile's place on the Earth (Web
 * Mercator, 256 × 256 pixels), the layers and their default palettes (the service's documented
 * ones), the query's drawing options, and the tile drawn from the double's own weather.
 *
 * A tile's pixel shows what `/data/2.5/weather` reports there: the weather is read, as the weather
 * route reads it for `lat` and `lon`, at the corners of a 16-pixel lattice over the tile (17 × 17
 * places), and each pixel's value is the bilinear blend of its cell's four corners, then coloured
 * by the palette (linear between its stops). The weather field is smooth at that scale (systems of
 * 400 km and more), so a pixel over a city shows the city's value to well within a palette's step;
 * a front's 150 km rain band is the exception at low zooms, drawn a lattice cell wide (docs/maps.md).
 * @internal
 */
import { encodePng } from '#deps';
import type { Observation } from '../model/weather-state.js';
import { sharedErrors, unixTimeParameter } from './contract.js';
import { coordinatesForm } from './places.js';
import type {
  ContractErrors,
  ContractFile,
  ContractParameter,
  RouteProblem,
  RouteResult,
  World,
} from './route.js';

/** A tile's side, pixels. @internal */
const TILE_SIZE = 256;

/** The lattice's cell, pixels: the weather is read at its corners (17 × 17 places a tile). */
const CELL = 16;
const CORNERS = TILE_SIZE / CELL + 1;

/**
 * The deepest zoom level the double draws (the service's tile layers stop at 18, as the
 * leaflet-openweathermap plugin and pyowm's tile client say). @internal
 */
const MAX_ZOOM = 18;

/** The default `opacity` of Maps 2.0 (its page: "from 0 to 1 (default - 0.8)"), also Maps 1.0's. */
const DEFAULT_OPACITY = 0.8;

/** The default `arrow_step` of the wind layer `WND`, pixels (its page: "default - 32"). */
const DEFAULT_ARROW_STEP = 32;

/** One stop of a palette: a value and its colour (alpha 0 to 255). @internal */
export interface PaletteStop {
  readonly value: number;
  readonly rgba: readonly [number, number, number, number];
}

/** A palette: its stops in ascending order of value (at least one). @internal */
export type Palette = readonly PaletteStop[];

/** What a layer shows, in the unit its palette is written in, from one observation. */
type Quantity = (observation: Observation) => number;

/** The dew point, °C (Magnus' formula over water), from the temperature (K) and humidity (%). */
function dewPoint(observation: Observation): number {
  const celsius = observation.temp - 273.15;
  const gamma = Math.log(Math.max(1, observation.humidity) / 100) + (17.62 * celsius) / (243.12 + celsius);
  return (243.12 * gamma) / (17.62 - gamma);
}

const QUANTITIES = {
  /** Air temperature at 2 m, °C. */
  temperature: (o) => o.temp - 273.15,
  dewPoint,
  /** Sea-level pressure, Pa (the palette's unit: 101000 is 1010 hPa). */
  pressure: (o) => o.pressure * 100,
  /** Precipitation intensity, mm/s (the record's `rain` and `snow` are mm/h). */
  precipitation: (o) => (o.rain + o.snow) / 3600,
  /** Precipitation accumulated over the 3-hour slot at that rate, mm. */
  accumulated: (o) => (o.rain + o.snow) * 3,
  accumulatedRain: (o) => o.rain * 3,
  accumulatedSnow: (o) => o.snow * 3,
  /** Wind speed at 10 m, m/s. */
  wind: (o) => o.windSpeed,
  /** Cloud cover, %. */
  clouds: (o) => o.clouds,
  /** Relative humidity, %. */
  humidity: (o) => o.humidity,
} as const satisfies Record<string, Quantity>;

/** One layer: what it shows, its default palette (the service's, as its page gives it), and whether it draws wind arrows. */
interface Layer {
  readonly quantity: keyof typeof QUANTITIES;
  readonly palette: string;
  readonly arrows?: true;
}

// The service's default palettes (Weather maps 2.0 page, "Layers"): `{value}:{RRGGBB[AA]};…`.
const TEMPERATURE_PALETTE =
  '-65:821692;-55:821692;-45:821692;-40:821692;-30:8257DB;-20:208CEC;-10:20C4E8;0:23DDDD;10:C2FF28;20:FFF028;25:FFC228;30:FC8014';
const WIND_PALETTE = '1:FFFFFF00;5:EECECC66;15:B364BCB3;25:3F213BCC;50:744CACE6;100:4600AFFF;200:0D1126FF';
const PRESSURE_PALETTE =
  '94000:0073FF;96000:00AAFF;98000:4BD0D6;100000:8DE7C7;101000:B0F720;102000:F0B800;104000:FB5515;106000:F3363B;108000:C60000';
const PRECIPITATION_PALETTE =
  '0.000005:FEF9CA;0.000009:B9F7A8;0.000014:93F57D;0.000023:78F554;0.000046:50B033;0.000092:387F22;0.000231:204E11;0.000463:F2A33A;0.000694:E96F2D;0.000926:EB4726;0.001388:B02318;0.002315:971D13;0.023150:090A08';
const CLOUDS_PALETTE =
  '0:FFFFFF00;10:FDFDFF19;20:FCFBFF26;30:FAFAFF33;40:F9F8FF4C;50:F7F7FF66;60:F6F5FF8C;70:F4F4FFBF;80:E9E9DFCC;90:DEDEDED8;100:D2D2D2FF;200:D2D2D2FF';

/**
 * The Maps 2.0 layers the double draws (`{op}`), each with the service's default palette. The
 * others of the service's list (convective precipitation `PAC0`, snow depth `SD0`, soil
 * temperatures `TS0`, `TS10`) have nothing in the double's weather to show: they answer the
 * unknown-layer 404 (docs/maps.md). @internal
 */
const WEATHER_MAP_LAYERS: Readonly<Record<string, Layer>> = {
  TA2: { quantity: 'temperature', palette: TEMPERATURE_PALETTE },
  TD2: { quantity: 'dewPoint', palette: TEMPERATURE_PALETTE },
  APM: { quantity: 'pressure', palette: PRESSURE_PALETTE },
  PR0: { quantity: 'precipitation', palette: PRECIPITATION_PALETTE },
  PA0: {
    quantity: 'accumulated',
    palette: '0:00000000;0.1:C8969600;0.2:9696AA00;0.5:7878BE19;1:6E6ECD33;10:5050E1B2;140:1414FFE5',
  },
  PAR0: {
    quantity: 'accumulatedRain',
    palette: '0:E1C86400;0.1:C8963200;0.2:9696AA00;0.5:7878BE00;1:6E6ECD4C;10:5050E1B2;140:1414FFE5',
  },
  PAS0: { quantity: 'accumulatedSnow', palette: '0:00000000;5:00D8FFFF;10:00B6FFFF;25.076:9549FF' },
  WS10: { quantity: 'wind', palette: WIND_PALETTE },
  WND: { quantity: 'wind', palette: WIND_PALETTE, arrows: true },
  CL: { quantity: 'clouds', palette: CLOUDS_PALETTE },
  HRD0: {
    quantity: 'humidity',
    palette: '0:DB1200;20:965700;40:EDE100;60:8BD600;80:00A808;100:000099;100.1:000099',
  },
};

/**
 * The Maps 1.0 layers (`{layer}`): each drawn as its Maps 2.0 twin with that layer's default
 * palette, every value coloured (`fill_bound`), at the default opacity. @internal
 */
export const MAP_TILE_LAYERS: Readonly<Record<string, Layer>> = {
  clouds_new: WEATHER_MAP_LAYERS.CL as Layer,
  precipitation_new: WEATHER_MAP_LAYERS.PR0 as Layer,
  pressure_new: WEATHER_MAP_LAYERS.APM as Layer,
  wind_new: WEATHER_MAP_LAYERS.WS10 as Layer,
  temp_new: WEATHER_MAP_LAYERS.TA2 as Layer,
};

const HEX = /^[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/;
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * A palette from its text `{value}:{RRGGBB or RRGGBBAA};…` (spaces around the parts allowed, as
 * clients write them), sorted by value; `undefined` when it is not one (an empty part, a value
 * that is not a number, a colour that is not 6 or 8 hex digits).
 * @example
 * ```ts
 * parsePalette('0:FF0000;10:0000FF80'); // two stops, blue half transparent
 * ```
 * @internal
 */
function parsePalette(text: string): Palette | undefined {
  const stops: PaletteStop[] = [];
  for (const part of text.split(';')) {
    const trimmed = part.trim();
    // A trailing `;` is forgiven.
    if (trimmed === '' && stops.length > 0) continue;
    const colon = trimmed.lastIndexOf(':');
    if (colon < 0) return undefined;
    const value = trimmed.slice(0, colon).trim();
    const hex = trimmed
      .slice(colon + 1)
      .trim()
      .replace(/^#/, '');
    if (!NUMBER.test(value) || !HEX.test(hex)) return undefined;
    const channel = (at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
    stops.push({
      value: Number(value),
      rgba: [channel(0), channel(2), channel(4), hex.length === 8 ? channel(6) : 255],
    });
  }
  if (stops.length === 0) return undefined;
  return stops.sort((a, b) => a.value - b.value);
}

/**
 * The colour of `value` in a palette: linear between the two stops around it; outside the stops,
 * the nearest stop's colour when `fillBound`, else transparent (`undefined`). @internal
 */
function paletteColour(
  palette: Palette,
  value: number,
  fillBound: boolean,
): readonly [number, number, number, number] | undefined {
  const first = palette[0] as PaletteStop;
  const last = palette[palette.length - 1] as PaletteStop;
  if (!(value >= first.value)) return fillBound && !Number.isNaN(value) ? first.rgba : undefined;
  if (value > last.value) return fillBound ? last.rgba : undefined;
  let i = 1;
  while (i < palette.length && (palette[i] as PaletteStop).value < value) i += 1;
  if (i >= palette.length) return last.rgba;
  const a = palette[i - 1] as PaletteStop;
  const b = palette[i] as PaletteStop;
  const f = b.value === a.value ? 1 : (value - a.value) / (b.value - a.value);
  return [
    Math.round(a.rgba[0] + (b.rgba[0] - a.rgba[0]) * f),
    Math.round(a.rgba[1] + (b.rgba[1] - a.rgba[1]) * f),
    Math.round(a.rgba[2] + (b.rgba[2] - a.rgba[2]) * f),
    Math.round(a.rgba[3] + (b.rgba[3] - a.rgba[3]) * f),
  ];
}

/** A tile: zoom and position, checked. @internal */
export interface TileAddress {
  readonly z: number;
  readonly x: number;
  readonly y: number;
}

const INTEGER = /^\d{1,9}$/;

/**
 * The tile a request's `{z}`, `{x}`, `{y}` name, or the service's 400 for a zoom out of 0 to
 * {@link MAX_ZOOM} or a tile out of the zoom's grid (`0` to `2^z − 1`). @internal
 */
export function readTileAddress(path: Readonly<Record<string, string>>): TileAddress | RouteProblem {
  const { z, x, y } = path;
  if (z === undefined || !INTEGER.test(z) || Number(z) > MAX_ZOOM) return { problem: 'wrongZoom' };
  const zoom = Number(z);
  const size = 2 ** zoom;
  if (x === undefined || y === undefined || !INTEGER.test(x) || !INTEGER.test(y))
    return { problem: 'wrongTile' };
  if (Number(x) >= size || Number(y) >= size) return { problem: 'wrongTile' };
  return { z: zoom, x: Number(x), y: Number(y) };
}

/** How a tile is drawn: its layer, palette, opacity, and the wind arrows' options. @internal */
export interface TileStyle {
  readonly quantity: Quantity;
  readonly palette: Palette;
  readonly opacity: number;
  readonly fillBound: boolean;
  /** The wind arrows' spacing, pixels; `undefined`: none. */
  readonly arrowStep: number | undefined;
  /** Whether every arrow has the same length (`use_norm`), else its length grows with the speed. */
  readonly useNorm: boolean;
}

/** The style of a Maps 1.0 layer (fixed: the layer's palette, every value coloured). @internal */
export function mapTileStyle(layer: Layer): TileStyle {
  return {
    quantity: QUANTITIES[layer.quantity],
    palette: parsePalette(layer.palette) as Palette,
    opacity: DEFAULT_OPACITY,
    fillBound: true,
    arrowStep: undefined,
    useNorm: false,
  };
}

/** A flag of the query: `true` only for `true` (any case), as the service's page writes it. */
const flag = (value: string | undefined) => value?.toLowerCase() === 'true';

/**
 * The style a Maps 2.0 request asks for (`palette`, `opacity`, `fill_bound`, `arrow_step`,
 * `use_norm`), or the 400 of a value that is not one. @internal
 */
function readTileStyle(layer: Layer, get: (name: string) => string | undefined): TileStyle | RouteProblem {
  const paletteText = get('palette');
  const palette = parsePalette(paletteText ?? layer.palette);
  if (palette === undefined) return { problem: 'wrongPalette' };
  const opacityText = get('opacity');
  const opacity = opacityText === undefined ? DEFAULT_OPACITY : Number(opacityText);
  if (opacityText !== undefined && (!NUMBER.test(opacityText) || opacity < 0 || opacity > 1)) {
    return { problem: 'wrongOpacity' };
  }
  let arrowStep: number | undefined;
  if (layer.arrows) {
    const stepText = get('arrow_step');
    arrowStep = stepText === undefined ? DEFAULT_ARROW_STEP : Number(stepText);
    if (stepText !== undefined && (!INTEGER.test(stepText) || arrowStep < 4 || arrowStep > TILE_SIZE)) {
      return { problem: 'wrongArrowStep' };
    }
  }
  return {
    quantity: QUANTITIES[layer.quantity],
    palette,
    opacity,
    fillBound: flag(get('fill_bound')),
    arrowStep,
    useNorm: flag(get('use_norm')),
  };
}

/** The latitude of a global pixel row `py` (of `world` pixels), degrees (Web Mercator). */
function latitudeOf(py: number, world: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / world))) * 180) / Math.PI;
}

/**
 * The observations at the lattice's corners over a tile at `t` (Unix seconds; the clock when
 * `undefined`), as the weather route reports them for `lat`/`lon` there, and the span during which
 * they all hold (the clock's reading only).
 */
function cornerObservations(
  tile: TileAddress,
  world: World,
  t: number | undefined,
): { readonly observations: Observation[]; readonly holds?: { from: number; until: number } } {
  const size = TILE_SIZE * 2 ** tile.z;
  const timeline = world.answers.model.timeline;
  const observations: Observation[] = [];
  let from = Number.NEGATIVE_INFINITY;
  let until = Number.POSITIVE_INFINITY;
  for (let j = 0; j < CORNERS; j += 1) {
    const lat = latitudeOf(tile.y * TILE_SIZE + j * CELL, size);
    for (let i = 0; i < CORNERS; i += 1) {
      const lon = ((tile.x * TILE_SIZE + i * CELL) / size) * 360 - 180;
      const location = world.locate(coordinatesForm(Math.max(-90, Math.min(90, lat)), lon));
      if (location === undefined) throw new Error(`no place at ${lat},${lon}`);
      const { spot, clock } = world.answers.placeAt(location);
      const observation = timeline.observationAt(spot, t ?? clock);
      observations.push(observation);
      if (t === undefined) {
        from = Math.max(from, observation.dt);
        until = Math.min(until, observation.dt + 600);
      }
    }
  }
  return t === undefined ? { observations, holds: { from, until } } : { observations };
}

/** Draws wind arrows on the RGBA pixels: one per `step` pixels, pointing where the wind blows to. */
function drawArrows(
  rgba: Uint8Array,
  observations: readonly Observation[],
  step: number,
  useNorm: boolean,
): void {
  const plot = (px: number, py: number) => {
    const x = Math.round(px);
    const y = Math.round(py);
    if (x < 0 || y < 0 || x >= TILE_SIZE || y >= TILE_SIZE) return;
    const at = (y * TILE_SIZE + x) * 4;
    rgba[at] = 32;
    rgba[at + 1] = 32;
    rgba[at + 2] = 32;
    rgba[at + 3] = 255;
  };
  const line = (x0: number, y0: number, x1: number, y1: number) => {
    const n = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0)));
    for (let k = 0; k <= n; k += 1) plot(x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n);
  };
  for (let cy = step / 2; cy < TILE_SIZE; cy += step) {
    for (let cx = step / 2; cx < TILE_SIZE; cx += step) {
      // The wind of the lattice corner nearest the arrow's middle.
      const corner = Math.round(cy / CELL) * CORNERS + Math.round(cx / CELL);
      const observation = observations[corner] as Observation;
      const length = (useNorm ? 0.8 : Math.min(1, 0.3 + observation.windSpeed / 20)) * (step / 2);
      // Blowing to windDeg + 180°, screen y down.
      const to = ((observation.windDeg + 180) * Math.PI) / 180;
      const dx = Math.sin(to);
      const dy = -Math.cos(to);
      const tipX = cx + dx * length;
      const tipY = cy + dy * length;
      line(cx - dx * length, cy - dy * length, tipX, tipY);
      const head = Math.max(2, length / 3);
      for (const turn of [2.6, -2.6]) {
        const c = Math.cos(turn);
        const s = Math.sin(turn);
        line(tipX, tipY, tipX + (dx * c - dy * s) * head, tipY + (dx * s + dy * c) * head);
      }
    }
  }
}

/** How many steps a tile's colour table has between its lowest and highest value. */
const TABLE_STEPS = 4096;

/**
 * The colours of a tile's values (RGBA, the opacity applied, transparent where the palette leaves a
 * value uncoloured), in {@link TABLE_STEPS} steps from the lowest of the lattice's values to the
 * highest: a pixel's value (a blend of its cell's corners) is between them, and a step is at most
 * 1/4096 of the tile's range, far within a palette's step. A table is 2.5 times faster than the
 * palette asked per pixel (and allocates nothing per pixel).
 */
function colourTable(style: TileStyle, values: readonly number[]) {
  let lowest = Number.POSITIVE_INFINITY;
  let highest = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    lowest = Math.min(lowest, value);
    highest = Math.max(highest, value);
  }
  const scale = highest > lowest ? TABLE_STEPS / (highest - lowest) : 0;
  const colours = new Uint8Array((TABLE_STEPS + 1) * 4);
  for (let k = 0; k <= TABLE_STEPS; k += 1) {
    const colour = paletteColour(style.palette, scale === 0 ? lowest : lowest + k / scale, style.fillBound);
    if (colour === undefined) continue;
    colours.set([colour[0], colour[1], colour[2], Math.round(colour[3] * style.opacity)], k * 4);
  }
  return { lowest, scale, colours };
}

/**
 * A tile drawn from the double's weather at `t` (Unix seconds; the clock's when `undefined`): its
 * PNG bytes, and while they hold (a tile of the clock). @internal
 */
export function drawTile(
  tile: TileAddress,
  style: TileStyle,
  world: World,
  t: number | undefined,
): RouteResult {
  const { observations, holds } = cornerObservations(tile, world, t);
  const values = observations.map(style.quantity);
  const rgba = new Uint8Array(TILE_SIZE * TILE_SIZE * 4);
  const { lowest, scale, colours } = colourTable(style, values);
  for (let py = 0; py < TILE_SIZE; py += 1) {
    const j = Math.min(CORNERS - 2, Math.floor((py + 0.5) / CELL));
    const fy = (py + 0.5 - j * CELL) / CELL;
    for (let px = 0; px < TILE_SIZE; px += 1) {
      const i = Math.min(CORNERS - 2, Math.floor((px + 0.5) / CELL));
      const fx = (px + 0.5 - i * CELL) / CELL;
      const at = j * CORNERS + i;
      const top = (values[at] as number) * (1 - fx) + (values[at + 1] as number) * fx;
      const bottom = (values[at + CORNERS] as number) * (1 - fx) + (values[at + CORNERS + 1] as number) * fx;
      const c = Math.round((top * (1 - fy) + bottom * fy - lowest) * scale) * 4;
      const o = (py * TILE_SIZE + px) * 4;
      rgba[o] = colours[c] as number;
      rgba[o + 1] = colours[c + 1] as number;
      rgba[o + 2] = colours[c + 2] as number;
      rgba[o + 3] = colours[c + 3] as number;
    }
  }
  if (style.arrowStep !== undefined) drawArrows(rgba, observations, style.arrowStep, style.useNorm);
  const body = encodePng(TILE_SIZE, TILE_SIZE, rgba);
  return holds === undefined ? { body } : { body, holds };
}

// ---- what the tile routes' contracts share -------------------------------------------------------

/** The path parameters `{z}`, `{x}`, `{y}` of a tile route. @internal */
export const tileAddressParameters: readonly ContractParameter[] = [
  {
    name: 'z',
    in: 'path',
    description: `The zoom level, 0 to ${MAX_ZOOM}.`,
    schema: { type: 'integer', minimum: 0, maximum: MAX_ZOOM },
  },
  {
    name: 'x',
    in: 'path',
    description: 'The tile’s column, 0 to 2^z − 1, from 180° W eastward (Web Mercator).',
    schema: { type: 'integer', minimum: 0 },
  },
  {
    name: 'y',
    in: 'path',
    description: 'The tile’s row, 0 to 2^z − 1, from about 85° N southward (Web Mercator).',
    schema: { type: 'integer', minimum: 0 },
  },
];

/** The 200 of a tile route: a 256 × 256 PNG. @internal */
export const tileSuccess: ContractFile = {
  status: 200,
  description:
    'A 256 × 256 PNG (RGBA) of the layer over the tile: each pixel the palette’s colour of the value the weather endpoint reports there at that moment, transparent where the palette leaves it uncoloured.',
  contentType: 'image/png',
};

/** The errors of a tile route, besides the shared ones. @internal */
export const tileErrors: readonly ContractErrors[] = [
  {
    status: 400,
    description: `A zoom level out of 0 to ${MAX_ZOOM}, or a tile out of the zoom’s grid.`,
    errors: ['wrongZoom', 'wrongTile'],
  },
];

/** The 404 of a layer the double does not draw, and the shared errors. @internal */
export function tileSharedErrors(): ContractErrors[] {
  return sharedErrors('layerNotFound', 'A layer the double does not draw.');
}

// ---- Maps 2.0 ------------------------------------------------------------------------------------

/** What tells Maps 2.0 from its `/1h/` twin: the step of its `date`, how far back and ahead it goes. @internal */
export interface WeatherMapTimeline {
  /** The step of its maps, seconds: a `date` reads the slot it falls in (3 h; 1 h for `/1h/`). */
  readonly step: number;
  /** The first moment of its archive, Unix seconds. */
  readonly since: number;
  /** How far ahead its forecast maps go, days. */
  readonly aheadDays: number;
}

const DAY = 86_400;
const DATE = /^-?\d{1,12}$/;

/**
 * A Maps 2.0 tile (`{op}` and the tile from the path, the style and `date` from the query): the
 * key (401), the layer (404), the zoom and tile (400), `date` (400: not Unix seconds; out of the
 * archive or the forecast's reach: "requested time is out of allowed range"), the style (400),
 * then the tile at `date`'s slot (the clock's weather without one). @internal
 */
export function weatherMapAnswer(
  path: Readonly<Record<string, string>>,
  get: (name: string) => string | undefined,
  world: World,
  timeline: WeatherMapTimeline,
): RouteResult {
  const op = path.op ?? '';
  const layer = Object.hasOwn(WEATHER_MAP_LAYERS, op) ? WEATHER_MAP_LAYERS[op] : undefined;
  if (layer === undefined) return { problem: 'layerNotFound' };
  const tile = readTileAddress(path);
  if ('problem' in tile) return tile;
  const dateText = get('date');
  let t: number | undefined;
  if (dateText !== undefined) {
    if (!DATE.test(dateText)) return { problem: 'wrongDate' };
    const date = Number(dateText);
    const now = Math.floor(world.now() / 1000);
    if (date < timeline.since || date > now + timeline.aheadDays * DAY) return { problem: 'timeOutOfRange' };
    t = date - (((date % timeline.step) + timeline.step) % timeline.step);
  }
  const style = readTileStyle(layer, get);
  if ('problem' in style) return style;
  return drawTile(tile, style, world, t);
}

/** The query parameters of a Maps 2.0 route. @internal */
export function weatherMapParameters(timeline: WeatherMapTimeline): ContractParameter[] {
  const hours = timeline.step / 3600;
  return [
    {
      name: 'op',
      in: 'path',
      description: 'The layer.',
      schema: { type: 'string', enum: Object.keys(WEATHER_MAP_LAYERS) },
    },
    ...tileAddressParameters,
    unixTimeParameter(
      'date',
      `Unix seconds (UTC): the map of the ${hours}-hour slot it falls in, from the archive (since ${new Date(timeline.since * 1000).toISOString().slice(0, 10)}) or the forecast (up to ${timeline.aheadDays} days ahead), the same timeline as the forecasts. Without it, the weather now.`,
    ),
    {
      name: 'opacity',
      description: 'The layer’s opacity, 0 to 1 (multiplies the palette’s alpha).',
      schema: { type: 'number', minimum: 0, maximum: 1, default: DEFAULT_OPACITY },
    },
    {
      name: 'palette',
      description:
        '`{value}:{RRGGBB or RRGGBBAA};…`, in the layer’s unit: linear between the stops. Default: the service’s palette of the layer.',
      schema: { type: 'string' },
    },
    {
      name: 'fill_bound',
      description: '`true`: values beyond the palette take its nearest stop’s colour; otherwise transparent.',
      schema: { type: 'string', enum: ['true', 'false'], default: 'false' },
    },
    {
      name: 'arrow_step',
      description: 'The wind arrows’ spacing, pixels, 4 to 256 (`WND` only).',
      schema: { type: 'integer', minimum: 4, maximum: TILE_SIZE, default: DEFAULT_ARROW_STEP },
    },
    {
      name: 'use_norm',
      description:
        '`true`: every wind arrow the same length; otherwise it grows with the speed (`WND` only).',
      schema: { type: 'string', enum: ['true', 'false'], default: 'false' },
    },
  ];
}

/** The errors of a Maps 2.0 route, besides the shared ones. @internal */
export const weatherMapErrors: readonly ContractErrors[] = [
  {
    status: 400,
    description:
      'A zoom level or tile out of range, a `date` that is not Unix seconds or out of the maps’ reach, or a `palette`, `opacity` or `arrow_step` that is not one.',
    errors: [
      'wrongZoom',
      'wrongTile',
      'wrongDate',
      'timeOutOfRange',
      'wrongPalette',
      'wrongOpacity',
      'wrongArrowStep',
    ],
  },
];
