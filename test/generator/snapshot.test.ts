import { describe, expect, it } from 'vitest';
import { createWeatherGenerator, serializeWeatherRecord } from 'weather-double';

// Byte snapshots: a change here is a change of what users' fixed-seed tests see. Review it as such.
const clock = () => Date.parse('2024-06-01T12:00:00Z');

describe('byte snapshots for fixed seeds and a fixed clock', () => {
  it('seed 1, Mountain View, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 1, now: clock });
    expect(serializeWeatherRecord(generator.record({ units: 'standard' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"base":"stations","main":{"temp":286.11,"pressure":1015,"humidity":62,"temp_min":283.69,"temp_max":288.28},"visibility":10000,"wind":{"speed":4.93,"deg":328},"clouds":{"all":9},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0167,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
    expect(serializeWeatherRecord(generator.record({ units: 'metric' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"base":"stations","main":{"temp":12.96,"pressure":1015,"humidity":62,"temp_min":10.54,"temp_max":15.13},"visibility":10000,"wind":{"speed":4.93,"deg":328},"clouds":{"all":9},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0167,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
    expect(serializeWeatherRecord(generator.record({ units: 'imperial' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"base":"stations","main":{"temp":55.33,"pressure":1015,"humidity":62,"temp_min":50.97,"temp_max":59.23},"visibility":10000,"wind":{"speed":11.03,"deg":328},"clouds":{"all":9},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0167,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
  });

  it('seed 42, Berlin, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 42, now: clock });
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'standard' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02d"}],"base":"stations","main":{"temp":290.07,"pressure":1012,"humidity":68,"temp_min":289.77,"temp_max":292.38},"visibility":10000,"wind":{"speed":8.99,"deg":305},"clouds":{"all":12},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0345,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'metric' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02d"}],"base":"stations","main":{"temp":16.92,"pressure":1012,"humidity":68,"temp_min":16.62,"temp_max":19.23},"visibility":10000,"wind":{"speed":8.99,"deg":305},"clouds":{"all":12},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0345,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'imperial' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02d"}],"base":"stations","main":{"temp":62.46,"pressure":1012,"humidity":68,"temp_min":61.92,"temp_max":66.61},"visibility":10000,"wind":{"speed":20.11,"deg":305},"clouds":{"all":12},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0345,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
  });

  it('seed 7, a real US postal code (60614, Chicago) at night, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 7, now: clock });
    const at = Date.parse('2024-01-15T06:00:00Z');
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'standard' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02n"}],"base":"stations","main":{"temp":266.44,"pressure":1019,"humidity":87,"temp_min":265.09,"temp_max":268.18},"visibility":10000,"wind":{"speed":7.68,"deg":278},"clouds":{"all":16},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0159,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'metric' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02n"}],"base":"stations","main":{"temp":-6.71,"pressure":1019,"humidity":87,"temp_min":-8.06,"temp_max":-4.97},"visibility":10000,"wind":{"speed":7.68,"deg":278},"clouds":{"all":16},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0159,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'imperial' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02n"}],"base":"stations","main":{"temp":19.92,"pressure":1019,"humidity":87,"temp_min":17.49,"temp_max":23.05},"visibility":10000,"wind":{"speed":17.18,"deg":278},"clouds":{"all":16},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0159,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
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
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02n"}],"base":"stations","main":{"temp":266.44,"feels_like":258.26,"temp_min":265.09,"temp_max":268.18,"pressure":1019,"humidity":87,"sea_level":1019,"grnd_level":997},"visibility":10000,"wind":{"speed":7.68,"deg":278,"gust":11.64},"clouds":{"all":16},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02n"}],"base":"stations","main":{"temp":-6.71,"feels_like":-14.89,"temp_min":-8.06,"temp_max":-4.97,"pressure":1019,"humidity":87,"sea_level":1019,"grnd_level":997},"visibility":10000,"wind":{"speed":7.68,"deg":278,"gust":11.64},"clouds":{"all":16},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02n"}],"base":"stations","main":{"temp":19.92,"feels_like":5.2,"temp_min":17.49,"temp_max":23.05,"pressure":1019,"humidity":87,"sea_level":1019,"grnd_level":997},"visibility":10000,"wind":{"speed":17.18,"deg":278,"gust":26.04},"clouds":{"all":16},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
      ]
    `);
    expect(
      serializeWeatherRecord(
        generator.record({ zip: '10115,de', at, overrides: { weather: [{ id: 501 }] } }),
      ),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":501,"main":"Rain","description":"moderate rain","icon":"10n"}],"base":"stations","main":{"temp":274.29,"feels_like":272.84,"temp_min":272.83,"temp_max":275.18,"pressure":1012,"humidity":81,"sea_level":1012,"grnd_level":1006},"visibility":10000,"wind":{"speed":1.41,"deg":252,"gust":2.44},"rain":{"1h":5.05},"clouds":{"all":75},"dt":1705298268,"sys":{"type":2,"id":2046256,"country":"DE","sunrise":1705302629,"sunset":1705332078},"timezone":3600,"id":0,"name":"Berlin","cod":200}"`,
    );
  });

  it('seed 3, a short series with a demanded condition', () => {
    const generator = createWeatherGenerator({ seed: 3, now: clock });
    const lines = generator
      .records(2, { zip: '2000,au', units: 'metric', overrides: { weather: [{ id: 500 }, { id: 701 }] } })
      .map(serializeWeatherRecord);
    expect(lines).toMatchInlineSnapshot(`
      [
        "{"coord":{"lon":151.2073,"lat":-33.8678},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"},{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":14.6,"pressure":1012,"humidity":81,"temp_min":12.28,"temp_max":15.94},"visibility":10000,"wind":{"speed":4.65,"deg":205},"clouds":{"all":75},"dt":1717242203,"sys":{"type":1,"id":4919,"message":0.0165,"country":"AU","sunrise":1717188702,"sunset":1717224852},"id":0,"name":"Sydney","cod":200}",
        "{"coord":{"lon":151.2073,"lat":-33.8678},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"},{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":14.27,"pressure":1012,"humidity":81,"temp_min":11.98,"temp_max":14.95},"visibility":10000,"wind":{"speed":4.91,"deg":203},"clouds":{"all":75},"dt":1717242803,"sys":{"type":1,"id":4919,"message":0.0264,"country":"AU","sunrise":1717188702,"sunset":1717224852},"id":0,"name":"Sydney","cod":200}",
      ]
    `);
  });
});
