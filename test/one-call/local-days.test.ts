// One Call's `daily` is one item per local date, from the place's date at the clock, as the
// service's page and recorded answers show: `daily[0]` is today (its sunrise and sunset are
// `current`'s), each `dt` the start of the local clock hour that holds the day's solar noon,
// (sunrise + sunset) / 2: on the half hour or quarter hour of UTC in India, Nepal and South
// Australia. Where the date line bends (Apia UTC+13, Kiritimati UTC+14, west of 180°) that hour
// falls on the UTC date before.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';

const SERVICE = 'https://api.openweathermap.org';
const NOW = Date.parse('2024-06-01T18:07:33Z');
const double = createWeatherDouble({ seed: 7, now: () => NOW });

interface Day {
  readonly dt: number;
  readonly sunrise: number;
  readonly sunset: number;
  readonly weather: readonly { readonly icon: string }[];
}
interface Answer {
  readonly timezone: string;
  readonly timezone_offset: number;
  readonly current: { readonly dt: number; readonly sunrise: number; readonly sunset: number };
  readonly daily: readonly Day[];
}

async function oneCall(lat: number, lon: number): Promise<Answer> {
  const url = `${SERVICE}/data/3.0/onecall?lat=${lat}&lon=${lon}&exclude=minutely,hourly&appid=k`;
  const response = await getResponse(double.handlers, new Request(url));
  expect(response?.status, url).toBe(200);
  return (await response!.json()) as Answer;
}

/** The local date (YYYY-MM-DD) of a Unix time at a UTC offset. */
const localDate = (unix: number, offset: number) =>
  new Date((unix + offset) * 1000).toISOString().slice(0, 10);
/** The date `k` days after `date` (YYYY-MM-DD). */
const plusDays = (date: string, k: number) =>
  new Date(Date.parse(date) + k * 86_400_000).toISOString().slice(0, 10);

describe('One Call daily: one item per local date, today first', () => {
  it.each([
    ['Apia', -13.8333, -171.7667, 'Pacific/Apia', '23:00'],
    ['Kiritimati', 1.8721, -157.4278, 'Pacific/Kiritimati', '22:00'],
    ['London', 51.5085, -0.1257, 'Europe/London', '11:00'],
    ['Tokyo', 35.6762, 139.6503, 'Asia/Tokyo', '02:00'],
    ['New York', 40.7128, -74.006, 'America/New_York', '16:00'],
    ['Kochi', 9.9312, 76.2673, 'Asia/Kolkata', '06:30'],
    ['Kathmandu', 27.7172, 85.324, 'Asia/Kathmandu', '06:15'],
    ['Adelaide', -34.9285, 138.6007, 'Australia/Adelaide', '02:30'],
  ])(
    '%s: daily[k] on the local date k days after current’s, at the local hour of its solar noon',
    async (_name, lat, lon, zone, utcTime) => {
      const answer = await oneCall(lat, lon);
      expect(answer.timezone).toBe(zone);
      const today = localDate(answer.current.dt, answer.timezone_offset);
      expect(answer.daily.map((day) => localDate(day.dt, answer.timezone_offset))).toEqual(
        [0, 1, 2, 3, 4, 5, 6, 7].map((k) => plusDays(today, k)),
      );
      for (const day of answer.daily) {
        // The start of the local clock hour that holds (sunrise + sunset) / 2.
        const noon = (day.sunrise + day.sunset) / 2;
        expect((day.dt + answer.timezone_offset) % 3600).toBe(0);
        expect(noon >= day.dt && noon < day.dt + 3600, `${noon} in the hour from ${day.dt}`).toBe(true);
        expect(new Date(day.dt * 1000).toISOString().slice(11, 16)).toBe(utcTime);
      }
      expect([answer.daily[0]!.sunrise, answer.daily[0]!.sunset]).toEqual([
        answer.current.sunrise,
        answer.current.sunset,
      ]);
      // Each day's sun rises and sets on its own local date, around its dt.
      for (const day of answer.daily) {
        expect(localDate(day.sunrise, answer.timezone_offset)).toBe(
          localDate(day.dt, answer.timezone_offset),
        );
        expect(day.sunrise < day.dt && day.dt < day.sunset).toBe(true);
      }
    },
  );
});
