// The recipes of the docs: fenced ```ts blocks that follow a `<!-- recipe -->` line in README.md and
// docs/*.md. Each is a whole test file, as a user would paste it: test/docs/recipes.test.ts runs
// them against the build, and the packaging test runs the README's quick start in a fresh project.
import { readdirSync, readFileSync } from 'node:fs';

/** The repository's root. */
export const root = new URL('../../', import.meta.url);

/** A recipe: where it is (page and line of its fence) and its code. */
export interface Recipe {
  readonly page: string;
  readonly line: number;
  readonly code: string;
}

const MARKER = '<!-- recipe -->';

/** The pages that may hold recipes: README.md and every docs/*.md, by path from the root. */
export function docPages(): string[] {
  const docs = readdirSync(new URL('docs/', root))
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => `docs/${file}`);
  return ['README.md', ...docs];
}

/** The text of a page, by path from the root. */
export const readPage = (page: string) => readFileSync(new URL(page, root), 'utf8');

/** The recipes of one page, in order. A marker not followed by a ```ts fence is an error. */
export function recipesOf(page: string, text = readPage(page)): Recipe[] {
  const lines = text.split('\n');
  const recipes: Recipe[] = [];
  lines.forEach((line, index) => {
    if (line.trim() !== MARKER) return;
    const fence = index + 1;
    if (lines[fence] !== '```ts') {
      throw new Error(`${page}:${index + 1}: ${MARKER} must be followed by a \`\`\`ts fence`);
    }
    const end = lines.indexOf('```', fence + 1);
    if (end === -1) throw new Error(`${page}:${fence + 1}: the recipe's fence is not closed`);
    recipes.push({ page, line: fence + 1, code: `${lines.slice(fence + 1, end).join('\n')}\n` });
  });
  return recipes;
}

/** The code blocks of one `## ` section of a page (from its heading to the next), by language. */
export function blocksOf(page: string, heading: string, language: string): string[] {
  const text = readPage(page);
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start === -1) throw new Error(`${page} has no section "## ${heading}"`);
  const end = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map(
    (match) => match[1] as string,
  );
}
