import { describe, expect, it } from 'vitest';
import { dewPoint, moonOfDay, uvIndex } from 'weather-double';

/**
 * The derived formulas against published values: the service's own recorded One Call answers
 * (public code, 2022–2024) and almanac facts (new and full moons).
 */

describe('dew point: Magnus formula, Sonntag constants (a = 17.62, b = 243.12 °C)', () => {
  it.each([
    // recorded answers: temp (K), humidity, dew_point (K)
    ['Kochi, June 2024', 305.14, 83, 301.89],
    ['Kochi, June 2024, next hour', 304.48, 83, 301.24],
    ['São Paulo, September 2023 (18.4 °C)', 291.55, 83, 288.61],
    ['London, March 2022 (7.46 °C, 91 %)', 280.61, 91, 279.24],
  ])('%s', (_name, temp, humidity, expected) => {
    expect(dewPoint(temp, humidity)).toBeCloseTo(expected, 1);
  });

  it('equals the temperature at saturation and stays below it in drier air', () => {
    expect(dewPoint(293.15, 100)).toBe(293.15);
    for (const humidity of [5, 30, 60, 99]) expect(dewPoint(293.15, humidity)).toBeLessThan(293.15);
  });
});

describe('UV index: Madronich clear-sky formula with a Kasten–Czeplak cloud factor', () => {
  it('is 12.5 under a zenith sun in a clear sky (μ0 = 1), and 0 at night', () => {
    // 2024-03-20 12:07 UTC: equinox, the sun overhead the equator near lon 0 (equation of time −7.5 min)
    expect(uvIndex(0, 0, Date.UTC(2024, 2, 20, 12, 7) / 1000, 0)).toBeCloseTo(12.5, 0);
    expect(uvIndex(0, 0, Date.UTC(2024, 2, 20, 0, 7) / 1000, 0)).toBe(0);
  });

  it('follows cos(zenith)^2.42: at 60° from the zenith 12.5 × 0.5^2.42 ≈ 2.34', () => {
    // equinox noon at lat 60: zenith angle ~60°
    expect(uvIndex(60, 0, Date.UTC(2024, 2, 20, 12, 7) / 1000, 0)).toBeCloseTo(2.34, 0);
  });

  it('is lowered by cloud, at most by 15 % under full overcast', () => {
    const at = Date.UTC(2024, 5, 21, 12) / 1000;
    const clear = uvIndex(45, 0, at, 0);
    expect(uvIndex(45, 0, at, 50)).toBeLessThan(clear);
    expect(uvIndex(45, 0, at, 100)).toBeCloseTo(clear * 0.85, 1);
  });
});

/** Local midnight (Unix seconds) of a local date at a fixed UTC offset (seconds). */
const midnight = (date: string, offset: number) => Date.parse(`${date}T00:00:00Z`) / 1000 - offset;

describe('moon: Meeus low-precision lunar theory', () => {
  // Recorded daily items of the service: moonrise, moonset, moon_phase (0 when there is none).
  it.each([
    ['Kochi 2024-06-02', 9.93, 76.2637, '2024-06-02', 19800, 1717309800, 1717274880, 1717319940, 0.84],
    ['Kochi 2024-06-03', 9.93, 76.2637, '2024-06-03', 19800, 1717396200, 1717363920, 1717409640, 0.88],
    [
      'Kochi 2024-06-06 (new moon)',
      9.93,
      76.2637,
      '2024-06-06',
      19800,
      1717655400,
      1717632180,
      1717679580,
      0,
    ],
    [
      'São Paulo 2023-09-06 (last quarter, no moonrise)',
      -23.5507,
      -46.6334,
      '2023-09-06',
      -10800,
      1694012400,
      0,
      1694007900,
      0.75,
    ],
    [
      'São Paulo 2023-09-13',
      -23.5507,
      -46.6334,
      '2023-09-13',
      -10800,
      1694617200,
      1694593560,
      1694634900,
      0.96,
    ],
    ['London 2022-04-14', 51.51, -0.1337, '2022-04-14', 3600, 1649937600, 1649952120, 1649911440, 0.42],
    [
      'Kraków 2022-12-30 (first quarter, no moonset)',
      50.0833,
      19.9167,
      '2022-12-30',
      3600,
      1672394400,
      1672397100,
      0,
      0.25,
    ],
  ])(
    '%s: within 2 minutes and 0.01 of the service',
    (_name, lat, lon, date, offset, dt, rise, set, phase) => {
      const moon = moonOfDay(lat, lon, midnight(date, offset), dt);
      if (rise === 0) expect(moon.moonrise).toBe(0);
      else expect(Math.abs(moon.moonrise - rise)).toBeLessThanOrEqual(120);
      if (set === 0) expect(moon.moonset).toBe(0);
      else expect(Math.abs(moon.moonset - set)).toBeLessThanOrEqual(120);
      expect(Math.abs(moon.moon_phase - phase)).toBeLessThanOrEqual(0.01);
      expect(moon.moonrise % 60).toBe(0);
      expect(moon.moonset % 60).toBe(0);
    },
  );

  it.each([
    ['full moon 2024-01-25 17:54 UTC', '2024-01-25', 0.5],
    ['full moon 2024-06-22 01:08 UTC', '2024-06-22', 0.5],
    ['new moon 2024-04-08 18:21 UTC (the eclipse)', '2024-04-08', 0],
    ['first quarter 2024-03-17 04:11 UTC', '2024-03-17', 0.25],
    ['last quarter 2025-11-12 05:28 UTC', '2025-11-12', 0.75],
  ])('%s: the UTC day reports the principal phase', (_name, date, phase) => {
    expect(moonOfDay(0, 0, midnight(date, 0)).moon_phase).toBe(phase);
  });

  it('grows through the cycle between principal phases', () => {
    const start = midnight('2024-06-07', 0);
    const phases = [0, 1, 2, 3, 4].map((k) => moonOfDay(0, 0, start + k * 86400).moon_phase);
    for (let k = 1; k < phases.length; k += 1) expect(phases[k]).toBeGreaterThan(phases[k - 1] as number);
  });
});
