import type { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type {
  AirPollutionAnswer,
  ClimateForecast,
  CurrentWeatherRecord,
  DailyForecast,
  Forecast,
  GeocodedZip,
  HourlyForecast,
  OneCallAnswer,
  OneCallTimemachineAnswer,
  WeatherRecord,
} from '../routes/public.js';
import type { WeatherErrorBody } from '../service/error-answers.js';

/**
 * The consumer name of the shipped pact: this package's client, `fetchCurrentWeather`.
 * @example
 * ```ts
 * new PactV4({ consumer: weatherConsumerName, provider: weatherProviderName });
 * ```
 */
export const weatherConsumerName = 'weather-double-client';
/**
 * The provider name of the shipped pact: use it in your own pacts with this service, so a provider
 * team verifies every consumer's pact under one name.
 * @example
 * ```ts
 * const pact = new PactV4({ consumer: 'my-app', provider: weatherProviderName });
 * ```
 */
export const weatherProviderName = 'current-weather-service';

/**
 * The API key the interactions' example requests carry (`appid` matches any non-empty key); a
 * provider verification swaps in a real one when given `apiKey`.
 * @example
 * ```ts
 * await fetchCurrentWeather({ zip: '94040,us', appid: exampleApiKey, baseUrl: mockServer.url });
 * ```
 */
export const exampleApiKey = 'weather-double-test-key';

/**
 * One ready Pact interaction with the current weather service: the provider states it needs (they
 * hold for the double in its default configuration and for the real service with a valid key, so
 * no state set-up is needed), the request, the response with its body matchers, and the plain
 * example body the mock server answers with.
 *
 * @example
 * ```ts
 * const { request, response } = weatherInteractions.recordImperial;
 * request.query; // { zip: '94040,us', appid: <regex matcher>, units: 'imperial' }
 * ```
 */
export interface WeatherInteraction {
  /** The interaction's description, unique in the pact. */
  readonly description: string;
  /** Provider states, by description; each holds with no set-up. */
  readonly states: readonly string[];
  /** The request the consumer sends. */
  readonly request: {
    readonly method: 'GET';
    readonly path: string;
    /** Query parameters: plain strings match exactly; `appid` matches any non-empty key. */
    readonly query: Readonly<Record<string, string | MatchersV3.Matcher<string>>>;
    readonly headers: Readonly<Record<string, string>>;
  };
  /** The response the provider must give. */
  readonly response: {
    readonly status: number;
    readonly headers: Readonly<Record<string, MatchersV3.Matcher<string>>>;
    /** The body with its Pact matchers (see `weatherRecordBody`, `weatherErrorBody`). */
    readonly body: unknown;
  };
  /** The body the mock server answers with, as plain JSON (what a client gets back). */
  readonly example:
    | WeatherRecord
    | CurrentWeatherRecord
    | WeatherErrorBody
    | GeocodedZip
    | Forecast
    | OneCallAnswer
    | OneCallTimemachineAnswer
    | AirPollutionAnswer
    | DailyForecast
    | HourlyForecast
    | ClimateForecast;
}

/**
 * A set of ready interactions of `weather-double/pact`, by key: `weatherInteractions` is an
 * `InteractionSet<'recordImperial' | 'recordStandard' | …>`.
 * @example
 * ```ts
 * const set: InteractionSet<'notFound'> = weatherInteractions;
 * set.notFound.response.status; // 404
 * ```
 */
export type InteractionSet<Key extends string> = Readonly<Record<Key, WeatherInteraction>>;

/**
 * What `addWeatherInteraction` returns: call `.executeTest(async (mockServer) => …)` on it.
 * @example
 * ```ts
 * const test: WeatherInteractionTest = addWeatherInteraction(pact, weatherInteractions.notFound);
 * await test.executeTest(async (server) => { … });
 * ```
 */
export type WeatherInteractionTest = ReturnType<
  ReturnType<ReturnType<PactV4['addInteraction']>['withRequest']>['willRespondWith']
>;

/**
 * Adds one of `weatherInteractions` (or your own `WeatherInteraction`) to a `PactV4` and returns it,
 * ready for `executeTest`.
 *
 * @param pact - your `PactV4`, whose provider should be `weatherProviderName`.
 * @param interaction - the interaction to add.
 * @example
 * ```ts
 * await addWeatherInteraction(pact, weatherInteractions.recordMetric).executeTest(async (server) => {
 *   const record = await fetchCurrentWeather({ zip: '94040,us', appid: 'k', units: 'metric', baseUrl: server.url });
 *   expect(record.main.temp).toBe(9.4);
 * });
 * ```
 */
export function addWeatherInteraction(pact: PactV4, interaction: WeatherInteraction): WeatherInteractionTest {
  let builder = pact.addInteraction();
  for (const state of interaction.states) builder = builder.given(state);
  const { request, response } = interaction;
  return builder
    .uponReceiving(interaction.description)
    .withRequest(request.method, request.path, (b) => {
      b.query({ ...request.query });
      b.headers({ ...request.headers });
    })
    .willRespondWith(response.status, (b) => {
      b.headers({ ...response.headers });
      b.jsonBody(response.body);
    });
}
