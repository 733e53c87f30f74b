// Every recipe of the docs runs: each ```ts block marked `<!-- recipe -->` in README.md or
// docs/*.md is a whole test file as a user would paste it. It is written to .tmp/recipes/<pid>/ and
// imported inside its own `describe`, so its hooks and tests run here, its imports of
// `weather-double…` resolved to the build as for every test. (The README's quick start also runs
// in a fresh project installed from the packed tarball: test/packaging.)
// The Jest and browser recipes cannot run in this process: their code must be the files that run
// them (the CommonJS consumer project of test/packaging, the page test/browser serves).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { blocksOf, docPages, type Recipe, recipesOf, root } from '../support/recipes.js';

// One folder per process, so that two runs at once do not remove each other's files.
const out = new URL(`.tmp/recipes/${process.pid}/`, root);
mkdirSync(out, { recursive: true });
afterAll(() => rmSync(out, { recursive: true, force: true }));

const recipes: Recipe[] = docPages().flatMap((page) => recipesOf(page));

describe('the docs have recipes', () => {
  it('in the README (the quick start) and in the pages that show code to run', () => {
    const pages = new Set(recipes.map((recipe) => recipe.page));
    for (const page of [
      'README.md',
      'docs/handlers-and-scenarios.md',
      'docs/generator-and-shapes.md',
      'docs/locations.md',
      'docs/resilience.md',
      'docs/server-and-cli.md',
      'docs/client.md',
      'docs/one-call.md',
      'docs/air-pollution.md',
    ])
      expect(pages, page).toContain(page);
  });

  it('each a test file: it has imports and at least one test', () => {
    for (const { page, line, code } of recipes) {
      expect(code, `${page}:${line}`).toMatch(/^import /m);
      // `test.prop(…)`: a property test of @fast-check/vitest.
      expect(code, `${page}:${line}`).toMatch(/^(it|test|describe)(\.prop)?\(/m);
    }
  });

  it('each with a listening MSW server before a request leaves it (none reaches the real service)', () => {
    for (const { page, line, code } of recipes) {
      if (!code.includes('setupServer(')) continue;
      expect(code, `${page}:${line}`).toContain('server.listen(');
      expect(code, `${page}:${line}`).toContain('server.close()');
    }
  });
});

for (const recipe of recipes) {
  const name = `${recipe.page.replace(/[^a-z0-9]+/gi, '-')}-${recipe.line}.test.ts`;
  const file = new URL(name, out);
  writeFileSync(file, recipe.code);
  describe(`recipe ${recipe.page}:${recipe.line}`, async () => {
    await import(file.href);
  });
}

/** The lines that carry code: trimmed, without blank lines and whole-line comments. */
const codeLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'));

/** Whether `recipe`'s code lines appear in `file` in the same order. */
function expectRecipeIn(recipe: string, path: string) {
  const lines = codeLines(readFileSync(new URL(path, root), 'utf8'));
  let at = 0;
  for (const line of codeLines(recipe)) {
    const found = lines.indexOf(line, at);
    expect(found, `recipe line not found (in order) in ${path}: ${line}`).toBeGreaterThan(-1);
    at = found + 1;
  }
}

describe('recipes run elsewhere', () => {
  it('the Jest (CommonJS) recipe is the consumer project test that runs under Jest', () => {
    const [recipe] = blocksOf('docs/handlers-and-scenarios.md', 'With Jest (CommonJS)', 'js');
    expect(codeLines(recipe!).length).toBeGreaterThan(20);
    expectRecipeIn(recipe!, 'test/packaging/consumers/cjs/weather.test.js');
  });

  it('the Jest recipe of the log questions is the consumer project test that runs under Jest', () => {
    const [recipe] = blocksOf('docs/handlers-and-scenarios.md', 'Asking the log', 'js');
    expect(recipe).toContain('countRequests(double.requests)');
    expectRecipeIn(recipe!, 'test/packaging/consumers/cjs/assertions.test.js');
  });

  it('the Playwright recipe is the Chromium test of weather-double/playwright', () => {
    const [recipe] = blocksOf('docs/playwright.md', 'In a test', 'ts');
    expect(recipe).toContain('routeWeather(page');
    expectRecipeIn(recipe!, 'test/browser/playwright-recipe.test.ts');
    const [readme] = blocksOf('README.md', 'In a browser, with Playwright', 'ts');
    expectRecipeIn(readme!, 'test/browser/playwright-recipe.test.ts');
  });

  it('the browser recipe is the module the Chromium test page starts', () => {
    const [recipe] = blocksOf('docs/handlers-and-scenarios.md', 'In the browser', 'ts');
    expect(recipe).toContain('setupWorker(...double.handlers)');
    expectRecipeIn(recipe!, 'test/browser/mocks.ts');
    expect(readFileSync(new URL('test/browser/page.ts', root), 'utf8')).toContain("from './mocks.js'");
  });
});
