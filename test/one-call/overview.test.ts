// One Call's weather overview (GET /data/3.0/onecall/overview): the service's shape, today by
// default and tomorrow on request, its errors, and one world: the numbers of the text are One Call's
// current and daily at the same clock, rounded as written.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherGenerator, serializeOverview, validateOverview } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { expectError } from '../support/errors.js';
import { failOnUnhandled } from '../support/msw.js';

const HOST = 'https://api.openweathermap.org';
const SEED = 4;
const NOW = Date.UTC(2024, 5, 1, 18, 3);
const LONDON = { lat: 51.5085, lon: -0.1257 };
const OUT_OF_RANGE = '{"cod":400,"message":"requested date is out of allowed range","parameters":["date"]}';
const numbersIn = (text: string) => [...text.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));

describe('overview through the handlers', () => {
  const double = createWeatherDouble({ seed: SEED, now: () => NOW });
  const msw = setupServer(...double.handlers);
  beforeAll(() => msw.listen(failOnUnhandled));
  afterAll(() => msw.close());
  const get = async (query: string) => {
    const response = await fetch(`${HOST}/data/3.0/onecall/overview?${query}`);
    return { status: response.status, body: await response.text() };
  };
  const generator = createWeatherGenerator({ seed: SEED, now: () => NOW });

  it('answers today by default, in the service’s key order, from One Call’s current and daily[0]', async () => {
    const { status, body } = await get('lat=51.5085&lon=-0.1257&units=metric&appid=k');
    expect(status).toBe(200);
    expect(body).toBe(serializeOverview(generator.oneCallOverview(LONDON, { units: 'metric' })));
    const answer = JSON.parse(body);
    expect(Object.keys(answer)).toEqual(['lat', 'lon', 'tz', 'date', 'units', 'weather_overview']);
    expect(answer).toMatchObject({
      lat: 51.5085,
      lon: -0.1257,
      tz: '+01:00',
      date: '2024-06-01',
      units: 'metric',
    });
    expect(validateOverview(answer).ok).toBe(true);
    const oneCall = generator.oneCall(LONDON, { units: 'metric' });
    const current = oneCall.current!;
    const today = oneCall.daily![0]!;
    const text: string = answer.weather_overview;
    expect(text).toContain(
      `The current weather is ${current.weather[0]!.description} with a temperature of ${Math.round(current.temp)}°C and a feels-like temperature of ${Math.round(current.feels_like)}°C.`,
    );
    expect(text).toContain(`The wind speed is ${Math.round(current.wind_speed)} meter/sec`);
    expect(text).toContain(
      `The air pressure is at ${current.pressure} hPa with a humidity level of ${current.humidity}%.`,
    );
    expect(text).toContain(`the visibility is ${current.visibility} meters.`);
    expect(text).toContain(`The UV index is at ${Math.round(current.uvi)},`);
    expect(text).toContain(
      `temperatures between ${Math.round(today.temp.min)}°C and ${Math.round(today.temp.max)}°C`,
    );
  });

  it('echoes the coordinates as asked, unrounded, where One Call keeps 4 decimals', async () => {
    // Recorded (issue 43) and the service's page: lat=51.509865&lon=-0.118092 answers those.
    const { body } = await get('lat=51.509865&lon=-0.118092&appid=k');
    expect(JSON.parse(body)).toMatchObject({ lat: 51.509865, lon: -0.118092 });
    expect(body).toMatch(/^\{"lat":51\.509865,"lon":-0\.118092,"tz":"\+01:00",/);
    const asked = { lat: 51.509865, lon: -0.118092 };
    expect(generator.oneCallOverview(asked)).toMatchObject(asked);
    expect(generator.oneCall(asked)).toMatchObject({ lat: 51.5099, lon: -0.1181 });
    // The same weather as at One Call's rounded point.
    expect(generator.oneCallOverview(asked).weather_overview).toBe(
      generator.oneCallOverview({ lat: 51.5099, lon: -0.1181 }).weather_overview,
    );
  });

  it('answers the nautical time zone at sea, off a coast too, as recorded', async () => {
    // Recorded (2025-01-10): {"lat":51.509865,"lon":-11.8092,"tz":"-01:00",…}, 125 km off Ireland's
    // west coast, where the time zone map the double reads still says Europe/Dublin (+00:00).
    const { body } = await get('lat=51.509865&lon=-11.8092&appid=k');
    expect(body).toMatch(/^\{"lat":51\.509865,"lon":-11\.8092,"tz":"-01:00",/);
    // One world: One Call and the current shape's `timezone` say the same.
    expect(generator.oneCall({ lat: 51.509865, lon: -11.8092 })).toMatchObject({
      timezone: 'Etc/GMT+1',
      timezone_offset: -3600,
    });
    const current = createWeatherGenerator({ seed: SEED, now: () => NOW, shape: 'current' });
    expect(current.record({ lat: 51.509865, lon: -11.8092 }).timezone).toBe(-3600);
    // East of 7.5° W the nautical zone is UTC; in a desert without towns the land's zone holds.
    expect(JSON.parse((await get('lat=48&lon=-7.4&appid=k')).body).tz).toBe('+00:00');
    expect(generator.oneCall({ lat: 23, lon: 5 }).timezone).toBe('Africa/Algiers');
    expect(generator.oneCall({ lat: -40, lon: -170 })).toMatchObject({
      timezone: 'Etc/GMT+11',
      timezone_offset: -39_600,
    });
  });

  it('answers tomorrow from One Call’s daily[1], in the unit system asked', async () => {
    const { status, body } = await get('lat=51.5085&lon=-0.1257&units=imperial&date=2024-06-02&appid=k');
    expect(status).toBe(200);
    const answer = JSON.parse(body);
    expect(answer).toMatchObject({ date: '2024-06-02', units: 'imperial' });
    const tomorrow = generator.oneCall(LONDON, { units: 'imperial' }).daily![1]!;
    const text: string = answer.weather_overview;
    expect(
      text.startsWith(
        `Tomorrow expect ${tomorrow.weather[0]!.description}, with temperatures between ${Math.round(tomorrow.temp.min)}°F and ${Math.round(tomorrow.temp.max)}°F.`,
      ),
    ).toBe(true);
    expect(text).toContain(
      `${Math.round(tomorrow.temp.morn)}°F in the morning, ${Math.round(tomorrow.temp.day)}°F in the afternoon, ${Math.round(tomorrow.temp.eve)}°F in the evening and ${Math.round(tomorrow.temp.night)}°F at night.`,
    );
    expect(text).toContain(`The wind will reach ${Math.round(tomorrow.wind_speed)} miles/hour`);
    expect(numbersIn(text)).toContain(tomorrow.pressure);
  });

  it('writes kelvin without units, and English whatever lang', async () => {
    const plain = JSON.parse((await get('lat=51.5085&lon=-0.1257&appid=k')).body);
    const french = JSON.parse((await get('lat=51.5085&lon=-0.1257&lang=fr&appid=k')).body);
    expect(french).toEqual(plain);
    expect(plain.units).toBe('standard');
    const current = generator.oneCall(LONDON).current!;
    expect(plain.weather_overview).toContain(`a temperature of ${Math.round(current.temp)} K`);
  });

  it.each([
    ['lat=51.5085&lon=-0.1257&date=2024-05-31', 400, OUT_OF_RANGE],
    ['lat=51.5085&lon=-0.1257&date=2024-06-03', 400, OUT_OF_RANGE],
    [
      'lat=51.5085&lon=-0.1257&date=tomorrow',
      400,
      '{"cod":400,"message":"Invalid date format","parameters":["date"]}',
    ],
    ['lat=51.5085', 400, '{"cod":"400","message":"wrong longitude"}'],
    ['date=2024-06-01', 400, '{"cod":"400","message":"Nothing to geocode"}'],
  ])('%s → %i', async (query, status, body) => {
    expect(await get(`${query}&appid=k`)).toEqual({ status, body });
  });

  it('is the place’s today: past midnight in Tokyo it is already 2024-06-02', async () => {
    const answer = JSON.parse((await get('lat=35.6895&lon=139.6917&appid=k')).body);
    expect(answer).toMatchObject({ tz: '+09:00', date: '2024-06-02' });
  });

  it('refuses another day than today or tomorrow from the generator, naming both', () => {
    expectError(
      () => generator.oneCallOverview(LONDON, { date: '2024-06-05' }),
      'INVALID_OPTION',
      'date',
      `Invalid option date: expected the place's today ('2024-06-01') or tomorrow ('2024-06-02'), got "2024-06-05".`,
    );
  });
});
