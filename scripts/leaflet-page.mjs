// The map recipe of docs/maps.md as a page: Leaflet (from npm, served by the app itself: offline)
// with two OpenWeather layers over the double, temperature (Maps 1.0, `temp_new`) and sea-level
// pressure (Maps 2.0, `APM`), no base map (none is reachable offline). Used by the browser test
// (test/browser/leaflet.test.ts) and by scripts/map-pictures.mjs, which takes the docs' screenshot.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const leaflet = dirname(require.resolve('leaflet/dist/leaflet.js'));

/** The page: a 768 × 512 map of the North Atlantic at zoom 3, the two layers, and `window.mapReady`. */
export const LEAFLET_PAGE = `<!doctype html>
<html>
<head>
  <meta charset="utf-8">
  <title>Weather map</title>
  <link rel="stylesheet" href="/leaflet/leaflet.css">
  <style>body { margin: 0 } #map { width: 768px; height: 512px; background: #1d2733 }</style>
</head>
<body>
  <div id="map"></div>
  <script src="/leaflet/leaflet.js"></script>
  <script>
    const appid = 'test-key';
    const map = L.map('map', { zoomControl: false, attributionControl: false, fadeAnimation: false }).setView([45, -30], 3);
    // crossOrigin: the tiles are read back into a canvas by the test (the double sends CORS headers).
    const temperature = L.tileLayer(
      'https://tile.openweathermap.org/map/temp_new/{z}/{x}/{y}.png?appid=' + appid,
      { crossOrigin: true },
    ).addTo(map);
    const pressure = L.tileLayer(
      'https://maps.openweathermap.org/maps/2.0/weather/APM/{z}/{x}/{y}?appid=' + appid + '&opacity=0.4',
      { crossOrigin: true },
    ).addTo(map);
    const loaded = (layer) => new Promise((resolve) => layer.on('load', resolve));
    window.mapReady = Promise.all([loaded(temperature), loaded(pressure)]).then(() => true);
    window.weatherMap = { map, temperature, pressure };
  </script>
</body>
</html>`;

/** Starts the app on 127.0.0.1 (a free port): the page at `/`, Leaflet's files at `/leaflet/…`. */
export async function startLeafletApp() {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://app').pathname;
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(LEAFLET_PAGE);
      return;
    }
    const file = path.startsWith('/leaflet/') ? path.slice('/leaflet/'.length) : '';
    if (!/^[\w.-]+$/.test(file)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const type = file.endsWith('.css') ? 'text/css' : 'text/javascript';
      response.writeHead(200, { 'content-type': type }).end(readFileSync(join(leaflet, file)));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
