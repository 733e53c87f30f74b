import { describe, expect, it } from 'vitest';
import { createWeatherGenerator, type ForecastItem } from 'weather-double';

// The weather timeline's character, measured over many places and seeds through the public API:
// 5-day forecasts (40 slots 3 hours apart) and series of 10-minute observations. The bounds are the
// ones docs/forecast.md ("How the weather is made") states.

/** Places spread over the globe: every latitude band, both hemispheres, coasts and inland. */
const PLACES = [
  { lat: 37.3861, lon: -122.0839 },
  { lat: 52.52, lon: 13.405 },
  { lat: -33.8688, lon: 151.2093 },
  { lat: 1.3521, lon: 103.8198 },
  { lat: 64.1466, lon: -21.9426 },
  { lat: 69.6496, lon: 18.956 },
  { lat: 25.2048, lon: 55.2708 },
  { lat: 41.8781, lon: -87.6298 },
  { lat: -1.2921, lon: 36.8219 },
  { lat: 35.6762, lon: 139.6503 },
  { lat: -54.8019, lon: -68.303 },
  { lat: 19.4326, lon: -99.1332 },
  { lat: 55.7558, lon: 37.6173 },
  { lat: -23.5505, lon: -46.6333 },
  { lat: 30.0444, lon: 31.2357 },
  { lat: 61.2181, lon: -149.9003 },
];
const SEEDS = [0, 1, 2, 3, 7, 42, 1234, 99_999];
/** A clock per (seed, place): spread over the years and seasons. */
const clockOf = (seed: number, index: number) =>
  Date.UTC(
    2020 + ((seed + index) % 6),
    (seed * 5 + index * 7) % 12,
    1 + ((seed + index * 3) % 27),
    (index * 5) % 24,
    17,
  );

type Group = 'clear' | 'clouds' | 'wet' | 'obscured';
const groupOf = (id: number): Group =>
  id === 800 ? 'clear' : id > 800 ? 'clouds' : id >= 700 ? 'obscured' : 'wet';

function forecasts() {
  const out: { where: string; lon: number; list: ForecastItem[] }[] = [];
  for (const seed of SEEDS) {
    const generator = createWeatherGenerator({ seed });
    PLACES.forEach((place, index) => {
      const at = clockOf(seed, index);
      out.push({
        where: `seed ${seed}, ${place.lat},${place.lon}, at ${new Date(at).toISOString()}`,
        lon: place.lon,
        list: generator.forecast(place, { at }).list,
      });
    });
  }
  return out;
}

describe('the weather timeline (over 16 places x 8 seeds, 5 days each)', () => {
  const all = forecasts();
  const slots = all.reduce((sum, f) => sum + f.list.length, 0);

  it('keeps conditions for hours: few slot-to-slot changes of condition group, almost no A-B-A flicker', () => {
    let pairs = 0;
    let changes = 0;
    let triples = 0;
    let flicker = 0;
    let wetDryWet = 0;
    for (const { list } of all) {
      const groups = list.map((item) => groupOf(item.weather[0]!.id));
      for (let i = 1; i < groups.length; i += 1) {
        pairs += 1;
        if (groups[i] !== groups[i - 1]) changes += 1;
        if (i >= 2) {
          triples += 1;
          if (groups[i] === groups[i - 2] && groups[i] !== groups[i - 1]) flicker += 1;
          if (groups[i] === 'wet' && groups[i - 2] === 'wet' && groups[i - 1] !== 'wet') wetDryWet += 1;
        }
      }
    }
    expect(slots).toBe(SEEDS.length * PLACES.length * 40);
    // Independent 3-hour draws (the old model) changed group in about 70 % of steps.
    expect(changes / pairs).toBeLessThan(0.3);
    expect(flicker / triples).toBeLessThan(0.05);
    expect(wetDryWet / triples).toBeLessThan(0.01);
  });

  it('never steps from precipitation straight to a clear sky (or back) between two slots', () => {
    for (const { where, list } of all) {
      for (let i = 1; i < list.length; i += 1) {
        const pair = [groupOf(list[i - 1]!.weather[0]!.id), groupOf(list[i]!.weather[0]!.id)];
        expect(pair.includes('wet') && pair.includes('clear'), `${where}, slot ${i}`).toBe(false);
      }
    }
  });

  it('lets pressure and wind drift: bounded steps between slots, small typical steps', () => {
    const pressureSteps: number[] = [];
    const turn: number[] = [];
    for (const { where, list } of all) {
      for (let i = 1; i < list.length; i += 1) {
        const [a, b] = [list[i - 1]!, list[i]!];
        const dp = Math.abs(b.main.pressure - a.main.pressure);
        pressureSteps.push(dp);
        expect(
          dp,
          `${where}, slot ${i}: pressure ${a.main.pressure} → ${b.main.pressure}`,
        ).toBeLessThanOrEqual(12);
        expect(Math.abs(b.wind.speed - a.wind.speed), `${where}, slot ${i}: wind`).toBeLessThanOrEqual(8);
        turn.push(Math.abs(((b.wind.deg - a.wind.deg + 540) % 360) - 180));
      }
    }
    pressureSteps.sort((x, y) => x - y);
    turn.sort((x, y) => x - y);
    expect(pressureSteps[Math.floor(pressureSteps.length * 0.9)]).toBeLessThanOrEqual(3);
    expect(turn[Math.floor(turn.length * 0.9)]).toBeLessThanOrEqual(35);
    expect(turn.at(-1)).toBeLessThanOrEqual(60);
  });

  it('follows the daily cycle: afternoons are warmer than the hours before dawn', () => {
    const solarHour = (dt: number, lon: number) => ((((dt + lon * 240) % 86_400) + 86_400) % 86_400) / 3600;
    const differences: number[] = [];
    for (const { lon, list } of all) {
      const mean = (from: number, to: number) => {
        const temps = list.filter((item) => {
          const hour = solarHour(item.dt, lon);
          return hour >= from && hour < to;
        });
        return temps.reduce((sum, item) => sum + item.main.temp, 0) / temps.length;
      };
      differences.push(mean(12, 18) - mean(1, 7));
    }
    const warmer = differences.filter((d) => d > 0).length;
    expect(warmer / differences.length).toBeGreaterThan(0.9);
    expect(differences.reduce((sum, d) => sum + d, 0) / differences.length).toBeGreaterThan(3);
  });

  it('follows the season: the same place is warmer in its summer than in its winter', () => {
    for (const seed of SEEDS.slice(0, 4)) {
      const generator = createWeatherGenerator({ seed });
      for (const place of PLACES.filter((p) => Math.abs(p.lat) > 30)) {
        // The month's mean, four observations a day (a 5-day forecast's mean carries the weather of
        // those days: several kelvin where the seasons are mild).
        const mean = (month: number) => {
          let sum = 0;
          for (let day = 0; day < 30; day += 1) {
            for (let hour = 0; hour < 24; hour += 6) {
              sum += generator.record({ ...place, at: Date.UTC(2023, month, 1 + day, hour) }).main.temp;
            }
          }
          return sum / 120;
        };
        const [january, july] = [mean(0), mean(6)];
        const summerFirst = place.lat > 0 ? july - january : january - july;
        expect(summerFirst, `seed ${seed}, ${place.lat},${place.lon}`).toBeGreaterThan(5);
      }
    }
  });

  it('moves smoothly between 10-minute observations: small steps in temperature, pressure and wind', () => {
    for (const seed of SEEDS) {
      const generator = createWeatherGenerator({ seed, shape: 'current' });
      PLACES.forEach((place, index) => {
        const series = generator.records(36, { ...place, at: clockOf(seed, index) });
        for (let i = 1; i < series.length; i += 1) {
          const [a, b] = [series[i - 1]!, series[i]!];
          const where = `seed ${seed}, ${place.lat},${place.lon}, dt ${b.dt}`;
          expect(Math.abs(b.main.temp - a.main.temp), where).toBeLessThan(1.5);
          expect(Math.abs(b.main.pressure - a.main.pressure), where).toBeLessThanOrEqual(2);
          expect(Math.abs(b.wind.speed - a.wind.speed), where).toBeLessThan(1.5);
        }
      });
    }
  });
});
