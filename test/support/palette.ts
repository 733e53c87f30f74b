// The weather map palettes as a client reads them (`{value}:{RRGGBB[AA]};…`, linear between the
// stops): what a tile's pixel should show for a value, for the tests of the map tiles (issue 40).

/** A colour, RGBA 0 to 255. */
export type Rgba = readonly [number, number, number, number];

/** A palette's stops. */
export type Stops = readonly { readonly value: number; readonly rgba: Rgba }[];

/** The stops of a palette `{value}:{hex};…`. */
export function stops(palette: string): Stops {
  return palette.split(';').map((part) => {
    const [value, hex] = part.split(':') as [string, string];
    const c = (at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
    return { value: Number(value), rgba: [c(0), c(2), c(4), hex.length === 8 ? c(6) : 255] as Rgba };
  });
}

/** The colour of `value`: linear between stops, the nearest stop's beyond them. */
function colourOf(palette: Stops, value: number): Rgba {
  const first = palette[0];
  const last = palette.at(-1);
  if (first === undefined || last === undefined) throw new Error('empty palette');
  if (value <= first.value) return first.rgba;
  if (value >= last.value) return last.rgba;
  const i = palette.findIndex((stop) => stop.value >= value);
  const a = palette[i - 1] ?? first;
  const b = palette[i] ?? last;
  const f = (value - a.value) / (b.value - a.value);
  return a.rgba.map((channel, k) =>
    Math.round(channel + ((b.rgba[k] as number) - channel) * f),
  ) as unknown as Rgba;
}

/**
 * Whether `pixel` is the colour of a value within `step` of `value`: its RGB within 2 of the
 * palette's, its alpha `opacity` of the palette's.
 */
export function showsAbout(
  pixel: Rgba,
  palette: Stops,
  value: number,
  step: number,
  opacity: number,
): boolean {
  for (let v = value - step; v <= value + step; v += step / 200) {
    const c = colourOf(palette, v);
    if (
      Math.abs(c[0] - pixel[0]) <= 2 &&
      Math.abs(c[1] - pixel[1]) <= 2 &&
      Math.abs(c[2] - pixel[2]) <= 2 &&
      Math.abs(Math.round(c[3] * opacity) - pixel[3]) <= 2
    ) {
      return true;
    }
  }
  return false;
}

/** The service's default palettes of the layers the tests read. */
export const TEMPERATURE =
  '-65:821692;-55:821692;-45:821692;-40:821692;-30:8257DB;-20:208CEC;-10:20C4E8;0:23DDDD;10:C2FF28;20:FFF028;25:FFC228;30:FC8014';
export const PRESSURE =
  '94000:0073FF;96000:00AAFF;98000:4BD0D6;100000:8DE7C7;101000:B0F720;102000:F0B800;104000:FB5515;106000:F3363B;108000:C60000';

/** The tile and the pixel in it of a point at zoom `z` (Web Mercator, 256-pixel tiles). */
export function tileOf(lat: number, lon: number, z: number) {
  const world = 256 * 2 ** z;
  const sin = Math.sin((lat * Math.PI) / 180);
  const gx = ((lon + 180) / 360) * world;
  const gy = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world;
  return {
    x: Math.floor(gx / 256),
    y: Math.floor(gy / 256),
    px: Math.floor(gx) % 256,
    py: Math.floor(gy) % 256,
  };
}
