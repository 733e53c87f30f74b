// In-process cost of the MSW double: one request through `createWeatherDouble().handlers` against
// the floor, the same request through a bare MSW handler that returns a constant body of the same
// size with the same headers. Both go through msw's getResponse and read the body, so the
// difference is what the double adds: parsing the query, the checks, the record, the serializer,
// the request log. The double's handler matches its route with a string comparison where `http.get`
// runs MSW's path pattern, and repeats an answer from its cache, so it can be faster than the floor.
// Ratio: the double's median latency ÷ the floor's median latency (lower is better; 0.5× = twice as
// fast as the floor). Goal: at most 1×, no slower than a bare MSW handler. (Issue 19's 0.6× held
// while the handler overrode MSW's `run` to skip its request clone and abort signals, 0.25×; since
// issue 37 it is an `http.all` handler, MSW's public API, and pays them as every MSW handler does:
// 0.88×, docs/performance.md.)
import { getResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createWeatherDouble } from 'weather-double/handlers';
import { alternatingRounds, middle } from './rounds.mjs';
import { reportRows, thousands } from './support/report.mjs';

const SERVICE = 'https://api.openweathermap.org/data/2.5/weather';
// A realistic mix: several places and all three unit systems, the real clock (records change every
// 10 minutes and are cached per place and bucket, as in a test suite).
const QUERIES = [
  'zip=94040,us&units=imperial&appid=k',
  'zip=10001&units=metric&appid=k',
  'zip=10115,de&appid=k',
  'zip=2000,au&units=metric&appid=k&lang=en',
  'zip=60601,us&units=imperial&appid=k',
  'zip=75001,fr&units=metric&appid=k',
  'zip=98101&appid=k&mode=json',
  'zip=33101,us&units=imperial&appid=k',
];
const URLS = QUERIES.map((query) => `${SERVICE}?${query}`);

const double = createWeatherDouble({ seed: 1 });
const sample = await (await getResponse(double.handlers, new Request(URLS[0]))).text();
const headers = [
  ['Server', 'openresty'],
  ['Content-Type', 'application/json; charset=utf-8'],
  ['X-Cache-Key', '/data/2.5/weather?units=imperial&zip=94040,us'],
  ['Access-Control-Allow-Origin', '*'],
  ['Access-Control-Allow-Credentials', 'true'],
  ['Access-Control-Allow-Methods', 'GET, POST'],
];
const floor = [http.get(SERVICE, () => new Response(sample, { status: 200, headers }))];

let i = 0;
const next = () => URLS[i++ % URLS.length];
let sink = 0;

const tasks = {
  'floor: bare MSW handler, constant body': async () => {
    const response = await getResponse(floor, new Request(next()));
    sink += (await response.text()).length;
  },
  'createWeatherDouble().handlers': async () => {
    const response = await getResponse(double.handlers, new Request(next()));
    sink += (await response.text()).length;
    if (double.requests.length > 500) double.requests.clear();
  },
};

const { p50: medians, mean: means } = await alternatingRounds(tasks);

// End to end as a test suite asks (issue 25): \`fetch\` through one \`setupServer\`, whose handlers are
// swapped when the task changes (one comparison a request). Goal: the double no slower than the floor.
const intercepting = setupServer();
intercepting.listen({ onUnhandledRequest: 'error' });
let active;
const through = (name, handlers) => async () => {
  if (active !== name) {
    intercepting.resetHandlers(...handlers);
    active = name;
  }
  const response = await fetch(next());
  sink += (await response.text()).length;
  if (double.requests.length > 500) double.requests.clear();
};
const fetchTasks = {
  'fetch + setupServer, bare MSW handler': through('floor', floor),
  'fetch + setupServer, createWeatherDouble().handlers': through('double', double.handlers),
};
const { p50: fetchMedians } = await alternatingRounds(fetchTasks);
intercepting.close();
const rows = Object.keys(tasks).map((name) => ({
  task: name,
  'median (µs)': middle(medians[name]).toFixed(1),
  'mean (µs)': middle(means[name]).toFixed(1),
  'requests/s (from median)': Math.round(1e6 / middle(medians[name])).toLocaleString('en-US'),
}));
console.table(rows);
for (const name of Object.keys(fetchTasks)) {
  console.log(`${name}: median ${middle(fetchMedians[name]).toFixed(1)} µs`);
}
const [floorName, doubleName] = Object.keys(tasks);
const ratio = middle(medians[doubleName]) / middle(medians[floorName]);
console.log(
  `double latency ÷ floor latency (medians of ${medians[floorName].length} alternating rounds): ${ratio.toFixed(2)}×; body ${sample.length} bytes${sink > 0 ? '' : '!'}`,
);
const perSecond = (name) =>
  `${thousands(1e6 / middle(medians[name]))} requests/s (${middle(medians[name]).toFixed(1)} µs)`;
reportRows(import.meta.url, [
  {
    work: 'handlers, one request, vs a bare MSW handler with a constant body',
    figure: perSecond(doubleName),
    floor: perSecond(floorName),
    ratio,
    ratioMeans: "the double's median latency ÷ the bare MSW handler's (lower is better)",
    goal: { at: 'most', value: 1, of: 'ratio' },
  },
  (() => {
    const [bare, ours] = Object.keys(fetchTasks);
    const at = (name) =>
      `${thousands(1e6 / middle(fetchMedians[name]))} requests/s (${middle(fetchMedians[name]).toFixed(1)} µs)`;
    return {
      work: 'handlers end to end (fetch + setupServer) vs a bare MSW handler',
      figure: at(ours),
      floor: at(bare),
      ratio: middle(fetchMedians[ours]) / middle(fetchMedians[bare]),
      ratioMeans: "the double's median latency ÷ the bare MSW handler's, through fetch (lower is better)",
      goal: { at: 'most', value: 1, of: 'ratio' },
    };
  })(),
]);
