import type { CurrentWeatherRecord } from '../record/types.js';
import { hashString } from './hash.js';
import type { OneCallObservation, OneCallWorld } from './one-call.js';
import {
  BUCKET_SECONDS,
  bucketOf,
  bucketPhase,
  drawStandardRecord,
  type WeatherModel,
} from './weather-state.js';

/**
 * The One Call answers' view of the weather at coordinates: the observations the weather endpoint
 * reports (the current shape's, standard units), by the clock. `pop` and the minute rate follow the
 * observation of the 10-minute bucket: a precipitating observation has `pop` 1 and rains at its
 * rate, a dry one `pop` 0 (overcast: 0.2).
 * @internal
 */
export function worldAt(model: WeatherModel, seed: number, lat: number, lon: number): OneCallWorld {
  const key = `${lat},${lon}`;
  const placeHash = hashString(key);
  const spot = { key, placeHash, place: { name: '', country: '', lat, lon } };
  const phase = bucketPhase(seed, placeHash);
  const observationAt = (t: number): OneCallObservation => {
    const r = drawStandardRecord(
      model,
      spot,
      bucketOf(t, phase),
      phase,
      undefined,
      'current',
    ) as CurrentWeatherRecord;
    const rain = r.rain?.['1h'] ?? 0;
    const snow = r.snow?.['1h'] ?? 0;
    return {
      dt: r.dt,
      conditions: r.weather.map((w) => w.id),
      temp: r.main.temp,
      feelsLike: r.main.feels_like,
      pressure: r.main.pressure,
      humidity: r.main.humidity,
      clouds: r.clouds.all,
      visibility: r.visibility,
      windSpeed: r.wind.speed,
      windDeg: r.wind.deg,
      windGust: r.wind.gust,
      rain,
      snow,
      pop: rain + snow > 0 ? 1 : r.clouds.all >= 85 ? 0.2 : 0,
    };
  };
  return {
    observationAt,
    observationTime: (t) => bucketOf(t, phase) * BUCKET_SECONDS + phase,
    precipitationAt(t) {
      const o = observationAt(t);
      return { rain: o.rain, snow: o.snow };
    },
  };
}
