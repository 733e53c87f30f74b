import { describe, expect, it } from 'vitest';
import { createWeatherGenerator, serializeWeatherRecord } from 'weather-double';

// Byte snapshots: a change here is a change of what users' fixed-seed tests see. Review it as such.
const clock = () => Date.parse('2024-06-01T12:00:00Z');

describe('byte snapshots for fixed seeds and a fixed clock', () => {
  it('seed 1, Mountain View, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 1, now: clock });
    expect(serializeWeatherRecord(generator.record({ units: 'standard' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"base":"stations","main":{"temp":285.92,"pressure":1016,"humidity":62,"temp_min":283.5,"temp_max":288.09},"visibility":10000,"wind":{"speed":3.05,"deg":307},"clouds":{"all":9},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0167,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
    expect(serializeWeatherRecord(generator.record({ units: 'metric' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"base":"stations","main":{"temp":12.77,"pressure":1016,"humidity":62,"temp_min":10.35,"temp_max":14.94},"visibility":10000,"wind":{"speed":3.05,"deg":307},"clouds":{"all":9},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0167,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
    expect(serializeWeatherRecord(generator.record({ units: 'imperial' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"base":"stations","main":{"temp":54.99,"pressure":1016,"humidity":62,"temp_min":50.63,"temp_max":58.89},"visibility":10000,"wind":{"speed":6.82,"deg":307},"clouds":{"all":9},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0167,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
  });

  it('seed 42, Berlin, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 42, now: clock });
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'standard' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02d"}],"base":"stations","main":{"temp":290.76,"pressure":1012,"humidity":65,"temp_min":290.46,"temp_max":293.07},"visibility":10000,"wind":{"speed":8.91,"deg":300},"clouds":{"all":16},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0345,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'metric' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02d"}],"base":"stations","main":{"temp":17.61,"pressure":1012,"humidity":65,"temp_min":17.31,"temp_max":19.92},"visibility":10000,"wind":{"speed":8.91,"deg":300},"clouds":{"all":16},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0345,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'imperial' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02d"}],"base":"stations","main":{"temp":63.7,"pressure":1012,"humidity":65,"temp_min":63.16,"temp_max":67.86},"visibility":10000,"wind":{"speed":19.93,"deg":300},"clouds":{"all":16},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0345,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
  });

  it('seed 7, a real US postal code (60614, Chicago) at night, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 7, now: clock });
    const at = Date.parse('2024-01-15T06:00:00Z');
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'standard' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":802,"main":"Clouds","description":"scattered clouds","icon":"03n"}],"base":"stations","main":{"temp":266.95,"pressure":1018,"humidity":87,"temp_min":265.6,"temp_max":268.69},"visibility":10000,"wind":{"speed":7.93,"deg":278},"clouds":{"all":32},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0159,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'metric' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":802,"main":"Clouds","description":"scattered clouds","icon":"03n"}],"base":"stations","main":{"temp":-6.2,"pressure":1018,"humidity":87,"temp_min":-7.55,"temp_max":-4.46},"visibility":10000,"wind":{"speed":7.93,"deg":278},"clouds":{"all":32},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0159,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'imperial' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":802,"main":"Clouds","description":"scattered clouds","icon":"03n"}],"base":"stations","main":{"temp":20.84,"pressure":1018,"humidity":87,"temp_min":18.41,"temp_max":23.97},"visibility":10000,"wind":{"speed":17.74,"deg":278},"clouds":{"all":32},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0159,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
    );
  });

  it('seed 7, the current shape, in the three unit systems and with rain', () => {
    const generator = createWeatherGenerator({ seed: 7, now: clock, shape: 'current' });
    const at = Date.parse('2024-01-15T06:00:00Z');
    expect(
      ['standard', 'metric', 'imperial'].map((units) =>
        serializeWeatherRecord(generator.record({ zip: '60614', at, units: units as 'standard' })),
      ),
    ).toMatchInlineSnapshot(`
      [
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":802,"main":"Clouds","description":"scattered clouds","icon":"03n"}],"base":"stations","main":{"temp":266.95,"feels_like":258.8,"temp_min":265.6,"temp_max":268.69,"pressure":1018,"humidity":87,"sea_level":1018,"grnd_level":996},"visibility":10000,"wind":{"speed":7.93,"deg":278,"gust":12.01},"clouds":{"all":32},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":802,"main":"Clouds","description":"scattered clouds","icon":"03n"}],"base":"stations","main":{"temp":-6.2,"feels_like":-14.35,"temp_min":-7.55,"temp_max":-4.46,"pressure":1018,"humidity":87,"sea_level":1018,"grnd_level":996},"visibility":10000,"wind":{"speed":7.93,"deg":278,"gust":12.01},"clouds":{"all":32},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":802,"main":"Clouds","description":"scattered clouds","icon":"03n"}],"base":"stations","main":{"temp":20.84,"feels_like":6.17,"temp_min":18.41,"temp_max":23.97,"pressure":1018,"humidity":87,"sea_level":1018,"grnd_level":996},"visibility":10000,"wind":{"speed":17.74,"deg":278,"gust":26.87},"clouds":{"all":32},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
      ]
    `);
    expect(
      serializeWeatherRecord(
        generator.record({ zip: '10115,de', at, overrides: { weather: [{ id: 501 }] } }),
      ),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":501,"main":"Rain","description":"moderate rain","icon":"10n"}],"base":"stations","main":{"temp":274.58,"feels_like":274.58,"temp_min":273.12,"temp_max":275.47,"pressure":1012,"humidity":81,"sea_level":1012,"grnd_level":1006},"visibility":10000,"wind":{"speed":1,"deg":257,"gust":1.73},"rain":{"1h":5.05},"clouds":{"all":75},"dt":1705298268,"sys":{"type":2,"id":2046256,"country":"DE","sunrise":1705302629,"sunset":1705332078},"timezone":3600,"id":0,"name":"Berlin","cod":200}"`,
    );
  });

  it('seed 3, a short series with a demanded condition', () => {
    const generator = createWeatherGenerator({ seed: 3, now: clock });
    const lines = generator
      .records(2, { zip: '2000,au', units: 'metric', overrides: { weather: [{ id: 500 }, { id: 701 }] } })
      .map(serializeWeatherRecord);
    expect(lines).toMatchInlineSnapshot(`
      [
        "{"coord":{"lon":151.2073,"lat":-33.8678},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"},{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":14.64,"pressure":1012,"humidity":81,"temp_min":12.32,"temp_max":15.98},"visibility":10000,"wind":{"speed":3.48,"deg":207},"clouds":{"all":75},"dt":1717242203,"sys":{"type":1,"id":4919,"message":0.0165,"country":"AU","sunrise":1717188702,"sunset":1717224852},"id":0,"name":"Sydney","cod":200}",
        "{"coord":{"lon":151.2073,"lat":-33.8678},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"},{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":14.32,"pressure":1012,"humidity":81,"temp_min":12.03,"temp_max":15},"visibility":10000,"wind":{"speed":3.74,"deg":205},"clouds":{"all":75},"dt":1717242803,"sys":{"type":1,"id":4919,"message":0.0264,"country":"AU","sunrise":1717188702,"sunset":1717224852},"id":0,"name":"Sydney","cod":200}",
      ]
    `);
  });
});
