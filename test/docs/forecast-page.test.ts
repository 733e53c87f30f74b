// docs/forecast.md's recipes are run as written: each ```ts block is a module of its own (it
// imports what it uses and checks what it claims with node:assert), written under .tmp/ and
// imported through vitest, so 'weather-double' resolves to the build as it does for a user.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';

const page = readFileSync(new URL('../../docs/forecast.md', import.meta.url), 'utf8');
const recipes = [...page.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
const dir = new URL('../../.tmp/forecast-recipes/', import.meta.url);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('docs/forecast.md', () => {
  it('has recipes, each a module with its imports', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(4);
    for (const recipe of recipes) expect(recipe).toMatch(/^import /);
  });

  recipes.forEach((recipe, index) => {
    it(`recipe ${index + 1} runs and its assertions hold`, async () => {
      mkdirSync(dir, { recursive: true });
      const file = new URL(`recipe-${index + 1}.ts`, dir);
      writeFileSync(file, recipe);
      await import(/* @vite-ignore */ file.pathname);
    });
  });
});
