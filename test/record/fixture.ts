import type { WeatherRecord } from 'weather-double';

/** A record in the specification's shape, with the values of the service's published example. */
export function sampleRecord(): WeatherRecord {
  return {
    coord: { lon: -122.08, lat: 37.39 },
    weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' }],
    base: 'stations',
    main: { temp: 282.55, pressure: 1023, humidity: 100, temp_min: 280.37, temp_max: 284.26 },
    visibility: 10000,
    wind: { speed: 1.5, deg: 350 },
    clouds: { all: 1 },
    dt: 1560350645,
    sys: { type: 1, id: 5122, message: 0.0139, country: 'US', sunrise: 1560343627, sunset: 1560396563 },
    id: 0,
    name: 'Mountain View',
    cod: 200,
  };
}
