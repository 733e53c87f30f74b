// Rare real variants of the several-cities routes, find, group and box/city (issue 42,
// docs/variants.md): each variant's body through the handlers, changed from the common answer
// exactly as documented, valid by the route's validator with { variants: true } and refused without;
// the same bytes for the same seed; the names exported and accepted by `only`.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { boxCityVariantNames, findVariantNames, groupVariantNames, type VariantName } from 'weather-double';
import { validateBoxCity } from '../../src/routes/box-city/variants.js';
import { validateFind } from '../../src/routes/find/variants.js';
import { validateGroup } from '../../src/routes/group/variants.js';
import { failOnUnhandled } from '../support/msw.js';
import { answerer } from '../support/variants.js';

const NOW = Date.parse('2024-06-01T14:00:00Z');
const BASE = 'https://api.openweathermap.org/data/2.5';

const server = setupServer();
beforeAll(() => server.listen(failOnUnhandled));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Json = Record<string, any>;
type Validate = (body: unknown, options?: { variants?: boolean }) => { ok: boolean };

/** The answer of a fresh double (seed 5, the test clock) to a URL, and its log entry. */
const answer = answerer(server, { now: () => NOW });

interface Case {
  readonly url: string;
  readonly validate: Validate;
  /** What the variant changes, from the common answer to the variant's: the rest is unchanged. */
  readonly expect: (variant: Json, common: Json) => void;
}

const without = (item: Json, key: string) =>
  Object.fromEntries(Object.entries(item).filter(([k]) => k !== key));

const FIND = `${BASE}/find?lat=51.5085&lon=-0.1257&cnt=5&appid=k`;
const GROUP = `${BASE}/group?id=2643743,524901,703448&units=metric&appid=k`;
// Ohio, as the recorded answer without visibility (every item at the 10 km cap at the test clock).
const BOX = `${BASE}/box/city?bbox=-85,40,-83,42,10&appid=k`;

const cases: Record<
  | (typeof findVariantNames)[number]
  | (typeof groupVariantNames)[number]
  | (typeof boxCityVariantNames)[number],
  Case
> = {
  findCountryEmpty: {
    url: FIND,
    validate: validateFind,
    expect: (v, c) => {
      expect(c.list.every((item: Json) => /^[A-Z]{2}$/.test(item.sys.country))).toBe(true);
      expect(v.list.map((item: Json) => item.sys)).toEqual(c.list.map(() => ({ country: '' })));
      expect(v.list.map((item: Json) => without(item, 'sys'))).toEqual(
        c.list.map((item: Json) => without(item, 'sys')),
      );
    },
  },
  findNoWindDeg: {
    url: FIND,
    validate: validateFind,
    expect: (v, c) => {
      expect(v.list[0].wind).toEqual({ speed: c.list[0].wind.speed });
      expect(v.list.slice(1)).toEqual(c.list.slice(1));
    },
  },
  groupNoVisibility: {
    url: GROUP,
    validate: validateGroup,
    expect: (v, c) => {
      expect(c.list.every((item: Json) => typeof item.visibility === 'number')).toBe(true);
      expect(v.list).toEqual(c.list.map((item: Json) => without(item, 'visibility')));
    },
  },
  boxNoVisibility: {
    url: BOX,
    validate: validateBoxCity,
    expect: (v, c) => {
      expect(c.list.length).toBeGreaterThan(1);
      expect(v.list).toEqual(c.list.map((item: Json) => without(item, 'visibility')));
    },
  },
  boxVisibilityMiles: {
    url: BOX,
    validate: validateBoxCity,
    expect: (v, c) => {
      const steps = [
        402, 804, 1207, 1609, 2011, 2414, 2816, 3218, 4023, 4828, 6437, 8046, 9656, 11265, 12874, 14484,
        16093,
      ];
      c.list.forEach((item: Json, index: number) => {
        const miles = v.list[index].visibility;
        expect(steps).toContain(miles);
        if (item.visibility === 10000) expect(miles).toBe(16093);
        expect(without(v.list[index], 'visibility')).toEqual(without(item, 'visibility'));
      });
      expect(v.list.some((item: Json) => item.visibility === 16093)).toBe(true);
    },
  },
};

describe('each find, group and box/city variant through the handlers', () => {
  for (const [name, { url, validate, expect: changed }] of Object.entries(cases)) {
    it(`${name}: the common answer changed as docs/variants.md says, valid with { variants: true }`, async () => {
      const common = await answer({}, url);
      const variant = await answer({ variants: { rate: 1, seed: 1, only: [name as VariantName] } }, url);
      expect(variant.entry.variant).toBe(name);
      expect(validate(JSON.parse(common.body)).ok).toBe(true);
      changed(JSON.parse(variant.body), JSON.parse(common.body));
      expect(validate(JSON.parse(variant.body), { variants: true })).toEqual({ ok: true });
      expect(validate(JSON.parse(variant.body)).ok).toBe(false);
      expect((await answer({ variants: { rate: 1, seed: 1, only: [name as VariantName] } }, url)).body).toBe(
        variant.body,
      );
    });
  }

  it('names every route`s variants, in catalogue order', () => {
    expect([...findVariantNames, ...groupVariantNames, ...boxCityVariantNames]).toEqual(Object.keys(cases));
  });

  it('leaves an empty search, mode=xml and the default answers as they were', async () => {
    const nothing = `${BASE}/find?q=Nowhereville&appid=k`;
    for (const url of [nothing, `${FIND}&mode=xml`, BOX]) {
      const common = (await answer({}, url)).body;
      expect((await answer({ variants: { rate: 0 } }, url)).body).toBe(common);
    }
    const empty = await answer({ variants: { rate: 1 } }, nothing);
    expect(empty.body).toBe((await answer({}, nothing)).body);
    expect(empty.entry.variant).toBeUndefined();
    expect((await answer({ variants: { rate: 1 } }, `${FIND}&mode=xml`)).body).toBe(
      (await answer({}, `${FIND}&mode=xml`)).body,
    );
  });

  it('draws among the route`s own variants with rate 1', async () => {
    for (const [url, names] of [
      [FIND, findVariantNames],
      [GROUP, groupVariantNames],
      [BOX, boxCityVariantNames],
    ] as const) {
      const { entry } = await answer({ variants: { rate: 1, seed: 4 } }, url);
      expect(names as readonly string[]).toContain(entry.variant);
    }
  });
});

describe('the validators of the several-cities routes', () => {
  it('still hold every other rule with { variants: true }', async () => {
    const body = JSON.parse((await answer({ variants: { rate: 1, only: ['findNoWindDeg'] } }, FIND)).body);
    body.list[1].sys.country = 'gb';
    body.list[2].wind = { deg: 40 };
    const result = validateFind(body, { variants: true });
    expect(result.ok ? [] : result.issues.map(({ path }) => path)).toEqual([
      'list[1].sys.country',
      'list[2].wind.speed',
    ]);
    const box = JSON.parse((await answer({}, BOX)).body);
    box.list[0].visibility = 16094;
    expect(validateBoxCity(box, { variants: true }).ok).toBe(false);
  });
});
