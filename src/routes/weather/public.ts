/**
 * The weather route's public face: its client call, as the package's main entry exports it.
 */
export type { FetchCurrentWeatherOptions } from './client.js';
export { fetchCurrentWeather } from './client.js';
