import type { WeatherDoubleOptions } from '../src/core/index.js';
import { type PlaywrightWeatherDouble, type RouteTarget, routeWeather } from './double.js';

/**
 * What the `weather` fixture reads from the test's other fixtures: Playwright Test's `page`, and
 * the `weatherOptions` option.
 *
 * @example
 * ```ts
 * const args: WeatherFixtureArgs = { page, weatherOptions: { seed: 1 } };
 * ```
 */
export interface WeatherFixtureArgs {
  page: RouteTarget;
  weatherOptions: WeatherDoubleOptions;
}

/**
 * The fixtures of {@link weatherFixtures}, as Playwright Test's `test.extend` takes them: the
 * `weatherOptions` option (set it with `test.use({ weatherOptions: { … } })` or in the config's
 * `use`) and the `weather` fixture (the page's double, routed before the test and unrouted after it).
 *
 * @example
 * ```ts
 * import { test as base } from '@playwright/test';
 * import { type PlaywrightWeatherDouble, weatherFixtures } from 'weather-double/playwright';
 * import type { WeatherDoubleOptions } from 'weather-double/handlers';
 *
 * export const test = base.extend<{ weather: PlaywrightWeatherDouble; weatherOptions: WeatherDoubleOptions }>(
 *   weatherFixtures,
 * );
 * ```
 */
export interface WeatherTestFixtures {
  weatherOptions: [WeatherDoubleOptions, { option: true }];
  weather: (
    args: WeatherFixtureArgs,
    use: (double: PlaywrightWeatherDouble) => Promise<void>,
  ) => Promise<void>;
}

/**
 * A Playwright Test fixture, built on {@link routeWeather}, for `test.extend`: each test gets
 * `weather`, the double behind its `page`'s requests to the service (scenarios, `use()`, the request
 * log), routed before the test and unrouted after it; `weatherOptions` (an option fixture, default
 * `{}`) are the double's options. The package does not import `@playwright/test`: the object is
 * typed by the shape `test.extend` takes.
 *
 * @default weatherOptions: {} (the double's defaults)
 * @example
 * ```ts
 * import { test as base, expect } from '@playwright/test';
 * import { type PlaywrightWeatherDouble, weatherFixtures } from 'weather-double/playwright';
 * import type { WeatherDoubleOptions } from 'weather-double/handlers';
 *
 * const test = base.extend<{ weather: PlaywrightWeatherDouble; weatherOptions: WeatherDoubleOptions }>(
 *   weatherFixtures,
 * );
 * test.use({ weatherOptions: { seed: 1 } });
 *
 * test('retries twice, then shows the weather', async ({ page, weather }) => {
 *   weather.use(weather.scenarios.sequence(['serverError', 'serverError']));
 *   await page.goto('/');
 *   await expect(page.getByText('Mountain View')).toBeVisible();
 *   expect(weather.requests.map((r) => r.status)).toEqual([500, 500, 200]);
 * });
 * ```
 */
export const weatherFixtures: WeatherTestFixtures = {
  weatherOptions: [{}, { option: true }],
  async weather({ page, weatherOptions }, use) {
    const double = await routeWeather(page, weatherOptions);
    try {
      await use(double);
    } finally {
      await double.unroute();
    }
  },
};
