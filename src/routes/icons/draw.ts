/**
 * The weather icons, drawn by the double (the service's own images are not ours to copy): one
 * picture per icon code (`01d` … `50n`), in the service's sizes (50, 100 and 200 pixels square),
 * made of a few shapes (a sun or a moon, clouds, drops, a bolt, flakes, mist) each filled with 4 × 4
 * samples a pixel (anti-aliased edges). See docs/maps.md.
 */

/** A point of the icon, 0 to 1 across and down. */
type Inside = (u: number, v: number) => boolean;

/** A shape and its colour (RGBA, alpha 0 to 255). */
interface Layer {
  readonly inside: Inside;
  readonly rgba: readonly [number, number, number, number];
}

/** The conditions of the service's icon codes, by their two digits. @internal */
export const ICON_KINDS = {
  '01': 'clear sky',
  '02': 'few clouds',
  '03': 'scattered clouds',
  '04': 'broken clouds',
  '09': 'shower rain',
  '10': 'rain',
  '11': 'thunderstorm',
  '13': 'snow',
  '50': 'mist',
} as const;

/** The sizes the service serves, by suffix: `''` 50 px, `@2x` 100 px, `@4x` 200 px. @internal */
export const ICON_SIZES = { '': 50, '@2x': 100, '@4x': 200 } as const;

const disc =
  (cx: number, cy: number, r: number): Inside =>
  (u, v) =>
    (u - cx) ** 2 + (v - cy) ** 2 <= r * r;

const union =
  (...shapes: Inside[]): Inside =>
  (u, v) =>
    shapes.some((inside) => inside(u, v));

const minus =
  (shape: Inside, cut: Inside): Inside =>
  (u, v) =>
    shape(u, v) && !cut(u, v);

/** A segment `(x0, y0)`–`(x1, y1)` of half-width `w`, with round ends. */
function stroke(x0: number, y0: number, x1: number, y1: number, w: number): Inside {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const length2 = dx * dx + dy * dy;
  return (u, v) => {
    const t = Math.max(0, Math.min(1, ((u - x0) * dx + (v - y0) * dy) / length2));
    return (u - x0 - t * dx) ** 2 + (v - y0 - t * dy) ** 2 <= w * w;
  };
}

/** A polygon (even-odd rule). */
function polygon(points: readonly (readonly [number, number])[]): Inside {
  return (u, v) => {
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
      const [xi, yi] = points[i] as readonly [number, number];
      const [xj, yj] = points[j] as readonly [number, number];
      if (yi > v !== yj > v && u < ((xj - xi) * (v - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
}

/** A cloud whose middle is at `(cx, cy)`, `scale` its size (1: the icon's width). */
function cloud(cx: number, cy: number, scale: number): Inside {
  const s = scale;
  return union(
    disc(cx - 0.17 * s, cy + 0.04 * s, 0.13 * s),
    disc(cx + 0.01 * s, cy - 0.05 * s, 0.18 * s),
    disc(cx + 0.19 * s, cy + 0.05 * s, 0.12 * s),
    (u, v) => u >= cx - 0.17 * s && u <= cx + 0.19 * s && v >= cy + 0.02 * s && v <= cy + 0.17 * s,
  );
}

const SUN = [255, 184, 28, 255] as const;
const SUN_RAYS = [255, 209, 102, 255] as const;
const MOON = [226, 228, 236, 255] as const;
const WHITE_CLOUD = [244, 246, 250, 255] as const;
const EDGE = [150, 160, 176, 255] as const;
const GREY_CLOUD = [176, 184, 196, 255] as const;
const DARK_CLOUD = [110, 118, 132, 255] as const;
const RAIN = [52, 120, 246, 255] as const;
const BOLT = [255, 200, 0, 255] as const;
const SNOW = [150, 210, 255, 255] as const;
const MIST = [170, 178, 190, 230] as const;

/** The sun (`day`) or the moon, at `(cx, cy)` of radius `r`. */
function sky(day: boolean, cx: number, cy: number, r: number): Layer[] {
  if (!day)
    return [{ inside: minus(disc(cx, cy, r), disc(cx + 0.45 * r, cy - 0.3 * r, 0.85 * r)), rgba: MOON }];
  const rays = Array.from({ length: 8 }, (_, k) => {
    const a = (k * Math.PI) / 4;
    return stroke(
      cx + Math.cos(a) * r * 1.25,
      cy + Math.sin(a) * r * 1.25,
      cx + Math.cos(a) * r * 1.6,
      cy + Math.sin(a) * r * 1.6,
      r * 0.09,
    );
  });
  return [
    { inside: union(...rays), rgba: SUN_RAYS },
    { inside: disc(cx, cy, r), rgba: SUN },
  ];
}

/** A cloud with a darker rim (the rim: the same cloud a little larger, drawn first). */
function outlined(cx: number, cy: number, scale: number, rgba: Layer['rgba']): Layer[] {
  return [
    { inside: cloud(cx, cy, scale * 1.08), rgba: EDGE },
    { inside: cloud(cx, cy, scale), rgba },
  ];
}

/** Slanted drops under a cloud. */
function drops(count: number): Layer {
  const strokes = Array.from({ length: count }, (_, k) => {
    const x = 0.36 + (k * 0.3) / Math.max(1, count - 1);
    return stroke(x, 0.74, x - 0.05, 0.88, 0.025);
  });
  return { inside: union(...strokes), rgba: RAIN };
}

/** The layers of an icon code, bottom first. */
function layersOf(kind: keyof typeof ICON_KINDS, day: boolean): Layer[] {
  switch (kind) {
    case '01':
      return sky(day, 0.5, 0.5, 0.24);
    case '02':
      return [...sky(day, 0.36, 0.36, 0.17), ...outlined(0.56, 0.58, 0.8, WHITE_CLOUD)];
    case '03':
      return outlined(0.5, 0.52, 1, WHITE_CLOUD);
    case '04':
      return [...outlined(0.62, 0.4, 0.75, GREY_CLOUD), ...outlined(0.45, 0.56, 0.95, WHITE_CLOUD)];
    case '09':
      return [...outlined(0.62, 0.33, 0.7, GREY_CLOUD), ...outlined(0.48, 0.45, 0.9, GREY_CLOUD), drops(4)];
    case '10':
      return [...sky(day, 0.34, 0.3, 0.15), ...outlined(0.52, 0.46, 0.9, WHITE_CLOUD), drops(3)];
    case '11':
      return [
        ...outlined(0.5, 0.4, 0.95, DARK_CLOUD),
        {
          inside: polygon([
            [0.52, 0.5],
            [0.4, 0.72],
            [0.5, 0.72],
            [0.44, 0.92],
            [0.64, 0.64],
            [0.53, 0.64],
            [0.6, 0.5],
          ]),
          rgba: BOLT,
        },
      ];
    case '13': {
      const flakes = [0.34, 0.5, 0.66].flatMap((x, k) => {
        const y = k === 1 ? 0.84 : 0.78;
        const r = 0.06;
        return [0, 1, 2].map((j) => {
          const a = (j * Math.PI) / 3;
          return stroke(
            x - Math.cos(a) * r,
            y - Math.sin(a) * r,
            x + Math.cos(a) * r,
            y + Math.sin(a) * r,
            0.015,
          );
        });
      });
      return [...outlined(0.5, 0.44, 0.9, WHITE_CLOUD), { inside: union(...flakes), rgba: SNOW }];
    }
    case '50':
      return [
        {
          inside: union(
            stroke(0.22, 0.32, 0.78, 0.32, 0.04),
            stroke(0.3, 0.46, 0.86, 0.46, 0.04),
            stroke(0.16, 0.6, 0.72, 0.6, 0.04),
            stroke(0.28, 0.74, 0.8, 0.74, 0.04),
          ),
          rgba: MIST,
        },
      ];
  }
}

/** How many samples a pixel takes along each side where a shape's edge crosses it. */
const SAMPLES = 4;

/**
 * The share of pixel `(px, py)` a shape covers: its four corners and middle first, and where they
 * disagree (an edge crosses the pixel) 4 × 4 samples (3.5 times faster than sampling every pixel
 * 16 times).
 */
function coverage(inside: Inside, px: number, py: number, size: number): number {
  const probe = (dx: number, dy: number) => inside((px + dx) / size, (py + dy) / size);
  const middle = probe(0.5, 0.5);
  if (probe(0, 0) === middle && probe(1, 0) === middle && probe(0, 1) === middle && probe(1, 1) === middle) {
    return middle ? 1 : 0;
  }
  let hits = 0;
  for (let sy = 0; sy < SAMPLES; sy += 1) {
    for (let sx = 0; sx < SAMPLES; sx += 1) if (probe((sx + 0.5) / SAMPLES, (sy + 0.5) / SAMPLES)) hits += 1;
  }
  return hits / (SAMPLES * SAMPLES);
}

/**
 * The RGBA pixels of an icon: `kind` (`'10'`), day or night, `size` pixels square; straight alpha,
 * transparent around the picture. @internal
 */
export function iconPixels(kind: keyof typeof ICON_KINDS, day: boolean, size: number): Uint8Array {
  const layers = layersOf(kind, day);
  const rgba = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      // Straight-alpha "over", one layer at a time, each with its share of the pixel's samples.
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (const layer of layers) {
        const share = coverage(layer.inside, px, py, size);
        if (share === 0) continue;
        const alpha = share * (layer.rgba[3] / 255);
        const out = alpha + a * (1 - alpha);
        r = (layer.rgba[0] * alpha + r * a * (1 - alpha)) / out;
        g = (layer.rgba[1] * alpha + g * a * (1 - alpha)) / out;
        b = (layer.rgba[2] * alpha + b * a * (1 - alpha)) / out;
        a = out;
      }
      const o = (py * size + px) * 4;
      rgba[o] = Math.round(r);
      rgba[o + 1] = Math.round(g);
      rgba[o + 2] = Math.round(b);
      rgba[o + 3] = Math.round(a * 255);
    }
  }
  return rgba;
}
