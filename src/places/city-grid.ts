import type { PlaceFile } from './place-file.js';
// `a[i] as number` below: every index is bounded by the grid's own layout (its cells, starts and
// items are built together at build time), so the element exists; the cast is what
// `noUncheckedIndexedAccess` asks for, not a guess.

/**
 * The spatial grid of the cities (quarter-degree cells, built at build time) and the searches over
 * it: the nearest cities to a point, the most populous city of each map tile of a box. Pure functions
 * of the grid's arrays.
 * @internal
 */

/** Cities' coordinates are stored in units of 10⁻⁵ degree: GeoNames' own precision. @internal */
export const CITY_UNITS = 100_000;

/** A box of latitudes and longitudes, `south <= north`, `west <= east` (degrees). */
export interface LatLonBox {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

const EARTH_KM = 6371.0088;
const RAD = Math.PI / 180;
/** Grid cells of a quarter degree: 1440 columns of longitude by 720 rows of latitude. */
const CELL = 0.25;
const COLS = 360 / CELL;
const ROWS = 180 / CELL;
const rowOf = (lat: number) => Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL)));
const colOf = (lon: number) => ((Math.floor((lon + 180) / CELL) % COLS) + COLS) % COLS;

/**
 * The spatial grid, built at build time: the non-empty quarter-degree cells in order, where each
 * one's cities start, and the cities by cell.
 * @internal
 */
export interface Grid {
  readonly cells: Uint32Array;
  readonly starts: Uint32Array;
  readonly items: Uint32Array;
  readonly lat: Int32Array;
  readonly lon: Int32Array;
  /**
   * Which cells have cities: one bit a cell (1440 × 720 bits, 130 KB), so that an empty cell (most
   * of them at sea) costs one bit test.
   */
  readonly occupied: Int32Array;
  /**
   * How many cells with cities come before each 32-cell word of `occupied`: a cell's place in
   * `cells` is its word's count plus the cells with cities before it in the word (no search).
   */
  readonly ranks: Uint32Array;
  /** Which blocks of 4 × 4 cells have cities: one bit a block (360 × 180 bits). */
  readonly coarse: Int32Array;
}

/** The coarse map's columns (blocks of four cells). */
const COARSE_COLS = COLS / 4;

/**
 * The non-empty cells in order and where each one's cities start (and, last, where they end): the file
 * has the cells as steps from the one before and their counts of cities (small numbers, which gzip
 * packs to a sixth), added up here (one pass over the 42,746 cells).
 */
function cellsAndStarts(file: PlaceFile): { cells: Uint32Array; starts: Uint32Array } {
  const steps = file.arrayOf('cellSteps', Uint32Array);
  const counts = file.arrayOf('cellCounts', Uint16Array);
  const cells = new Uint32Array(steps.length);
  const starts = new Uint32Array(steps.length + 1);
  let cell = 0;
  let at = 0;
  for (let k = 0; k < steps.length; k += 1) {
    cell += steps[k] as number;
    cells[k] = cell;
    starts[k] = at;
    at += counts[k] as number;
  }
  starts[steps.length] = at;
  return { cells, starts };
}

/** The grid of a data file, read whole. @internal */
export function readGrid(file: PlaceFile): Grid {
  const { cells, starts } = cellsAndStarts(file);
  const occupied = new Int32Array(Math.ceil((COLS * ROWS) / 32));
  const coarse = new Int32Array(Math.ceil((COARSE_COLS * (ROWS / 4)) / 32));
  const ranks = new Uint32Array(occupied.length);
  // One pass over the cells (sorted): their bits, their blocks' bits, and each word's count of
  // cells before it (the place of the word's first cell, filled over the words without one).
  let nextWord = 0;
  for (let at = 0; at < cells.length; at += 1) {
    const cell = cells[at] as number;
    const word = cell >>> 5;
    if (word >= nextWord) {
      ranks.fill(at, nextWord, word + 1);
      nextWord = word + 1;
    }
    occupied[word] = (occupied[word] as number) | (1 << (cell & 31));
    const block = (Math.floor(cell / COLS) >> 2) * COARSE_COLS + ((cell % COLS) >> 2);
    coarse[block >>> 5] = (coarse[block >>> 5] as number) | (1 << (block & 31));
  }
  ranks.fill(cells.length, nextWord);
  return {
    cells,
    starts,
    items: file.arrayOf('cellItems', Uint32Array),
    lat: file.arrayOf('lat', Int32Array),
    lon: file.arrayOf('lon', Int32Array),
    occupied,
    ranks,
    coarse,
  };
}

/** How many bits of a 32-bit word are set. */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Where a cell is in `cells`, or -1 when the cell has no city. */
function cellIndex(grid: Grid, cell: number): number {
  const bits = grid.occupied[cell >>> 5] as number;
  const bit = cell & 31;
  if ((bits & (1 << bit)) === 0) return -1;
  // The cells with cities before it in its word: the bits below its own.
  return (grid.ranks[cell >>> 5] as number) + (bit === 0 ? 0 : bitCount(bits & (-1 >>> (32 - bit))));
}

/** The haversine of the central angle, monotonic in the distance (no square root, no arcsine). */
function havOf(grid: Grid, i: number, phi0: number, lambda0: number, cos0: number): number {
  const phi = (grid.lat[i] as number) * (RAD / CITY_UNITS);
  const dPhi = Math.sin((phi - phi0) / 2);
  const dLambda = Math.sin(((grid.lon[i] as number) * (RAD / CITY_UNITS) - lambda0) / 2);
  return dPhi * dPhi + cos0 * Math.cos(phi) * dLambda * dLambda;
}
const kmOfHav = (hav: number) => 2 * EARTH_KM * Math.asin(Math.sqrt(Math.min(1, hav)));

/**
 * A lower bound of sin²(x) for 0 ≤ x ≤ π/2 without a sine (sin x ≥ x − x³/6), shrunk by a
 * millionth of a millionth so that rounding never lets it pass a haversine it bounds: a city or a
 * cell is passed over only when its haversine is surely greater than the one it must beat.
 */
function sin2Below(x: number): number {
  const s = x * (1 - (x * x) / 6);
  return s <= 0 ? 0 : s * s * (1 - 1e-9);
}
/** An angle's distance from 0 around the circle (radians, 0 to π). */
function aroundCircle(angle: number): number {
  // Both longitudes are within [-π, π]: their difference within (-2π, 2π).
  const a = angle < 0 ? -angle : angle;
  return a > Math.PI ? 2 * Math.PI - a : a;
}

/** The cosine of each row's southern edge (and, last, of the north pole): the rows' bounds. */
const EDGE_COS = Float64Array.from({ length: ROWS + 1 }, (_, row) =>
  Math.max(0, Math.cos((row * CELL - 90) * RAD)),
);
/**
 * How many columns either side of the point's a row's cities may be in and still have a haversine
 * of at most `rowBound + room` (`room` left after the row's bound; `cosRow` as in the search): past
 * it, the cells' bound ({@link sin2Below} ≥ 0.9 x² for x ≤ 0.5) exceeds it. `COLS` when no
 * narrower reach is sure.
 */
function columnsWithin(room: number, cosRow: number): number {
  if (!(cosRow > 0) || room < 0) return room < 0 ? 0 : COLS;
  const x = Math.sqrt(room / (0.9 * cosRow));
  if (x > 0.5) return COLS;
  // Half-angle x: the gap 2x radians; one column more for the point's place in its cell.
  return Math.ceil((2 * x) / (CELL * RAD)) + 2;
}

/**
 * Whether any cell of a row from column `from` to `to` (either may lie past the date line) has
 * cities: first in the coarse map (4 × 4 cells a bit, 8 KB, which stays in the processor's cache
 * where the fine one does not), then in the fine one.
 */
function occupiedWithin(grid: Grid, row: number, from: number, to: number): boolean {
  const coarseFrom = from >> 2;
  const coarseTo = to >> 2;
  return (
    anyWithin(grid.coarse, COARSE_COLS, row >> 2, coarseFrom, coarseTo) &&
    anyWithin(grid.occupied, COLS, row, from, to)
  );
}

/** Whether any bit of a row of a bitmap `cols` wide from column `from` to `to` (wrapping) is set. */
function anyWithin(bits: Int32Array, cols: number, row: number, from: number, to: number): boolean {
  if (from < 0) return anyInRun(bits, cols, row, from + cols, cols - 1) || anyInRun(bits, cols, row, 0, to);
  if (to >= cols) return anyInRun(bits, cols, row, from, cols - 1) || anyInRun(bits, cols, row, 0, to - cols);
  return anyInRun(bits, cols, row, from, to);
}

/** Whether any bit of a row of a bitmap from column `from` to `to` (0 ≤ from ≤ to < cols) is set: 32 a step. */
function anyInRun(bits: Int32Array, cols: number, row: number, from: number, to: number): boolean {
  const first = row * cols + from;
  const last = row * cols + to;
  for (let word = first >>> 5; word <= last >>> 5; word += 1) {
    let set = bits[word] as number;
    if (word === first >>> 5) set &= -1 << (first & 31);
    if (word === last >>> 5 && (last & 31) !== 31) set &= (1 << ((last & 31) + 1)) - 1;
    if (set !== 0) return true;
  }
  return false;
}

/**
 * The `k` nearest cities within `maxKm`, nearest first (ties: lower index), as city indices. Rows
 * of the grid from the point's outward, and in each row its cells from the point's column outward
 * while a lower bound of the haversine to the cell (its nearest edge in latitude and longitude)
 * can still beat the `k`-th city found (else `maxKm`); within a cell, a city is measured only when a
 * bound without trigonometry cannot rule it out. The bounds are exact lower bounds, so the result is
 * that of measuring every city.
 * @internal
 */
export function nearestIndices(grid: Grid, lat: number, lon: number, k: number, maxKm: number): number[] {
  const phi0 = lat * RAD;
  const lambda0 = lon * RAD;
  const cos0 = Math.cos(phi0);
  const row0 = rowOf(lat);
  const col0 = colOf(lon);
  // The nearest cities so far (indices, and their haversines), nearest first.
  const found: number[] = [];
  const havs: number[] = [];
  let count = 0;
  const limitHav = Math.sin(maxKm / EARTH_KM / 2) ** 2;
  // The haversine a city must not exceed to be kept: maxKm's, then the k-th nearest's.
  let worst = limitHav;
  // Rows farther than maxKm in latitude never hold a candidate.
  const rowSpan = Math.ceil(maxKm / (EARTH_KM * RAD) / CELL) + 1;
  const { occupied, starts, items } = grid;
  for (let step = 0; step <= 2 * rowSpan; step += 1) {
    // Rows row0, row0 - 1, row0 + 1, row0 - 2, …
    const row = step % 2 === 1 ? row0 - (step + 1) / 2 : row0 + step / 2;
    if (row < 0 || row >= ROWS) continue;
    const south = row * CELL - 90;
    const north = south + CELL;
    const latGap = Math.max(0, south - lat, lat - north) * RAD;
    const rowBound = sin2Below(latGap / 2);
    if (rowBound > worst) continue;
    // The row's cities are no nearer the equator than its edge nearer the pole.
    const cosRow = cos0 * Math.min(EDGE_COS[row] as number, EDGE_COS[row + 1] as number);
    // A row with no city in the columns its bound leaves open is passed over whole (at sea, most).
    const reach = columnsWithin(worst - rowBound, cosRow);
    if (reach < COLS / 2 && !occupiedWithin(grid, row, col0 - reach, col0 + reach)) continue;
    for (let side = 0; side < 2; side += 1) {
      for (let dc = side === 0 ? 0 : -1; dc <= COLS / 2 && dc > -COLS / 2; dc += side === 0 ? 1 : -1) {
        const col = col0 + dc;
        if (dc !== 0) {
          // The cell's edge nearer the point, in longitude.
          const lonGap = dc > 0 ? col * CELL - 180 - lon : lon - ((col + 1) * CELL - 180);
          const bound = rowBound + cosRow * sin2Below((Math.max(0, lonGap) * RAD) / 2);
          if (bound > worst) break;
        }
        // The column around the date line (no remainder: a floating-point one costs a library call).
        const cell = row * COLS + (col < 0 ? col + COLS : col >= COLS ? col - COLS : col);
        if (((occupied[cell >>> 5] as number) & (1 << (cell & 31))) === 0) continue;
        const at = cellIndex(grid, cell);
        const to = starts[at + 1] as number;
        for (let p = starts[at] as number; p < to; p += 1) {
          const i = items[p] as number;
          const dPhi = (grid.lat[i] as number) * (RAD / CITY_UNITS) - phi0;
          const dLambda = aroundCircle((grid.lon[i] as number) * (RAD / CITY_UNITS) - lambda0);
          const below = sin2Below((dPhi < 0 ? -dPhi : dPhi) / 2) + cosRow * sin2Below(dLambda / 2);
          if (below > worst) continue;
          const hav = havOf(grid, i, phi0, lambda0, cos0);
          if (hav > limitHav) continue;
          if (count === k && hav >= (havs[k - 1] as number)) continue;
          let slot = count === k ? k - 1 : count;
          while (
            slot > 0 &&
            ((havs[slot - 1] as number) > hav || (havs[slot - 1] === hav && (found[slot - 1] as number) > i))
          ) {
            found[slot] = found[slot - 1] as number;
            havs[slot] = havs[slot - 1] as number;
            slot -= 1;
          }
          found[slot] = i;
          havs[slot] = hav;
          if (count < k) count += 1;
          if (count === k) worst = havs[k - 1] as number;
        }
      }
    }
  }
  const out: number[] = [];
  for (let at = 0; at < count; at += 1) {
    if (kmOfHav(havs[at] as number) <= maxKm) out.push(found[at] as number);
  }
  return out;
}

/** The web map's latitude limit (the square Mercator world of the map tiles). */
const MERCATOR_LAT = 85.05112878;

/** The map tile at `zoom` holding a point, as its column and row (row 0 at the north). @internal */
export function mapTileOf(
  lat: number,
  lon: number,
  zoom: number,
): { readonly x: number; readonly y: number } {
  const n = 2 ** zoom;
  const phi = Math.max(-MERCATOR_LAT, Math.min(MERCATOR_LAT, lat)) * RAD;
  const x = Math.min(n - 1, Math.max(0, Math.floor(((lon + 180) / 360) * n)));
  const mercator = (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
  return { x, y: Math.min(n - 1, Math.max(0, Math.floor(mercator * n))) };
}

/**
 * A map tile's place in the service's order of a box: the quadtree (Z) order of the tiles, each
 * level's longitude bit above its latitude bit, south before north. Exact up to zoom 26 (a key of
 * 52 bits). The order of a recorded answer (`bbox=-85,40,-83,42,10`, 16 cities) is this one.
 * @internal
 */
export function mapTileOrder(tile: { readonly x: number; readonly y: number }, zoom: number): number {
  const south = 2 ** zoom - 1 - tile.y;
  let key = 0;
  for (let bit = zoom - 1; bit >= 0; bit -= 1) {
    key = key * 4 + (Math.floor(tile.x / 2 ** bit) % 2) * 2 + (Math.floor(south / 2 ** bit) % 2);
  }
  return key;
}

/**
 * The most populous city (as `population` ranks them; ties: the lower index) of each map tile at
 * `zoom` with a city inside `box` that `counts`, as city indices in no order. Walks the grid's
 * quarter-degree cells that overlap the box (an empty one costs a bit test).
 * @internal
 */
export function clusterIndices(
  grid: Grid,
  box: LatLonBox,
  zoom: number,
  population: Uint16Array,
  counts: (i: number) => boolean,
): number[] {
  const south = Math.round(box.south * CITY_UNITS);
  const north = Math.round(box.north * CITY_UNITS);
  const west = Math.round(box.west * CITY_UNITS);
  const east = Math.round(box.east * CITY_UNITS);
  const bestOf = new Map<number, number>();
  const side = 2 ** zoom;
  for (let row = rowOf(box.south); row <= rowOf(box.north); row += 1) {
    const lastCol = Math.min(COLS - 1, Math.floor((box.east + 180) / CELL));
    for (let col = Math.min(COLS - 1, Math.floor((box.west + 180) / CELL)); col <= lastCol; col += 1) {
      const at = cellIndex(grid, row * COLS + col);
      if (at < 0) continue;
      const end = grid.starts[at + 1] as number;
      for (let k = grid.starts[at] as number; k < end; k += 1) {
        const i = grid.items[k] as number;
        const lat = grid.lat[i] as number;
        const lon = grid.lon[i] as number;
        if (lat < south || lat > north || lon < west || lon > east || !counts(i)) continue;
        const tile = mapTileOf(lat / CITY_UNITS, lon / CITY_UNITS, zoom);
        const square = tile.x * side + tile.y;
        const held = bestOf.get(square);
        if (held === undefined) bestOf.set(square, i);
        else {
          const order = (population[i] as number) - (population[held] as number);
          if (order > 0 || (order === 0 && i < held)) bestOf.set(square, i);
        }
      }
    }
  }
  return [...bestOf.values()];
}
