// mode=xml and mode=html as the service answers them (recorded answers 2021-2026, the most recent
// deciding): the weather route's <current> and HTML widget, the forecast's <weatherdata>, in the
// service's element order, attributes and unit names, written from the same record as the JSON
// answer; the route's 400 and 404 in XML; everything before the route in JSON; the handlers and the
// server byte for byte alike.
import { bypass } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClimateForecast,
  CurrentWeatherRecord,
  DailyForecast,
  Forecast,
  HourlyForecast,
  WeatherRecord,
} from 'weather-double';
import { createWeatherDouble, type WeatherDoubleOptions } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { failOnUnhandled } from '../support/msw.js';
import { attributeOf, parseXml, type XmlElement } from '../support/xml.js';

const HOST = 'https://api.openweathermap.org';
const NOW = Date.UTC(2024, 5, 1, 20, 16);
const SEED = 9;
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const XML = 'application/xml; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

const mswServer = setupServer();
let weatherServer: WeatherServer;
beforeAll(async () => {
  weatherServer = await startWeatherServer({ port: 0, seed: SEED, now: () => NOW, shape: 'current' });
  mswServer.listen(failOnUnhandled);
});
afterAll(async () => {
  mswServer.close();
  await weatherServer.close();
});

function use(options: WeatherDoubleOptions = {}) {
  const double = createWeatherDouble({ seed: SEED, now: () => NOW, shape: 'current', ...options });
  mswServer.resetHandlers(...double.handlers);
  return double;
}

const ask = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${HOST}${path}`, init);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

/** Element names in document order, and each element's attribute names, as one readable list. */
const shapeOf = (elements: readonly XmlElement[]) =>
  elements.map((element) => [element.name, ...element.attributes.map(([name]) => name)].join(' '));

/** The elements of <current> in the service's order, with their attributes (recorded 2024, 2025). */
const CURRENT_SHAPE = [
  'current',
  'city id name',
  'coord lon lat',
  'country',
  'timezone',
  'sun rise set',
  'temperature value min max unit',
  'feels_like value unit',
  'humidity value unit',
  'pressure value unit',
  'wind',
  'speed value unit name',
  'gusts value',
  'direction value code name',
  'clouds value name',
  'visibility value',
  'precipitation mode',
  'weather number value icon',
  'lastupdate value',
];

/** One <time> of <weatherdata> in the service's order (recorded 2021 to 2023), without rain or snow. */
const SLOT_SHAPE = [
  'time from to',
  'symbol number name var',
  'precipitation probability',
  'windDirection deg code name',
  'windSpeed mps unit name',
  'windGust gust unit',
  'temperature unit value min max',
  'feels_like value unit',
  'pressure unit value',
  'humidity value unit',
  'clouds value all unit',
  'visibility value',
];

const isoOf = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 19);

describe('GET /data/2.5/weather?mode=xml', () => {
  it('is the JSON answer’s record as <current>, in the service’s order, attributes and units', async () => {
    use();
    const json = await ask('/data/2.5/weather?q=London,GB&units=metric&appid=k');
    const xml = await ask('/data/2.5/weather?q=London,GB&units=metric&mode=xml&appid=k');
    expect(xml.status).toBe(200);
    expect(xml.type).toBe(XML);
    const record = JSON.parse(json.body) as CurrentWeatherRecord;
    const [primary] = record.weather;
    expect(xml.body.startsWith(`${DECLARATION}<current><city id="2643743" name="London">`)).toBe(true);
    expect(xml.body).toContain(
      `<coord lon="${record.coord.lon}" lat="${record.coord.lat}"></coord><country>GB</country><timezone>${record.timezone}</timezone><sun rise="${isoOf(record.sys.sunrise)}" set="${isoOf(record.sys.sunset)}"></sun></city>`,
    );
    expect(xml.body).toContain(
      `<temperature value="${record.main.temp}" min="${record.main.temp_min}" max="${record.main.temp_max}" unit="celsius"></temperature><feels_like value="${record.main.feels_like}" unit="celsius"></feels_like><humidity value="${record.main.humidity}" unit="%"></humidity><pressure value="${record.main.pressure}" unit="hPa"></pressure>`,
    );
    expect(xml.body).toContain(`<visibility value="${record.visibility}"></visibility>`);
    expect(xml.body).toContain(
      `<weather number="${primary?.id}" value="${primary?.description}" icon="${primary?.icon}"></weather><lastupdate value="${isoOf(record.dt)}"></lastupdate></current>`,
    );
    expect(xml.body.endsWith('</current>')).toBe(true);
    const elements = parseXml(xml.body);
    expect(shapeOf(elements)).toEqual(CURRENT_SHAPE);
    expect(attributeOf(elements, 'speed', 'value')).toBe(String(record.wind.speed));
    expect(attributeOf(elements, 'gusts', 'value')).toBe(String(record.wind.gust));
    expect(attributeOf(elements, 'direction', 'value')).toBe(String(record.wind.deg));
    expect(attributeOf(elements, 'clouds', 'value')).toBe(String(record.clouds.all));
  });

  it('names the units of each unit system as the service does', async () => {
    use();
    const units = { '': ['kelvin', 'm/s'], metric: ['celsius', 'm/s'], imperial: ['fahrenheit', 'mph'] };
    for (const [system, [temperature, speed]] of Object.entries(units)) {
      const { body } = await ask(`/data/2.5/weather?zip=94040,us&units=${system}&mode=xml&appid=k`);
      const elements = parseXml(body);
      expect(attributeOf(elements, 'temperature', 'unit'), system).toBe(temperature);
      expect(attributeOf(elements, 'feels_like', 'unit'), system).toBe(temperature);
      expect(attributeOf(elements, 'speed', 'unit'), system).toBe(speed);
    }
  });

  it('writes the specification’s record without the fields it does not have', async () => {
    use({ shape: 'specification' });
    const json = JSON.parse((await ask('/data/2.5/weather?zip=94040,us&appid=k')).body) as WeatherRecord;
    const { body } = await ask('/data/2.5/weather?zip=94040,us&mode=xml&appid=k');
    const names = parseXml(body).map((element) => element.name);
    expect(names).not.toContain('timezone');
    expect(names).not.toContain('feels_like');
    expect(body).toContain(`<city id="0" name="${json.name}">`);
    expect(body).toContain('<gusts></gusts>');
  });

  it('answers HEAD with the XML content type and no body', async () => {
    use();
    const head = await ask('/data/2.5/weather?zip=94040,us&mode=xml&appid=k', { method: 'HEAD' });
    expect([head.status, head.type, head.body]).toEqual([200, XML, '']);
  });
});

describe('GET /data/2.5/weather?mode=html', () => {
  it('is the service’s widget page of the same record', async () => {
    use();
    const record = JSON.parse(
      (await ask('/data/2.5/weather?id=2643743&units=metric&appid=k')).body,
    ) as CurrentWeatherRecord;
    const html = await ask('/data/2.5/weather?id=2643743&units=metric&mode=html&appid=k');
    expect(html.status).toBe(200);
    expect(html.type).toBe('text/html; charset=utf-8');
    expect(
      html.body.startsWith('<!DOCTYPE html>\n<html lang="en">\n<head>\n  <meta charset="utf-8">\n'),
    ).toBe(true);
    expect(html.body).toContain(
      '<div style="font-size: medium; font-weight: bold; margin-bottom: 0px;">London</div>',
    );
    expect(html.body).toContain(`http://openweathermap.org/img/w/${record.weather[0]?.icon}.png`);
    expect(html.body).toContain(`title="Current Temperature">${record.main.temp}°C</div>`);
    expect(html.body).toContain(`>Clouds: ${record.clouds.all}%</div>`);
    expect(html.body).toContain(`>Humidity: ${record.main.humidity}%</div>`);
    expect(html.body).toContain(`>Wind: ${record.wind.speed} m/s</div>`);
    expect(html.body).toContain(`>Pressure: ${record.main.pressure}hPa</div>`);
    expect(html.body).toContain(
      '<a href="http://openweathermap.org/city/2643743?utm_source=openweathermap&utm_medium=widget&utm_campaign=html_old" target="_blank">More..</a>',
    );
    expect(html.body.endsWith('</body>\n</html>\n')).toBe(true);
  });
});

describe('GET /data/2.5/forecast?mode=xml', () => {
  it('is the JSON answer’s forecast as <weatherdata>, one <time> per slot, in the service’s order', async () => {
    use();
    const forecast = JSON.parse((await ask('/data/2.5/forecast?q=London,GB&cnt=3&appid=k')).body) as Forecast;
    const xml = await ask('/data/2.5/forecast?q=London,GB&cnt=3&mode=xml&appid=k');
    expect(xml.status).toBe(200);
    expect(xml.type).toBe(XML);
    const { city } = forecast;
    expect(
      xml.body.startsWith(
        `${DECLARATION}<weatherdata><location><name>London</name><type></type><country>GB</country><timezone>${city.timezone}</timezone><location altitude="0" latitude="${city.coord.lat}" longitude="${city.coord.lon}" geobase="geonames" geobaseid="2643743"></location></location><credit></credit><meta><lastupdate></lastupdate><calctime>0</calctime><nextupdate></nextupdate></meta><sun rise="${isoOf(city.sunrise)}" set="${isoOf(city.sunset)}"></sun><forecast><time from="${isoOf(forecast.list[0]?.dt ?? 0)}"`,
      ),
    ).toBe(true);
    const elements = parseXml(xml.body);
    const slots = elements.filter((element) => element.name === 'time');
    expect(slots).toHaveLength(3);
    const first = elements.slice(
      elements.indexOf(slots[0] as XmlElement),
      elements.indexOf(slots[1] as XmlElement),
    );
    const item = forecast.list[0];
    if (item === undefined || item.rain !== undefined || item.snow !== undefined)
      throw new Error('a dry first slot');
    expect(shapeOf(first)).toEqual(SLOT_SHAPE);
    expect(attributeOf(first, 'time', 'to')).toBe(isoOf(item.dt + 10800));
    expect(attributeOf(first, 'temperature', 'unit')).toBe('kelvin');
    expect(attributeOf(first, 'temperature', 'value')).toBe(String(item.main.temp));
    expect(attributeOf(first, 'windGust', 'gust')).toBe(String(item.wind.gust));
    expect(attributeOf(first, 'precipitation', 'probability')).toBe(String(item.pop));
  });

  it('names imperial units', async () => {
    use();
    const elements = parseXml(
      (await ask('/data/2.5/forecast?zip=94040,us&cnt=1&units=imperial&mode=xml&appid=k')).body,
    );
    expect(attributeOf(elements, 'temperature', 'unit')).toBe('fahrenheit');
    expect(attributeOf(elements, 'windSpeed', 'unit')).toBe('mph');
  });
});

/** One <time day> of the 16-day forecast's <weatherdata> in the service's order (recorded 2013 to 2017), dry. */
const DAY_SHAPE = [
  'time day',
  'symbol number name var',
  'precipitation',
  'windDirection deg code name',
  'windSpeed mps unit name',
  'temperature day min max night eve morn unit',
  'pressure unit value',
  'humidity value unit',
  'clouds value all unit',
];

describe('GET /data/2.5/forecast/daily?mode=xml', () => {
  it('is the JSON answer’s days as <weatherdata>, one <time day> a day, in the service’s order (Bergen: wet and dry days)', async () => {
    use();
    const forecast = JSON.parse(
      (await ask('/data/2.5/forecast/daily?q=Bergen,NO&cnt=16&appid=k')).body,
    ) as DailyForecast;
    const xml = await ask('/data/2.5/forecast/daily?q=Bergen,NO&cnt=16&mode=xml&appid=k');
    expect(xml.status).toBe(200);
    expect(xml.type).toBe(XML);
    const { city, list } = forecast;
    const first = list[0];
    if (first === undefined) throw new Error('a first day');
    expect(
      xml.body.startsWith(
        `${DECLARATION}<weatherdata><location><name>Bergen</name><type></type><country>NO</country><timezone>${city.timezone}</timezone><location altitude="0" latitude="${city.coord.lat}" longitude="${city.coord.lon}" geobase="geonames" geobaseid="${city.id}"></location></location><credit></credit><meta><lastupdate></lastupdate><calctime>0</calctime><nextupdate></nextupdate></meta><sun rise="${isoOf(first.sunrise)}" set="${isoOf(first.sunset)}"></sun><forecast><time day="${isoOf(first.dt + city.timezone).slice(0, 10)}">`,
      ),
    ).toBe(true);
    const elements = parseXml(xml.body);
    const days = elements.filter((element) => element.name === 'time');
    expect(days.map((day) => day.attributes[0]?.[1])).toEqual(
      list.map((day) => isoOf(day.dt + city.timezone).slice(0, 10)),
    );
    const dryIndex = list.findIndex((day) => day.rain === undefined && day.snow === undefined);
    const wetIndex = list.findIndex((day) => day.rain !== undefined || day.snow !== undefined);
    expect([dryIndex, wetIndex].every((index) => index >= 0)).toBe(true);
    const dayElements = (index: number) =>
      elements.slice(
        elements.indexOf(days[index] as XmlElement),
        index + 1 < days.length ? elements.indexOf(days[index + 1] as XmlElement) : elements.length,
      );
    const dry = dayElements(dryIndex);
    expect(shapeOf(dry)).toEqual(DAY_SHAPE);
    const dryDay = list[dryIndex] as DailyForecast['list'][number];
    expect(attributeOf(dry, 'temperature', 'night')).toBe(String(dryDay.temp.night));
    expect(attributeOf(dry, 'temperature', 'unit')).toBe('kelvin');
    expect(attributeOf(dry, 'windSpeed', 'mps')).toBe(String(dryDay.speed));
    expect(attributeOf(dry, 'clouds', 'all')).toBe(String(dryDay.clouds));
    const wet = dayElements(wetIndex);
    const wetDay = list[wetIndex] as DailyForecast['list'][number];
    expect(attributeOf(wet, 'precipitation', 'value')).toBe(String(wetDay.rain ?? wetDay.snow));
    expect(attributeOf(wet, 'precipitation', 'type')).toBe(wetDay.rain === undefined ? 'snow' : 'rain');
  });

  it('names imperial units and answers its 404 in XML', async () => {
    use();
    const elements = parseXml(
      (await ask('/data/2.5/forecast/daily?zip=94040,us&cnt=1&units=imperial&mode=xml&appid=k')).body,
    );
    expect(attributeOf(elements, 'temperature', 'unit')).toBe('fahrenheit');
    expect(attributeOf(elements, 'windSpeed', 'unit')).toBe('mph');
    const missing = await ask('/data/2.5/forecast/daily?q=Nowhereville&mode=xml&appid=k');
    expect(missing).toEqual({
      status: 404,
      type: XML,
      body: `${DECLARATION}<Error><cod>404</cod><message>city not found</message></Error>`,
    });
  });
});

describe('GET /data/2.5/forecast/climate?mode=xml', () => {
  it('is the JSON answer’s days as the 16-day forecast’s <weatherdata> (no XML of it is recorded)', async () => {
    use();
    const forecast = JSON.parse(
      (await ask('/data/2.5/forecast/climate?q=Bergen,NO&cnt=30&units=metric&appid=k')).body,
    ) as ClimateForecast;
    const xml = await ask('/data/2.5/forecast/climate?q=Bergen,NO&cnt=30&units=metric&mode=xml&appid=k');
    expect([xml.status, xml.type]).toEqual([200, XML]);
    const { city, list } = forecast;
    const elements = parseXml(xml.body);
    const days = elements.filter((element) => element.name === 'time');
    expect(days.map((day) => day.attributes[0]?.[1])).toEqual(
      list.map((day) => isoOf(day.dt + city.timezone).slice(0, 10)),
    );
    const dryIndex = list.findIndex((day) => day.rain === undefined && day.snow === undefined);
    expect(dryIndex).toBeGreaterThanOrEqual(0);
    const dry = elements.slice(
      elements.indexOf(days[dryIndex] as XmlElement),
      dryIndex + 1 < days.length ? elements.indexOf(days[dryIndex + 1] as XmlElement) : elements.length,
    );
    expect(shapeOf(dry)).toEqual(DAY_SHAPE);
    const dryDay = list[dryIndex] as ClimateForecast['list'][number];
    expect(attributeOf(dry, 'temperature', 'max')).toBe(String(dryDay.temp.max));
    expect(attributeOf(dry, 'temperature', 'unit')).toBe('celsius');
    expect(attributeOf(dry, 'windSpeed', 'mps')).toBe(String(dryDay.speed));
    const missing = await ask('/data/2.5/forecast/climate?q=Nowhereville&mode=xml&appid=k');
    expect(missing).toEqual({
      status: 404,
      type: XML,
      body: `${DECLARATION}<Error><cod>404</cod><message>city not found</message></Error>`,
    });
  });
});

describe('GET /data/2.5/forecast/hourly?mode=xml', () => {
  it('is the JSON answer’s hours as the forecast’s <weatherdata>, one-hour slots', async () => {
    use();
    const forecast = JSON.parse(
      (await ask('/data/2.5/forecast/hourly?q=London,GB&cnt=3&appid=k')).body,
    ) as HourlyForecast;
    const xml = await ask('/data/2.5/forecast/hourly?q=London,GB&cnt=3&mode=xml&appid=k');
    expect(xml.status).toBe(200);
    expect(xml.type).toBe(XML);
    const elements = parseXml(xml.body);
    const slots = elements.filter((element) => element.name === 'time');
    expect(slots).toHaveLength(3);
    const first = elements.slice(
      elements.indexOf(slots[0] as XmlElement),
      elements.indexOf(slots[1] as XmlElement),
    );
    const item = forecast.list[0];
    if (item === undefined || item.rain !== undefined || item.snow !== undefined)
      throw new Error('a dry first slot');
    expect(shapeOf(first)).toEqual(SLOT_SHAPE);
    expect(attributeOf(first, 'time', 'from')).toBe(isoOf(item.dt));
    expect(attributeOf(first, 'time', 'to')).toBe(isoOf(item.dt + 3600));
    expect(attributeOf(first, 'temperature', 'value')).toBe(String(item.main.temp));
    expect(attributeOf(elements, 'sun', 'rise')).toBe(isoOf(forecast.city.sunrise));
  });

  it('names metric units and answers its 400 in XML', async () => {
    use();
    const elements = parseXml(
      (await ask('/data/2.5/forecast/hourly?zip=94040,us&cnt=1&units=metric&mode=xml&appid=k')).body,
    );
    expect(attributeOf(elements, 'temperature', 'unit')).toBe('celsius');
    expect(attributeOf(elements, 'windSpeed', 'unit')).toBe('m/s');
    const bad = await ask('/data/2.5/forecast/hourly?lat=91&lon=0&mode=xml&appid=k');
    expect([bad.status, bad.type, bad.body.startsWith(`${DECLARATION}<Error><cod>400</cod>`)]).toEqual([
      400,
      XML,
      true,
    ]);
  });
});

describe('GET /data/2.5/find?mode=xml', () => {
  it('is the JSON answer’s cities as <cities>, one <item> each, in the recorded order (2019)', async () => {
    use();
    const query = 'lat=51.5085&lon=-0.1257&cnt=2&units=metric';
    const json = JSON.parse((await ask(`/data/2.5/find?${query}&appid=k`)).body) as {
      list: { id: number; main: { temp: number }; dt: number }[];
    };
    const xml = await ask(`/data/2.5/find?${query}&mode=xml&appid=k`);
    expect([xml.status, xml.type]).toEqual([200, XML]);
    expect(
      xml.body.startsWith(
        `${DECLARATION}<cities><calctime>0</calctime><count>2</count><mode>center</mode><list><item>`,
      ),
    ).toBe(true);
    const elements = parseXml(xml.body);
    const items = elements.filter((element) => element.name === 'item');
    expect(items).toHaveLength(2);
    const first = elements.slice(
      elements.indexOf(items[0] as XmlElement),
      elements.indexOf(items[1] as XmlElement),
    );
    expect(shapeOf(first)).toEqual([
      'item',
      'city id name',
      'coord lon lat',
      'country',
      'sun',
      'temperature value min max unit',
      'humidity value unit',
      'pressure value unit',
      'wind',
      'speed value unit name',
      'direction value code name',
      'gust value',
      'clouds value name',
      'precipitation mode',
      'weather number value icon',
      'lastupdate value unix',
    ]);
    const [city] = json.list;
    expect(attributeOf(first, 'city', 'id')).toBe(String(city?.id));
    expect(attributeOf(first, 'temperature', 'value')).toBe(String(city?.main.temp));
    expect(attributeOf(first, 'temperature', 'unit')).toBe('celsius');
    expect(attributeOf(first, 'lastupdate', 'unix')).toBe(String(city?.dt));
    const byName = parseXml((await ask('/data/2.5/find?q=London&cnt=1&mode=xml&appid=k')).body);
    expect(byName.find((element) => element.name === 'mode')?.text).toBe('name');
  });
});

describe('errors with mode=xml', () => {
  it('answers the route’s 404 and 400 in the service’s XML', async () => {
    use();
    const cases = [
      [
        '/data/2.5/weather?q=Zzqxwvy&mode=xml&appid=k',
        404,
        '<Error><cod>404</cod><message>city not found</message></Error>',
      ],
      [
        '/data/2.5/forecast?zip=00000&mode=xml&appid=k',
        404,
        '<Error><cod>404</cod><message>city not found</message></Error>',
      ],
      [
        '/data/2.5/weather?mode=xml&appid=k',
        400,
        '<Error><cod>400</cod><message>Nothing to geocode</message></Error>',
      ],
      [
        '/data/2.5/weather?lat=100&lon=0&mode=xml&appid=k',
        400,
        '<Error><cod>400</cod><message>wrong latitude</message></Error>',
      ],
      [
        '/data/2.5/weather?id=a%3Cb%26&mode=xml&appid=k',
        400,
        '<Error><cod>400</cod><message>a&lt;b&amp; is not a city ID</message></Error>',
      ],
    ] as const;
    for (const [path, status, root] of cases) {
      const answer = await ask(path);
      expect(answer, path).toEqual({ status, type: XML, body: `${DECLARATION}${root}` });
      expect(parseXml(answer.body)[0]?.name).toBe('Error');
    }
  });

  it('answers a scenario’s 404 in XML too', async () => {
    const double = use();
    mswServer.use(double.scenarios.notFound());
    const answer = await ask('/data/2.5/weather?zip=94040,us&mode=xml&appid=k');
    expect(answer).toEqual({
      status: 404,
      type: XML,
      body: `${DECLARATION}<Error><cod>404</cod><message>city not found</message></Error>`,
    });
  });

  it('answers what comes before the route (the key, the quota) in JSON', async () => {
    use({ quota: { limit: 1 } });
    const unauthorized = await ask('/data/2.5/weather?zip=94040,us&mode=xml&appid=');
    expect([unauthorized.status, unauthorized.type]).toEqual([401, JSON_TYPE]);
    expect(JSON.parse(unauthorized.body)).toMatchObject({ cod: 401 });
    await ask('/data/2.5/weather?zip=94040,us&mode=xml&appid=k');
    const limited = await ask('/data/2.5/weather?zip=94040,us&mode=xml&appid=k');
    expect([limited.status, limited.type]).toEqual([429, JSON_TYPE]);
  });

  it('answers errors of mode=html in JSON', async () => {
    use();
    const answer = await ask('/data/2.5/weather?q=Zzqxwvy&mode=html&appid=k');
    expect(answer).toEqual({
      status: 404,
      type: JSON_TYPE,
      body: '{"cod":"404","message":"city not found"}',
    });
  });
});

describe('a request without mode=xml or mode=html', () => {
  it('is answered JSON, byte for byte as without mode (mode=json, an unknown mode, a route without XML)', async () => {
    use();
    const plain = await ask('/data/2.5/weather?zip=94040,us&appid=k');
    for (const mode of ['json', 'XML', 'bogus', '']) {
      const answer = await ask(`/data/2.5/weather?zip=94040,us&mode=${mode}&appid=k`);
      expect(answer, mode).toEqual(plain);
    }
    const html = await ask('/data/2.5/forecast?zip=94040,us&cnt=1&mode=html&appid=k');
    expect([html.type, (JSON.parse(html.body) as Forecast).cnt]).toEqual([JSON_TYPE, 1]);
    const onecall = await ask('/data/3.0/onecall?lat=51.5&lon=0&mode=xml&appid=k');
    expect(onecall.type).toBe(JSON_TYPE);
  });
});

describe('the handlers and the server', () => {
  it('answer mode=xml and mode=html byte for byte alike, with the same headers', async () => {
    use();
    for (const path of [
      '/data/2.5/weather?q=London,GB&mode=xml&appid=k',
      '/data/2.5/weather?zip=94040,us&units=imperial&mode=html&appid=k',
      '/data/2.5/forecast?lat=51.5&lon=-0.12&cnt=2&mode=xml&appid=k',
      '/data/2.5/weather?q=Zzqxwvy&mode=xml&appid=k',
    ]) {
      const viaHandlers = await fetch(`${HOST}${path}`);
      const viaServer = await fetch(bypass(new Request(`${weatherServer.url}${path}`)));
      expect(viaServer.status, path).toBe(viaHandlers.status);
      expect(viaServer.headers.get('content-type'), path).toBe(viaHandlers.headers.get('content-type'));
      expect(viaServer.headers.get('x-cache-key'), path).toBe(viaHandlers.headers.get('x-cache-key'));
      expect(await viaServer.text(), path).toBe(await viaHandlers.text());
    }
  });
});
