// The packed package installed in fresh consumer projects (see setup.ts), used as users use it:
// an ESM project's Vitest suite through `import`, a CommonJS project's Jest suite through
// `require` (Node 20 cannot require the ESM-only faker, so this needs the bundled CommonJS build),
// and TypeScript typechecks under `moduleResolution: node16` (ESM and CommonJS) and `bundler`.
// Each suite imports every subpath and asserts real answers: the projects are in consumers/.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

const { dir } = inject('packaging');

/** The environment without this Vitest run's own variables, so the nested runners start clean. */
const env = Object.fromEntries(
  Object.entries({ ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined }).filter(
    ([name, value]) =>
      value !== undefined && !name.startsWith('VITEST') && name !== 'TEST' && name !== 'NODE_ENV',
  ),
);

/** Runs a consumer's installed tool; resolves with its exit code and output, never rejects. */
async function tool(project: 'esm' | 'cjs' | 'bare', bin: string, args: string[]) {
  const cwd = join(dir, project);
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [join(cwd, 'node_modules', bin), ...args],
      { cwd, env, maxBuffer: 16 * 1024 * 1024 },
    );
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: `${stdout}${stderr}` };
  }
}

// The consumer projects run with their runner's defaults but for the time limit: 5 s per test is
// too little on a busy 2-core machine (the server and places tests start a socket or read the place
// data in a project that runs beside the other two).
const BUSY_MACHINE_BUDGET = ['--testTimeout=60000', '--hookTimeout=60000'];

describe.concurrent('consumer projects', () => {
  it("ESM + Vitest: import every subpath, the double answers through setupServer and the server, the README's quick start passes", async () => {
    const { code, output } = await tool('esm', 'vitest/vitest.mjs', [
      'run',
      '--reporter=verbose',
      ...BUSY_MACHINE_BUDGET,
    ]);
    expect(output).toMatch(/Tests\s+14 passed \(14\)/);
    expect(output).toMatch(/quick-start\.test\.ts > gets the weather/);
    expect(code, output).toBe(0);
  });

  it('CommonJS + Jest: require every subpath, the double answers through setupServer and the server', async () => {
    const { code, output } = await tool('cjs', 'jest/bin/jest.js', [
      '--verbose',
      '--ci',
      '--testTimeout=60000',
    ]);
    expect(output).toMatch(/Tests:\s+14 passed, 14 total/);
    expect(code, output).toBe(0);
  });

  it('without the optional peers: the main entry, the schema, openapi.json, /check, /server and /playwright work, /pact and /handlers name what is missing', async () => {
    const script = `
      const main = await import('weather-double');
      const schema = await import('weather-double/schema.json', { with: { type: 'json' } });
      const openapi = await import('weather-double/openapi.json', { with: { type: 'json' } });
      const check = await import('weather-double/check');
      const record = main.createWeatherGenerator({ seed: 1 }).record();
      const missing = async (specifier) => (await import(specifier).catch((error) => error)).message;
      const required = (specifier) => { try { require(specifier); } catch (error) { return error.message.split('\\n')[0]; } };
      const { createRequire } = await import('node:module');
      const require = createRequire(process.cwd() + '/');
      console.log(JSON.stringify({
        valid: main.validateWeatherRecord(record).ok,
        cjsValid: require('weather-double').validateWeatherRecord(record).ok,
        lang: main.conditionDescription(800, 'ru'),
        cjsLang: require('weather-double').conditionDescription(800, 'ru'),
        schema: schema.default.title,
        openapi: openapi.default.openapi,
        check: typeof check.checkProvider,
        checkRequired: typeof require('weather-double/check').checkProvider,
        pact: await missing('weather-double/pact'),
        handlers: await missing('weather-double/handlers'),
        pactRequired: required('weather-double/pact'),
        serverRequired: typeof require('weather-double/server').startWeatherServer,
        playwright: typeof (await import('weather-double/playwright')).routeWeather,
        playwrightRequired: typeof require('weather-double/playwright').weatherFixtures.weather,
      }));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: join(dir, 'bare'),
      env,
    });
    const outcome = JSON.parse(stdout);
    expect(outcome).toMatchObject({
      valid: true,
      cjsValid: true,
      // The lang tables, one copy in the package: imported by the ESM bundle, read by the CommonJS one.
      lang: 'ясно',
      cjsLang: 'ясно',
      schema: 'WeatherRecord',
      openapi: '3.1.0',
      check: 'function',
      checkRequired: 'function',
      // The Playwright adapter imports nothing of Playwright: the user's page is passed in.
      playwright: 'function',
      playwrightRequired: 'function',
    });
    expect(outcome.pact).toMatch(/^Cannot find package '@pact-foundation\/pact' imported from /);
    // Node loads MSW's `http` through `#msw-http` (src/deps/msw-node.ts): a require of msw/core/http.
    expect(outcome.handlers).toMatch(/^Cannot find module 'msw\/core\/http'/);
    expect(outcome.pactRequired).toBe("Cannot find module '@pact-foundation/pact'");
    // The server needs msw only for MSW handlers passed to use() (imported then).
    expect(outcome.serverRequired).toBe('function');
  });

  it.each([
    ['ESM, moduleResolution node16', 'esm', 'tsconfig.node16.json'],
    ['ESM, moduleResolution bundler', 'esm', 'tsconfig.bundler.json'],
    ['CommonJS (require and TypeScript imports), moduleResolution node16', 'cjs', 'tsconfig.json'],
  ] as const)('TypeScript typechecks the consumer: %s', async (_, project, config) => {
    const { code, output } = await tool(project, 'typescript/bin/tsc', ['-p', config, '--listFiles']);
    expect(code, output).toBe(0);
    // The declarations come from the installed tarball: .d.ts for import, .d.cts for require.
    const ours = output.split('\n').filter((line) => line.includes('/node_modules/weather-double/'));
    expect(
      ours.some((file) =>
        file.endsWith(project === 'esm' ? '/handlers/index.d.ts' : '/handlers/index.d.cts'),
      ),
    ).toBe(true);
    expect(
      ours.every((file) => file.endsWith(project === 'esm' ? '.d.ts' : '.d.cts') || file.endsWith('.json')),
    ).toBe(true);
  });

  // Each entry's declarations compile on their own in a fresh consumer with `skipLibCheck: false`:
  // no dangling internal names (stripInternal), and Node's types only for the Node-only entries
  // (`lib` without Node for the others, as a browser project has). Errors in other packages'
  // declarations (msw's need the DOM lib, Pact's name express) are theirs, not ours.
  it.each([
    ['weather-double', 'web'],
    ['weather-double/handlers', 'web'],
    ['weather-double/places', 'web'],
    ['weather-double/fast-check', 'web'],
    ['weather-double/control', 'web'],
    ['weather-double/check', 'node'],
    ['weather-double/server', 'node'],
    ['weather-double/playwright', 'node'],
    ['weather-double/pact', 'node'],
  ] as const)('the declarations of %s compile with skipLibCheck: false (%s)', async (entry, kind) => {
    const name = entry.replace(/\W+/g, '-');
    writeFileSync(
      join(dir, 'esm', `${name}.ts`),
      `import * as entry from '${entry}';\nexport const all = entry;\n`,
    );
    const compilerOptions = {
      module: 'node18',
      moduleResolution: 'node16',
      target: 'es2022',
      strict: true,
      skipLibCheck: false,
      noEmit: true,
      ...(kind === 'web'
        ? { lib: ['es2022', 'dom', 'dom.iterable'], types: [] }
        : { lib: ['es2022'], types: ['node'] }),
    };
    writeFileSync(
      join(dir, 'esm', `tsconfig.${name}.json`),
      JSON.stringify({ compilerOptions, files: [`${name}.ts`] }),
    );
    const { output } = await tool('esm', 'typescript/bin/tsc', ['-p', `tsconfig.${name}.json`]);
    const ours = output
      .split('\n')
      .filter((line) => line.includes('node_modules/weather-double/') || line.startsWith(name));
    expect(ours, output).toEqual([]);
  });
});
