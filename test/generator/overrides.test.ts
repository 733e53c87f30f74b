import { describe, expect, it } from 'vitest';
import {
  conditionById,
  createWeatherGenerator,
  serializeWeatherRecord,
  validateWeatherRecord,
  type WeatherRecord,
} from 'weather-double';

// Mountain View: 12:00 UTC is 05:00 local (night), 20:00 UTC is 13:00 local (day).
const NIGHT = Date.parse('2024-06-01T10:00:00Z');
const DAY = Date.parse('2024-06-01T20:00:00Z');
const generator = createWeatherGenerator({ seed: 21 });

describe('overrides', () => {
  it('change only what they name (and what follows from it)', () => {
    const plain = generator.record({ at: DAY });
    const named = generator.record({ at: DAY, overrides: { name: 'Springfield', main: { humidity: 55 } } });
    expect(named).toEqual({ ...plain, name: 'Springfield', main: { ...plain.main, humidity: 55 } });
  });

  it('fill main, description and icon from the table when a condition gives only its id', () => {
    for (const [at, suffix] of [
      [DAY, 'd'],
      [NIGHT, 'n'],
    ] as const) {
      const record = generator.record({ at, overrides: { weather: [{ id: 502 }] } });
      expect(record.weather).toEqual([
        { id: 502, main: 'Rain', description: 'heavy intensity rain', icon: `10${suffix}` },
      ]);
    }
    const paired = generator.record({
      at: DAY,
      overrides: { weather: [{ id: 211 }, { id: 501 }, { id: 701 }] },
    });
    expect(paired.weather.map((w) => `${w.id} ${w.main} ${w.description} ${w.icon}`)).toEqual([
      '211 Thunderstorm thunderstorm 11d',
      '501 Rain moderate rain 10d',
      '701 Mist mist 50d',
    ]);
  });

  it('draw the rest of the weather to go with a demanded primary condition', () => {
    for (const id of [800, 801, 802, 803, 804]) {
      const cover = { 800: [0, 10], 801: [11, 25], 802: [25, 50], 803: [51, 84], 804: [85, 100] }[id]!;
      for (let hour = 0; hour < 24; hour += 1) {
        const record = generator.record({ at: DAY + hour * 3_600_000, overrides: { weather: [{ id }] } });
        expect(record.clouds.all, `${id} at +${hour} h`).toBeGreaterThanOrEqual(cover[0]!);
        expect(record.clouds.all, `${id} at +${hour} h`).toBeLessThanOrEqual(cover[1]!);
      }
    }
    const fog = generator.record({ at: DAY, overrides: { weather: [{ id: 741 }] } });
    expect(fog.visibility).toBeLessThan(1000);
    expect(fog.main.humidity).toBeGreaterThanOrEqual(95);
    const snow = generator.record({ at: DAY, units: 'metric', overrides: { weather: [{ id: 601 }] } });
    expect(snow.main.temp).toBeLessThanOrEqual(1.5);
    expect(snow.main.humidity).toBeGreaterThanOrEqual(85);
  });

  it('keep cloud cover that is overridden together with a cloud code', () => {
    const record = generator.record({ at: DAY, overrides: { weather: [{ id: 803 }], clouds: { all: 60 } } });
    expect(record.clouds.all).toBe(60);
  });

  it('move the icon suffix, and the sun times, with an overridden dt', () => {
    const base = generator.record({ at: DAY });
    expect(base.weather[0]!.icon.endsWith('d')).toBe(true);
    const night = generator.record({ at: DAY, overrides: { dt: base.sys.sunset + 60 } });
    expect(night.weather.every((w) => w.icon.endsWith('n'))).toBe(true);
    // Sunset in Mountain View is after 0h UTC: a minute later is the next UTC day, whose sun the
    // specification's shape reports (as the service did: see "Sunrise and sunset" in docs/generator-and-shapes.md).
    expect(Math.floor(night.dt / 86_400)).toBe(Math.floor(base.dt / 86_400) + 1);
    expect(night.sys.sunrise - base.sys.sunrise).toBeGreaterThan(86_400 - 120);
    expect(night.sys.sunrise - base.sys.sunrise).toBeLessThan(86_400 + 120);
    expect(night.dt).toBeLessThan(night.sys.sunrise);
    // A dt on another day gets that day's sunrise and sunset.
    const winter = generator.record({
      at: DAY,
      overrides: { dt: Date.parse('2024-12-21T20:00:00Z') / 1000 },
    });
    expect(winter.sys.sunset - winter.sys.sunrise).toBeLessThan(
      base.sys.sunset - base.sys.sunrise - 4 * 3600,
    );
    expect(winter.weather[0]!.icon.endsWith('d')).toBe(true);
    expect(validateWeatherRecord(winter).ok).toBe(true);
  });

  it('recompute the sun for overridden coordinates, unless sunrise and sunset are given', () => {
    const moved = generator.record({
      at: DAY,
      overrides: { coord: { lat: 51.5074, lon: -0.1278 }, name: 'London' },
    });
    const london = Date.parse('2024-06-01T03:48Z') / 1000; // published sunrise that day (04:48 BST)
    expect(Math.abs(moved.sys.sunrise - london)).toBeLessThanOrEqual(120);
    const pinned = generator.record({
      at: DAY,
      overrides: { coord: { lat: 51.5 }, sys: { sunrise: 1, sunset: 2 } },
    });
    expect([pinned.sys.sunrise, pinned.sys.sunset]).toEqual([1, 2]);
    expect(pinned.weather[0]!.icon.endsWith('n')).toBe(true);
  });

  it('are in the requested units, and temp_min/temp_max follow an overridden temp', () => {
    const imperial = generator.record({
      at: DAY,
      units: 'imperial',
      overrides: { main: { temp: 70 }, wind: { speed: 10 } },
    });
    expect(imperial.main.temp).toBe(70);
    expect(imperial.wind.speed).toBe(10);
    expect(imperial.main.temp_min).toBeLessThanOrEqual(70);
    expect(imperial.main.temp_max).toBeGreaterThanOrEqual(70);
    const plain = generator.record({ at: DAY, units: 'imperial' });
    expect(Math.round((imperial.main.temp_max - imperial.main.temp_min) * 100)).toBe(
      Math.round((plain.main.temp_max - plain.main.temp_min) * 100),
    );
    const kelvin = generator.record({ at: DAY, overrides: { main: { temp: 250, temp_max: 255 } } });
    expect([kelvin.main.temp_min <= 250, kelvin.main.temp, kelvin.main.temp_max]).toEqual([true, 250, 255]);
  });

  it('give a whole weather array: its length is the override length', () => {
    const base = generator.record({ at: DAY, overrides: { weather: [{ id: 500 }, { id: 701 }] } });
    expect(base.weather.map((w) => w.id)).toEqual([500, 701]);
    const secondOnly = generator.record({ at: DAY, overrides: { weather: [{ id: 500 }, { id: 741 }] } });
    expect(secondOnly.weather[1]).toEqual({ ...conditionById(741), icon: '50d' });
  });

  it('keep every generated record valid, in every unit system', () => {
    for (const units of ['standard', 'metric', 'imperial'] as const) {
      for (const condition of [200, 300, 511, 615, 711, 731, 751, 762, 771, 781]) {
        const record = generator.record({ at: NIGHT, units, overrides: { weather: [{ id: condition }] } });
        const result = validateWeatherRecord(record);
        expect(result.ok ? [] : result.issues, `${condition} ${units}`).toEqual([]);
      }
    }
  });
});

describe('unchecked: true', () => {
  it('builds a malformed record on purpose, with loosely typed overrides', () => {
    const broken = generator.record({
      at: DAY,
      unchecked: true,
      overrides: { cod: '200', main: { temp: 'warm', feels_like: 1 }, visibility: undefined, extra: [1] },
    });
    const result = validateWeatherRecord(broken);
    expect(result.ok).toBe(false);
    const body = JSON.parse(serializeWeatherRecord(broken)) as Record<string, Record<string, unknown>>;
    expect(body.cod).toBe('200');
    expect(body.main!.temp).toBe('warm');
    expect(body.main!.feels_like).toBe(1);
    expect('visibility' in body).toBe(false);
    expect(body.extra).toEqual([1]);
  });

  it('still fills conditions from the table and derives icons where it can', () => {
    const record = generator.record({
      at: NIGHT,
      unchecked: true,
      overrides: { weather: [{ id: 600 }], name: 42 },
    });
    expect(record.weather).toEqual([{ id: 600, main: 'Snow', description: 'light snow', icon: '13n' }]);
    expect((record as unknown as { name: unknown }).name).toBe(42);
  });

  it('is deterministic like any record', () => {
    const options = { at: DAY, unchecked: true, overrides: { wind: { speed: -1 } } } as const;
    const a: WeatherRecord = createWeatherGenerator({ seed: 4 }).record(options);
    const b: WeatherRecord = createWeatherGenerator({ seed: 4 }).record(options);
    expect(serializeWeatherRecord(a)).toBe(serializeWeatherRecord(b));
    expect(a.wind.speed).toBe(-1);
  });
});
