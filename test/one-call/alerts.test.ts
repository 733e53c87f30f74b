// One Call's `alerts[]` raised by the weather itself (src/model/alerts.ts, docs/alerts.md): a run of
// at least two hazardous hours of the shared timeline is an alert of the country's national
// service, its start and end on the timeline, the same whatever clock or route asks.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWeatherGenerator, type OneCallAlert } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';

const DAY = 86_400_000;
const PHOENIX = { lat: 33.4484, lon: -112.074 };
const DENVER = { lat: 39.7392, lon: -104.9903 };
const MUNICH = { lat: 48.1374, lon: 11.5755 };
const MARSEILLE = { lat: 43.2965, lon: 5.3698 };
const generator = createWeatherGenerator({ seed: 1 });

/** The first alert the weather raises at a place, looking day by day from `from`. */
function firstAlert(where: { lat: number; lon: number }, from: number): { at: number; alert: OneCallAlert } {
  for (let day = 0; day < 366; day += 1) {
    const at = from + day * DAY;
    const alert = generator.oneCall(where, { at, exclude: ['minutely', 'hourly', 'daily'] }).alerts?.[0];
    if (alert) return { at, alert };
  }
  throw new Error('no alert in a year');
}

describe('alerts raised by the weather', () => {
  it('are the national service’s: NWS, Deutscher Wetterdienst, Météo-France', () => {
    const heat = firstAlert(PHOENIX, Date.UTC(2024, 5, 1)).alert;
    expect(heat.sender_name).toMatch(/^NWS /);
    expect(heat.event).toBe('Heat Advisory');
    expect(heat.tags).toEqual(['Extreme temperature value']);
    expect(heat.description).toMatch(/^\.\.\.HEAT ADVISORY IN EFFECT FROM \d+ [AP]M TO/);
    expect(heat.description).toMatch(
      /\* WHAT\.\.\.Heat index values (of \d+ to|up to) \d+ degrees expected\./,
    );
    const german = firstAlert(MUNICH, Date.UTC(2024, 0, 1)).alert;
    expect(german.sender_name).toBe('Deutscher Wetterdienst');
    expect(german.description).toMatch(/^There is a risk of .+ \((level 1|Level 2) of 4\)\./);
    const french = firstAlert(MARSEILLE, Date.UTC(2024, 0, 1)).alert;
    expect(french.sender_name).toBe('METEO-FRANCE');
    expect(french.event).toMatch(/^Moderate [a-z-]+ warning$/);
  });

  it('cover hazardous hours of the timeline, as the hourly part reports them', () => {
    const { at, alert } = firstAlert(PHOENIX, Date.UTC(2024, 5, 1));
    const answer = generator.oneCall(PHOENIX, { at, units: 'metric' });
    expect(alert.end).toBeGreaterThan(answer.current?.dt ?? 0);
    expect(alert.end - alert.start).toBeGreaterThanOrEqual(2 * 3600);
    const hours = answer.hourly?.filter((hour) => hour.dt >= alert.start && hour.dt < alert.end) ?? [];
    expect(hours.length).toBeGreaterThan(0);
    for (const hour of hours) expect(hour.feels_like).toBeGreaterThanOrEqual(40.6);
  });

  it('are the same alert whatever clock asks while it lasts', () => {
    const { at, alert } = firstAlert(DENVER, Date.UTC(2024, 0, 1));
    const later = generator.oneCall(DENVER, { at: at + 3_600_000, exclude: ['minutely', 'hourly', 'daily'] });
    if (alert.end * 1000 > at + 3_600_000) expect(later.alerts).toContainEqual(alert);
    const earlier = generator.oneCall(DENVER, {
      at: alert.start * 1000 - DAY,
      exclude: ['minutely', 'hourly', 'daily'],
    });
    expect(earlier.alerts).toContainEqual(alert);
  });

  it('are none where the double knows no national service (Tokyo, the open sea)', () => {
    for (const where of [
      { lat: 35.6762, lon: 139.6503 },
      { lat: 40, lon: -40 },
    ]) {
      for (let day = 0; day < 60; day += 3) {
        const answer = generator.oneCall(where, {
          at: Date.UTC(2024, 0, 1) + day * DAY,
          exclude: ['minutely'],
        });
        expect(answer.alerts).toBeUndefined();
      }
    }
  });

  it('reach the route; exclude=alerts leaves them out; the alerts scenario replaces them', async () => {
    const { at, alert } = firstAlert(DENVER, Date.UTC(2024, 0, 1));
    const double = createWeatherDouble({ seed: 1, now: () => at });
    const url = `https://api.openweathermap.org/data/3.0/onecall?lat=${DENVER.lat}&lon=${DENVER.lon}&appid=k`;
    const body = async (u: string) =>
      (await (await getResponse(double.handlers, new Request(u)))!.json()) as {
        alerts?: OneCallAlert[];
      };
    expect((await body(url)).alerts).toContainEqual(alert);
    expect((await body(`${url}&exclude=alerts`)).alerts).toBeUndefined();
    const chosen: OneCallAlert = {
      sender_name: 'NWS Tulsa',
      event: 'Heat Advisory',
      start: 1597341600,
      end: 1597366800,
      description: 'HEAT',
      tags: [],
    };
    const scenario = double.scenarios.alerts([chosen]);
    const withScenario = (await getResponse([scenario, ...double.handlers], new Request(url)))!;
    expect(((await withScenario.json()) as { alerts?: OneCallAlert[] }).alerts).toEqual([chosen]);
  });

  it('stay as the sender wrote them whatever `lang` (recorded: English with lang=de)', async () => {
    // MMM-OpenWeatherForecast issue #12 (2025): One Call's alerts "are not get translated" with
    // lang=de; the recorded Deutscher Wetterdienst and METEO-FRANCE alerts are in English.
    for (const where of [MUNICH, MARSEILLE, DENVER]) {
      const { at } = firstAlert(where, Date.UTC(2024, 0, 1));
      const double = createWeatherDouble({ seed: 1, now: () => at });
      const url = `https://api.openweathermap.org/data/3.0/onecall?lat=${where.lat}&lon=${where.lon}&appid=k`;
      const alerts = async (lang: string) =>
        (
          (await (await getResponse(double.handlers, new Request(`${url}${lang}`)))!.json()) as {
            alerts?: OneCallAlert[];
          }
        ).alerts;
      const unset = await alerts('');
      expect(unset?.length).toBeGreaterThan(0);
      for (const lang of ['&lang=de', '&lang=fr', '&lang=zh_cn']) expect(await alerts(lang)).toEqual(unset);
    }
  });
});
