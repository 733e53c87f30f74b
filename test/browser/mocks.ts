// The "In the browser" recipe of docs/handlers-and-scenarios.md (src/mocks/browser.ts there), bundled into the test page.
import { setupWorker } from 'msw/browser';
import { createWeatherDouble } from 'weather-double/handlers';

export const double = createWeatherDouble({ seed: 1, now: () => Date.UTC(2024, 5, 1, 18) });
export const worker = setupWorker(...double.handlers);
