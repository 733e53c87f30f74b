// In-process cost of the client: `fetchCurrentWeather` against the floor, the least any client of
// the service does with the same answer (call fetch, read the body, JSON.parse it). Both use the same
// injected in-memory fetch that answers a realistic record, so the difference is what the client
// adds: checking the options, building the URL, and validating the record with
// `validateWeatherRecord` (tolerant by default, `strict: true` too). Network time, which dominates a
// real call by three orders of magnitude, is left out on purpose. Target: the default client within
// 1.5 times the floor.
import { fetchCurrentWeather, serializeWeatherRecord } from 'weather-double';
import { alternatingRounds, middle } from './rounds.mjs';

const record = {
  coord: { lon: -122.08, lat: 37.39 },
  weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' }],
  base: 'stations',
  main: { temp: 282.55, pressure: 1023, humidity: 100, temp_min: 280.37, temp_max: 284.26 },
  visibility: 10000,
  wind: { speed: 1.5, deg: 350 },
  clouds: { all: 1 },
  dt: 1560350645,
  sys: { type: 1, id: 5122, message: 0.0139, country: 'US', sunrise: 1560343627, sunset: 1560396563 },
  id: 0,
  name: 'Mountain View',
  cod: 200,
};
const body = serializeWeatherRecord(record);
const headers = { 'Content-Type': 'application/json; charset=utf-8' };
const fetch = async () => new Response(body, { status: 200, headers });
const URL_ = 'https://api.openweathermap.org/data/2.5/weather?zip=94040,us&appid=k&units=imperial';

let sink = 0;
const tasks = {
  'floor: fetch + text + JSON.parse': async () => {
    const response = await fetch(URL_, { headers: { Accept: 'application/json' } });
    sink += JSON.parse(await response.text()).dt;
  },
  'fetchCurrentWeather (default, tolerant)': async () => {
    sink += (await fetchCurrentWeather({ zip: '94040,us', appid: 'k', units: 'imperial', fetch })).dt;
  },
  'fetchCurrentWeather (strict: true)': async () => {
    sink += (
      await fetchCurrentWeather({ zip: '94040,us', appid: 'k', units: 'imperial', fetch, strict: true })
    ).dt;
  },
};

const { p50: medians } = await alternatingRounds(tasks);
console.table(
  Object.keys(tasks).map((name) => ({
    task: name,
    'median (µs)': middle(medians[name]).toFixed(2),
    'calls/s (from median)': Math.round(1e6 / middle(medians[name])).toLocaleString('en-US'),
  })),
);
const [floorName, clientName, strictName] = Object.keys(tasks);
const ratio = middle(medians[clientName]) / middle(medians[floorName]);
const strictRatio = middle(medians[strictName]) / middle(medians[floorName]);
console.log(
  `client / floor (median latency, median of ${medians[floorName].length} alternating rounds): ${ratio.toFixed(2)}x (target <= 1.5x) ${ratio <= 1.5 ? 'OK' : 'ABOVE TARGET'}; strict ${strictRatio.toFixed(2)}x; body ${body.length} bytes${sink > 0 ? '' : '!'}`,
);
