// The manual's route list is the route table's: a route added to the table and not to the docs (or
// the other way round) fails here. `npm run docs:routes` rewrites the list from the build.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const START = '<!-- route-list:start (npm run docs:routes writes this table) -->';
const END = '<!-- route-list:end -->';

describe('docs/README.md lists the routes of the route table', () => {
  it('holds the table routeListMarkdown() prints, exactly', async () => {
    // The build's module (its declarations leave out internal names: typed from the source).
    const { routeListMarkdown, routes } = (await import(
      '../../dist/src/routes/table.js'
    )) as unknown as typeof import('../../src/routes/table.js');
    const { contractExamples } = (await import(
      '../../dist/src/routes/examples.js'
    )) as unknown as typeof import('../../src/routes/examples.js');
    const page = readFileSync(new URL('../../docs/README.md', import.meta.url), 'utf8');
    const from = page.indexOf(START);
    const to = page.indexOf(END);
    expect(from, 'docs/README.md keeps its route-list markers').toBeGreaterThan(-1);
    const printed = page.slice(from + START.length, to).trim();
    expect(printed, 'run `npm run build && npm run docs:routes`').toBe(routeListMarkdown(contractExamples));
    for (const route of routes) {
      const host = route.contract(contractExamples).host ?? '';
      expect(printed).toContain(`\`GET ${host}${route.path}\``);
    }
  });
});

describe('docs/generator-and-shapes.md lists the kinds of `generate --kind`', () => {
  it('has one table row a kind, in the table’s order, with its route and each of its flags', async () => {
    const { routes } = (await import(
      '../../dist/src/routes/table.js'
    )) as unknown as typeof import('../../src/routes/table.js');
    const page = readFileSync(new URL('../../docs/generator-and-shapes.md', import.meta.url), 'utf8');
    const rows = page.split('\n').filter((line) => /^\| `[a-z0-9-]+` +\| `GET /.test(line));
    const kinds = routes.flatMap((route) =>
      route.cli === undefined ? [] : [{ kind: route.cli, path: route.path }],
    );
    expect(rows.map((row) => /^\| `([a-z0-9-]+)`/.exec(row)?.[1])).toEqual(
      kinds.map(({ kind }) => kind.name),
    );
    for (const [index, { kind, path }] of kinds.entries()) {
      const row = rows[index] as string;
      expect(row).toContain(`\`GET ${path}\``);
      for (const flag of kind.flags ?? []) expect(row, kind.name).toContain(`\`--${flag.name}\``);
    }
  });
});
