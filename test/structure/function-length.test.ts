// No function in src/ or handlers/ longer than 100 lines (issue 25): a long function is split into
// named steps, so a reader (and the next route) finds each part by its name.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LIMIT = 100;

/** Every .ts file under a folder of the repository. */
function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The functions of a source text longer than `limit` lines: `file:line name (n lines)`. */
function longFunctions(file: string, text: string, limit: number): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      const name = node.name !== undefined ? node.name.getText(source) : '(anonymous)';
      if (lines > limit) found.push(`${file}:${first + 1} ${name} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the length of functions', () => {
  it(`keeps every function of src/ and handlers/ at ${LIMIT} lines or fewer`, () => {
    const long = [...sources('src'), ...sources('handlers')].flatMap((file) =>
      longFunctions(file, readFileSync(join(root, file), 'utf8'), LIMIT),
    );
    expect(long).toEqual([]);
  });

  it('finds a long function when there is one (the check itself)', () => {
    const body = Array.from({ length: 101 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `export function tooLong() {\n${body}\n}\nconst short = () => 1;\n`;
    expect(longFunctions('x.ts', text, LIMIT)).toEqual(['x.ts:1 tooLong (103 lines)']);
  });
});
