import { describe, expect, it } from 'vitest';
import { createWeatherEndpoint } from '../../src/core/endpoint.js';
import { contractExamples } from '../../src/routes/examples.js';
import { routeAt, routeListMarkdown, routes, routeTable } from '../../src/routes/table.js';
import { errorAnswers } from '../../src/service/error-answers.js';
import { ROUTE_NAMES, ROUTE_PATHS } from '../../src/service/index.js';

describe('the route table', () => {
  it('has one row per route of the vocabulary, under its name and at its path', () => {
    expect(Object.keys(routeTable)).toEqual([...ROUTE_NAMES]);
    for (const name of ROUTE_NAMES) {
      expect(routeTable[name].name).toBe(name);
      expect(routeTable[name].path).toBe(ROUTE_PATHS[name]);
      expect(routeAt(ROUTE_PATHS[name])).toBe(routeTable[name]);
    }
  });

  it('gives each kind of `generate --kind` once (test/structure/routes.test.ts: which rows have one)', () => {
    const kinds = routes.filter((route) => route.cli !== undefined);
    expect(new Set(kinds.map((route) => route.cli?.name)).size).toBe(kinds.length);
  });

  it('routes exact paths only: anything else is the unknown-route 404', () => {
    const endpoint = createWeatherEndpoint();
    for (const path of ['/data/2.5/weather/', '/geo/1.0', '/geo/1.0/zipx', '/data/2.5/forecastx', '/']) {
      expect(routeAt(path)).toBeUndefined();
      const answer = endpoint.respond({
        method: 'GET',
        url: `https://api.openweathermap.org${path}?zip=94040&appid=k`,
      });
      expect(answer).toMatchObject({ status: 404, body: '{"cod":"404","message":"Internal error"}' });
      expect(answer.headers.map(([name]) => name)).not.toContain('X-Cache-Key');
    }
  });

  it('gives every route its OpenAPI part, with its 200 schema among the table’s schemas', () => {
    const schemas = Object.assign({}, ...routes.map((route) => route.schemas));
    for (const route of routes) {
      const contract = route.contract(contractExamples);
      const success = contract.responses.find((response) => response.status === 200);
      if (route.name === 'oneCallRetired' || route.name === 'oneCallTimemachineRetired') {
        // The routes the service no longer serves (One Call 2.5): their only answers are the shared errors.
        expect(success).toBeUndefined();
        expect(contract.responses.map((response) => response.status)).toEqual([401, 414, 429, 500]);
        continue;
      }
      expect(success, route.name).toBeDefined();
      const names = success && 'schema' in success ? [success.schema].flat() : [];
      for (const name of names) expect(Object.keys(schemas), `${route.name}: ${name}`).toContain(name);
    }
  });

  it('gives check its probes: every route declares its own, every 200 model accepting the double’s answer', () => {
    const endpoint = createWeatherEndpoint({ now: () => Date.UTC(2024, 5, 1, 18) });
    const context = { zips: ['94040,us'] } as const;
    // `check` probes one base URL, the API's: the routes the service serves on another host (the
    // tiles, icons and city list) have none.
    for (const route of routes) {
      const elsewhere = route.contract(contractExamples).host !== undefined;
      expect(route.probes(context).length > 0, route.name).toBe(!elsewhere);
    }
    for (const route of routes) {
      for (const probe of route.probes(context)) {
        const search = probe.query.replace('{lat}', '37.39').replace('{lon}', '-122.08');
        const key = probe.key === 'empty' ? 'appid=' : 'appid=k';
        const answer = endpoint.respond({
          method: 'GET',
          url: `https://api.openweathermap.org${route.examplePath ?? route.path}?${search}${search ? '&' : ''}${key}`,
        });
        if (typeof probe.expect === 'string') {
          expect(answer, probe.name).toMatchObject(errorAnswers[probe.expect]);
        } else {
          expect(answer.status, probe.name).toBe(200);
          expect(probe.expect.issues(JSON.parse(answer.body as string), 'specification'), probe.name).toEqual(
            [],
          );
        }
      }
    }
  });

  it('prints the docs’ route list from the table', () => {
    const list = routeListMarkdown(contractExamples);
    expect(list.split('\n')).toHaveLength(2 + routes.length);
    for (const route of routes) {
      // Cells are padded to their column's width (the formatter's table layout).
      const host = route.contract(contractExamples).host;
      const cells = [`\`GET ${host ?? ''}${route.path}\``, `\`${route.name}\``, route.summary].map((cell) =>
        cell.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      );
      expect(list).toMatch(new RegExp(`\\| ${cells.join(' +\\| ')} +\\|`));
    }
    expect(list).toContain('`zip`, `units`, `lang`, `mode`, `appid`');
  });
});
