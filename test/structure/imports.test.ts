// The structure of src/ (issue 15): no two folders import each other, directly or through others,
// and the core knows nothing of MSW or sockets, the adapters nothing of each other.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every .ts file under a folder of the repository. */
function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The part of the repository a file belongs to: `src/<folder>`, a file of `src/`, or `handlers`. */
function partOf(file: string): string {
  const parts = file.split(sep);
  if (parts[0] === 'handlers') return 'handlers';
  return parts.length > 2 ? `src/${parts[1]}` : file;
}

/** The specifiers a file imports (static, dynamic, type-only and re-exports alike). */
function specifiers(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) found.push(match[1] as string);
  return found;
}

/** The graph of parts: which part imports which (relative imports only). */
function partGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of [...sources('src'), ...sources('handlers')]) {
    const from = partOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const specifier of specifiers(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = partOf(relative(root, resolve(root, file, '..', specifier)));
      if (target !== from) edges.add(target);
    }
  }
  return graph;
}

/** The cycles of a graph, each as the path that closes it (Tarjan's strongly connected components). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) as number, indexOf.get(next) as number));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

describe('the import graph of src/ and handlers/', () => {
  const graph = partGraph();

  it('has no cycle between folders', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('keeps the seeded draws in one module that depends on no other folder', () => {
    // Issue 15: the weather model, the places and the faults share src/draws; none has its own hash.
    expect([...(graph.get('src/draws') ?? ['src/draws is missing'])]).toEqual([]);
    for (const part of ['src/model', 'src/places', 'src/core']) {
      expect(graph.get(part)?.has('src/draws'), part).toBe(true);
    }
    const ownHashes = [...sources('src'), ...sources('handlers')].filter(
      (file) =>
        !file.startsWith(join('src', 'draws')) &&
        /0x811c9dc5|0x01000193/i.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(ownHashes).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const looped = new Map([
      ['src/a', new Set(['src/b'])],
      ['src/b', new Set(['src/c'])],
      ['src/c', new Set(['src/a'])],
      ['src/d', new Set(['src/a'])],
    ]);
    expect(cycles(looped)).toEqual([['src/a', 'src/b', 'src/c']]);
  });

  it('keeps the core transport-free and the adapters apart', () => {
    const imports = (folder: string) => sources(folder).flatMap(specifiers);
    expect(
      imports('src/core').filter((s) => s === 'msw' || s.startsWith('msw/') || s.startsWith('node:')),
    ).toEqual([]);
    expect(imports('src/routes').filter((s) => s.includes('/core/') || s === 'msw')).toEqual([]);
    expect(graph.get('handlers')?.has('src/server')).toBe(false);
    expect(graph.get('src/server')?.has('handlers')).toBe(false);
  });

  it('loads MSW in the server only through a dynamic import', () => {
    const staticMsw = sources('src/server').flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/^import (?!type)[^;]*from 'msw[^']*'/gm)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(staticMsw).toEqual([]);
  });

  it("makes MSW handlers through MSW's public API only, never a subclass of its handlers (issue 37)", () => {
    // A subclass that overrides `run`, `parse` or `predicate` breaks when a minor MSW release changes
    // them; `http.all` with a predicate function is public in msw 2.11 and later. The one exception
    // is the handler for msw 2.7 to 2.10 (published, so frozen), which take no predicate function.
    const files = ['src', 'handlers', 'playwright'].flatMap(sources);
    const subclasses = files.flatMap((file) =>
      [
        ...readFileSync(join(root, file), 'utf8').matchAll(/\bextends\s+\w*(HttpHandler|RequestHandler)\w*/g),
      ].map((match) => `${file}: ${match[0]}`),
    );
    expect(subclasses).toEqual([`handlers${sep}older-msw.ts: extends HttpHandlerClass`]);
    const internals = files.filter((file) =>
      /\boverride\s+(async\s+)?run\b|\.(run|parse|predicate)\(\s*\{?\s*(args|request)/.test(
        readFileSync(join(root, file), 'utf8'),
      ),
    );
    expect(internals).toEqual([]);
  });
});
