import { describe, expect, it } from 'vitest';
import { createWeatherGenerator, serializeWeatherRecord } from 'weather-double';

// Byte snapshots: a change here is a change of what users' fixed-seed tests see. Review it as such.
const clock = () => Date.parse('2024-06-01T12:00:00Z');

describe('byte snapshots for fixed seeds and a fixed clock', () => {
  it('seed 1, Mountain View, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 1, now: clock });
    expect(serializeWeatherRecord(generator.record({ units: 'standard' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":802,"main":"Clouds","description":"scattered clouds","icon":"03n"}],"base":"stations","main":{"temp":288.67,"pressure":1012,"humidity":62,"temp_min":286.25,"temp_max":290.84},"visibility":10000,"wind":{"speed":1,"deg":330},"clouds":{"all":44},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0167,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
    expect(serializeWeatherRecord(generator.record({ units: 'metric' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":802,"main":"Clouds","description":"scattered clouds","icon":"03n"}],"base":"stations","main":{"temp":15.52,"pressure":1012,"humidity":62,"temp_min":13.1,"temp_max":17.69},"visibility":10000,"wind":{"speed":1,"deg":330},"clouds":{"all":44},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0167,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
    expect(serializeWeatherRecord(generator.record({ units: 'imperial' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":802,"main":"Clouds","description":"scattered clouds","icon":"03n"}],"base":"stations","main":{"temp":59.94,"pressure":1012,"humidity":62,"temp_min":55.58,"temp_max":63.84},"visibility":10000,"wind":{"speed":2.24,"deg":330},"clouds":{"all":44},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0167,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
  });

  it('seed 42, Berlin, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 42, now: clock });
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'standard' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01d"}],"base":"stations","main":{"temp":291.62,"pressure":1028,"humidity":62,"temp_min":291.32,"temp_max":293.93},"visibility":10000,"wind":{"speed":1.35,"deg":253},"clouds":{"all":1},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0345,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'metric' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01d"}],"base":"stations","main":{"temp":18.47,"pressure":1028,"humidity":62,"temp_min":18.17,"temp_max":20.78},"visibility":10000,"wind":{"speed":1.35,"deg":253},"clouds":{"all":1},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0345,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'imperial' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01d"}],"base":"stations","main":{"temp":65.25,"pressure":1028,"humidity":62,"temp_min":64.71,"temp_max":69.4},"visibility":10000,"wind":{"speed":3.02,"deg":253},"clouds":{"all":1},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0345,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
  });

  it('seed 7, a real US postal code (60614, Chicago) at night, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 7, now: clock });
    const at = Date.parse('2024-01-15T06:00:00Z');
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'standard' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"base":"stations","main":{"temp":262.89,"pressure":1029,"humidity":92,"temp_min":261.54,"temp_max":264.63},"visibility":10000,"wind":{"speed":0,"deg":281},"clouds":{"all":7},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0159,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'metric' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"base":"stations","main":{"temp":-10.26,"pressure":1029,"humidity":92,"temp_min":-11.61,"temp_max":-8.52},"visibility":10000,"wind":{"speed":0,"deg":281},"clouds":{"all":7},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0159,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'imperial' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"base":"stations","main":{"temp":13.53,"pressure":1029,"humidity":92,"temp_min":11.1,"temp_max":16.66},"visibility":10000,"wind":{"speed":0,"deg":281},"clouds":{"all":7},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0159,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
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
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"base":"stations","main":{"temp":262.89,"feels_like":262.89,"temp_min":261.54,"temp_max":264.63,"pressure":1029,"humidity":92,"sea_level":1029,"grnd_level":1007},"visibility":10000,"wind":{"speed":0,"deg":281},"clouds":{"all":7},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"base":"stations","main":{"temp":-10.26,"feels_like":-10.26,"temp_min":-11.61,"temp_max":-8.52,"pressure":1029,"humidity":92,"sea_level":1029,"grnd_level":1007},"visibility":10000,"wind":{"speed":0,"deg":281},"clouds":{"all":7},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"base":"stations","main":{"temp":13.53,"feels_like":13.53,"temp_min":11.1,"temp_max":16.66,"pressure":1029,"humidity":92,"sea_level":1029,"grnd_level":1007},"visibility":10000,"wind":{"speed":0,"deg":281},"clouds":{"all":7},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
      ]
    `);
    expect(
      serializeWeatherRecord(
        generator.record({ zip: '10115,de', at, overrides: { weather: [{ id: 501 }] } }),
      ),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":501,"main":"Rain","description":"moderate rain","icon":"10n"}],"base":"stations","main":{"temp":273.65,"feels_like":268.18,"temp_min":272.19,"temp_max":274.54,"pressure":1012,"humidity":95,"sea_level":1012,"grnd_level":1006},"visibility":10000,"wind":{"speed":6.32,"deg":246,"gust":10.92},"rain":{"1h":5.05},"clouds":{"all":75},"dt":1705298268,"sys":{"type":2,"id":2046256,"country":"DE","sunrise":1705302629,"sunset":1705332078},"timezone":3600,"id":0,"name":"Berlin","cod":200}"`,
    );
  });

  it('seed 3, a short series with a demanded condition', () => {
    const generator = createWeatherGenerator({ seed: 3, now: clock });
    const lines = generator
      .records(2, { zip: '2000,au', units: 'metric', overrides: { weather: [{ id: 500 }, { id: 701 }] } })
      .map(serializeWeatherRecord);
    expect(lines).toMatchInlineSnapshot(`
      [
        "{"coord":{"lon":151.2073,"lat":-33.8678},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"},{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":15.2,"pressure":1010,"humidity":84,"temp_min":12.88,"temp_max":16.54},"visibility":10000,"wind":{"speed":2.17,"deg":215},"clouds":{"all":77},"dt":1717242203,"sys":{"type":1,"id":4919,"message":0.0165,"country":"AU","sunrise":1717188702,"sunset":1717224852},"id":0,"name":"Sydney","cod":200}",
        "{"coord":{"lon":151.2073,"lat":-33.8678},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"},{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":14.93,"pressure":1010,"humidity":84,"temp_min":12.64,"temp_max":15.61},"visibility":10000,"wind":{"speed":2.42,"deg":214},"clouds":{"all":77},"dt":1717242803,"sys":{"type":1,"id":4919,"message":0.0264,"country":"AU","sunrise":1717188702,"sunset":1717224852},"id":0,"name":"Sydney","cod":200}",
      ]
    `);
  });
});
