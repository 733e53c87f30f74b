// What differs by route is declared by the route (issue 25): the core names no route, and holds no
// list of routes; a route's name and path are written in the vocabulary and its own module only.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes/table.js';

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
  const table = /export const ROUTE_PATHS = \{([\s\S]*?)\n\} as const/.exec(text)?.[1] ?? '';
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
 * still have to move into them (`file -> module`). Empty: the generator assembles the routes'
 * methods from the table's rows (`Route.generate`), and the pacts come from their `pact` fields.
 */
const PENDING: readonly string[] = [];

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

/** The modules a source file imports at run time (`import type` and `export type` left out), as repository paths. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/^(import|export)(?! type)[^;]*?from '(\.[^']+)';/gms)].map((match) =>
    relative(root, resolve(root, file, '..', (match[2] as string).replace(/\.js$/, '.ts'))),
  );
}

/** Every module `file` reaches through run-time imports, itself included. */
function reachedFrom(file: string): Set<string> {
  const reached = new Set<string>();
  const queue = [file];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (reached.has(next)) continue;
    reached.add(next);
    queue.push(...runtimeImports(next));
  }
  return reached;
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

  it('keeps the table out of what a route folder imports (the table imports the folders)', () => {
    // The generator iterates the table (each row's `generate`): a route module that reached the
    // generator, the world or the examples at run time would close a cycle, and the first of them
    // imported would read the table's rows before they exist.
    const table = join('src', 'routes', 'table.ts');
    const folders = sources('src/routes').filter((file) => file.split(sep).length === 4);
    expect(folders.length).toBeGreaterThan(50);
    expect(folders.filter((file) => reachedFrom(file).has(table))).toEqual([]);
    expect(reachedFrom(join('src', 'routes', 'generator.ts')).has(table)).toBe(true);
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

/**
 * The routes that are no kind of `weather-double generate --kind`, each with the reason
 * (docs/generator-and-shapes.md says the same). A row that declares generator methods (`generate`)
 * is never here: it has a kind.
 */
const NOT_KINDS: Readonly<Record<string, string>> = {
  weather: 'the records themselves: generate prints them without --kind (--kind weather)',
  geocodingZip: "a place of the double's place data, not of the generator: no generator method",
  geocodingDirect: "places of the double's place data, not of the generator: no generator method",
  geocodingReverse: "places of the double's place data, not of the generator: no generator method",
  oneCallRetired: 'a fixed 401 the service answers for One Call 2.5: nothing to generate',
  oneCallTimemachineRetired: 'a fixed 401 the service answers for One Call 2.5: nothing to generate',
  group: "the weather of a list of the double's cities by ID: place data, no generator method",
  find: "the weather of the double's cities near a place or by name: place data, no generator method",
  boxCity: "the weather of the double's cities in a box: place data, no generator method",
  mapTiles: 'a PNG picture of the weather, not a JSON answer: generate prints JSON',
  weatherMaps: 'a PNG picture of the weather, not a JSON answer: generate prints JSON',
  weatherMapsHourly: 'a PNG picture of the weather, not a JSON answer: generate prints JSON',
  icons: 'a fixed PNG picture per icon code: nothing to generate',
  cityList: "the double's place data as a gzip file: no generator method",
  cityListMin: "the double's place data as a gzip file: no generator method",
  stations: "the stations a key made: the double's state, nothing of the weather to generate",
  measurements: 'the measurements a key posted, aggregated: state, nothing of the weather to generate',
  oneCall4Alert:
    "one alert by the ID a One Call 4.0 record carries: the records' own (oneCall4Current, …) name them, and generate takes no ID",
  triggers:
    "the triggers a key made: the double's state; their alerts come from the forecast, which --kind forecast prints",
};

describe('the kinds of `weather-double generate --kind` (each row’s `cli`)', () => {
  it('gives every row with generator methods a kind, and every other row a kind or a reason', () => {
    expect(
      routes.filter((route) => route.generate !== undefined && route.cli === undefined).map((r) => r.name),
    ).toEqual([]);
    expect(routes.filter((route) => route.cli === undefined).map((route) => route.name)).toEqual(
      Object.keys(NOT_KINDS),
    );
    // A row on the list that gained a kind leaves it.
    expect(routes.filter((route) => route.cli !== undefined && route.name in NOT_KINDS)).toEqual([]);
  });

  it("declares each kind flag once a kind, with one type of value for its name, apart from the command's own", () => {
    const own = ['kind', 'count', 'seed', 'units', 'zip', 'lat', 'lon', 'q', 'id', 'at', 'shape', 'help'];
    const types = new Map<string, Set<string>>();
    for (const route of routes) {
      const flags = route.cli?.flags ?? [];
      expect(new Set(flags.map((flag) => flag.name)).size, route.name).toBe(flags.length);
      for (const flag of flags) {
        expect(own, `${route.name}: --${flag.name}`).not.toContain(flag.name);
        types.set(flag.name, (types.get(flag.name) ?? new Set()).add(flag.type));
      }
    }
    expect([...types].filter(([, found]) => found.size > 1).map(([name]) => name)).toEqual([]);
  });
});
