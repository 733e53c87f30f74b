// The day summary's, overview's and UV index's types and their JSON Schemas agree (checked by
// vitest's typecheck: `npm run test:types`), and the generator methods return them.
import type { FromSchema } from 'json-schema-to-ts';
import { describe, expectTypeOf, it } from 'vitest';
import type { DaySummaryAnswer, OverviewAnswer, UvIndexItem, WeatherGenerator } from 'weather-double';
import type { daySummarySchema } from '../../src/routes/one-call-day-summary/schema.js';
import type { overviewSchema } from '../../src/routes/one-call-overview/schema.js';
import type { uvIndexSchema } from '../../src/routes/uvi/schema.js';

describe('the types of the day summary, the overview and the UV index come from their schemas', () => {
  it('each answer type is exactly the type its schema describes', () => {
    expectTypeOf<DaySummaryAnswer>().toEqualTypeOf<FromSchema<typeof daySummarySchema>>();
    expectTypeOf<OverviewAnswer>().toEqualTypeOf<FromSchema<typeof overviewSchema>>();
    expectTypeOf<UvIndexItem>().toEqualTypeOf<FromSchema<typeof uvIndexSchema>>();
  });

  it('the generator methods return them', () => {
    expectTypeOf<ReturnType<WeatherGenerator['oneCallDaySummary']>>().toEqualTypeOf<DaySummaryAnswer>();
    expectTypeOf<ReturnType<WeatherGenerator['oneCallOverview']>>().toEqualTypeOf<OverviewAnswer>();
    expectTypeOf<ReturnType<WeatherGenerator['uvIndex']>>().toEqualTypeOf<UvIndexItem>();
  });
});
