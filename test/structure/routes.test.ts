// What differs by route is declared by the route (issue 25): the core names no route, and holds no
// list of routes; a route's name and path are written in the vocabulary and its own module only.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every .ts file under a folder of the repository. */
function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The string literals of a source text (template parts included), comments left out. */
function stringLiterals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The routes' names and paths, as `ROUTE_PATHS` of the service's vocabulary writes them. */
function routePaths(): Map<string, string> {
  const text = readFileSync(join(root, 'src/service/vocabulary.ts'), 'utf8');
  const table = /export const ROUTE_PATHS = \{([^}]*)\}/.exec(text)?.[1] ?? '';
  return new Map([...table.matchAll(/(\w+): '([^']+)'/g)].map((m) => [m[1] as string, m[2] as string]));
}

/** The literals of the files of `folders` that name a route or its path: `file: 'literal'`. */
function routeMentions(folders: readonly string[], paths: Map<string, string>): string[] {
  const names = new Set(paths.keys());
  return folders.flatMap(sources).flatMap((file) =>
    stringLiterals(file, readFileSync(join(root, file), 'utf8'))
      .filter((literal) => names.has(literal) || [...paths.values()].includes(literal))
      .map((literal) => `${file}: '${literal}'`),
  );
}

describe('the routes of the double', () => {
  const paths = routePaths();

  it('reads the route table from the vocabulary', () => {
    expect(paths.get('weather')).toBe('/data/2.5/weather');
    expect(paths.size).toBeGreaterThanOrEqual(10);
  });

  it('keeps every route name and path out of the core, the adapters and the tools', () => {
    // The core, the server, the handlers, check and the CLI reach routes through the table only.
    expect(routeMentions(['src/core', 'src/server', 'handlers', 'src/check'], paths)).toEqual([]);
  });

  it('writes each path once, in the vocabulary', () => {
    const others = sources('src').filter((file) => file !== join('src', 'service', 'vocabulary.ts'));
    const found = others.flatMap((file) =>
      stringLiterals(file, readFileSync(join(root, file), 'utf8'))
        .filter((literal) => [...paths.values()].includes(literal))
        .map((literal) => `${file}: '${literal}'`),
    );
    expect(found).toEqual([]);
  });

  it('keeps every route of the table in its own folder, reached only through the table', () => {
    const table = readFileSync(join(root, 'src/routes/table.ts'), 'utf8');
    const rows = [...table.matchAll(/^import \{ (\w+) \} from '\.\/([\w-]+)\/route\.js';$/gm)];
    expect(rows.map((row) => row[1]).sort()).toEqual([...paths.keys()].sort());
    const folders = rows.map((row) => row[2] as string);
    // Nothing outside src/routes/ imports a route's folder (the core, the adapters and the tools
    // reach a route through the table).
    const outside = [...sources('src'), ...sources('handlers')]
      .filter((file) => !file.startsWith(join('src', 'routes')))
      .filter((file) =>
        folders.some((folder) => readFileSync(join(root, file), 'utf8').includes(`routes/${folder}/`)),
      );
    expect(outside).toEqual([]);
  });

  it('finds a route name in a literal and not in a comment (the check itself)', () => {
    const text =
      "// 'weather'\nconst a = 'weather';\nconst b = '/data/2.5/weather';\nconst c = 'weathers';\n";
    const routeLiterals = stringLiterals('x.ts', text).filter(
      (literal) => paths.has(literal) || [...paths.values()].includes(literal),
    );
    expect(routeLiterals).toEqual(['weather', '/data/2.5/weather']);
  });
});
