// The published types of `weather-double/pact` are written out (src/pact/public-sets.ts), so its
// declarations stand alone: the route table they come from is internal. These tests keep them
// equal to what the routes' `pact.ts` declare (checked by vitest's typecheck: `npm run test:types`):
// a route's new interaction key, set or body function fails here until the public file names it.
// Both sides are read from src/ (the entry's source), where the record types are one declaration;
// the packaging test compiles the built declarations in a consumer.
import { describe, expectTypeOf, it } from 'vitest';
import type * as pact from '../../src/pact/index.js';
import type { DeclaredBodies, DeclaredSet } from '../../src/pact/sets.js';
import type { PactSetName } from '../../src/routes/pact-types.js';
import type { Forecast, OneCallAnswer } from '../../src/routes/public.js';

type Entry = typeof pact;

describe('the published pact types equal what the route table declares', () => {
  it('every set the routes name is an export of that name, with exactly the declared keys', () => {
    type Published = { [S in PactSetName]: Entry[S] };
    type Declared = { [S in PactSetName]: DeclaredSet<S> };
    expectTypeOf<Published>().toEqualTypeOf<Declared>();
    expectTypeOf<Entry['oneCallInteractions']>().toEqualTypeOf<DeclaredSet<'oneCallInteractions'>>();
    expectTypeOf<keyof Entry['dailyForecastInteractions']>().toEqualTypeOf<
      'dailyMetric' | 'dailyUnauthorized' | 'hourlyMetric' | 'climateMetric'
    >();
  });

  it('every body function the routes declare is an export of that name and signature', () => {
    type Published = { [Name in keyof DeclaredBodies]: Entry[Name] };
    type Declared = { [Name in keyof DeclaredBodies]: DeclaredBodies[Name] };
    expectTypeOf<Published>().toEqualTypeOf<Declared>();
    expectTypeOf<Entry['forecastBody']>().toEqualTypeOf<(example?: Forecast) => unknown>();
    expectTypeOf<Entry['oneCallBody']>().toEqualTypeOf<(example: OneCallAnswer) => unknown>();
  });
});
