import { describe, expect, it } from 'vitest';
import {
  createWeatherGenerator,
  type OneCallAnswer,
  serializeOneCall,
  serializeOneCallTimemachine,
  validateOneCall,
  validateOneCallTimemachine,
  WeatherDoubleError,
} from 'weather-double';

const NOW = Date.UTC(2024, 5, 1, 18, 7, 30);
const generator = createWeatherGenerator({ seed: 21, now: () => NOW });
const LONDON = { lat: 51.5085, lon: -0.1257 };

/** The keys of an object in order, recursively for the first item of arrays. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.length === 0 ? [] : keyPaths(value[0], `${prefix}[]`);
  if (typeof value !== 'object' || value === null) return [];
  return Object.keys(value).flatMap((key) => [
    `${prefix}${key}`,
    ...keyPaths((value as Record<string, unknown>)[key], `${prefix}${key}.`),
  ]);
}

describe('generator.oneCall', () => {
  const answer = generator.oneCall(LONDON, { units: 'metric' });

  it('is a valid answer with every part: 61 minutes, 48 hours, 8 days, no alerts', () => {
    expect(validateOneCall(answer)).toMatchObject({ ok: true });
    expect(answer.minutely).toHaveLength(61);
    expect(answer.hourly).toHaveLength(48);
    expect(answer.daily).toHaveLength(8);
    expect(answer).not.toHaveProperty('alerts');
    expect(answer).toMatchObject({
      lat: 51.5085,
      lon: -0.1257,
      timezone: 'Europe/London',
      timezone_offset: 3600,
    });
  });

  it("writes the service's key order (recorded answers: London 2021, Kochi 2024, São Paulo 2023)", () => {
    const body = serializeOneCall(answer);
    const parsed = JSON.parse(body) as OneCallAnswer;
    expect(Object.keys(parsed)).toEqual([
      'lat',
      'lon',
      'timezone',
      'timezone_offset',
      'current',
      'minutely',
      'hourly',
      'daily',
    ]);
    const currentOrder = [
      'dt',
      'sunrise',
      'sunset',
      'temp',
      'feels_like',
      'pressure',
      'humidity',
      'dew_point',
      'uvi',
      'clouds',
      'visibility',
      'wind_speed',
      'wind_deg',
      'wind_gust',
      'weather',
      'rain',
      'snow',
    ];
    const hourOrder = [
      'dt',
      'temp',
      'feels_like',
      'pressure',
      'humidity',
      'dew_point',
      'uvi',
      'clouds',
      'visibility',
      'wind_speed',
      'wind_deg',
      'wind_gust',
      'weather',
      'pop',
      'rain',
      'snow',
    ];
    const dayOrder = [
      'dt',
      'sunrise',
      'sunset',
      'moonrise',
      'moonset',
      'moon_phase',
      'summary',
      'temp',
      'feels_like',
      'pressure',
      'humidity',
      'dew_point',
      'wind_speed',
      'wind_deg',
      'wind_gust',
      'weather',
      'clouds',
      'pop',
      'rain',
      'snow',
      'uvi',
    ];
    const inOrder = (keys: string[], order: string[]) =>
      expect(keys).toEqual(order.filter((key) => keys.includes(key)));
    inOrder(Object.keys(parsed.current ?? {}), currentOrder);
    for (const hour of parsed.hourly ?? []) inOrder(Object.keys(hour), hourOrder);
    for (const day of parsed.daily ?? []) {
      inOrder(Object.keys(day), dayOrder);
      expect(Object.keys(day.temp)).toEqual(['day', 'min', 'max', 'night', 'eve', 'morn']);
      expect(Object.keys(day.feels_like)).toEqual(['day', 'night', 'eve', 'morn']);
    }
    expect(body).not.toContain('": ');
    expect(keyPaths(parsed.minutely)).toEqual(['[]dt', '[]precipitation']);
  });

  it('reports in current what the weather endpoint reports at the same clock', () => {
    const record = createWeatherGenerator({ seed: 21, now: () => NOW, shape: 'current' }).record({
      ...LONDON,
      units: 'metric',
    });
    const current = answer.current;
    expect(current).toMatchObject({
      dt: record.dt,
      sunrise: record.sys.sunrise,
      sunset: record.sys.sunset,
      temp: record.main.temp,
      feels_like: record.main.feels_like,
      pressure: record.main.pressure,
      humidity: record.main.humidity,
      clouds: record.clouds.all,
      visibility: record.visibility,
      wind_speed: record.wind.speed,
      wind_deg: record.wind.deg,
      weather: record.weather,
    });
    expect(current?.sunrise).toBe(answer.daily?.[0]?.sunrise);
  });

  it('reports in hourly[k] what the weather endpoint will report when the clock reaches that hour', () => {
    const hours = answer.hourly ?? [];
    expect(hours[0]?.dt).toBe(Math.floor((answer.current?.dt ?? 0) / 3600) * 3600);
    for (const k of [0, 1, 5, 23, 47]) {
      const hour = hours[k];
      const record = generator.record({ ...LONDON, units: 'metric', at: (hour?.dt ?? 0) * 1000 });
      expect(hour).toMatchObject({
        temp: record.main.temp,
        humidity: record.main.humidity,
        wind_deg: record.wind.deg,
      });
      expect(hour?.weather.map((w) => w.id)).toEqual(record.weather.map((w) => w.id));
    }
  });

  it('lays the grids as the service does: 61 minutes from the first whole minute at or after current.dt, days at the local hour of solar noon', () => {
    const dt = answer.current?.dt ?? 0;
    const minutes = answer.minutely ?? [];
    expect(minutes[0]?.dt).toBe(Math.ceil(dt / 60) * 60);
    expect(minutes.at(-1)?.dt).toBe((minutes[0]?.dt ?? 0) + 3600);
    // London in early June: solar noon just before 13:00 BST, so 12:00 BST (11:00 UTC) each day.
    expect(answer.daily?.map((day) => new Date(day.dt * 1000).toISOString())).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((d) => `2024-06-0${d}T11:00:00.000Z`),
    );
    const daysAt = (lat: number, lon: number) =>
      generator.oneCall({ lat, lon }, { exclude: ['current', 'minutely', 'hourly'] });
    expect(new Date((daysAt(33.44, -94.04).daily?.[0]?.dt ?? 0) * 1000).toISOString()).toBe(
      '2024-06-01T18:00:00.000Z',
    );
    expect(new Date((daysAt(52.2297, 21.0122).daily?.[0]?.dt ?? 0) * 1000).toISOString()).toBe(
      '2024-06-01T10:00:00.000Z',
    );
    // Tokyo at 18:07 UTC is already 2 June locally
    expect(new Date((daysAt(35.6895, 139.6917).daily?.[0]?.dt ?? 0) * 1000).toISOString()).toBe(
      '2024-06-02T02:00:00.000Z',
    );
  });

  it.each([
    // Recorded answers: [place, lat, lon, current.dt, the service's daily dts]
    ['central India, April 2022 (UTC+05:30)', 20, 77, 1649700138, [1649658600, 1649745000]],
    ['Bruges, April 2022 (CEST)', 51.21, 3.2242, 1650536698, [1650538800, 1650625200]],
    ['Pennsylvania, March 2022 (EST)', 40.1229, -75.5371, 1646145248, [1646154000, 1646240400]],
  ])('puts the days where the service did: %s', (_place, lat, lon, clock, recorded) => {
    const then = createWeatherGenerator({ seed: 21, now: () => clock * 1000 });
    const days = then.oneCall({ lat, lon }, { exclude: ['current', 'minutely', 'hourly'] }).daily ?? [];
    expect(days.slice(0, 2).map((day) => day.dt)).toEqual(recorded);
  });

  it('puts a polar night’s days at the local hour of the sun’s transit', () => {
    const winter = createWeatherGenerator({ seed: 21, now: () => Date.UTC(2024, 11, 20, 12) });
    const days = winter.oneCall(
      { lat: 69.6496, lon: 18.956 },
      { exclude: ['current', 'minutely', 'hourly'] },
    );
    expect(validateOneCall(days)).toMatchObject({ ok: true });
    // Tromsø, 20 December: no sunrise; the sun's transit at 10:50 UTC (11:50 CET): 11:00 CET.
    expect(days.daily?.[0]).toMatchObject({ sunrise: 0, sunset: 0, dt: Date.UTC(2024, 11, 20, 10) / 1000 });
  });

  it('summarises each day from its hours: temperatures within min and max, the summary in one of the five forms', () => {
    const forms = [
      /^There will be (clear sky|partly cloudy|rain|snow) today$/,
      /^There will be (clear sky|partly cloudy|rain|snow) until morning, then (clearing|partly cloudy|rain|snow)$/,
      /^The day will start with (clear sky|partly cloudy|rain|snow) through the late morning hours, transitioning to (clearing|partly cloudy|rain|snow)$/,
      /^You can expect (clear sky|partly cloudy|rain|snow) in the morning, with (clearing|partly cloudy|rain|snow) in the afternoon$/,
      /^Expect a day of partly cloudy with (rain|snow|clear spells)$/,
    ];
    for (let day = 0; day < 20; day += 1) {
      const many = generator.oneCall({ lat: 40 + day, lon: -100 + 7 * day }, { at: NOW + day * 86_400_000 });
      for (const d of many.daily ?? []) {
        expect(
          forms.some((form) => form.test(d.summary)),
          d.summary,
        ).toBe(true);
        expect(d.temp.min).toBeLessThanOrEqual(Math.min(d.temp.morn, d.temp.day, d.temp.eve, d.temp.night));
        expect(d.temp.max).toBeGreaterThanOrEqual(
          Math.max(d.temp.morn, d.temp.day, d.temp.eve, d.temp.night),
        );
        expect(d.weather[0]?.icon.endsWith('d')).toBe(true);
        const wet = (d.weather[0]?.id ?? 800) < 700;
        expect(d.rain !== undefined || d.snow !== undefined).toBe(wet);
      }
      expect(validateOneCall(many).ok).toBe(true);
    }
  });

  it('leaves out the parts named in exclude, and converts units as the weather endpoint does', () => {
    const only = generator.oneCall(LONDON, { exclude: ['current', 'minutely', 'hourly', 'alerts'] });
    expect(Object.keys(only)).toEqual(['lat', 'lon', 'timezone', 'timezone_offset', 'daily']);
    const kelvin = generator.oneCall(LONDON);
    const imperial = generator.oneCall(LONDON, { units: 'imperial' });
    const k = kelvin.current?.temp ?? 0;
    expect(answer.current?.temp).toBe(Math.round((k - 273.15) * 100) / 100);
    expect(imperial.current?.temp).toBe(Math.round((((answer.current?.temp ?? 0) * 9) / 5 + 32) * 100) / 100);
    expect(imperial.current?.wind_speed).toBe(
      Math.round((kelvin.current?.wind_speed ?? 0) * 2.23694 * 100) / 100,
    );
    expect(imperial.minutely).toEqual(kelvin.minutely);
  });

  it('reports alerts only when given', () => {
    const alert = {
      sender_name: 'NWS Tulsa',
      event: 'Heat Advisory',
      start: 1717264800,
      end: 1717300800,
      description: 'Heat index values up to 108.',
      tags: ['Extreme temperature value'],
    };
    const withAlert = generator.oneCall({ lat: 36.154, lon: -95.9928 }, { alerts: [alert] });
    expect(withAlert.alerts).toEqual([alert]);
    expect(Object.keys(JSON.parse(serializeOneCall(withAlert))).at(-1)).toBe('alerts');
    expect(
      generator.oneCall({ lat: 36.154, lon: -95.9928 }, { alerts: [alert], exclude: ['alerts'] }),
    ).not.toHaveProperty('alerts');
  });

  it('is deterministic: the same seed, clock and coordinates give the same bytes', () => {
    const again = createWeatherGenerator({ seed: 21, now: () => NOW }).oneCall(LONDON, { units: 'metric' });
    expect(serializeOneCall(again)).toBe(serializeOneCall(answer));
    expect(
      serializeOneCall(
        createWeatherGenerator({ seed: 22, now: () => NOW }).oneCall(LONDON, { units: 'metric' }),
      ),
    ).not.toBe(serializeOneCall(answer));
  });

  it('rounds the coordinates to 4 decimals and refuses bad options with the path', () => {
    expect(
      generator.oneCall({ lat: 51.50853, lon: -0.12574 }, { exclude: ['minutely', 'hourly', 'daily'] }),
    ).toMatchObject({ lat: 51.5085, lon: -0.1257 });
    const bad = [
      [() => generator.oneCall({ lat: 91, lon: 0 }), 'lat'],
      [() => generator.oneCall({ lat: 0, lon: -181 }), 'lon'],
      [() => generator.oneCall(LONDON, { exclude: ['weekly' as 'daily'] }), 'exclude'],
      [() => generator.oneCall(LONDON, { units: 'kelvin' as 'standard' }), 'units'],
      [() => generator.oneCall(LONDON, { lang: 'de' } as never), 'lang'],
    ] as const;
    for (const [call, path] of bad) {
      expect(call).toThrow(WeatherDoubleError);
      try {
        call();
      } catch (error) {
        expect((error as WeatherDoubleError).path).toBe(path);
        expect((error as Error).message).toMatch(/^\[weather-double\] /);
      }
    }
  });
});

describe('generator.oneCallTimemachine', () => {
  it('answers the observation at dt, reported with dt itself', () => {
    const dt = 1645888976;
    const answer = generator.oneCallTimemachine({ lat: 52.2297, lon: 21.0122 }, { dt });
    expect(validateOneCallTimemachine(answer).ok).toBe(true);
    expect(answer).toMatchObject({
      lat: 52.2297,
      lon: 21.0122,
      timezone: 'Europe/Warsaw',
      timezone_offset: 3600,
    });
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]?.dt).toBe(dt);
    const record = createWeatherGenerator({ seed: 21, shape: 'current' }).record({
      lat: 52.2297,
      lon: 21.0122,
      at: dt * 1000,
    });
    expect(answer.data[0]).toMatchObject({
      temp: record.main.temp,
      humidity: record.main.humidity,
      sunrise: record.sys.sunrise,
    });
    expect(serializeOneCallTimemachine(answer)).toMatch(
      /^\{"lat":52\.2297,"lon":21\.0122,"timezone":"Europe\/Warsaw","timezone_offset":3600,"data":\[\{"dt":1645888976,"sunrise":/,
    );
  });

  it('refuses a dt that is not Unix seconds', () => {
    expect(() => generator.oneCallTimemachine(LONDON, { dt: 1.5 })).toThrow(/Invalid option dt/);
  });
});

describe('validateOneCall', () => {
  it('finds what the service could not send, with paths', () => {
    const answer = generator.oneCall(LONDON);
    const broken = structuredClone(answer);
    if (broken.daily?.[2]) broken.daily[2].temp.min = 400;
    if (broken.hourly?.[3]) broken.hourly[3].dt += 60;
    const result = validateOneCall(broken);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((issue) => issue.path)).toEqual(
        expect.arrayContaining(['daily[2].temp.day', 'hourly[3].dt']),
      );
    }
    expect(validateOneCall({ ...answer, cod: 200 }).ok).toBe(false);
  });
});
