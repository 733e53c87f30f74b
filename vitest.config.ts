import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dist = (path: string) => fileURLToPath(new URL(`./dist/${path}`, import.meta.url));

// Tests import the package by its public name and run against the build, as a user would.
const alias = [
  { find: /^weather-double$/, replacement: dist('src/index.js') },
  { find: /^weather-double\/handlers$/, replacement: dist('handlers/index.js') },
  { find: /^weather-double\/server$/, replacement: dist('src/server/index.js') },
  { find: /^weather-double\/pact$/, replacement: dist('src/pact/index.js') },
  { find: /^weather-double\/check$/, replacement: dist('src/check/index.js') },
  { find: /^weather-double\/places$/, replacement: dist('src/places/index.js') },
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

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/pact/**', 'test/packaging/**', 'test/browser/**'],
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
      {
        resolve: { alias },
        test: { name: 'pact-consumer', include: ['test/pact/consumer/**/*.test.ts'], fileParallelism: false },
      },
      {
        resolve: { alias },
        test: { name: 'pact-provider', include: ['test/pact/provider/**/*.test.ts'], fileParallelism: false },
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
