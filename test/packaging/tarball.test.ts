// What `npm pack` ships: exactly the files users need, clean under publint and
// @arethetypeswrong/cli (every entry resolves to the right types for node10, node16 from CJS and
// from ESM, and bundlers).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
const { tarball, files, size, unpackedSize, installSeconds } = inject('packaging');

/** Every file the package may ship. Anything else (tests, sources, maps, fixtures, logs) fails. */
const allowed: RegExp[] = [
  /^package\.json$/,
  /^README\.md$/,
  /^CHANGELOG\.md$/,
  // The manual, so that the README's links work in an installed package.
  /^docs\/[\w-]+\.md$/,
  // Its figures (docs/climate.md's year at eight cities).
  /^docs\/[\w-]+\.svg$/,
  /^LICENSE$/,
  // The sources and licences of the place data in dist/data (GeoNames CC BY, OpenStreetMap ODbL, …).
  /^DATA-LICENSES\.md$/,
  /^pacts\/[\w-]+\.json$/,
  /^dist\/schema\.json$/,
  /^dist\/current-schema\.json$/,
  /^dist\/forecast-schema\.json$/,
  /^dist\/one-call-schema\.json$/,
  /^dist\/one-call-timemachine-schema\.json$/,
  /^dist\/air-pollution-schema\.json$/,
  /^dist\/openapi\.json$/,
  // The dashboard's page script and styles (scripts/build-dashboard.mjs; docs/dashboard.md).
  /^dist\/dashboard\/dashboard\.(?:js|css)$/,
  // The place data (GeoNames cities with alternate names, divisions and elevations; the postal codes
  // of 47 countries; Natural Earth's local names): one binary file, read by section in Node and
  // fetched whole by loadPlaceData() in a browser (weather-double/places), and what it covers
  // (docs/locations.md).
  /^dist\/data\/places\.bin$/,
  /^dist\/data\/coverage\.json$/,
  // The ESM entry points and the bin, bundled with their shared chunks (scripts/build-esm.mjs).
  /^dist\/src\/esm\/[\w-]+\.js$/,
  // The modules the bundles import beside them: the dependencies loaded on first use (#deps), MSW's
  // `http` by the importer's conditions (#msw-http), the array made on first read, and the
  // climate grid (read by the CommonJS build too: one copy in the package).
  /^dist\/src\/deps\/(node|bundled|msw-node|msw-bundled|on-first-use)\.js$/,
  // The handlers' Node entry, which requires their bundle on first use, its MSW handler (for every
  // msw it supports), and the rules of the options it checks before (with the service's
  // vocabulary they name).
  /^dist\/handlers\/(node|older-msw|route)\.js$/,
  /^dist\/src\/light-options\.js$/,
  /^dist\/src\/service\/vocabulary\.js$/,
  /^dist\/src\/model\/climate-data\.js$/,
  // The description tables of `lang` (read by the CommonJS build too: one copy in the package).
  /^dist\/src\/service\/language-tables\.js$/,
  // Every module in CommonJS, with the declarations of both formats (no per-module ESM: the bundles
  // hold it).
  /^dist\/(src|handlers|playwright)\/([\w-]+\/)*[\w-]+\.(cjs|d\.ts|d\.cts)$/,
];

describe('the tarball', () => {
  it('ships the licences of the place data beside the data', () => {
    expect(files).toContain('DATA-LICENSES.md');
    expect(files).toContain('dist/data/places.bin');
  });

  // 10 and 20 MB until the service's own city list came in (issue 43: its 100,628 places the
  // GeoNames cities lack, 2.4 MB packed and 5.3 MB unpacked; docs/locations.md, "The place data");
  // 24.5 MB unpacked since the maps, the stations, One Call 4.0 and the accumulated parameters
  // (24.23 MB then: their code, and 165 KB more of openapi.json); 24.6 MB since the station
  // history, the 4.0 alert detail, the variants of the other routes, the control plane through
  // Redis and the cities' bit of the service's list (24.50 MB then, 12.37 MB packed); 24.7 MB since
  // the retired Air Pollution API 1.0 and the station history's generator method (24.63 MB then,
  // 12.39 MB packed); 24.8 MB since the Weather Triggers API (24.73 MB then, 12.42 MB packed).
  it('weighs at most 12.5 MB packed and 24.8 MB unpacked (docs/locations.md, "The place data")', () => {
    expect(size).toBeLessThanOrEqual(12_500_000);
    expect(unpackedSize).toBeLessThanOrEqual(24_800_000);
  });

  it('holds only the allowed files', () => {
    console.log(
      `packaging: ${tarball.split('/').at(-1)} is ${(size / 1024).toFixed(1)} KiB ` +
        `(${(unpackedSize / 1024).toFixed(1)} KiB unpacked, ${files.length} files); ` +
        `consumer projects installed in ${installSeconds.toFixed(1)} s`,
    );
    expect(files.filter((file) => !allowed.some((pattern) => pattern.test(file)))).toEqual([]);
  });

  it('holds what the package.json points at, each module in CommonJS with both declarations', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    const targets = JSON.stringify(manifest.exports).match(/(?<=:")\.\/[^"]+/g) ?? [];
    expect(targets.length).toBeGreaterThan(15);
    for (const target of [...targets, manifest.main, manifest.types, ...Object.values(manifest.bin)]) {
      expect(files).toContain((target as string).replace(/^\.\//, ''));
    }
    // Each module in CommonJS with its declarations in both formats; its ESM is in the bundles.
    const modules = files.filter(
      (file) =>
        /^dist\/(src|handlers|playwright)\/.*\.d\.ts$/.test(file) && !file.startsWith('dist/src/cli/'),
    );
    expect(modules.length).toBeGreaterThan(30);
    for (const module of modules) {
      const base = module.slice(0, -'.d.ts'.length);
      expect(files).toEqual(expect.arrayContaining([`${base}.cjs`, `${base}.d.cts`]));
    }
    expect(files.filter((file) => /^dist\/(handlers|playwright)\/.*\.js$/.test(file))).toEqual([
      'dist/handlers/node.js',
      'dist/handlers/older-msw.js',
      'dist/handlers/route.js',
    ]);
    // Only the declarations an entry reaches: scripts/ship-declarations.mjs names the others in
    // dist/.npmignore, which npm honours inside a folder that `files` lists.
    const unreached = readFileSync(new URL('../../dist/.npmignore', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('/'))
      .map((line) => `dist${line}`);
    expect(unreached).toContain('dist/src/core/internal.d.ts');
    expect(files.filter((file) => unreached.includes(file))).toEqual([]);
    expect(files).toContain('pacts/weather-double-client-current-weather-service.json');
  });

  it('ships no source map and no reference to one', async () => {
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const { stdout } = await run('tar', ['-xzOf', tarball], { maxBuffer: 64 * 1024 * 1024 });
    expect(stdout).not.toMatch(/sourceMappingURL=/);
  });

  it('is clean under publint, suggestions included', async () => {
    const result = await publint({
      pack: { tarball: readFileSync(tarball).buffer as ArrayBuffer },
      strict: true,
    });
    expect(result.messages.map((message) => formatMessage(message, result.pkg))).toEqual([]);
  });

  it('is clean under @arethetypeswrong/cli for every entry and resolution mode', async () => {
    const attw = new URL('../../node_modules/@arethetypeswrong/cli/dist/index.js', import.meta.url);
    const { stdout } = await run(process.execPath, [attw.pathname, tarball, '--format', 'json'], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout: string }) => error);
    const report = JSON.parse(stdout);
    expect(report.analysis.problems).toEqual([]);
    const entrypoints = report.analysis.entrypoints as Record<
      string,
      { resolutions: Record<string, { resolution?: { fileName: string } }> }
    >;
    expect(Object.keys(entrypoints).sort()).toEqual([
      '.',
      './air-pollution-schema.json',
      './check',
      './control',
      './current-schema.json',
      './fast-check',
      './forecast-schema.json',
      './handlers',
      './one-call-schema.json',
      './one-call-timemachine-schema.json',
      './openapi.json',
      './package.json',
      './pact',
      './places',
      './playwright',
      './schema.json',
      './server',
    ]);
    // From CommonJS the types are the .d.cts declarations, from ESM the .d.ts ones.
    for (const entry of [
      '.',
      './handlers',
      './server',
      './pact',
      './check',
      './places',
      './fast-check',
      './control',
      './playwright',
    ]) {
      const { resolutions } = entrypoints[entry]!;
      expect(resolutions['node16-cjs']?.resolution?.fileName).toMatch(/\.d\.cts$/);
      expect(resolutions['node16-esm']?.resolution?.fileName).toMatch(/\.d\.ts$/);
    }
  });
});
