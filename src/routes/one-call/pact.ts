/**
 * One Call 3.0's Pact interactions and body function (see `../pact-types.ts`): examples computed by
 * the examples' generator, so they are the double's own answers and the pact never changes.
 * @internal
 */
import type { airPollutionMethods } from '../air-pollution/generate.js';
import { latitudeOutOfRange, pactBody, type RoutePact } from '../pact-types.js';
import type { oneCallMethods } from './generate.js';
import type { OneCallAnswer } from './types.js';

/** The generator methods the examples are computed with. @internal */
export type PactExamples = ReturnType<typeof oneCallMethods> & ReturnType<typeof airPollutionMethods>;

/** London, where the One Call and air pollution examples are. @internal */
export const PACT_LONDON = { lat: 51.5085, lon: -0.1257 } as const;
/** The provider state of every One Call and air pollution answer. @internal */
export const PACT_WEATHER_STATE = 'the weather is reported at coordinates 51.5085,-0.1257';
/** The keys the service sends only sometimes: when gusty, while it rains or snows, when there are alerts. @internal */
export const SOMETIMES_SENT = ['wind_gust', 'rain', 'snow', 'alerts'] as const;

/** The London examples' coordinates as a request writes them. @internal */
export const LONDON_QUERY = { lat: '51.5085', lon: '-0.1257' };

/**
 * A 200 interaction of the One Call set at London (`query`: what the request adds to the
 * coordinates), its example computed by the examples' generator and the keys the service sends
 * only sometimes left unpinned.
 * @internal
 */
export function londonInteraction<K extends string, G>(
  key: K,
  description: string,
  query: Readonly<Record<string, string>>,
  answer: { readonly schema: string; readonly exampleFrom: (generator: G) => unknown },
) {
  return {
    sets: ['oneCallInteractions'],
    key,
    description,
    states: [PACT_WEATHER_STATE],
    query: { ...LONDON_QUERY, ...query },
    answer: { status: 200, schema: answer.schema, exampleFrom: answer.exampleFrom, unpinned: SOMETIMES_SENT },
  } as const;
}

/** @internal */
export const oneCallPact = {
  interactions: [
    londonInteraction(
      'oneCallDaily',
      'a One Call request for London in metric units, current and daily',
      { units: 'metric', exclude: 'minutely,hourly' },
      {
        schema: 'OneCall',
        exampleFrom: (generator: PactExamples) =>
          generator.oneCall(PACT_LONDON, { units: 'metric', exclude: ['minutely', 'hourly'] }),
      },
    ),
    londonInteraction(
      'oneCallHourly',
      'a One Call request for London, minutely and hourly',
      { exclude: 'current,daily' },
      {
        schema: 'OneCall',
        exampleFrom: (generator: PactExamples) =>
          generator.oneCall(PACT_LONDON, { exclude: ['current', 'daily'] }),
      },
    ),
    {
      sets: ['oneCallInteractions'],
      key: 'oneCallUnauthorized',
      description: 'a One Call request without an API key',
      states: ['an API key is required'],
      query: LONDON_QUERY,
      appid: 'empty',
      answer: {
        status: 401,
        error: {
          cod: 401,
          message:
            'Please note that using One Call 3.0 requires a separate subscription to the One Call by Call plan. Learn more here https://openweathermap.org/price. If you have a valid subscription to the One Call by Call plan, but still receive this error, then please see https://openweathermap.org/faq#error401 for more info.',
        },
      },
    },
    {
      sets: ['oneCallInteractions'],
      key: 'oneCallWrongLatitude',
      description: 'a One Call request at a latitude outside -90..90',
      ...latitudeOutOfRange,
    },
  ],
  bodies: { oneCallBody: pactBody<OneCallAnswer>({ schema: 'OneCall', unpinned: SOMETIMES_SENT }) },
} as const satisfies RoutePact;

/** @internal */
export const oneCallTimemachinePact = {
  interactions: [
    {
      sets: ['oneCallInteractions'],
      key: 'timemachine',
      description: 'a One Call timemachine request for Warsaw at 2022-02-26 15:22:56 UTC',
      states: [PACT_WEATHER_STATE],
      query: { lat: '52.2297', lon: '21.0122', dt: '1645888976' },
      answer: {
        status: 200,
        schema: 'OneCallTimemachine',
        exampleFrom: (generator: PactExamples) =>
          generator.oneCallTimemachine({ lat: 52.2297, lon: 21.0122 }, { dt: 1645888976 }),
        unpinned: SOMETIMES_SENT,
      },
    },
  ],
} as const satisfies RoutePact;
