import { describe, expect, it } from 'vitest';
import { keyOrderIssues, type OrderIssue, orderOf } from '../../src/answer-schema/index.js';
import { createWeatherEndpoint } from '../../src/core/endpoint.js';
import type { ProbeBody } from '../../src/routes/route.js';
import { routes } from '../../src/routes/table.js';

// Every 200 answer of every route of the table has its keys, at every level, in the order of the
// schema its probes check (`orderOf(probe.expect.schema(shape))`): so a writer that does not take
// its order from the schema (the forecasts' `slotJson` template) fails here when the schema's order
// changes and the template does not. A sample: the probes' requests over places (hot, cold: rain and
// snow slots), units, seeds and clocks (winter and summer).
const ZIPS = ['94040,us', '99701,us', '0150,no', '2000,au'] as const;
const UNITS = ['metric', 'imperial', 'standard'] as const;
const CLOCKS = [Date.parse('2024-01-15T05:00:00Z'), Date.parse('2024-07-03T17:30:00Z')];
const SEEDS = [1, 7, 42];

/** A probe's query in `units`, without its `cnt` (whole answers: the forecasts' 40 and 96 slots). */
const variant = (query: string, units: string) =>
  `${query.replace(/(^|&)(units|cnt)=[^&]*/g, '')}&units=${units}`.replace(/^&/, '');

/** The routes that answer 200 to some of their probes (not the retired One Call 2.5, all 401). */
const answering = routes.filter((route) =>
  route.probes({ zips: [ZIPS[0]] }).some((probe) => typeof probe.expect !== 'string'),
);

describe('the key order of every route answer is its schema’s', () => {
  for (const route of answering) {
    it(route.name, () => {
      const issues: OrderIssue[] = [];
      const seen = new Set<string>();
      let answers = 0;
      for (const seed of SEEDS) {
        for (const at of CLOCKS) {
          const endpoint = createWeatherEndpoint({ seed, now: () => at });
          for (const zip of ZIPS) {
            for (const probe of route.probes({ zips: [zip] })) {
              if (typeof probe.expect === 'string' || probe.key === 'empty') continue;
              const model = probe.expect as ProbeBody;
              for (const units of UNITS) {
                const query = variant(probe.query, units)
                  .replace('{lat}', '64.84')
                  .replace('{lon}', '-147.72');
                const answer = endpoint.respond({
                  method: 'GET',
                  url: `https://api.openweathermap.org${route.examplePath ?? route.path}?${query}&appid=k`,
                });
                if (answer.status !== 200 || typeof answer.body !== 'string') continue;
                answers += 1;
                const body = JSON.parse(answer.body) as unknown;
                // The double writes the weather record in the specification's shape (its default).
                keyOrderIssues(body, orderOf(model.schema('specification')), query, issues);
                for (const key of ['"rain"', '"snow"']) if (answer.body.includes(key)) seen.add(key);
              }
            }
          }
        }
      }
      expect(answers).toBeGreaterThan(0);
      expect(issues).toEqual([]);
      if (route.name === 'forecast' || route.name === 'forecastHourly') {
        // The sample reaches the optional keys of a slot.
        expect([...seen].sort()).toEqual(['"rain"', '"snow"']);
      }
    });
  }
});
