import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dist = (path: string) => fileURLToPath(new URL(`./dist/${path}`, import.meta.url));

// Tests import the package by its public name and run against the build, as a user would.
const alias = [
  { find: /^weather-double$/, replacement: dist('src/index.js') },
  { find: /^weather-double\/handlers$/, replacement: dist('handlers/index.js') },
  { find: /^weather-double\/playwright$/, replacement: dist('playwright/index.js') },
  { find: /^weather-double\/server$/, replacement: dist('src/server/index.js') },
  { find: /^weather-double\/pact$/, replacement: dist('src/pact/index.js') },
  { find: /^weather-double\/check$/, replacement: dist('src/check/index.js') },
  { find: /^weather-double\/places$/, replacement: dist('src/places/index.js') },
  { find: /^weather-double\/control$/, replacement: dist('src/control/index.js') },
  { find: /^weather-double\/schema\.json$/, replacement: dist('schema.json') },
  { find: /^weather-double\/openapi\.json$/, replacement: dist('openapi.json') },
  { find: /^weather-double\/current-schema\.json$/, replacement: dist('current-schema.json') },
  { find: /^weather-double\/one-call-schema\.json$/, replacement: dist('one-call-schema.json') },
  {
    find: /^weather-double\/one-call-timemachine-schema\.json$/,
    replacement: dist('one-call-timemachine-schema.json'),
  },
  { find: /^weather-double\/air-pollution-schema\.json$/, replacement: dist('air-pollution-schema.json') },
  { find: /^weather-double\/forecast-schema\.json$/, replacement: dist('forecast-schema.json') },
];

// Budgets: a busy 2-core machine (other work, or vitest's own workers) can make a test that takes
// 1 s alone take several; the defaults (5 s) failed there once. Each project states what it needs.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/pact/**', 'test/packaging/**', 'test/browser/**', 'test/reliability/**'],
          restoreMocks: true,
          unstubGlobals: true,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The slow suites (load, fuzz, memory, slow clients, security, determinism under load): their
        // own step of `npm test` (`npm run test:slow`), one file at a time so that they do not compete
        // for the two cores, with budgets several times what they take alone.
        resolve: { alias },
        test: {
          name: 'slow',
          include: ['test/reliability/**/*.test.ts'],
          restoreMocks: true,
          unstubGlobals: true,
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Type-only tests (`*.test-d.ts`, `expectTypeOf`), checked by tsc through vitest's typecheck.
        resolve: { alias },
        test: {
          name: 'types',
          include: [],
          typecheck: {
            enabled: true,
            only: true,
            include: ['test/**/*.test-d.ts'],
            tsconfig: './tsconfig.json',
          },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'pact-consumer',
          include: ['test/pact/consumer/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'pact-provider',
          include: ['test/pact/provider/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The handlers in Chromium (the one @sparticuz/chromium ships) through msw's setupWorker: `npm run test:browser`.
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        // The packed tarball in fresh consumer projects (installs from the npm registry): `npm run test:packaging`.
        test: {
          name: 'packaging',
          include: ['test/packaging/*.test.ts'],
          globalSetup: ['test/packaging/setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
