// The dashboard of `weather-double serve` (issue 39) in the two engines besides Chromium: Firefox
// (Debian's firefox-esr, over WebDriver BiDi) and WebKit, Safari's engine (Debian's WebKitGTK
// under WebKitWebDriver, on an Xvfb display). In each, as a user does it, with clicks and keys:
// a request made by the test appears live with its key masked; a scenario added on the page
// answers the next request; the clock moved on the page moves `dt`; the charts hold the forecast's
// values. test/browser/dashboard.test.ts covers the rest in Chromium (the answer's bytes, the
// filters, dropping and resetting, keyboard and axe).
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { describeWithProgram } from '../support/system-program.js';
import { type EnginePage, openFirefox, openWebKit } from './engines.js';

const NOW = Date.UTC(2024, 5, 1, 12, 3, 7);
const SECRET = 'secret-key-5678';

/** A button by its text, as a user finds it. */
const button = (text: string) => `//button[normalize-space()="${text}"]`;
/** A form control by its label's text. */
const labelled = (text: string) => `//*[@id=//label[normalize-space()="${text}"]/@for]`;

function dashboardIn(open: () => Promise<EnginePage>): void {
  let server: WeatherServer;
  let page: EnginePage;
  const ask = (path: string) => fetch(`${server.url}${path}`);
  const view = async (name: string) => {
    await page.open(`${server.url}/__weather-double/ui#${name}`);
    await page.waitFor(`document.querySelector('body[data-ready][data-view="${name}"]')`);
  };

  beforeAll(async () => {
    server = await startWeatherServer({ port: 0, seed: 1, now: () => NOW });
    page = await open();
  }, 60_000);
  beforeEach(async () => {
    await fetch(`${server.url}/__weather-double/reset`, { method: 'POST' });
  });
  afterAll(async () => {
    await page?.close();
    await server?.close();
  });

  it('shows a request the test makes, live, with the key masked', async () => {
    await view('requests');
    // A figure for docs/dashboard.md, not an assertion: this machine is shared.
    const drawn = await page.evaluate<string>('document.body.dataset.ready');
    console.log(`[dashboard] ${page.version}: first view drawn ${drawn} ms after navigation started`);
    await page.waitFor(`document.body.textContent.includes('Live: new requests appear')`);
    expect((await ask(`/data/2.5/weather?zip=94040,us&units=metric&appid=${SECRET}`)).status).toBe(200);
    const firstRow = `[...document.querySelectorAll('table.requests tbody tr:first-child td')].map((td) => td.textContent)`;
    await page.waitFor(`${firstRow}[3] === 'weather'`);
    expect(await page.evaluate<string[]>(firstRow)).toEqual([
      expect.stringMatching(/^#\d+$/),
      '12:03:07',
      'GET',
      'weather',
      'zip=94040,us&units=metric&appid=***',
      '200',
      'answered',
      expect.stringMatching(/^\d+\.\d$/),
    ]);
    expect(await page.evaluate<string>('document.documentElement.outerHTML')).not.toContain(SECRET);
  });

  it('adds a scenario from the page that answers the next request', async () => {
    await view('scenarios');
    await page.select(labelled('Scenario'), 'rateLimited');
    await page.type(labelled('Times'), '1');
    await page.select(labelled('Route'), 'weather');
    await page.type(labelled('Location'), 'zip=94040,us');
    await page.click(button('Add'));
    await page.waitFor(`document.querySelector('ul.scenarios li')?.textContent.includes('rateLimited')`);
    expect((await ask('/data/2.5/weather?zip=94040,us&appid=k')).status).toBe(429);
    expect((await ask('/data/2.5/weather?zip=94040,us&appid=k')).status).toBe(200);
  });

  it('moves the clock from the page, and the answers’ dt with it', async () => {
    const dt = async () =>
      ((await (await ask('/data/2.5/weather?zip=94040,us&appid=k')).json()) as { dt: number }).dt;
    const before = await dt();
    await view('clock');
    await page.waitFor(`document.querySelector('output.now[data-now]')`);
    await page.click(button('Freeze'));
    await page.waitFor(`document.body.textContent.includes('Frozen.')`);
    await page.click(button('+1 day'));
    await page.waitFor(`document.body.textContent.includes('Moved on a day.')`);
    expect(await dt()).toBe(before + 86_400);
    expect(await page.evaluate<string>(`document.querySelector('output.now').textContent`)).toBe(
      '2024-06-02T12:03:07Z',
    );
  });

  it('charts a place’s forecast with the values of the route’s answer', async () => {
    await view('place');
    await page.type(labelled('Place: a name, a postal code or coordinates'), '94040,US');
    await page.click(button('Search'));
    await page.waitFor(`document.querySelector('body[data-place-shown]')`);
    const place = (await (await ask('/geo/1.0/zip?zip=94040,US&appid=k')).json()) as {
      lat: number;
      lon: number;
    };
    const forecast = (await (
      await ask(`/data/2.5/forecast?lat=${place.lat}&lon=${place.lon}&units=metric&appid=k`)
    ).json()) as { list: { dt: number; main: { temp: number; feels_like: number } }[] };
    expect(
      await page.evaluate(
        `window.weatherDashboard.charts.get('forecast-temperature').data.map((series) => [...series])`,
      ),
    ).toEqual([
      forecast.list.map((item) => item.dt),
      forecast.list.map((item) => item.main.temp),
      forecast.list.map((item) => item.main.feels_like),
    ]);
  });
}

describeWithProgram('firefox-esr', 'firefox-esr', 'the dashboard in Firefox', () => dashboardIn(openFirefox));

describeWithProgram(
  'WebKitWebDriver',
  'webkit2gtk-driver xvfb',
  'the dashboard in WebKit (Safari’s engine)',
  () => dashboardIn(openWebKit),
  ['sh', '-c', 'command -v WebKitWebDriver && command -v Xvfb'],
);
