// A place's weather: found through the double's geocoding routes, its timeline charted from the
// answers of the forecast, One Call, the 16-day forecast, the air pollution and climate routes.
import { control, route } from './api.js';
import { type ChartSpec, chart, type Line } from './charts.js';
import { field, h, replace, statusLine } from './dom.js';

/** A place as the geocoding routes answer it. */
interface Place {
  name: string;
  lat: number;
  lon: number;
  country?: string;
  state?: string;
}

type Amount = { '1h'?: number; '3h'?: number };
interface Forecast {
  city: { timezone: number };
  list: {
    dt: number;
    main: { temp: number; feels_like: number; pressure: number };
    wind: { speed: number; gust?: number };
    clouds: { all: number };
    rain?: Amount;
    snow?: Amount;
  }[];
}
interface OneCall {
  timezone_offset: number;
  hourly: {
    dt: number;
    temp: number;
    feels_like: number;
    pressure: number;
    wind_speed: number;
    wind_gust?: number;
    clouds: number;
    rain?: Amount;
    snow?: Amount;
  }[];
}
interface DailyItem {
  dt: number;
  sunrise: number;
  sunset: number;
  temp: { day: number; min: number; max: number };
  rain?: number;
  snow?: number;
}
interface Daily {
  city: { timezone: number };
  list: DailyItem[];
}
interface Air {
  list: { dt: number; main: { aqi: number }; components: Record<string, number> }[];
}
interface Normals {
  elevation: number | null;
  temperature: number[];
  precipitation: number[];
}

const COLORS = {
  temp: '#c0392b',
  feels: '#7d3c98',
  rain: '#1f6fb2',
  snow: '#5d6d7e',
  wind: '#117a65',
  gust: '#b9770e',
  pressure: '#34495e',
  clouds: '#566573',
};

/** `51.5,-0.12` or `51.5 -0.12`: coordinates; anything with a digit: a postal code; else a name. */
function readQuery(text: string): { lat: number; lon: number } | { zip: string } | { q: string } {
  const coordinates = /^\s*(-?\d+(?:\.\d+)?)\s*[,\s]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (coordinates) return { lat: Number(coordinates[1]), lon: Number(coordinates[2]) };
  if (/\d/.test(text)) return { zip: text.trim() };
  return { q: text.trim() };
}

/** The places a query names, through the double's own geocoding routes. */
async function findPlaces(text: string): Promise<Place[]> {
  const query = readQuery(text);
  if ('lat' in query) return [{ name: `${query.lat}, ${query.lon}`, ...query }];
  if ('zip' in query) return [await route<Place>('/geo/1.0/zip', { zip: query.zip })];
  return route<Place[]>('/geo/1.0/direct', { q: query.q, limit: 5 });
}

/** Rain plus snow of an amount object or number, rounded to the answer's 2 decimals. */
const sum = (rain: number | undefined, snow: number | undefined) =>
  Math.round(((rain ?? 0) + (snow ?? 0)) * 100) / 100;

/** The nights between the days' sunsets and the next sunrises. */
function nightsOf(days: DailyItem[]): [number, number][] {
  const first = days[0];
  if (first === undefined) return [];
  const night = 12 * 3600;
  return [
    [first.sunrise - night, first.sunrise],
    ...days.map((day, i): [number, number] => [day.sunset, days[i + 1]?.sunrise ?? day.sunset + night]),
  ];
}

/** One timeline's five charts, from rows of the forecast or of One Call's hours. */
function timelineCharts(
  prefix: string,
  label: string,
  offset: number,
  nights: [number, number][],
  rows: {
    dt: number;
    temp: number;
    feels: number;
    rain: number | undefined;
    snow: number | undefined;
    wind: number;
    gust: number | undefined;
    pressure: number;
    clouds: number;
  }[],
  hours: string,
): HTMLElement[] {
  const times = rows.map((row) => row.dt);
  const spec = (name: string, title: string, unit: string, lines: Line[]): ChartSpec => ({
    name: `${prefix}-${name}`,
    title: `${title} (${label})`,
    unit,
    times,
    lines,
    nights,
    offset,
  });
  return [
    chart(
      spec('temperature', 'Temperature and feels-like', '°C', [
        { label: 'Temperature', color: COLORS.temp, values: rows.map((row) => row.temp) },
        { label: 'Feels like', color: COLORS.feels, values: rows.map((row) => row.feels), dash: true },
      ]),
    ),
    chart(
      spec('precipitation', `Precipitation, rain + snow per ${hours}`, 'mm', [
        {
          label: 'Rain + snow',
          color: COLORS.rain,
          values: rows.map((row) => sum(row.rain, row.snow)),
          bars: true,
        },
        { label: 'Snow', color: COLORS.snow, values: rows.map((row) => row.snow ?? 0), bars: true },
      ]),
    ),
    chart(
      spec('wind', 'Wind speed and gusts', 'm/s', [
        { label: 'Speed', color: COLORS.wind, values: rows.map((row) => row.wind) },
        { label: 'Gusts', color: COLORS.gust, values: rows.map((row) => row.gust ?? null), dash: true },
      ]),
    ),
    chart(
      spec('pressure', 'Pressure', 'hPa', [
        { label: 'Pressure', color: COLORS.pressure, values: rows.map((row) => row.pressure) },
      ]),
    ),
    chart(
      spec('clouds', 'Clouds', '%', [
        { label: 'Clouds', color: COLORS.clouds, values: rows.map((row) => row.clouds) },
      ]),
    ),
  ];
}

/** The 5-day / 3-hour forecast's charts. */
function forecastCharts(forecast: Forecast, nights: [number, number][]): HTMLElement[] {
  const rows = forecast.list.map((item) => ({
    dt: item.dt,
    temp: item.main.temp,
    feels: item.main.feels_like,
    rain: item.rain?.['3h'],
    snow: item.snow?.['3h'],
    wind: item.wind.speed,
    gust: item.wind.gust,
    pressure: item.main.pressure,
    clouds: item.clouds.all,
  }));
  return timelineCharts('forecast', '5-day / 3-hour forecast', forecast.city.timezone, nights, rows, '3 h');
}

/** One Call's 48 hours' charts. */
function oneCallCharts(oneCall: OneCall, nights: [number, number][]): HTMLElement[] {
  const rows = oneCall.hourly.map((hour) => ({
    dt: hour.dt,
    temp: hour.temp,
    feels: hour.feels_like,
    rain: hour.rain?.['1h'],
    snow: hour.snow?.['1h'],
    wind: hour.wind_speed,
    gust: hour.wind_gust,
    pressure: hour.pressure,
    clouds: hour.clouds,
  }));
  return timelineCharts('onecall', 'One Call, 48 hours', oneCall.timezone_offset, nights, rows, 'hour');
}

/** Days' range of temperature as a band (max over min), with a third line. */
function rangeChart(
  name: string,
  title: string,
  answer: Daily,
  third: Line,
  nights: [number, number][] | undefined,
): HTMLElement {
  return chart({
    name,
    title,
    unit: '°C',
    times: answer.list.map((day) => day.dt),
    lines: [
      { label: 'Max', color: COLORS.temp, values: answer.list.map((day) => day.temp.max) },
      { label: 'Min', color: COLORS.rain, values: answer.list.map((day) => day.temp.min) },
      third,
    ],
    bands: [[0, 1]],
    ...(nights ? { nights } : {}),
    offset: answer.city.timezone,
  });
}

/** The 16 days' range of temperature as a band, the day's temperature as a line. */
function dailyChart(daily: Daily, nights: [number, number][]): HTMLElement {
  const day = {
    label: 'Day',
    color: COLORS.feels,
    values: daily.list.map((one) => one.temp.day),
    dash: true,
  };
  return rangeChart(
    'daily-range',
    '16-day forecast: the day’s range (band) and its day temperature',
    daily,
    day,
    nights,
  );
}

const AQI = ['', 'Good', 'Fair', 'Moderate', 'Poor', 'Very poor'];

/** The air quality now: the index and each component. */
function airTable(air: Air): HTMLElement {
  const now = air.list[0];
  if (now === undefined) return h('p', {}, 'No air quality answer.');
  return h(
    'div',
    {},
    h(
      'p',
      { class: 'aqi', 'data-aqi': now.main.aqi },
      `Air quality index ${now.main.aqi}: ${AQI[now.main.aqi] ?? ''}`,
    ),
    h(
      'table',
      {},
      h('caption', {}, 'Components, µg/m³'),
      h(
        'thead',
        {},
        h('tr', {}, ...Object.keys(now.components).map((name) => h('th', { scope: 'col' }, name))),
      ),
      h('tbody', {}, h('tr', {}, ...Object.values(now.components).map((value) => h('td', {}, value)))),
    ),
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The 30-day climate forecast beside the 1991–2020 normals of its months. */
function climateView(climate: Daily, normals: Normals): HTMLElement[] {
  const offset = climate.city.timezone;
  const monthOf = (dt: number) => new Date((dt + offset) * 1000).getUTCMonth();
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const months = [...new Set(climate.list.map((day) => monthOf(day.dt)))];
  const rows = months.map((month) => {
    const days = climate.list.filter((day) => monthOf(day.dt) === month);
    const wet = days.reduce((total, day) => total + (day.rain ?? 0) + (day.snow ?? 0), 0);
    return h(
      'tr',
      {},
      h('th', { scope: 'row' }, `${MONTHS[month]} (${days.length} days)`),
      h('td', {}, `${(normals.temperature[month] ?? 0).toFixed(1)} °C`),
      h('td', {}, `${mean(days.map((day) => (day.temp.min + day.temp.max) / 2)).toFixed(1)} °C`),
      h('td', {}, `${(normals.precipitation[month] ?? 0).toFixed(0)} mm a month`),
      h('td', {}, `${wet.toFixed(1)} mm in ${days.length} days`),
    );
  });
  return [
    h(
      'table',
      { class: 'climate' },
      h('caption', {}, 'The month’s 1991–2020 normals beside the double’s 30-day climate forecast'),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, 'Month'),
          h('th', { scope: 'col' }, 'Normal mean temperature'),
          h('th', { scope: 'col' }, 'Double’s mean of (min+max)/2'),
          h('th', { scope: 'col' }, 'Normal precipitation'),
          h('th', { scope: 'col' }, 'Double’s rain + snow'),
        ),
      ),
      h('tbody', {}, ...rows),
    ),
    rangeChart(
      'climate',
      '30-day climate forecast: the day’s range (band) and the month’s normal mean',
      climate,
      {
        label: 'Normal mean',
        color: COLORS.pressure,
        values: climate.list.map((day) => normals.temperature[monthOf(day.dt)] ?? null),
        dash: true,
      },
      undefined,
    ),
  ];
}

/** A section whose content comes from one or more answers; an error shows in its place. */
async function fill(target: HTMLElement, make: () => Promise<Node[]>): Promise<void> {
  replace(target, h('p', { class: 'loading' }, 'Loading…'));
  try {
    replace(target, ...(await make()));
  } catch (error) {
    replace(target, h('p', { class: 'error', role: 'alert' }, (error as Error).message));
  }
}

/** Shows a place: every chart and table, each section as soon as its answers are in. */
async function showPlace(place: Place, parts: Record<string, HTMLElement>): Promise<void> {
  const at = { lat: place.lat, lon: place.lon, units: 'metric' };
  const daily = route<Daily>('/data/2.5/forecast/daily', { ...at, cnt: 16 });
  const nights = daily.then((answer) => nightsOf(answer.list)).catch(() => []);
  const forecast = route<Forecast>('/data/2.5/forecast', at);
  const oneCall = route<OneCall>('/data/3.0/onecall', { ...at, exclude: 'current,minutely,daily,alerts' });
  replace(
    parts.title as HTMLElement,
    `${place.name}${place.state ? `, ${place.state}` : ''}${place.country ? `, ${place.country}` : ''} (${place.lat}, ${place.lon})`,
  );
  await Promise.all([
    fill(parts.forecast as HTMLElement, async () => forecastCharts(await forecast, await nights)),
    fill(parts.oneCall as HTMLElement, async () => oneCallCharts(await oneCall, await nights)),
    fill(parts.daily as HTMLElement, async () => [dailyChart(await daily, await nights)]),
    fill(parts.air as HTMLElement, async () => [
      airTable(await route<Air>('/data/2.5/air_pollution', { lat: place.lat, lon: place.lon })),
    ]),
    fill(parts.climate as HTMLElement, async () =>
      climateView(
        await route<Daily>('/data/2.5/forecast/climate', { ...at, cnt: 30 }),
        await control<Normals>('GET', `/ui/normals?lat=${place.lat}&lon=${place.lon}`),
      ),
    ),
  ]);
  document.body.dataset.placeShown = `${place.lat},${place.lon}`;
}

/** The place view: a search form, its results, and the chosen place's weather. */
export function placeView(): HTMLElement {
  const input = h('input', {
    type: 'search',
    name: 'place',
    required: true,
    placeholder: 'London · 94040,US · 51.5,-0.12',
    autocomplete: 'off',
  });
  const status = statusLine();
  const results = h('ul', { class: 'results', 'aria-label': 'Places found' });
  const section = (id: string, heading: string) => {
    const body = h('div', { id: `place-${id}` });
    return {
      body,
      element: h('section', { 'aria-labelledby': `h-${id}` }, h('h3', { id: `h-${id}` }, heading), body),
    };
  };
  const forecast = section('forecast', '5-day / 3-hour forecast');
  const oneCall = section('onecall', 'One Call: the next 48 hours');
  const daily = section('daily', '16-day forecast');
  const air = section('air', 'Air quality now');
  const climate = section('climate', 'Climate: this month and the next');
  const title = h('h2', { id: 'place-title', tabindex: -1 }, 'No place chosen yet');
  const parts = {
    title,
    forecast: forecast.body,
    oneCall: oneCall.body,
    daily: daily.body,
    air: air.body,
    climate: climate.body,
  };
  const choose = (place: Place) => {
    title.focus();
    void showPlace(place, parts);
  };
  const form = h(
    'form',
    {
      role: 'search',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        replace(status, 'Searching…');
        try {
          const places = await findPlaces(input.value);
          replace(status, places.length === 0 ? 'No place found.' : `${places.length} found.`);
          replace(
            results,
            ...places.map((place) =>
              h(
                'li',
                {},
                h(
                  'button',
                  { type: 'button', onclick: () => choose(place) },
                  `${place.name}${place.state ? `, ${place.state}` : ''}${place.country ? `, ${place.country}` : ''} (${place.lat}, ${place.lon})`,
                ),
              ),
            ),
          );
          if (places.length === 1) choose(places[0] as Place);
        } catch (error) {
          replace(status, (error as Error).message);
        }
      },
    },
    field('Place: a name, a postal code or coordinates', input),
    h('button', { type: 'submit' }, 'Search'),
  );
  return h(
    'div',
    { class: 'view', id: 'view-place' },
    h('h2', { class: 'view-title' }, 'A place’s weather'),
    h(
      'p',
      { class: 'hint' },
      'Found through the double’s geocoding routes (/geo/1.0/direct, /geo/1.0/zip); every chart draws the answer of the route it names, in metric units, in the place’s local time. Nights are shaded, sunrise marked orange, sunset blue.',
    ),
    form,
    status,
    results,
    title,
    forecast.element,
    oneCall.element,
    daily.element,
    air.element,
    climate.element,
  );
}
