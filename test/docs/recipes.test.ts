// The README's recipes are the code the tests run: each recipe's code lines must appear, in order,
// in the file a test executes (the Jest recipe in the CommonJS consumer project of
// test/packaging, the browser recipe in test/browser's page).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const readme = read('README.md');

/** The code blocks of one README section (from its `## ` heading to the next), by language. */
function blocks(heading: string, language: string): string[] {
  const start = readme.indexOf(`\n## ${heading}\n`);
  expect(start, `README section "${heading}"`).toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map(
    (match) => match[1]!,
  );
}

/** The lines that carry code: trimmed, without blank lines and whole-line comments. */
const codeLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'));

/** Whether `recipe`'s code lines appear in `file` in the same order. */
function expectRecipeIn(recipe: string, file: string, path: string) {
  const lines = codeLines(file);
  let at = 0;
  for (const line of codeLines(recipe)) {
    const found = lines.indexOf(line, at);
    expect(found, `recipe line not found (in order) in ${path}: ${line}`).toBeGreaterThan(-1);
    at = found + 1;
  }
}

describe('README recipes', () => {
  it('the Jest (CommonJS) recipe is the consumer project test that runs under Jest', () => {
    const [recipe] = blocks('Using the handlers with Jest (CommonJS)', 'js');
    expect(codeLines(recipe!).length).toBeGreaterThan(20);
    const path = 'test/packaging/consumers/cjs/weather.test.js';
    expectRecipeIn(recipe!, read(path), path);
  });

  it('the browser recipe is the module the Chromium test page starts', () => {
    const [recipe] = blocks('In the browser', 'ts');
    expect(recipe).toContain('setupWorker(...double.handlers)');
    const path = 'test/browser/mocks.ts';
    expectRecipeIn(recipe!, read(path), path);
    expect(read('test/browser/page.ts')).toContain("from './mocks.js'");
  });

  it('the Resilience recipes are the test file that runs them', () => {
    const recipes = blocks('Resilience', 'ts');
    expect(recipes.length).toBe(2);
    expect(recipes[0]).toContain('async function fetchWithRetry(');
    const path = 'test/docs/resilience-recipe.test.ts';
    expectRecipeIn(recipes.join('\n'), read(path), path);
  });

  it('the Locations recipe is the test that runs it', () => {
    const [recipe] = blocks('Locations', 'ts');
    expect(recipe).toContain("client.getCurrent({ zipCode: '98052,US' })");
    const path = 'test/location/recipes.test.ts';
    expectRecipeIn(recipe!, read(path), path);
  });

  it('the install line names the package and its peer', () => {
    const [install] = blocks('Install', 'sh');
    expect(install).toContain('npm i -D weather-double msw');
    const manifest = JSON.parse(read('package.json'));
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual(['@pact-foundation/pact', 'msw']);
    expect(readme).toContain(`\`msw\` ^2.7 or ^3`);
    expect(manifest.peerDependencies.msw).toBe('^2.7.0 || ^3.0.0');
  });
});
