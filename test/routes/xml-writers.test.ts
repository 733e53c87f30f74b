// The XML writers at the places a served answer rarely reaches: rain, snow, names that need
// escaping, a place at sea, the polar sun, every wind speed name and compass point, cloud names.
import { describe, expect, it } from 'vitest';
import type {
  CurrentWeatherRecord,
  DailyForecast,
  DailyForecastItem,
  Forecast,
  ForecastItem,
  HourlyForecast,
} from 'weather-double';
import { forecastXml } from '../../src/routes/forecast/xml.js';
import { dailyForecastXml } from '../../src/routes/forecast-daily/xml.js';
import { hourlyForecastXml } from '../../src/routes/forecast-hourly/xml.js';
import { weatherHtml } from '../../src/routes/weather/html.js';
import { weatherXml } from '../../src/routes/weather/xml.js';
import { cloudsName, escapeXml, windDirection, windSpeedName } from '../../src/service/xml.js';
import { parseXml } from '../support/xml.js';

const record: CurrentWeatherRecord = {
  coord: { lon: 10.99, lat: 44.34 },
  weather: [{ id: 501, main: 'Rain', description: 'moderate rain', icon: '10d' }],
  base: 'stations',
  main: {
    temp: 298.48,
    feels_like: 298.74,
    temp_min: 297.56,
    temp_max: 300.05,
    pressure: 1015,
    humidity: 64,
    sea_level: 1015,
    grnd_level: 933,
  },
  visibility: 10000,
  wind: { speed: 0.62, deg: 349, gust: 1.18 },
  rain: { '1h': 3.16 },
  clouds: { all: 100 },
  dt: 1661870592,
  sys: { type: 2, id: 2075663, country: 'IT', sunrise: 1661834187, sunset: 1661882248 },
  timezone: 7200,
  id: 3163858,
  name: 'Zocca',
  cod: 200,
};

describe('the weather record in XML', () => {
  it('follows the service’s documented XML for Zocca (2022), written from its documented JSON record', () => {
    expect(weatherXml(record, 'standard')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<current><city id="3163858" name="Zocca"><coord lon="10.99" lat="44.34"></coord><country>IT</country><timezone>7200</timezone><sun rise="2022-08-30T04:36:27" set="2022-08-30T17:57:28"></sun></city><temperature value="298.48" min="297.56" max="300.05" unit="kelvin"></temperature><feels_like value="298.74" unit="kelvin"></feels_like><humidity value="64" unit="%"></humidity><pressure value="1015" unit="hPa"></pressure><wind><speed value="0.62" unit="m/s" name="Calm"></speed><gusts value="1.18"></gusts><direction value="349" code="N" name="North"></direction></wind><clouds value="100" name="overcast clouds"></clouds><visibility value="10000"></visibility><precipitation value="3.16" mode="rain" unit="1h"></precipitation><weather number="501" value="moderate rain" icon="10d"></weather><lastupdate value="2022-08-30T14:43:12"></lastupdate></current>',
    );
  });

  it('writes snow, a place at sea, the polar sun and escaped names', () => {
    const { rain, ...dry } = record;
    const xml = weatherXml(
      {
        ...dry,
        snow: { '1h': 0.25 },
        name: 'Rock & "Roll" <Bay>',
        weather: [{ id: 600, main: 'Snow', description: 'l’neige & co', icon: '13n' }],
        sys: { type: 2, id: 1, sunrise: 0, sunset: 0 },
      },
      'metric',
    );
    expect(xml).toContain('<city id="3163858" name="Rock &amp; &quot;Roll&quot; &lt;Bay&gt;">');
    expect(xml).toContain('<country></country>');
    expect(xml).toContain('<sun rise="1970-01-01T00:00:00" set="1970-01-01T00:00:00"></sun>');
    expect(xml).toContain('<precipitation value="0.25" mode="snow" unit="1h"></precipitation>');
    expect(xml).toContain('<weather number="600" value="l’neige &amp; co" icon="13n"></weather>');
    expect(parseXml(xml)[1]?.attributes).toEqual([
      ['id', '3163858'],
      ['name', 'Rock & "Roll" <Bay>'],
    ]);
  });

  it('escapes the HTML widget’s name', () => {
    expect(weatherHtml({ ...record, name: 'A<b>' } as never, 'metric')).toContain('>A&lt;b&gt;</div>');
  });
});

/** A slot without its rain. */
function withoutRain({ rain, ...dry }: ForecastItem): ForecastItem {
  return dry;
}

describe('the forecast in XML', () => {
  const item: ForecastItem = {
    dt: 1661871600,
    main: {
      temp: 296.76,
      feels_like: 296.98,
      temp_min: 296.76,
      temp_max: 297.87,
      pressure: 1015,
      sea_level: 1015,
      grnd_level: 933,
      humidity: 69,
      temp_kf: -1.11,
    },
    weather: [{ id: 500, main: 'Rain', description: 'light rain', icon: '10d' }],
    clouds: { all: 100 },
    wind: { speed: 0.62, deg: 349, gust: 1.18 },
    visibility: 10000,
    pop: 0.32,
    rain: { '3h': 0.26 },
    sys: { pod: 'd' },
    dt_txt: '2022-08-30 15:00:00',
  };
  const forecast: Forecast = {
    cod: '200',
    message: 0,
    cnt: 2,
    list: [item, { ...withoutRain(item), snow: { '3h': 1.5 }, dt: item.dt + 10800 }],
    city: {
      id: 3163858,
      name: 'Zocca',
      coord: { lat: 44.34, lon: 10.99 },
      country: 'IT',
      population: 4593,
      timezone: 7200,
      sunrise: 1661834187,
      sunset: 1661882248,
    },
  };

  it('writes each slot’s rain or snow after its probability, as recorded', () => {
    const xml = forecastXml(forecast, 'standard');
    expect(xml).toContain(
      '<time from="2022-08-30T15:00:00" to="2022-08-30T18:00:00"><symbol number="500" name="light rain" var="10d"></symbol><precipitation probability="0.32" unit="3h" value="0.26" type="rain"></precipitation><windDirection deg="349" code="N" name="North"></windDirection><windSpeed mps="0.62" unit="m/s" name="Calm"></windSpeed><windGust gust="1.18" unit="m/s"></windGust><temperature unit="kelvin" value="296.76" min="296.76" max="297.87"></temperature><feels_like value="296.98" unit="kelvin"></feels_like><pressure unit="hPa" value="1015"></pressure><humidity value="69" unit="%"></humidity><clouds value="overcast clouds" all="100" unit="%"></clouds><visibility value="10000"></visibility></time>',
    );
    expect(xml).toContain(
      '<precipitation probability="0.32" unit="3h" value="1.5" type="snow"></precipitation>',
    );
    expect(parseXml(xml).filter((element) => element.name === 'time')).toHaveLength(2);
  });
});

describe('the hourly forecast in XML', () => {
  it('writes one-hour slots and the hour’s rain as unit="1h"', () => {
    const hour: HourlyForecast['list'][number] = {
      dt: 1661871600,
      main: {
        temp: 296.76,
        feels_like: 296.98,
        temp_min: 296.76,
        temp_max: 297.87,
        pressure: 1015,
        sea_level: 1015,
        grnd_level: 933,
        humidity: 69,
        temp_kf: -1.11,
      },
      weather: [{ id: 500, main: 'Rain', description: 'light rain', icon: '10d' }],
      clouds: { all: 100 },
      wind: { speed: 0.62, deg: 349, gust: 1.18 },
      visibility: 10000,
      pop: 0.32,
      rain: { '1h': 0.26 },
      sys: { pod: 'd' },
      dt_txt: '2022-08-30 15:00:00',
    };
    const xml = hourlyForecastXml(
      {
        cod: '200',
        message: 0,
        cnt: 1,
        list: [hour],
        city: {
          id: 3163858,
          name: 'Zocca',
          coord: { lat: 44.34, lon: 10.99 },
          country: 'IT',
          population: 4593,
          timezone: 7200,
          sunrise: 1661834187,
          sunset: 1661882248,
        },
      },
      'metric',
    );
    expect(xml).toContain(
      '<sun rise="2022-08-30T04:36:27" set="2022-08-30T17:57:28"></sun><forecast><time from="2022-08-30T15:00:00" to="2022-08-30T16:00:00"><symbol number="500" name="light rain" var="10d"></symbol><precipitation probability="0.32" unit="1h" value="0.26" type="rain"></precipitation><windDirection deg="349" code="N" name="North"></windDirection><windSpeed mps="0.62" unit="m/s" name="Calm"></windSpeed><windGust gust="1.18" unit="m/s"></windGust><temperature unit="celsius" value="296.76" min="296.76" max="297.87"></temperature><feels_like value="296.98" unit="celsius"></feels_like><pressure unit="hPa" value="1015"></pressure><humidity value="69" unit="%"></humidity><clouds value="overcast clouds" all="100" unit="%"></clouds><visibility value="10000"></visibility></time></forecast></weatherdata>',
    );
  });
});

describe('the 16-day forecast in XML', () => {
  // The service's page's recorded London day (2017-01-30), in its JSON shape.
  const day: DailyForecastItem = {
    dt: 1485777600,
    sunrise: 1485762034,
    sunset: 1485794876,
    temp: { day: 7, min: 4.34, max: 7, night: 4.91, eve: 5.05, morn: 7 },
    feels_like: { day: 5, night: 3, eve: 3.1, morn: 5 },
    pressure: 1016.99,
    humidity: 100,
    weather: [{ id: 500, main: 'Rain', description: 'light rain', icon: '10d' }],
    speed: 1.97,
    deg: 85,
    gust: 3.2,
    clouds: 12,
    pop: 0.8,
    rain: 1.64,
  };
  const { rain: _rain, ...dryDay } = day;
  const forecast: DailyForecast = {
    city: {
      id: 2643743,
      name: 'London',
      coord: { lon: -0.1258, lat: 51.5085 },
      country: 'GB',
      population: 1000000,
      timezone: 0,
    },
    cod: '200',
    message: 0,
    cnt: 3,
    list: [
      day,
      { ...dryDay, dt: day.dt + 86400, snow: 0.5 },
      {
        ...dryDay,
        dt: day.dt + 2 * 86400,
        weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' }],
      },
    ],
  };

  it('writes the recorded day (2017) byte for byte, with the unit names the forecast’s XML carries', () => {
    expect(dailyForecastXml(forecast, 'metric')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<weatherdata><location><name>London</name><type></type><country>GB</country><timezone>0</timezone><location altitude="0" latitude="51.5085" longitude="-0.1258" geobase="geonames" geobaseid="2643743"></location></location><credit></credit><meta><lastupdate></lastupdate><calctime>0</calctime><nextupdate></nextupdate></meta><sun rise="2017-01-30T07:40:34" set="2017-01-30T16:47:56"></sun><forecast>' +
        '<time day="2017-01-30"><symbol number="500" name="light rain" var="10d"></symbol><precipitation value="1.64" type="rain"></precipitation><windDirection deg="85" code="E" name="East"></windDirection><windSpeed mps="1.97" unit="m/s" name="Light breeze"></windSpeed><temperature day="7" min="4.34" max="7" night="4.91" eve="5.05" morn="7" unit="celsius"></temperature><pressure unit="hPa" value="1016.99"></pressure><humidity value="100" unit="%"></humidity><clouds value="few clouds" all="12" unit="%"></clouds></time>' +
        '<time day="2017-01-31"><symbol number="500" name="light rain" var="10d"></symbol><precipitation value="0.5" type="snow"></precipitation><windDirection deg="85" code="E" name="East"></windDirection><windSpeed mps="1.97" unit="m/s" name="Light breeze"></windSpeed><temperature day="7" min="4.34" max="7" night="4.91" eve="5.05" morn="7" unit="celsius"></temperature><pressure unit="hPa" value="1016.99"></pressure><humidity value="100" unit="%"></humidity><clouds value="few clouds" all="12" unit="%"></clouds></time>' +
        '<time day="2017-02-01"><symbol number="800" name="clear sky" var="01d"></symbol><precipitation></precipitation><windDirection deg="85" code="E" name="East"></windDirection><windSpeed mps="1.97" unit="m/s" name="Light breeze"></windSpeed><temperature day="7" min="4.34" max="7" night="4.91" eve="5.05" morn="7" unit="celsius"></temperature><pressure unit="hPa" value="1016.99"></pressure><humidity value="100" unit="%"></humidity><clouds value="few clouds" all="12" unit="%"></clouds></time>' +
        '</forecast></weatherdata>',
    );
  });

  it('dates each day by the place’s local clock and names imperial units', () => {
    const east: DailyForecast = {
      ...forecast,
      city: { ...forecast.city, timezone: 13 * 3600 },
      list: [{ ...day, dt: Date.UTC(2017, 0, 30, 23) / 1000 }],
    };
    const elements = parseXml(dailyForecastXml(east, 'imperial'));
    expect(elements.find((element) => element.name === 'time')?.attributes).toEqual([['day', '2017-01-31']]);
    expect(elements.find((element) => element.name === 'windSpeed')?.attributes[1]).toEqual(['unit', 'mph']);
    expect(elements.find((element) => element.name === 'temperature')?.attributes[6]).toEqual([
      'unit',
      'fahrenheit',
    ]);
  });
});

describe('the service’s words', () => {
  it('names wind speeds as recorded answers do, in m/s whatever the units', () => {
    const recorded: [number, 'metric' | 'imperial', string][] = [
      [1.44, 'metric', 'Calm'],
      [1.96, 'metric', 'Light breeze'],
      [3.22, 'metric', 'Light breeze'],
      [3.55, 'metric', 'Gentle Breeze'],
      [5.24, 'metric', 'Gentle Breeze'],
      [5.56, 'metric', 'Moderate breeze'],
      [7.58, 'metric', 'Moderate breeze'],
      [10.2, 'metric', 'Fresh Breeze'],
      [11.4, 'metric', 'Strong breeze'],
      [4.61, 'imperial', 'Light breeze'],
      [6.91, 'imperial', 'Light breeze'],
      [7.58, 'imperial', 'Light breeze'],
    ];
    for (const [speed, units, name] of recorded)
      expect(windSpeedName(speed, units), `${speed} ${units}`).toBe(name);
    expect([15, 18, 22, 26, 30, 40].map((speed) => windSpeedName(speed, 'metric'))).toEqual([
      'High wind, near gale',
      'Gale',
      'Severe Gale',
      'Storm',
      'Violent Storm',
      'Hurricane',
    ]);
  });

  it('names the nearest of 16 compass points as recorded answers do', () => {
    const recorded: [number, string, string][] = [
      [349, 'N', 'North'],
      [48, 'NE', 'NorthEast'],
      [92, 'E', 'East'],
      [140, 'SE', 'SouthEast'],
      [157, 'SSE', 'South-southeast'],
      [210, 'SSW', 'South-southwest'],
      [231, 'SW', 'Southwest'],
      [239, 'WSW', 'West-southwest'],
      [284, 'WNW', 'West-northwest'],
      [305, 'NW', 'Northwest'],
      [360, 'N', 'North'],
    ];
    for (const [deg, code, name] of recorded) expect(windDirection(deg), String(deg)).toEqual([code, name]);
  });

  it('names cloud covers as recorded answers do', () => {
    expect([0, 20, 24, 32, 40, 60, 75, 84, 90, 100].map(cloudsName)).toEqual([
      'clear sky',
      'few clouds',
      'few clouds',
      'scattered clouds',
      'scattered clouds',
      'broken clouds',
      'broken clouds',
      'broken clouds',
      'overcast clouds',
      'overcast clouds',
    ]);
  });

  it('escapes the five characters XML reserves and nothing else', () => {
    expect(escapeXml(`a&b<c>d"e'f ü`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f ü');
    expect(escapeXml('Zocca')).toBe('Zocca');
  });
});
