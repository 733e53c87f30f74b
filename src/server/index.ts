/**
 * `weather-double/server`: the double over a real socket, for anything that cannot use MSW
 * (another language, a browser app, curl, a Pact provider verification). Node only.
 */

export type {
  RequestFilter,
  RouteName,
  ServicePlan,
  StationBook,
  StoredMeasurement,
  StoredStation,
  StoredTrigger,
  TriggerBook,
  WeatherStore,
} from '../core/index.js';
export { countRequests, requestsTo } from '../core/index.js';
export type { RedisStore, RedisStoreOptions } from '../store/redis.js';
export { createRedisStore } from '../store/redis.js';
export type { AnsweredRequest } from './answer-log.js';
export type { ServerScenario, WeatherServer, WeatherServerOptions } from './server.js';
export { startWeatherServer } from './server.js';
export type { CertificateAuthority, CertificateAuthorityOptions } from './tls/ca.js';
export { loadCertificateAuthority } from './tls/ca.js';
export type { HttpsOptions } from './tls/interception.js';
