// `npm start` and `npm test` build only when the sources changed (scripts/build-if-stale.mjs): the
// build records a digest of its inputs in dist/, and the next run compares it with the sources.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
// @ts-expect-error: a plain script, without declarations
import { BUILD_INPUTS, inputsDigest, upToDate, writeStamp } from '../../scripts/build-if-stale.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A small checkout: a source file, a data file, package.json, and an empty dist/. */
function checkout(): string {
  const root = mkdtempSync(join(tmpdir(), 'weather-double-start-'));
  roots.push(root);
  mkdirSync(join(root, 'src', 'routes'), { recursive: true });
  mkdirSync(join(root, 'data'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'src', 'routes', 'table.ts'), 'export const rows = 1;\n');
  writeFileSync(join(root, 'data', 'places.tsv'), 'a\tb\n');
  writeFileSync(join(root, 'package.json'), '{"name":"x"}\n');
  return root;
}

it('reads the folders and files the build reads', () => {
  expect(BUILD_INPUTS).toEqual(expect.arrayContaining(['src', 'handlers', 'playwright', 'data', 'scripts']));
  expect(BUILD_INPUTS).toEqual(
    expect.arrayContaining(['package.json', 'package-lock.json', 'tsconfig.build.json']),
  );
});

it('needs a build when there is none, and none right after one', () => {
  const root = checkout();
  expect(upToDate(root)).toBe(false);
  writeStamp(root);
  expect(upToDate(root)).toBe(true);
});

it('needs a build after an edit, a new file or a removed one; not after a touch', () => {
  const root = checkout();
  writeStamp(root);
  const source = join(root, 'src', 'routes', 'table.ts');
  utimesSync(source, new Date(2030, 0, 1), new Date(2030, 0, 1));
  expect(upToDate(root)).toBe(true);

  writeFileSync(source, 'export const rows = 2;\n');
  expect(upToDate(root)).toBe(false);
  writeStamp(root);

  writeFileSync(join(root, 'src', 'routes', 'new-route.ts'), 'export {};\n');
  expect(upToDate(root)).toBe(false);
  writeStamp(root);

  rmSync(join(root, 'data', 'places.tsv'));
  expect(upToDate(root)).toBe(false);
  writeStamp(root);

  writeFileSync(join(root, 'package.json'), '{"name":"y"}\n');
  expect(upToDate(root)).toBe(false);
});

it('tells a file moved to another folder from the same file left in place', () => {
  const root = checkout();
  const before = inputsDigest(root);
  rmSync(join(root, 'src', 'routes', 'table.ts'));
  writeFileSync(join(root, 'src', 'table.ts'), 'export const rows = 1;\n');
  expect(inputsDigest(root)).not.toBe(before);
});

it('finds the build under test built from the sources as they are', () => {
  const repository = fileURLToPath(new URL('../..', import.meta.url));
  expect(upToDate(repository), 'dist/ is older than the sources: run `npm run build`').toBe(true);
});
