// Every route of the table is in the golden corpus, from its row alone: the corpus's table section
// (the passes labelled `table …`, recorded by `recordTable` of scripts/golden-answers.mjs from what
// each row declares) must hold, for each route, at least the answers below. The floor is what those
// requests give any row that has a contract and probes, so a new route (its folder and its row)
// meets it after `npm run golden:update` with no edit of the script; a route left out of the
// recording, or a row whose requests stopped reaching its answers, fails here by name.
//   - a 200 in each unit system (`units` absent or unknown is standard), when its contract documents
//     a 200 and `units` (one 200 without `units`), and a 200 in each format of its `modes`;
//   - its own 401 (the key), 414 (the target's length), and a 400 or 404 when it documents one;
//   - a 429 and a 500 (what the core answers for it under the quota, faults and scenarios).
// "Its own": an answer of the route itself, not of a scenario or a fault. A route whose path is a
// template (the map tiles, the icons) is asked at one path its template fills in the table section,
// so the errors of other paths (a zoom out of range, an icon the service has not) come from its own
// section (`recordMaps`); a route that needs no key has no 401.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { contractExamples } from '../../src/routes/examples.js';
import type { Route } from '../../src/routes/route.js';
import { isPathTemplate } from '../../src/routes/route-path.js';
import { routeAt, routes } from '../../src/routes/table.js';
import { PARAMETERS, UNIT_SYSTEMS } from '../../src/service/vocabulary.js';

const CORPUS = new URL('./answers.jsonl.gz', import.meta.url);

/** One recorded answer, as far as the floor reads it. */
interface Recorded {
  readonly label: string;
  readonly url?: string;
  readonly target?: string;
  readonly answer: { readonly status?: number };
  readonly logged: { readonly scenario: string | null; readonly fault: string | null } | null;
}

/** An answer of the table section, by route: its status, query and whether it is the route's own. */
interface Answer {
  readonly status: number | undefined;
  readonly query: URLSearchParams;
  readonly own: boolean;
}

function tableAnswers(): Map<Route, Answer[]> {
  const byRoute = new Map<Route, Answer[]>(routes.map((route) => [route, []]));
  const lines = gunzipSync(readFileSync(CORPUS)).toString('utf8').split('\n');
  for (const line of lines) {
    if (line === '') continue;
    const entry = JSON.parse(line) as Recorded;
    const url = new URL(entry.url ?? entry.target ?? '', 'http://127.0.0.1');
    const route = routeAt(url.pathname);
    if (route === undefined) continue;
    if (!entry.label.startsWith('table ') && !isPathTemplate(route.path)) continue;
    byRoute.get(route)?.push({
      status: entry.answer.status,
      query: url.searchParams,
      own: !entry.logged?.scenario && !entry.logged?.fault,
    });
  }
  return byRoute;
}

/** What the floor asks of one route that its answers lack, each in a few words. */
function missing(route: Route, answers: readonly Answer[]): string[] {
  const { parameters, responses } = route.contract(contractExamples);
  const documented = new Set(responses.map((response) => response.status));
  const own = answers.filter((answer) => answer.own);
  const has = (status: number, also: (query: URLSearchParams) => boolean = () => true) =>
    own.some((answer) => answer.status === status && also(answer.query));
  const lacks: string[] = [];
  if (documented.has(200)) {
    const json = (query: URLSearchParams) => !query.has(PARAMETERS.mode);
    const readsUnits = parameters.some((parameter) => parameter.name === PARAMETERS.units);
    for (const system of readsUnits ? UNIT_SYSTEMS : []) {
      const inSystem = (query: URLSearchParams) => {
        const units = query.get(PARAMETERS.units) ?? '';
        return ((UNIT_SYSTEMS as readonly string[]).includes(units) ? units : 'standard') === system;
      };
      if (!has(200, (query) => json(query) && inSystem(query))) lacks.push(`a 200 in ${system} units`);
    }
    if (!readsUnits && !has(200, json)) lacks.push('a 200');
    for (const mode of Object.keys(route.modes ?? {})) {
      if (!has(200, (query) => query.get(PARAMETERS.mode) === mode)) lacks.push(`a 200 with mode=${mode}`);
    }
  }
  if (!route.keyless && !has(401)) lacks.push('its 401 (no key)');
  if (!has(414)) lacks.push('its 414 (a target over the limit)');
  if ((documented.has(400) || documented.has(404)) && !has(400) && !has(404)) lacks.push('its 400 or 404');
  for (const status of [429, 500]) {
    if (!answers.some((answer) => answer.status === status)) lacks.push(`a ${status} (scenario or fault)`);
  }
  return lacks;
}

it('holds, for every route of the table, its answers from the row', { timeout: 60_000 }, () => {
  const byRoute = tableAnswers();
  const problems = routes.flatMap((route) => {
    const lacks = missing(route, byRoute.get(route) ?? []);
    return lacks.length === 0 ? [] : [`${route.name} (GET ${route.path}) lacks ${lacks.join(', ')}`];
  });
  const help = [
    'in the table section of test/golden/answers.jsonl.gz:',
    ...problems,
    'Run `npm run golden:update` (scripts/golden-answers.mjs records every row of src/routes/table.ts',
    "from its contract's examples and parameters and its probes) and commit the corpus in a commit of",
    'its own. If that is not enough, the row declares too little: a contract example or probe that',
    'answers 200 (the base of its requests), its `units` parameter, its `modes`.',
  ].join('\n');
  expect(problems, help).toEqual([]);
});
