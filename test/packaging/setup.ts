// Global setup of the `packaging` project: packs the built package with `npm pack`, as `npm publish`
// would, and installs the tarball into fresh consumer projects in a temp dir, from the npm registry,
// as a user would: `consumers/esm` (`"type": "module"`, Vitest), `consumers/cjs`
// (`"type": "commonjs"`, Jest) and `consumers/bare` (no optional peer), one `npm install` each, at once;
// the README's quick start is written into `consumers/esm` as `quick-start.test.ts`, as a user pastes it.
// Set KEEP_PACKAGING_DIR=1 to keep the temp dir for a look.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { recipesOf } from '../support/recipes.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

/** What the tests get through `inject('packaging')`. */
export interface Packaging {
  /** The temp dir holding the tarball, node_modules and the consumer projects. */
  dir: string;
  /** The tarball's absolute path. */
  tarball: string;
  /** The tarball's size in bytes, and the unpacked size. */
  size: number;
  unpackedSize: number;
  /** Every file in the tarball, by path inside the package. */
  files: string[];
  /** How long the slower `npm install` took, in seconds (for the log). */
  installSeconds: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    packaging: Packaging;
  }
}

/** The version of a package the repository itself uses, to install the same one (a cache hit in CI). */
function versionOf(name: string): string {
  return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'dist/src/index.cjs'))) {
    throw new Error('No build in dist/: run `npm run build` before the packaging tests.');
  }
  const dir = mkdtempSync(join(tmpdir(), 'weather-double-packaging-'));
  const npm = async (args: string[], cwd = dir) =>
    (await run('npm', args, { cwd, env: { ...process.env, npm_config_update_notifier: 'false' } })).stdout;

  // Scripts are off: `prepack` would rebuild dist/ while the other test projects read it.
  const [packed] = JSON.parse(
    await npm(['pack', '--json', '--ignore-scripts', '--pack-destination', dir], root),
  );
  const tarball = join(dir, packed.filename);

  cpSync(fileURLToPath(new URL('./consumers', import.meta.url)), dir, { recursive: true });
  // The README's quick start, pasted as it is into the fresh ESM project (Vitest, msw, the tarball).
  const [quickStart] = recipesOf('README.md');
  if (!quickStart) throw new Error('README.md has no recipe (the quick start)');
  writeFileSync(join(dir, 'esm', 'quick-start.test.ts'), quickStart.code);
  const install = async (project: string, packages: string[]) => {
    const started = performance.now();
    const args = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];
    await npm([...args, tarball, ...packages], join(dir, project));
    return (performance.now() - started) / 1000;
  };
  const shared = [`typescript@${versionOf('typescript')}`, `@types/node@${versionOf('@types/node')}`];
  const [, esmSeconds, cjsSeconds] = await Promise.all([
    // The package alone, without its optional peers.
    install('bare', []),
    // msw 3 needs Node 22: scripts/compat-node24.mjs runs it.
    install('esm', [
      'msw@2',
      `@pact-foundation/pact@${versionOf('@pact-foundation/pact')}`,
      `vitest@${versionOf('vitest')}`,
      `fast-check@${versionOf('fast-check')}`,
      ...shared,
    ]),
    // Jest cannot require() an ESM-only package before Node 24.9. msw 2.11+ (until-async, rettime)
    // and @pact-foundation/pact 16.5+ (https-proxy-agent 9) depend on some, so a CommonJS Jest
    // project on Node 20 uses msw 2.10 and Pact 16.4, as the README says.
    install('cjs', [
      'msw@~2.10',
      '@pact-foundation/pact@~16.4',
      'jest@30',
      `fast-check@${versionOf('fast-check')}`,
      ...shared,
    ]),
  ]);
  const installSeconds = Math.max(esmSeconds, cjsSeconds);

  project.provide('packaging', {
    dir,
    tarball,
    size: packed.size,
    unpackedSize: packed.unpackedSize,
    files: packed.files.map((file: { path: string }) => file.path).sort(),
    installSeconds,
  });

  return () => {
    if (process.env.KEEP_PACKAGING_DIR) console.log(`packaging: kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
}
