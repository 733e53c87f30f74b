// The generator's public type is written out (each route folder's interface, composed by
// RouteGeneratorMethods), and the generator is assembled from the route table's rows (each row's
// `generate`): the two must be the same methods, with the same types.
import { describe, expectTypeOf, it } from 'vitest';
import type { ForecastMethods, RouteGeneratorMethods, WeatherGenerator } from 'weather-double';
import type { TableGeneratorMethods } from '../../src/routes/table.js';

describe('the generator methods of the routes', () => {
  it('are exactly what the route table’s rows make', () => {
    expectTypeOf<TableGeneratorMethods>().branded.toEqualTypeOf<RouteGeneratorMethods>();
  });

  it('are every method of WeatherGenerator but the records', () => {
    type RouteMethods = Omit<WeatherGenerator, 'seed' | 'shape' | 'record' | 'records'>;
    expectTypeOf<RouteMethods>().branded.toEqualTypeOf<RouteGeneratorMethods>();
    expectTypeOf<WeatherGenerator<'current'>>().toMatchTypeOf<RouteGeneratorMethods>();
    expectTypeOf<RouteGeneratorMethods>().toHaveProperty('oneCallTimemachine');
  });

  it('keep each method’s own type', () => {
    expectTypeOf<WeatherGenerator['forecast']>().toEqualTypeOf<ForecastMethods['forecast']>();
  });
});
