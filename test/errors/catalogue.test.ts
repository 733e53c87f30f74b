// The catalogue of misuses: every way of holding the library wrong that it refuses, in one table,
// called through the public entry points ('weather-double', '/handlers', '/server', the
// `weather-double` command). Each is a WeatherDoubleError with a stable code, the path that was wrong,
// and a message saying what was expected and what was given. After the table: nothing is
// half-applied when something is refused.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createWeatherGenerator,
  fetchCurrentWeather,
  serializeWeatherRecord,
  type WeatherRecord,
} from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { generateCommand } from '../../dist/src/cli/generate.js';
import { serveCommand } from '../../dist/src/cli/serve.js';
import { runCli } from '../support/cli.js';
import { caught, expectRefusal, type Refusal } from '../support/errors.js';
import { failOnUnhandled } from '../support/msw.js';

const NOW = Date.UTC(2024, 5, 1, 12);
const TIME =
  'a valid Date or milliseconds since 1970 (a finite number from 600000, 1970-01-01T00:10:00Z, to 4102444799999, before 2100-01-01)';
const BASE_URL =
  "an http(s) URL such as 'http://localhost:8080' (no query or fragment), or '*' for any origin";

// Loosely typed handles: JavaScript callers and JSON input can pass what TypeScript would refuse.
type Loose = (...args: unknown[]) => unknown;
const generator = createWeatherGenerator({ seed: 1, now: () => NOW });
const loose = {
  createWeatherGenerator: createWeatherGenerator as Loose,
  record: generator.record as Loose,
  records: generator.records as Loose,
  createWeatherDouble: createWeatherDouble as Loose,
  startWeatherServer: startWeatherServer as Loose,
  fetchCurrentWeather: fetchCurrentWeather as Loose,
};
const double = createWeatherDouble();
const scenarios = double.scenarios as unknown as Record<string, Loose>;
const cyclic: Record<string, unknown> = { main: {} };
(cyclic.main as Record<string, unknown>).self = cyclic;

/** What the catalogue's cases share: a server holding a port, a directory of --places files. */
interface Context {
  busyPort: number;
  dir: string;
}

interface Case extends Refusal {
  /** The call, as a user writes it. */
  call: string;
  run(context: Context): unknown;
}
interface CliCase {
  argv: string[];
  code: string;
  path: string;
  message: string | ((context: Context) => string);
  exit: number;
}

const CASES: ((context: Context) => Case)[] = [
  // ---- createWeatherGenerator -------------------------------------------------------------------
  () => ({
    call: 'createWeatherGenerator({ sed: 1 })',
    run: () => loose.createWeatherGenerator({ sed: 1 }),
    code: 'INVALID_OPTION',
    path: 'sed',
    message: 'Unknown option sed. Allowed options: seed, now, places, shape.',
  }),
  () => ({
    call: "createWeatherGenerator('x')",
    run: () => loose.createWeatherGenerator('x'),
    code: 'INVALID_OPTION',
    path: 'options',
    message: 'Invalid option options: expected an object with any of seed, now, places, shape, got "x".',
  }),
  () => ({
    call: "createWeatherGenerator({ seed: '1' })",
    run: () => loose.createWeatherGenerator({ seed: '1' }),
    code: 'INVALID_OPTION',
    path: 'seed',
    message: 'Invalid option seed: expected an integer (a safe integer, e.g. 42), got "1".',
  }),
  () => ({
    call: 'createWeatherGenerator({ seed: 1.5 })',
    run: () => loose.createWeatherGenerator({ seed: 1.5 }),
    code: 'INVALID_OPTION',
    path: 'seed',
    message: 'Invalid option seed: expected an integer (a safe integer, e.g. 42), got 1.5.',
  }),
  () => ({
    call: 'createWeatherGenerator({ now: 5 })',
    run: () => loose.createWeatherGenerator({ now: 5 }),
    code: 'INVALID_OPTION',
    path: 'now',
    message:
      'Invalid option now: expected a function returning the time (milliseconds since 1970 or a Date), got 5.',
  }),
  () => ({
    call: 'createWeatherGenerator({ now: () => NaN }).record()',
    run: () => createWeatherGenerator({ now: () => Number.NaN }).record(),
    code: 'INVALID_OPTION',
    path: 'now',
    message: `Invalid option now: expected ${TIME}, got NaN.`,
  }),
  () => ({
    call: 'createWeatherGenerator({ now: () => Infinity }).record()',
    run: () => createWeatherGenerator({ now: () => Number.POSITIVE_INFINITY }).record(),
    code: 'INVALID_OPTION',
    path: 'now',
    message: `Invalid option now: expected ${TIME}, got Infinity.`,
  }),
  () => ({
    call: 'createWeatherGenerator({ places: [] })',
    run: () => loose.createWeatherGenerator({ places: [] }),
    code: 'INVALID_PLACE',
    path: 'places',
    message:
      'Invalid place at places: expected an object mapping "code" or "code,CC" to a place ({ name, country, lat, lon }), got an array of 0.',
  }),
  () => ({
    call: "createWeatherGenerator({ places: { '94040': { lat: 100 } } })",
    run: () => createWeatherGenerator({ places: { '94040': { lat: 100 } } }),
    code: 'INVALID_PLACE',
    path: 'places["94040"].lat',
    message: 'Invalid place at places["94040"].lat: expected a latitude in degrees from -90 to 90, got 100.',
  }),
  () => ({
    call: "createWeatherGenerator({ places: { '94040,us': { name: '' } } })",
    run: () => createWeatherGenerator({ places: { '94040,us': { name: '' } } }),
    code: 'INVALID_PLACE',
    path: 'places["94040,us"].name',
    message: 'Invalid place at places["94040,us"].name: expected a non-empty string, got "".',
  }),
  () => ({
    call: "createWeatherGenerator({ places: { '94040': { population: 5 } } })",
    run: () => loose.createWeatherGenerator({ places: { '94040': { population: 5 } } }),
    code: 'INVALID_PLACE',
    path: 'places["94040"].population',
    message:
      'Invalid place at places["94040"].population: expected one of the fields name, country, lat, lon, got an unknown field "population".',
  }),
  () => ({
    call: "createWeatherGenerator({ places: { 'not a zip!': { name: 'X' } } })",
    run: () => createWeatherGenerator({ places: { 'not a zip!': { name: 'X' } } }),
    code: 'INVALID_PLACE',
    path: 'places["not a zip!"]',
    message:
      'Invalid place at places["not a zip!"]: expected a key "code" or "code,CC" (1 to 12 letters, digits, spaces or hyphens; CC two letters), got "not a zip!".',
  }),
  () => ({
    call: 'createWeatherGenerator({ places: JSON.parse(\'{"__proto__":{"name":"X"}}\') })',
    run: () => createWeatherGenerator({ places: JSON.parse('{"__proto__":{"name":"X"}}') }),
    code: 'INVALID_PLACE',
    path: 'places["__proto__"]',
    message:
      'Invalid place at places["__proto__"]: expected a postal code key "code" or "code,CC", got the prototype-polluting key "__proto__".',
  }),
  () => ({
    call: 'createWeatherGenerator({ places: JSON.parse(\'{"94040":{"__proto__":{"x":1}}}\') })',
    run: () => createWeatherGenerator({ places: JSON.parse('{"94040":{"__proto__":{"x":1}}}') }),
    code: 'INVALID_PLACE',
    path: 'places["94040"].__proto__',
    message:
      'Invalid place at places["94040"].__proto__: expected one of the fields name, country, lat, lon, got the prototype-polluting key "__proto__".',
  }),
  // ---- generator.record / generator.records -----------------------------------------------------
  () => ({
    call: "generator.record({ zipp: '1' })",
    run: () => loose.record({ zipp: '1' }),
    code: 'INVALID_OPTION',
    path: 'zipp',
    message: 'Unknown option zipp. Allowed options: zip, lat, lon, q, id, units, at, overrides, unchecked.',
  }),
  () => ({
    call: "generator.record({ units: 'kelvin' })",
    run: () => loose.record({ units: 'kelvin' }),
    code: 'INVALID_OPTION',
    path: 'units',
    message: 'Invalid option units: expected one of "standard", "metric", "imperial", got "kelvin".',
  }),
  () => ({
    call: "generator.record({ zip: '' })",
    run: () => generator.record({ zip: '' }),
    code: 'INVALID_OPTION',
    path: 'zip',
    message: 'Invalid option zip: expected a postal code "code" or "code,CC" such as "94040,us", got "".',
  }),
  () => ({
    call: "generator.record({ zip: '94040', q: 'London' })",
    run: () => generator.record({ zip: '94040', q: 'London' }),
    code: 'INVALID_OPTION',
    path: 'location',
    message:
      "Invalid option location: expected one of { zip: '94040,us' }, { lat: 37.39, lon: -122.08 }, { q: 'London,GB' }, { id: 2643743 } (exactly one form), got an object.",
  }),
  () => ({
    call: 'generator.record({ lat: 91, lon: 0 })',
    run: () => generator.record({ lat: 91, lon: 0 }),
    code: 'INVALID_OPTION',
    path: 'lat',
    message: 'Invalid option lat: expected a latitude in degrees from -90 to 90, got 91.',
  }),
  () => ({
    call: "generator.record({ q: 'Nowhereville' })",
    run: () => generator.record({ q: 'Nowhereville' }),
    code: 'INVALID_ARGUMENT',
    path: 'q',
    message:
      'No city is named "Nowhereville": the place data (GeoNames cities of at least 1000 inhabitants) has none. Use coordinates ({ lat, lon }) or a postal code instead.',
  }),
  () => ({
    call: "generator.record({ zip: '00000' })",
    run: () => generator.record({ zip: '00000' }),
    code: 'INVALID_ARGUMENT',
    path: 'zip',
    message:
      'No place has the postal code "00000": a code of only zeros (such as 00000) never exists. To make it exist, pin it: createWeatherGenerator({ places: { "00000": { name: \'Springfield\', lat: 39.8, lon: -89.65 } } }).',
  }),
  () => ({
    call: "generator.record({ at: 'yesterday' })",
    run: () => loose.record({ at: 'yesterday' }),
    code: 'INVALID_OPTION',
    path: 'at',
    message: `Invalid option at: expected ${TIME}, got "yesterday".`,
  }),
  () => ({
    call: 'generator.record({ overrides: { main: { humidity: 150 } } })',
    run: () => generator.record({ overrides: { main: { humidity: 150 } } }),
    code: 'INVALID_OVERRIDE',
    path: 'main.humidity',
    message: 'Invalid override at main.humidity: expected an integer from 0 to 100, got 150.',
  }),
  () => ({
    call: "generator.record({ overrides: { main: { temp: 'warm' } } })",
    run: () => loose.record({ overrides: { main: { temp: 'warm' } } }),
    code: 'INVALID_OVERRIDE',
    path: 'main.temp',
    message: 'Invalid override at main.temp: expected a number from -130 to 340, got "warm".',
  }),
  () => ({
    call: 'generator.record({ overrides: { weather: [{ id: 800 }], clouds: { all: 50 } } })',
    run: () => generator.record({ overrides: { weather: [{ id: 800 }], clouds: { all: 50 } } }),
    code: 'INVALID_OVERRIDE',
    path: 'clouds.all',
    message:
      'Invalid override at clouds.all: expected an integer from 0 to 10 for condition 800 (clear sky), got 50.',
  }),
  () => ({
    call: 'generator.record({ overrides: { weather: [{ id: 999 }] } })',
    run: () => generator.record({ overrides: { weather: [{ id: 999 }] } }),
    code: 'INVALID_OVERRIDE',
    path: 'weather[0].id',
    message: 'Invalid override at weather[0].id: expected an integer from 200 to 804, got 999.',
  }),
  () => ({
    call: 'generator.record({ overrides: { main: { feels_like: 1 } } })',
    run: () => loose.record({ overrides: { main: { feels_like: 1 } } }),
    code: 'INVALID_OVERRIDE',
    path: 'main.feels_like',
    message:
      'Invalid override at main.feels_like: expected a field of main (temp, pressure, humidity, temp_min, temp_max), got the unknown key "feels_like".',
  }),
  () => ({
    call: 'generator.record({ overrides: 5 })',
    run: () => loose.record({ overrides: 5 }),
    code: 'INVALID_OVERRIDE',
    path: 'overrides',
    message: 'Invalid override at overrides: expected an object of record fields, got 5.',
  }),
  () => ({
    call: 'generator.record({ overrides: JSON.parse(\'{"__proto__":{"x":1}}\') })',
    run: () => generator.record({ overrides: JSON.parse('{"__proto__":{"x":1}}') }),
    code: 'INVALID_OVERRIDE',
    path: '__proto__',
    message:
      'Invalid override at __proto__: expected a field of the weather record, got the prototype-polluting key "__proto__".',
  }),
  () => ({
    call: "generator.record({ unchecked: 'yes' })",
    run: () => loose.record({ unchecked: 'yes' }),
    code: 'INVALID_OPTION',
    path: 'unchecked',
    message: 'Invalid option unchecked: expected true or false, got "yes".',
  }),
  () => ({
    call: 'generator.record({ unchecked: true, overrides: cyclic })',
    run: () => generator.record({ unchecked: true, overrides: cyclic }),
    code: 'INVALID_OVERRIDE',
    path: 'main.self',
    message:
      'Invalid override at main.self: expected a tree of plain values, got an object that contains itself.',
  }),
  () => ({
    call: 'generator.records(0)',
    run: () => generator.records(0),
    code: 'INVALID_ARGUMENT',
    path: 'count',
    message: 'Invalid argument count: expected an integer from 1 to 100000, got 0.',
  }),
  () => ({
    call: 'generator.records(100001)',
    run: () => generator.records(100_001),
    code: 'INVALID_ARGUMENT',
    path: 'count',
    message: 'Invalid argument count: expected an integer from 1 to 100000, got 100001.',
  }),
  () => ({
    call: "generator.records('3')",
    run: () => loose.records('3'),
    code: 'INVALID_ARGUMENT',
    path: 'count',
    message: 'Invalid argument count: expected an integer from 1 to 100000, got "3".',
  }),
  () => ({
    call: 'serializeWeatherRecord(null)',
    run: () => serializeWeatherRecord(null as unknown as WeatherRecord),
    code: 'INVALID_ARGUMENT',
    path: 'record',
    message: 'serializeWeatherRecord expects a weather record object, got null.',
  }),
  // ---- fetchCurrentWeather ----------------------------------------------------------------------
  () => ({
    call: "fetchCurrentWeather({ zip: '94040', appid: 'k', baseUrl: 'not a url' })",
    run: () => fetchCurrentWeather({ zip: '94040', appid: 'k', baseUrl: 'not a url' }),
    code: 'INVALID_OPTION',
    path: 'baseUrl',
    message:
      'Invalid option baseUrl: expected an absolute http(s) URL such as "https://api.openweathermap.org", got "not a url".',
  }),
  () => ({
    call: "fetchCurrentWeather({ zip: 94040, appid: 'k' })",
    run: () => loose.fetchCurrentWeather({ zip: 94040, appid: 'k' }),
    code: 'INVALID_OPTION',
    path: 'zip',
    message: 'Invalid option zip: expected a postal code string such as "94040,us", got 94040.',
  }),
  // ---- createWeatherDouble and its scenarios ----------------------------------------------------
  () => ({
    call: "createWeatherDouble({ colour: 'red' })",
    run: () => loose.createWeatherDouble({ colour: 'red' }),
    code: 'INVALID_OPTION',
    path: 'colour',
    message:
      'Unknown option colour. Allowed options: baseUrl, seed, now, apiKeys, places, notFound, shape, fixtures, plans, quota, faults, latency, store, variants.',
  }),
  () => ({
    call: "createWeatherDouble({ baseUrl: 'not a url' })",
    run: () => createWeatherDouble({ baseUrl: 'not a url' }),
    code: 'INVALID_OPTION',
    path: 'baseUrl',
    message: `Invalid option baseUrl: expected ${BASE_URL}, got "not a url".`,
  }),
  () => ({
    call: "createWeatherDouble({ baseUrl: 'ftp://example.com' })",
    run: () => createWeatherDouble({ baseUrl: 'ftp://example.com' }),
    code: 'INVALID_OPTION',
    path: 'baseUrl',
    message: `Invalid option baseUrl: expected ${BASE_URL}, got "ftp://example.com".`,
  }),
  () => ({
    call: "createWeatherDouble({ seed: 'x' })",
    run: () => loose.createWeatherDouble({ seed: 'x' }),
    code: 'INVALID_OPTION',
    path: 'seed',
    message: 'Invalid option seed: expected an integer (a safe integer, e.g. 42), got "x".',
  }),
  () => ({
    call: 'createWeatherDouble({ apiKeys: [] })',
    run: () => createWeatherDouble({ apiKeys: [] }),
    code: 'INVALID_OPTION',
    path: 'apiKeys',
    message: 'Invalid option apiKeys: expected a non-empty array of non-empty strings, got an array of 0.',
  }),
  () => ({
    call: "createWeatherDouble({ apiKeys: ['ok', ''] })",
    run: () => createWeatherDouble({ apiKeys: ['ok', ''] }),
    code: 'INVALID_OPTION',
    path: 'apiKeys[1]',
    message: 'Invalid option apiKeys[1]: expected a non-empty string, got "".',
  }),
  () => ({
    call: "createWeatherDouble({ notFound: 'x' })",
    run: () => loose.createWeatherDouble({ notFound: 'x' }),
    code: 'INVALID_OPTION',
    path: 'notFound',
    message:
      "Invalid option notFound: expected an array of zip values (e.g. ['12345', '10115,de']) or a function (zip) => boolean, got \"x\".",
  }),
  () => ({
    call: "createWeatherDouble({ notFound: [',us'] })",
    run: () => createWeatherDouble({ notFound: [',us'] }),
    code: 'INVALID_OPTION',
    path: 'notFound[0]',
    message:
      "Invalid option notFound[0]: expected a zip value with a postal code, e.g. '12345' or '10115,de', got \",us\".",
  }),
  () => ({
    call: "createWeatherDouble({ places: { '94040': { lon: 200 } } })",
    run: () => createWeatherDouble({ places: { '94040': { lon: 200 } } }),
    code: 'INVALID_PLACE',
    path: 'places["94040"].lon',
    message:
      'Invalid place at places["94040"].lon: expected a longitude in degrees from -180 to 180, got 200.',
  }),
  () => ({
    call: 'double.scenarios.delayed(-1)',
    run: () => double.scenarios.delayed(-1),
    code: 'INVALID_OPTION',
    path: 'scenarios.delayed.ms',
    message:
      'Invalid option scenarios.delayed.ms: expected a number of milliseconds from 0 to 2147483647, got -1.',
  }),
  () => ({
    call: "double.scenarios.rateLimited({ once: 'yes' })",
    run: () => scenarios.rateLimited?.({ once: 'yes' }),
    code: 'INVALID_OPTION',
    path: 'scenarios.rateLimited.once',
    message: 'Invalid option scenarios.rateLimited.once: expected true or false, got "yes".',
  }),
  () => ({
    call: "double.scenarios.notFound({ zip: ',de' })",
    run: () => double.scenarios.notFound({ zip: ',de' }),
    code: 'INVALID_OPTION',
    path: 'scenarios.notFound.zip',
    message:
      "Invalid option scenarios.notFound.zip: expected a zip value with a postal code, e.g. '94040' or '10115,de', got \",de\".",
  }),
  () => ({
    call: 'double.scenarios.notFound({ location: { id: -1 } })',
    run: () => double.scenarios.notFound({ location: { id: -1 } }),
    code: 'INVALID_OPTION',
    path: 'scenarios.notFound.location.id',
    message:
      'Invalid option scenarios.notFound.location.id: expected a city ID, a positive integer such as 2643743, got -1.',
  }),
  () => ({
    call: "fetchCurrentWeather({ zip: '94040', q: 'London', appid: 'k' })",
    run: () => fetchCurrentWeather({ zip: '94040', q: 'London', appid: 'k' }),
    code: 'INVALID_OPTION',
    path: 'zip+q',
    message: 'Invalid option zip+q: expected exactly one location: zip, lat with lon, q or id, got "zip, q".',
  }),
  () => ({
    call: 'double.scenarios.serverError({ times: 0 })',
    run: () => scenarios.serverError?.({ times: 0 }),
    code: 'INVALID_OPTION',
    path: 'scenarios.serverError.times',
    message: 'Invalid option scenarios.serverError.times: expected a whole number of requests from 1, got 0.',
  }),
  () => ({
    call: 'double.scenarios.record({ main: { humidity: 150 } })',
    run: () => double.scenarios.record({ main: { humidity: 150 } }),
    code: 'INVALID_OVERRIDE',
    path: 'main.humidity',
    message: 'Invalid override at main.humidity: expected an integer from 0 to 100, got 150.',
  }),
  () => ({
    call: "double.scenarios.record('x')",
    run: () => scenarios.record?.('x'),
    code: 'INVALID_OPTION',
    path: 'scenarios.record.overrides',
    message:
      'Invalid option scenarios.record.overrides: expected an object of record fields (a deep partial WeatherRecord), got "x".',
  }),
  // ---- quota, faults, latency, malformed() and hang() ---------------------------------------------
  () => ({
    call: 'createWeatherDouble({ quota: 5 })',
    run: () => loose.createWeatherDouble({ quota: 5 }),
    code: 'INVALID_OPTION',
    path: 'quota',
    message: 'Invalid option quota: expected an object { limit: number, windowSeconds?: number }, got 5.',
  }),
  () => ({
    call: 'createWeatherDouble({ quota: { limit: 0 } })',
    run: () => createWeatherDouble({ quota: { limit: 0 } }),
    code: 'INVALID_OPTION',
    path: 'quota.limit',
    message: 'Invalid option quota.limit: expected an integer from 1 to 1000000, got 0.',
  }),
  () => ({
    call: 'createWeatherDouble({ quota: { limit: 5, windowSeconds: 0.5 } })',
    run: () => createWeatherDouble({ quota: { limit: 5, windowSeconds: 0.5 } }),
    code: 'INVALID_OPTION',
    path: 'quota.windowSeconds',
    message: 'Invalid option quota.windowSeconds: expected an integer from 1 to 86400 (seconds), got 0.5.',
  }),
  () => ({
    call: 'createWeatherDouble({ quota: { limit: 5, perKey: true } })',
    run: () => loose.createWeatherDouble({ quota: { limit: 5, perKey: true } }),
    code: 'INVALID_OPTION',
    path: 'quota.perKey',
    message: 'Unknown option quota.perKey. Allowed options: limit, windowSeconds.',
  }),
  () => ({
    call: 'createWeatherDouble({ faults: { rate: 1.5 } })',
    run: () => createWeatherDouble({ faults: { rate: 1.5 } }),
    code: 'INVALID_OPTION',
    path: 'faults.rate',
    message:
      'Invalid option faults.rate: expected a number from 0 to 1 (the share of requests that fail), got 1.5.',
  }),
  () => ({
    call: 'createWeatherDouble({ faults: { rate: 0.1, kinds: [] } })',
    run: () => createWeatherDouble({ faults: { rate: 0.1, kinds: [] } }),
    code: 'INVALID_OPTION',
    path: 'faults.kinds',
    message:
      "Invalid option faults.kinds: expected a non-empty array of 'rateLimited', 'serverError', 'networkError', 'malformed', 'hang', got an array of 0.",
  }),
  () => ({
    call: "createWeatherDouble({ faults: { rate: 0.1, kinds: ['serverError', 'timeout'] } })",
    run: () => loose.createWeatherDouble({ faults: { rate: 0.1, kinds: ['serverError', 'timeout'] } }),
    code: 'INVALID_OPTION',
    path: 'faults.kinds[1]',
    message:
      "Invalid option faults.kinds[1]: expected one of 'rateLimited', 'serverError', 'networkError', 'malformed', 'hang', got \"timeout\".",
  }),
  () => ({
    call: "createWeatherDouble({ faults: { rate: 0.1, seed: 'x' } })",
    run: () => loose.createWeatherDouble({ faults: { rate: 0.1, seed: 'x' } }),
    code: 'INVALID_OPTION',
    path: 'faults.seed',
    message: 'Invalid option faults.seed: expected an integer (a safe integer, e.g. 42), got "x".',
  }),
  () => ({
    call: 'createWeatherDouble({ latency: { median: 0, p99: 10 } })',
    run: () => createWeatherDouble({ latency: { median: 0, p99: 10 } }),
    code: 'INVALID_OPTION',
    path: 'latency.median',
    message:
      'Invalid option latency.median: expected a number of milliseconds above 0 and at most 2147483647, got 0.',
  }),
  () => ({
    call: 'createWeatherDouble({ latency: { median: 100, p99: 50 } })',
    run: () => createWeatherDouble({ latency: { median: 100, p99: 50 } }),
    code: 'INVALID_OPTION',
    path: 'latency.p99',
    message:
      'Invalid option latency.p99: expected a number of milliseconds from latency.median (100) to 2147483647, got 50.',
  }),
  () => ({
    call: 'createWeatherDouble({ latency: { median: 100 } })',
    run: () => loose.createWeatherDouble({ latency: { median: 100 } }),
    code: 'INVALID_OPTION',
    path: 'latency.p99',
    message:
      'Invalid option latency.p99: expected a number of milliseconds from latency.median (100) to 2147483647, got undefined.',
  }),
  () => ({
    call: 'double.scenarios.malformed({ once: 1 })',
    run: () => scenarios.malformed?.({ once: 1 }),
    code: 'INVALID_OPTION',
    path: 'scenarios.malformed.once',
    message: 'Invalid option scenarios.malformed.once: expected true or false, got 1.',
  }),
  () => ({
    call: 'double.scenarios.hang({ after: 100 })',
    run: () => scenarios.hang?.({ after: 100 }),
    code: 'INVALID_OPTION',
    path: 'scenarios.hang.after',
    message: 'Unknown option scenarios.hang.after. Allowed options: once, times, zip, location, route.',
  }),
  () => ({
    call: 'startWeatherServer({ faults: { rate: -0.1 } })',
    run: () => startWeatherServer({ faults: { rate: -0.1 } }),
    code: 'INVALID_OPTION',
    path: 'faults.rate',
    message:
      'Invalid option faults.rate: expected a number from 0 to 1 (the share of requests that fail), got -0.1.',
  }),
  // ---- startWeatherServer -----------------------------------------------------------------------
  () => ({
    call: "startWeatherServer({ colour: 'red' })",
    run: () => loose.startWeatherServer({ colour: 'red' }),
    code: 'INVALID_OPTION',
    path: 'colour',
    message:
      'Unknown option colour. Allowed options: port, host, onAnswer, adminToken, keyScenarios, controlPlane, httpsProxy, https, caDir, seed, now, apiKeys, places, notFound, shape, fixtures, plans, quota, faults, latency, store, variants.',
  }),
  () => ({
    call: "startWeatherServer({ onAnswer: 'console' })",
    run: () => loose.startWeatherServer({ onAnswer: 'console' }),
    code: 'INVALID_OPTION',
    path: 'onAnswer',
    message: 'Invalid option onAnswer: expected a function called with each answered request, got "console".',
  }),
  () => ({
    call: 'startWeatherServer({ port: -1 })',
    run: () => startWeatherServer({ port: -1 }),
    code: 'INVALID_OPTION',
    path: 'port',
    message: 'Invalid option port: expected an integer from 0 to 65535 (0 picks a free port), got -1.',
  }),
  () => ({
    call: "startWeatherServer({ port: '8080' })",
    run: () => loose.startWeatherServer({ port: '8080' }),
    code: 'INVALID_OPTION',
    path: 'port',
    message: 'Invalid option port: expected an integer from 0 to 65535 (0 picks a free port), got "8080".',
  }),
  ({ busyPort }) => ({
    call: 'startWeatherServer({ port: <a port in use> })',
    run: () => startWeatherServer({ port: busyPort }),
    code: 'SERVER_START_FAILED',
    path: 'port',
    message: `Could not start the weather double server: port ${busyPort} on 127.0.0.1 is already in use; stop what uses it, or pass another port (0 picks a free one).`,
  }),
  () => ({
    call: "startWeatherServer({ host: '' })",
    run: () => startWeatherServer({ host: '' }),
    code: 'INVALID_OPTION',
    path: 'host',
    message: 'Invalid option host: expected a host name or IP address, e.g. \'127.0.0.1\', got "".',
  }),
  () => ({
    call: "startWeatherServer({ port: 0, host: '192.0.2.1' })",
    run: () => startWeatherServer({ port: 0, host: '192.0.2.1' }),
    code: 'SERVER_START_FAILED',
    path: 'host',
    message: 'Could not start the weather double server: host "192.0.2.1" is not an address of this machine.',
  }),
  () => ({
    call: "startWeatherServer({ baseUrl: 'http://x' })",
    run: () => loose.startWeatherServer({ baseUrl: 'http://x' }),
    code: 'INVALID_OPTION',
    path: 'baseUrl',
    message:
      'Invalid option baseUrl: the server answers at its own address (http://{host}:{port}/data/2.5/weather); set host and port instead.',
  }),
  () => ({
    call: "startWeatherServer({ now: 'noon' })",
    run: () => loose.startWeatherServer({ now: 'noon' }),
    code: 'INVALID_OPTION',
    path: 'now',
    message:
      'Invalid option now: expected a function returning the time (milliseconds since 1970 or a Date), got "noon".',
  }),
];

/** The command line: each refused by the command (code, path, message) and by the process (stderr, exit code). */
const CLI_CASES: CliCase[] = [
  {
    argv: ['generate', '--count', '0'],
    code: 'INVALID_OPTION',
    path: '--count',
    message: 'Invalid option --count: expected an integer from 1 to 100000, got "0".',
    exit: 2,
  },
  {
    argv: ['generate', '--count', '100001'],
    code: 'INVALID_OPTION',
    path: '--count',
    message: 'Invalid option --count: expected an integer from 1 to 100000, got "100001".',
    exit: 2,
  },
  {
    argv: ['generate', '--colour', 'red'],
    code: 'INVALID_OPTION',
    path: '--colour',
    message:
      "Unknown option --colour for 'weather-double generate'. Allowed options: --kind, --cnt, --dt, --date, --tz, --start, --end, --month, --day, --threshold, --type, --count, --seed, --units, --zip, --lat, --lon, --q, --id, --at, --shape, --variants, --variants-seed, --help.",
    exit: 2,
  },
  {
    argv: ['generate', '--units', 'kelvin'],
    code: 'INVALID_OPTION',
    path: '--units',
    message: 'Invalid option --units: expected one of standard, metric, imperial, got "kelvin".',
    exit: 2,
  },
  {
    argv: ['generate', '--at', 'yesterday'],
    code: 'INVALID_OPTION',
    path: '--at',
    message:
      'Invalid option --at: expected an ISO 8601 date-time (2024-06-01T12:00:00Z) or Unix seconds (1717243200) between 1970-01-01T00:10:00Z and 2100-01-01, got "yesterday".',
    exit: 2,
  },
  {
    argv: ['serve', '--prot', '8080'],
    code: 'INVALID_OPTION',
    path: '--prot',
    message:
      "Unknown option --prot for 'weather-double serve'. Allowed options: --port, --host, --seed, --api-key, --plan, --now, --places, --quota, --faults, --latency, --variants, --variants-seed, --shape, --fixtures, --fixtures-missing, --quiet, --workers, --store, --shared-log, --log, --admin-token, --key, --https, --ca-dir, --help.",
    exit: 2,
  },
  {
    argv: ['serve', '8080'],
    code: 'INVALID_OPTION',
    path: 'serve',
    message:
      "Unexpected argument 8080 for 'weather-double serve'. Allowed options: --port, --host, --seed, --api-key, --plan, --now, --places, --quota, --faults, --latency, --variants, --variants-seed, --shape, --fixtures, --fixtures-missing, --quiet, --workers, --store, --shared-log, --log, --admin-token, --key, --https, --ca-dir, --help.",
    exit: 2,
  },
  {
    argv: ['serve', '--port', '70000'],
    code: 'INVALID_OPTION',
    path: '--port',
    message: 'Invalid option --port: expected an integer from 0 to 65535, got "70000".',
    exit: 2,
  },
  {
    argv: ['serve', '--quota', '0'],
    code: 'INVALID_OPTION',
    path: '--quota',
    message: 'Invalid option --quota: expected an integer from 1 to 1000000, got "0".',
    exit: 2,
  },
  {
    argv: ['serve', '--faults', '10%'],
    code: 'INVALID_OPTION',
    path: '--faults',
    message:
      'Invalid option --faults: expected a number from 0 to 1 (the share of requests that fail, e.g. 0.1), got "10%".',
    exit: 2,
  },
  {
    argv: ['serve', '--latency', '80'],
    code: 'INVALID_OPTION',
    path: '--latency',
    message:
      'Invalid option --latency: expected MEDIAN,P99 in milliseconds with 0 < MEDIAN <= P99 <= 2147483647 (e.g. 80,900), got "80".',
    exit: 2,
  },
  {
    argv: ['serve', '--latency', '900,80'],
    code: 'INVALID_OPTION',
    path: '--latency',
    message:
      'Invalid option --latency: expected MEDIAN,P99 in milliseconds with 0 < MEDIAN <= P99 <= 2147483647 (e.g. 80,900), got "900,80".',
    exit: 2,
  },
  {
    argv: ['serve', '--now', 'yesterday'],
    code: 'INVALID_OPTION',
    path: '--now',
    message:
      'Invalid option --now: expected an ISO 8601 date-time (2024-06-01T12:00:00Z) or Unix seconds (1717243200) between 1970-01-01T00:10:00Z and 2100-01-01, got "yesterday".',
    exit: 2,
  },
  {
    argv: ['serve', '--now', '5000000000'],
    code: 'INVALID_OPTION',
    path: '--now',
    message:
      'Invalid option --now: expected an ISO 8601 date-time (2024-06-01T12:00:00Z) or Unix seconds (1717243200) between 1970-01-01T00:10:00Z and 2100-01-01, got "5000000000".',
    exit: 2,
  },
  {
    argv: ['serve', '--api-key', ''],
    code: 'INVALID_OPTION',
    path: '--api-key',
    message: 'Invalid option --api-key: expected a non-empty key, got "".',
    exit: 2,
  },
  {
    argv: ['serve', '--places', '/nonexistent/places.json'],
    code: 'INVALID_OPTION',
    path: '--places',
    message:
      'Invalid option --places: expected a readable JSON file of pinned places, got "/nonexistent/places.json" (ENOENT).',
    exit: 2,
  },
  {
    argv: ['serve', '--port', '0', '--places', '<dir>/not-json.json'],
    code: 'INVALID_OPTION',
    path: '--places',
    message: ({ dir }) =>
      `Invalid option --places: expected a JSON file of pinned places, got "${dir}/not-json.json", which is not JSON (${jsonError('not json')}).`,
    exit: 2,
  },
  {
    argv: ['serve', '--port', '0', '--places', '<dir>/array.json'],
    code: 'INVALID_OPTION',
    path: '--places',
    message: ({ dir }) =>
      `Invalid option --places: expected a JSON object mapping "code" or "code,CC" to a place, got an array of 1 in "${dir}/array.json".`,
    exit: 2,
  },
  {
    argv: ['serve', '--port', '0', '--places', '<dir>/polluting.json'],
    code: 'INVALID_PLACE',
    path: 'places["__proto__"]',
    message:
      'Invalid place at places["__proto__"]: expected a postal code key "code" or "code,CC", got the prototype-polluting key "__proto__".',
    exit: 2,
  },
  {
    argv: ['serve', '--port', '<busy>'],
    code: 'SERVER_START_FAILED',
    path: 'port',
    message: ({ busyPort }) =>
      `Could not start the weather double server: port ${busyPort} on 127.0.0.1 is already in use; stop what uses it, or pass another port (0 picks a free one).`,
    exit: 1,
  },
];

/** The JSON parser's own message for a text (its wording is Node's). */
function jsonError(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${text} is JSON`);
}

let blocker: WeatherServer;
const context: Context = { busyPort: 0, dir: '' };
beforeAll(async () => {
  blocker = await startWeatherServer({ port: 0 });
  context.busyPort = blocker.port;
  context.dir = mkdtempSync(join(tmpdir(), 'weather-double-catalogue-'));
  writeFileSync(join(context.dir, 'not-json.json'), 'not json');
  writeFileSync(join(context.dir, 'array.json'), '[1]');
  writeFileSync(join(context.dir, 'polluting.json'), '{"__proto__":{"name":"Polluted"}}');
});
afterAll(() => blocker.close());

const argvOf = (argv: string[]) =>
  argv.map((arg) => arg.replace('<dir>', context.dir).replace('<busy>', String(context.busyPort)));

describe('the catalogue of misuses', () => {
  it('has at least 30 entries, from every public entry point', () => {
    expect(CASES.length + CLI_CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CASES.map((make, index) => [make({ busyPort: 0, dir: '' }).call, index] as const))(
    '%s',
    async (_call, index) => {
      const entry = (CASES[index] as (context: Context) => Case)(context);
      expectRefusal(await caught(() => entry.run(context)), entry);
    },
  );

  // Each runs a process: concurrently, so that 15 processes take the time of a few.
  it.concurrent.each(CLI_CASES.map((entry) => [`weather-double ${entry.argv.join(' ')}`, entry] as const))(
    '%s',
    async (_call, entry) => {
      const [name, ...argv] = argvOf(entry.argv);
      const command = name === 'generate' ? generateCommand : serveCommand;
      const message = typeof entry.message === 'function' ? entry.message(context) : entry.message;
      // The command itself: the typed error.
      expectRefusal(await caught(() => command.run(argv)), { code: entry.code, path: entry.path, message });
      // The process: the message on stderr, nothing on stdout, the documented exit code.
      const result = await runCli(argvOf(entry.argv));
      expect(result).toEqual({ code: entry.exit, stdout: '', stderr: `[weather-double] ${message}\n` });
    },
  );
});

// ---- nothing half-applied -------------------------------------------------------------------------

describe('a refusal changes nothing', () => {
  it('a refused scenario or server.use leaves the server answering as before', async () => {
    const server = await startWeatherServer({ port: 0, seed: 2, now: () => NOW });
    try {
      const url = `${server.url}/data/2.5/weather?zip=94040&appid=k`;
      const before = await (await fetch(url)).text();
      expect(() => server.use(server.scenarios.record({ main: { humidity: 150 } }))).toThrow(
        /main\.humidity/,
      );
      expect(() => server.use(server.scenarios.rateLimited({ once: 'yes' as never }))).toThrow(/once/);
      // A good handler next to a bad one: neither is put in front.
      expectRefusal(
        await caught(() => server.use(server.scenarios.rateLimited(), 'not a handler' as never)),
        {
          code: 'INVALID_OPTION',
          path: 'use[1]',
          message:
            'Invalid option use[1]: expected an MSW request handler (one of server.scenarios, or http.get(...) from msw), got "not a handler".',
        },
      );
      const after = await fetch(url);
      expect(after.status).toBe(200);
      expect(await after.text()).toBe(before);
      expect(server.requests.map(({ status, scenario }) => [status, scenario])).toEqual([
        [200, null],
        [200, null],
      ]);
    } finally {
      await server.close();
    }
  });

  it('a refused scenario leaves an MSW server answering as before', async () => {
    const local = createWeatherDouble({ seed: 2, now: () => NOW, baseUrl: 'https://half.test' });
    const msw = setupServer(...local.handlers);
    msw.listen(failOnUnhandled);
    try {
      const url = 'https://half.test/data/2.5/weather?zip=94040&appid=k';
      const before = await (await fetch(url)).text();
      expect(() => msw.use(local.scenarios.notFound({ zip: ',de' }))).toThrow(/scenarios\.notFound\.zip/);
      expect(() => msw.use(local.scenarios.delayed(Number.NaN))).toThrow(/scenarios\.delayed\.ms/);
      expect(msw.listHandlers()).toHaveLength(local.handlers.length);
      expect(await (await fetch(url)).text()).toBe(before);
    } finally {
      msw.close();
    }
  });

  it('a refused record, records or generator option leaves no state behind', () => {
    const make = () => createWeatherGenerator({ seed: 9, now: () => NOW });
    const used = make();
    const expected = serializeWeatherRecord(make().record({ zip: '10115,de', units: 'metric' }));
    for (const refused of [
      () => used.record({ overrides: { main: { humidity: 150 } } }),
      () => used.record({ zip: '00000' }),
      () => used.records(0, { zip: '10115,de' }),
      () => loose.record.call(used, { zip: '10115,de', units: 'kelvin' }),
      () => used.record({ unchecked: true, overrides: cyclic }),
    ]) {
      expect(refused).toThrow();
    }
    expect(serializeWeatherRecord(used.record({ zip: '10115,de', units: 'metric' }))).toBe(expected);
    // A places option refused at its second entry pins nothing, not even its first.
    const modelName = make().record({ zip: '12345' }).name;
    expect(() =>
      createWeatherGenerator({ places: { '12345': { name: 'Pinned' }, '94040': { lat: 100 } } }),
    ).toThrow(/places\["94040"\]\.lat/);
    expect(make().record({ zip: '12345' }).name).toBe(modelName);
    expect(createWeatherDouble).not.toThrow();
  });

  it('a refused startWeatherServer leaves no listening socket and holds no port', async () => {
    const servers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'TCPServerWrap').length;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    const holder = await startWeatherServer({ port: 0 });
    const port = holder.port;
    await settle();
    const before = servers();
    for (const options of [
      { port },
      { port: 0, host: '192.0.2.1' },
      { port: 0, places: { '94040': { lat: 100 } } },
      { port: -1 },
      { port: 0, colour: 'red' },
    ]) {
      await expect(loose.startWeatherServer(options)).rejects.toMatchObject({ name: 'WeatherDoubleError' });
    }
    await settle();
    expect(servers()).toBe(before);
    await holder.close();
    // The port the refused attempt asked for is free for the next one.
    const next = await startWeatherServer({ port });
    expect(next.port).toBe(port);
    await next.close();
  });

  it('a non-finite clock in a double is not thrown at the caller: the request gets the service 500 and the console says why', async () => {
    const local = createWeatherDouble({ now: () => Number.NaN, baseUrl: 'https://clock.test' });
    const msw = setupServer(
      ...local.handlers,
      http.all('*', () => HttpResponse.error()),
    );
    msw.listen(failOnUnhandled);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await fetch('https://clock.test/data/2.5/weather?zip=94040&appid=secret');
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('{"cod":"500","message":"Internal error: 500001"}');
      expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
        `[weather-double] The double failed to answer GET https://clock.test/data/2.5/weather?zip=94040&appid=***, so it answered 500 with the service's server-error body. Cause: Invalid option now: expected ${TIME}, got NaN.`,
      ]);
    } finally {
      msw.close();
    }
  });
});
