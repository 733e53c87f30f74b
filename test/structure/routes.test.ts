// What differs by route is declared by the route (issue 25): the core names no route, and holds no
// list of routes; a route's name and path are written in the vocabulary and its own module only.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
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

/**
 * Imports of a route folder's modules from outside the route folders that issue 25's last steps
 * still have to move into them (`file -> module`): the generator's assembly and the pact
 * interactions.
 */
const PENDING: readonly string[] = [
  // The generator's assembly (step "generator methods": iterate the table).
  'src/routes/generator.ts -> src/routes/air-pollution/generate.js',
  'src/routes/generator.ts -> src/routes/air-pollution/types.js',
  'src/routes/generator.ts -> src/routes/forecast/answer.js',
  // The 16-day forecast's builder, beside the forecast's (issue 26; moves with it).
  'src/routes/generator.ts -> src/routes/forecast-daily/answer.js',
  'src/routes/generator.ts -> src/routes/forecast/types.js',
  'src/routes/generator.ts -> src/routes/one-call/generate.js',
  'src/routes/generator.ts -> src/routes/one-call/types.js',
  'src/routes/generator.ts -> src/routes/one-call-day-summary/generate.js',
  'src/routes/generator.ts -> src/routes/one-call-overview/generate.js',
  'src/routes/generator.ts -> src/routes/uvi/generate.js',
];

/** Whether `file` importing `specifier` reaches into a route folder from where it may not. */
function strayImport(file: string, specifier: string): boolean {
  if (!specifier.startsWith('.')) return false;
  const target = relative(root, resolve(root, file, '..', specifier)).split(sep);
  // A route folder's module: src/routes/<folder>/<module>.
  if (target.length !== 4 || target[0] !== 'src' || target[1] !== 'routes') return false;
  const from = file.split(/[\\/]/);
  if (from.length === 4 && from[0] === 'src' && from[1] === 'routes') return false;
  const module = target[3];
  if (file === join('src', 'routes', 'table.ts')) return module !== 'route.js';
  if (file === join('src', 'routes', 'public.ts')) return module !== 'public.js';
  return true;
}

/** Every import of a route folder's module from where it may not: `file -> src/routes/<folder>/<module>`. */
function strayImports(): string[] {
  return [...sources('src'), ...sources('handlers')].flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)]
      .filter((match) => strayImport(file, match[1] as string))
      .map((match) => `${file} -> ${relative(root, resolve(root, file, '..', match[1] as string))}`);
  });
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
    // Nothing outside the route folders imports a module of one (the core, the adapters, the tools
    // and the generator reach a route through the table), but the table (each folder's route.ts)
    // and the package's entry (each folder's public.ts, through src/routes/public.ts). A route folder
    // may import another's modules (a family shares its answer: air pollution, One Call).
    expect(strayImports().filter((stray) => !PENDING.includes(stray))).toEqual([]);
    // The pending list only shrinks: an entry no longer true leaves it.
    expect(PENDING.filter((stray) => !strayImports().includes(stray))).toEqual([]);
  });

  it('finds a stray import of a route folder (the check itself)', () => {
    expect(strayImport('src/core/x.ts', '../routes/forecast/types.js')).toBe(true);
    expect(strayImport('src/routes/table.ts', './forecast/route.js')).toBe(false);
    expect(strayImport('src/routes/table.ts', './forecast/types.js')).toBe(true);
    expect(strayImport('src/routes/public.ts', './forecast/public.js')).toBe(false);
    expect(strayImport('src/routes/air-pollution-history/route.ts', '../air-pollution/types.js')).toBe(false);
    expect(strayImport('src/routes/route.ts', './places.js')).toBe(false);
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
