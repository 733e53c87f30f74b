// The issue-40 measurement of the weather field, as a user would take it: random pairs of points
// (uniform on the sphere up to 67.5° of latitude, a random bearing) 1, 10 and 100 km apart, both
// asked of the public generator at the same clock (2024-06-01 12:00 UTC); how far their pressure
// and temperature lie apart and how often they agree on `weather[0].main`. Fixed seeds, the same
// figures each run. Pairs are not matched on elevation here (test/model/field.test.ts matches them).
// test/model/field.test.ts shares its {@link offset}.
//   npm run build && node scripts/field-pairs.mjs [seed=42] [pairs=150]
import { fileURLToPath } from 'node:url';
import { createWeatherGenerator } from 'weather-double';

const RAD = Math.PI / 180;

/** The point `km` from (lat, lon) on the bearing `bearing` (radians), on the sphere: [lat, lon]. */
export function offset(lat, lon, km, bearing) {
  const d = km / 6371;
  const p1 = lat * RAD;
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(bearing));
  const dl = Math.atan2(
    Math.sin(bearing) * Math.sin(d) * Math.cos(p1),
    Math.cos(d) - Math.sin(p1) * Math.sin(p2),
  );
  return [p2 / RAD, ((((lon + dl / RAD + 180) % 360) + 360) % 360) - 180];
}
/** Prints the figures of `count` pairs of a seed at 1, 10 and 100 km. */
function report(seed, count) {
  const generator = createWeatherGenerator({ seed });
  const at = Date.UTC(2024, 5, 1, 12);
  let state = 12_345;
  const random = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 4_294_967_296;
  };
  const round4 = (x) => Math.round(x * 1e4) / 1e4;
  const quantile = (values, p) => [...values].sort((x, y) => x - y)[Math.floor(p * (values.length - 1))];
  const percent = (values, test) => `${Math.round((100 * values.filter(test).length) / values.length)} %`;
  for (const km of [1, 10, 100]) {
    const dp = [];
    const dt = [];
    const same = [];
    for (let i = 0; i < count; i += 1) {
      const lat = 0.75 * Math.asin(2 * random() - 1) * (180 / Math.PI);
      const lon = random() * 360 - 180;
      const [lat2, lon2] = offset(lat, lon, km, random() * 2 * Math.PI);
      const a = generator.record({ lat: round4(lat), lon: round4(lon), at });
      const b = generator.record({ lat: round4(lat2), lon: round4(lon2), at });
      dp.push(Math.abs(a.main.pressure - b.main.pressure));
      dt.push(Math.abs(a.main.temp - b.main.temp));
      same.push(a.weather[0].main === b.weather[0].main);
    }
    console.log(
      `${km} km: |Δp| median ${quantile(dp, 0.5)} hPa, 90th percentile ${quantile(dp, 0.9)}, ≤ 0.5 in ${percent(dp, (d) => d <= 0.5)}; ` +
        `|ΔT| median ${quantile(dt, 0.5).toFixed(2)} °C, 90th percentile ${quantile(dt, 0.9).toFixed(2)}, ≤ 0.5 in ${percent(dt, (d) => d <= 0.5)}; ` +
        `same weather[0].main ${percent(same, Boolean)}`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  report(Number(process.argv[2] ?? 42), Number(process.argv[3] ?? 150));
}
