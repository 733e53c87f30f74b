// The handlers' browser bundle within its budget (docs/locations.md, "The place data"): what an app that
// starts msw's worker with the double ships, bundled and minified by esbuild through the package's
// exports, never with the place data: `weather-double/places` fetches it as an asset (places.bin).
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const KIB = 1024;
/**
 * The budget docs/locations.md states: minified, and gzipped. The climate normals (the model's
 * 1991–2020 grid, src/model/climate-data.ts) have their own: 520 KiB minified, base64 of bytes
 * that gzip barely shrinks, so the gzipped budget is the code's 230 KiB plus theirs. The
 * description tables of `lang` (src/service/language-tables.ts: UTF-8 text a bundler writes in \u escapes) have
 * theirs too: 40 KiB minified. The code's budget went from 700 to 800 KiB (and the gzipped whole's
 * from 520 to 560) with the 13 routes and the XML writers of issues 26 and 27: 777 KiB then; to
 * 820 KiB with the History API's routes of issue 41 (the city history, the climate forecast and the
 * three statistics routes: 802 KiB then); to 900 KiB with the maps, icons and city list of issue 40
 * (37 KiB: the six routes 19 KiB, the PNG writer fast-png 4.8 KiB with its iobuffer 5.6 KiB, and
 * fflate's deflate 7.3 KiB) and Weather Stations 3.0 of issue 41 (24 KiB: its two stateful routes,
 * their station book, Go's body decoding and the core's stateful path), with the accumulated
 * parameters: 876 KiB then; to 920 KiB (and the gzipped whole's to 600) with One Call 4.0's five
 * routes and the alerts the weather raises (issue 41): 896 KiB, 575 KiB gzipped then; to 930 KiB
 * with the station history, the 4.0 alert detail (issue 41) and box/city's map tiles (issue 43):
 * 920.1 KiB then; to 940 KiB with the retired Air Pollution API 1.0's four routes, the station
 * history's generator method (issue 41) and the weather field's fronts (issue 40: 2.8 KiB, the
 * front and its map of the wetness, 215 numbers): 927.9 KiB then; to 950 KiB with the Weather
 * Triggers API (issue 41: its route, its book, its alerts from the weather, its schemas and pact
 * interaction, the stateful rows' shared parts): 940.2 KiB then.
 */
const BUDGET = { minified: 950 * KIB, climate: 520 * KIB, lang: 40 * KIB, gzipped: 600 * KIB };
const CLIMATE = 'dist/src/model/climate-data.js';
const LANG = 'dist/src/service/language-tables.js';

async function bundle(contents: string, splitting: boolean) {
  const result = await build({
    absWorkingDir: root,
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    splitting,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    outdir: '.tmp/bundle',
    logLevel: 'silent',
    alias: {
      'weather-double/handlers': './dist/handlers/index.js',
      'weather-double/places': './dist/src/places/index.js',
    },
  });
  // Each output file with the inputs the metafile lists for it (keyed by its path from the root).
  const files = result.outputFiles.map((file) => {
    const output = result.metafile.outputs[relative(root, file.path)];
    if (output === undefined) throw new Error(`No metafile entry for ${file.path}`);
    return {
      contents: file.contents,
      entry: output.entryPoint === '<stdin>',
      inputs: Object.keys(output.inputs),
      climate: output.inputs[CLIMATE]?.bytesInOutput ?? 0,
      lang: output.inputs[LANG]?.bytesInOutput ?? 0,
    };
  });
  const entry = files.find((file) => file.entry)!;
  return {
    entry: entry.contents,
    entryInputs: entry.inputs,
    climate: entry.climate,
    lang: entry.lang,
    chunks: files
      .filter((file) => !file.entry)
      .map((file) => ({ size: file.contents.length, inputs: file.inputs })),
  };
}

describe('the browser bundle of the handlers', () => {
  it('stays within its budget, without the place data', async () => {
    const { entry, chunks, entryInputs, climate, lang } = await bundle(
      "import { setupWorker } from 'msw/browser'; import { createWeatherDouble } from 'weather-double/handlers'; await setupWorker(...createWeatherDouble().handlers).start();",
      false,
    );
    expect(entryInputs).toContain('dist/handlers/double.js');
    expect(entryInputs.filter((path) => path.includes('data/places'))).toEqual([]);
    expect(chunks).toEqual([]);
    expect(climate).toBeGreaterThan(0);
    expect(climate).toBeLessThanOrEqual(BUDGET.climate);
    expect(lang).toBeGreaterThan(0);
    expect(lang).toBeLessThanOrEqual(BUDGET.lang);
    expect(entry.length - climate - lang).toBeLessThanOrEqual(BUDGET.minified);
    expect(gzipSync(entry).length).toBeLessThanOrEqual(BUDGET.gzipped);
  });

  it('never bundles the place data: loadPlaceData() fetches places.bin, an asset beside the module', async () => {
    const { entry, chunks, entryInputs } = await bundle(
      "import { loadPlaceData } from 'weather-double/places'; import { createWeatherDouble } from 'weather-double/handlers'; await loadPlaceData(); console.log(createWeatherDouble().handlers.length);",
      true,
    );
    expect(entryInputs.filter((path) => path.includes('data/places'))).toEqual([]);
    expect(entry.length).toBeLessThanOrEqual(BUDGET.minified + BUDGET.climate + BUDGET.lang);
    expect(chunks.filter((chunk) => chunk.inputs.some((path) => path.includes('data/places')))).toEqual([]);
    // The asset's URL, as bundlers that copy assets recognise it (Vite, webpack 5, Parcel).
    expect(Buffer.from(entry).toString('utf8')).toContain('new URL("../../data/places.bin",import.meta.url)');
  });
});
