// The weather endpoint answers every query form clients use today (zip, lat+lon, q, id) from one
// place model, with the service's error bodies, through the public handlers.
import { describe, expect, it } from 'vitest';
import { createWeatherGenerator, serializeWeatherRecord, validateWeatherRecord } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { answerOf, expectedHeaders, NOW, useMswServer } from '../handlers/helpers.js';

const SERVICE = 'https://api.openweathermap.org';
const double = createWeatherDouble({ seed: 5, now: () => NOW });
useMswServer(...double.handlers);

async function weather(query: string) {
  return answerOf(await fetch(`${SERVICE}/data/2.5/weather?${query}&appid=k`));
}
async function json(query: string) {
  const answer = await weather(query);
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body);
}

describe('GET /data/2.5/weather by every location form', () => {
  it('zip: id 0 and the postal code’s real place (98052 is Redmond, WA; 90210 Beverly Hills)', async () => {
    const redmond = await json('zip=98052');
    expect(redmond).toMatchObject({
      id: 0,
      name: 'Redmond',
      coord: { lat: 47.6718, lon: -122.1232 },
      sys: { country: 'US' },
    });
    expect(await json('zip=90210,us')).toMatchObject({
      id: 0,
      name: 'Beverly Hills',
      coord: { lat: 34.0901, lon: -118.4065 },
    });
  });

  it('lat+lon: the nearest city’s GeoNames ID and name, the requested coordinates at 4 decimals', async () => {
    const body = await json('lat=37.386051&lon=-122.083855');
    expect(body).toMatchObject({
      id: 5375480,
      name: 'Mountain View',
      coord: { lat: 37.3861, lon: -122.0839 },
      sys: { country: 'US' },
    });
    expect(validateWeatherRecord(body).ok).toBe(true);
  });

  it('q: {city}, {city},{country}, {city},{state},{country}; the most populous match first', async () => {
    expect(await json('q=London')).toMatchObject({ id: 2643743, name: 'London', sys: { country: 'GB' } });
    expect(await json('q=london,uk')).toMatchObject({ id: 2643743 });
    expect(await json('q=London,CA')).toMatchObject({ id: 6058560, sys: { country: 'CA' } });
    expect(await json('q=Springfield,IL,US')).toMatchObject({ id: 4250542, name: 'Springfield' });
    expect(await json('q=Z%C3%BCrich')).toMatchObject({ name: 'Zürich', sys: { country: 'CH' } });
    expect(await json('q=zurich')).toMatchObject({ name: 'Zürich' });
  });

  it('id: the city of that GeoNames ID, at the city’s coordinates', async () => {
    expect(await json('id=2643743')).toMatchObject({
      id: 2643743,
      name: 'London',
      coord: { lat: 51.5085, lon: -0.1257 },
      sys: { country: 'GB' },
    });
    expect(await json('id=5375480')).toMatchObject({ name: 'Mountain View' });
  });

  it('at sea: id 0, name "" and no sys.country', async () => {
    const body = await json('lat=0&lon=-140');
    expect(body).toMatchObject({ id: 0, name: '', coord: { lat: 0, lon: -140 } });
    expect(body.sys).not.toHaveProperty('country');
    expect(validateWeatherRecord(body).ok).toBe(true);
  });

  it('the service’s error bodies for each form, the key still checked first', async () => {
    const bad = (message: string) => JSON.stringify({ cod: '400', message });
    expect(await weather('lat=91&lon=0')).toMatchObject({ status: 400, body: bad('wrong latitude') });
    expect(await weather('lat=north&lon=0')).toMatchObject({ status: 400, body: bad('wrong latitude') });
    expect(await weather('lat=10&lon=181')).toMatchObject({ status: 400, body: bad('wrong longitude') });
    expect(await weather('lat=10')).toMatchObject({ status: 400, body: bad('wrong longitude') });
    expect(await weather('lon=10')).toMatchObject({ status: 400, body: bad('wrong latitude') });
    expect(await weather('q=Nowhereville')).toEqual({
      status: 404,
      body: '{"cod":"404","message":"city not found"}',
      headers: expectedHeaders('/data/2.5/weather?q=Nowhereville'),
    });
    expect(await weather('id=1')).toMatchObject({
      status: 404,
      body: '{"cod":"404","message":"city not found"}',
    });
    expect(await weather('id=abc')).toMatchObject({ status: 400, body: bad('abc is not a city ID') });
    expect(await weather('id=0')).toMatchObject({ status: 400, body: bad('Invalid ID') });
    expect(await weather('q=&id=')).toMatchObject({ status: 400, body: bad('Nothing to geocode') });
    const noKey = await answerOf(await fetch(`${SERVICE}/data/2.5/weather?lat=91&lon=0`));
    expect(noKey.status).toBe(401);
  });

  it('several forms: coordinates win, then id, then q, then zip (a documented choice)', async () => {
    expect(await json('zip=98052&q=London&id=5375480&lat=0&lon=-140')).toMatchObject({ id: 0, name: '' });
    expect(await json('zip=98052&q=London&id=5375480')).toMatchObject({ name: 'Mountain View' });
    expect(await json('zip=98052&q=London')).toMatchObject({ name: 'London' });
    expect(await json('zip=98052&q=')).toMatchObject({ name: 'Redmond' });
  });
});

describe('one place, one weather', () => {
  const weatherOf = (body: {
    dt: number;
    main: unknown;
    weather: unknown;
    wind: unknown;
    clouds: unknown;
    visibility: number;
    sys: { sunrise: number; sunset: number };
  }) => ({
    dt: body.dt,
    main: body.main,
    weather: body.weather,
    wind: body.wind,
    clouds: body.clouds,
    visibility: body.visibility,
    sun: [body.sys.sunrise, body.sys.sunset],
  });

  it('a postal code and its geocoded coordinates report the same dt, temperatures and conditions', async () => {
    const geo = await (await fetch(`${SERVICE}/geo/1.0/zip?zip=98052,US&appid=k`)).json();
    const byZip = await json('zip=98052');
    const byCoordinates = await json(`lat=${geo.lat}&lon=${geo.lon}&units=standard`);
    expect(weatherOf(byCoordinates)).toEqual(weatherOf(byZip));
    expect(byCoordinates).toMatchObject({ id: 5808079, name: 'Redmond' });
  });

  it('a city by name, by ID and by its coordinates (from /geo/1.0/direct) has one weather', async () => {
    const [london] = await (await fetch(`${SERVICE}/geo/1.0/direct?q=London&limit=1&appid=k`)).json();
    const byName = await json('q=London&units=metric');
    const byId = await json('id=2643743&units=metric');
    const byCoordinates = await json(`lat=${london.lat}&lon=${london.lon}&units=metric`);
    expect(weatherOf(byId)).toEqual(weatherOf(byName));
    expect(weatherOf(byCoordinates)).toEqual(weatherOf(byName));
  });

  it('the generator gives the same weather for every form of one place', () => {
    const generator = createWeatherGenerator({ seed: 5, now: () => NOW });
    const byZip = generator.record({ zip: '98052' });
    const byCoordinates = generator.record({ lat: 47.6718, lon: -122.1232 });
    expect(weatherOf(byCoordinates)).toEqual(weatherOf(byZip));
    const byName = generator.record({ q: 'London,GB' });
    expect(weatherOf(generator.record({ id: 2643743 }))).toEqual(weatherOf(byName));
    expect(weatherOf(generator.record({ lat: 51.5085, lon: -0.1257 }))).toEqual(weatherOf(byName));
  });

  it('the generator and the double give the same bytes for each form', async () => {
    const generator = createWeatherGenerator({ seed: 5, now: () => NOW });
    const at = NOW;
    expect((await weather('lat=47.6718&lon=-122.1232')).body).toBe(
      serializeWeatherRecord(generator.record({ lat: 47.6718, lon: -122.1232, at })),
    );
    expect((await weather('q=London')).body).toBe(
      serializeWeatherRecord(generator.record({ q: 'London', at })),
    );
    expect((await weather('id=5375480&units=imperial')).body).toBe(
      serializeWeatherRecord(generator.record({ id: 5375480, units: 'imperial', at })),
    );
  });
});
