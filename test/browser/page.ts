// The browser test's page, bundled by esbuild for the browser (platform browser, nothing external):
// the "In the browser" recipe of docs/handlers-and-scenarios.md (mocks.ts), started as an app would start it, plus a small
// API the test drives through Playwright.
import { fetchCurrentWeather, validateWeatherRecord, WeatherApiError } from 'weather-double';
import { loadPlaceData } from 'weather-double/places';
import { double, worker } from './mocks.js';

/** What a fetch from the page saw. */
export interface PageAnswer {
  status: number;
  headers: [string, string][];
  body: string;
  /** `validateWeatherRecord` run in the page on the body, when it is JSON. */
  valid: boolean;
}

/** The scenarios the test switches on, by name. */
export type PageScenario = 'notFound' | 'unauthorized';

/** The page's API, on `window.weatherPage`. */
export interface WeatherPage {
  /** Resolves when the service worker is active and intercepting. */
  started: Promise<true>;
  fetchWeather(url: string): Promise<PageAnswer>;
  /** `fetchCurrentWeather` in the page: the record's name, or the `WeatherApiError`'s status and message. */
  callClient(zip: string): Promise<{ name: string } | { status: number; serviceMessage: string | undefined }>;
  use(scenario: PageScenario): void;
  reset(): void;
  requests(): { url: string; status: number; scenario: string | null }[];
}

declare global {
  interface Window {
    weatherPage: WeatherPage;
  }
}

window.weatherPage = {
  // The place data first (docs/locations.md: the app serves the package's dist/data/places.bin), then
  // the worker, which would otherwise see the data's fetch as an unhandled request.
  started: loadPlaceData('/places.bin')
    .then(() =>
      worker.start({
        serviceWorker: { url: '/mockServiceWorker.js' },
        onUnhandledRequest: 'error',
        quiet: true,
      }),
    )
    .then(() => true as const),
  async fetchWeather(url) {
    const response = await fetch(url);
    const body = await response.text();
    let valid = false;
    try {
      valid = validateWeatherRecord(JSON.parse(body)).ok;
    } catch {}
    return { status: response.status, headers: [...response.headers], body, valid };
  },
  async callClient(zip) {
    try {
      const record = await fetchCurrentWeather({ zip, appid: 'test-key', units: 'metric' });
      return { name: record.name };
    } catch (error) {
      if (error instanceof WeatherApiError)
        return { status: error.status, serviceMessage: error.serviceMessage };
      throw error;
    }
  },
  use(scenario) {
    worker.use(double.scenarios[scenario]());
  },
  reset() {
    worker.resetHandlers();
    double.requests.clear();
  },
  requests: () => double.requests.map(({ url, status, scenario }) => ({ url, status, scenario })),
};
