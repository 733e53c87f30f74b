import { describe, expect, it } from 'vitest';
import { createWeatherGenerator, serializeWeatherRecord } from 'weather-double';

// Byte snapshots: a change here is a change of what users' fixed-seed tests see. Review it as such.
const clock = () => Date.parse('2024-06-01T12:00:00Z');

describe('byte snapshots for fixed seeds and a fixed clock', () => {
  it('seed 1, Mountain View, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 1, now: clock });
    expect(serializeWeatherRecord(generator.record({ units: 'standard' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"base":"stations","main":{"temp":283.52,"pressure":1018,"humidity":64,"temp_min":281.1,"temp_max":285.69},"visibility":10000,"wind":{"speed":1.6,"deg":35},"clouds":{"all":8},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0167,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
    expect(serializeWeatherRecord(generator.record({ units: 'metric' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"base":"stations","main":{"temp":10.37,"pressure":1018,"humidity":64,"temp_min":7.95,"temp_max":12.54},"visibility":10000,"wind":{"speed":1.6,"deg":35},"clouds":{"all":8},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0167,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
    expect(serializeWeatherRecord(generator.record({ units: 'imperial' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"base":"stations","main":{"temp":50.67,"pressure":1018,"humidity":64,"temp_min":46.31,"temp_max":54.57},"visibility":10000,"wind":{"speed":3.58,"deg":35},"clouds":{"all":8},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0167,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
  });

  it('seed 42, Berlin, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 42, now: clock });
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'standard' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02d"}],"base":"stations","main":{"temp":289.65,"pressure":1014,"humidity":69,"temp_min":289.35,"temp_max":291.96},"visibility":10000,"wind":{"speed":5.92,"deg":77},"clouds":{"all":17},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0345,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'metric' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02d"}],"base":"stations","main":{"temp":16.5,"pressure":1014,"humidity":69,"temp_min":16.2,"temp_max":18.81},"visibility":10000,"wind":{"speed":5.92,"deg":77},"clouds":{"all":17},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0345,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'imperial' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02d"}],"base":"stations","main":{"temp":61.7,"pressure":1014,"humidity":69,"temp_min":61.16,"temp_max":65.86},"visibility":10000,"wind":{"speed":13.24,"deg":77},"clouds":{"all":17},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0345,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
  });

  it('seed 7, a real US postal code (60614, Chicago) at night, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 7, now: clock });
    const at = Date.parse('2024-01-15T06:00:00Z');
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'standard' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":263.18,"pressure":1015,"humidity":95,"temp_min":261.83,"temp_max":264.92},"visibility":4210,"wind":{"speed":1.63,"deg":281},"clouds":{"all":71},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0159,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'metric' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":-9.97,"pressure":1015,"humidity":95,"temp_min":-11.32,"temp_max":-8.23},"visibility":4210,"wind":{"speed":1.63,"deg":281},"clouds":{"all":71},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0159,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'imperial' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":14.05,"pressure":1015,"humidity":95,"temp_min":11.62,"temp_max":17.19},"visibility":4210,"wind":{"speed":3.65,"deg":281},"clouds":{"all":71},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0159,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
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
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":263.18,"feels_like":259.76,"temp_min":261.83,"temp_max":264.92,"pressure":1015,"humidity":95,"sea_level":1015,"grnd_level":993},"visibility":4210,"wind":{"speed":1.63,"deg":281},"clouds":{"all":71},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":-9.97,"feels_like":-13.39,"temp_min":-11.32,"temp_max":-8.23,"pressure":1015,"humidity":95,"sea_level":1015,"grnd_level":993},"visibility":4210,"wind":{"speed":1.63,"deg":281},"clouds":{"all":71},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":14.05,"feels_like":7.9,"temp_min":11.62,"temp_max":17.19,"pressure":1015,"humidity":95,"sea_level":1015,"grnd_level":993},"visibility":4210,"wind":{"speed":3.65,"deg":281},"clouds":{"all":71},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
      ]
    `);
    expect(
      serializeWeatherRecord(
        generator.record({ zip: '10115,de', at, overrides: { weather: [{ id: 501 }] } }),
      ),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":501,"main":"Rain","description":"moderate rain","icon":"10n"}],"base":"stations","main":{"temp":273.65,"feels_like":268.44,"temp_min":272.19,"temp_max":274.54,"pressure":1012,"humidity":92,"sea_level":1012,"grnd_level":1006},"visibility":10000,"wind":{"speed":5.78,"deg":180,"gust":9.98},"rain":{"1h":5.05},"clouds":{"all":75},"dt":1705298268,"sys":{"type":2,"id":2046256,"country":"DE","sunrise":1705302629,"sunset":1705332078},"timezone":3600,"id":0,"name":"Berlin","cod":200}"`,
    );
  });

  it('seed 3, a short series with a demanded condition', () => {
    const generator = createWeatherGenerator({ seed: 3, now: clock });
    const lines = generator
      .records(2, { zip: '2000,au', units: 'metric', overrides: { weather: [{ id: 500 }, { id: 701 }] } })
      .map(serializeWeatherRecord);
    expect(lines).toMatchInlineSnapshot(`
      [
        "{"coord":{"lon":151.2073,"lat":-33.8678},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"},{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":15.54,"pressure":1003,"humidity":88,"temp_min":13.22,"temp_max":16.88},"visibility":2870,"wind":{"speed":3.01,"deg":29},"clouds":{"all":87},"dt":1717242203,"sys":{"type":1,"id":4919,"message":0.0165,"country":"AU","sunrise":1717188702,"sunset":1717224852},"id":0,"name":"Sydney","cod":200}",
        "{"coord":{"lon":151.2073,"lat":-33.8678},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"},{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":15.12,"pressure":1003,"humidity":87,"temp_min":12.83,"temp_max":15.8},"visibility":2770,"wind":{"speed":3.18,"deg":28},"clouds":{"all":86},"dt":1717242803,"sys":{"type":1,"id":4919,"message":0.0264,"country":"AU","sunrise":1717188702,"sunset":1717224852},"id":0,"name":"Sydney","cod":200}",
      ]
    `);
  });
});
