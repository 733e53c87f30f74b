import { describe, expect, it } from 'vitest';
import { createWeatherGenerator, serializeWeatherRecord } from 'weather-double';

// Byte snapshots: a change here is a change of what users' fixed-seed tests see. Review it as such.
const clock = () => Date.parse('2024-06-01T12:00:00Z');

describe('byte snapshots for fixed seeds and a fixed clock', () => {
  it('seed 1, Mountain View, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 1, now: clock });
    expect(serializeWeatherRecord(generator.record({ units: 'standard' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":803,"main":"Clouds","description":"broken clouds","icon":"04n"}],"base":"stations","main":{"temp":291.2,"pressure":1015,"humidity":76,"temp_min":288.78,"temp_max":293.37},"visibility":10000,"wind":{"speed":2.38,"deg":35},"clouds":{"all":68},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0167,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
    expect(serializeWeatherRecord(generator.record({ units: 'metric' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":803,"main":"Clouds","description":"broken clouds","icon":"04n"}],"base":"stations","main":{"temp":18.05,"pressure":1015,"humidity":76,"temp_min":15.63,"temp_max":20.22},"visibility":10000,"wind":{"speed":2.38,"deg":35},"clouds":{"all":68},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0167,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
    expect(serializeWeatherRecord(generator.record({ units: 'imperial' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":803,"main":"Clouds","description":"broken clouds","icon":"04n"}],"base":"stations","main":{"temp":64.49,"pressure":1015,"humidity":76,"temp_min":60.13,"temp_max":68.4},"visibility":10000,"wind":{"speed":5.32,"deg":35},"clouds":{"all":68},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0167,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
  });

  it('seed 42, Berlin, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 42, now: clock });
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'standard' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":803,"main":"Clouds","description":"broken clouds","icon":"04d"}],"base":"stations","main":{"temp":291.77,"pressure":1012,"humidity":66,"temp_min":291.47,"temp_max":294.08},"visibility":10000,"wind":{"speed":6.49,"deg":77},"clouds":{"all":75},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0345,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'metric' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":803,"main":"Clouds","description":"broken clouds","icon":"04d"}],"base":"stations","main":{"temp":18.62,"pressure":1012,"humidity":66,"temp_min":18.32,"temp_max":20.93},"visibility":10000,"wind":{"speed":6.49,"deg":77},"clouds":{"all":75},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0345,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'imperial' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":803,"main":"Clouds","description":"broken clouds","icon":"04d"}],"base":"stations","main":{"temp":65.52,"pressure":1012,"humidity":66,"temp_min":64.98,"temp_max":69.67},"visibility":10000,"wind":{"speed":14.52,"deg":77},"clouds":{"all":75},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0345,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
  });

  it('seed 7, a real US postal code (60614, Chicago) at night, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 7, now: clock });
    const at = Date.parse('2024-01-15T06:00:00Z');
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'standard' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":268.29,"pressure":1015,"humidity":90,"temp_min":266.94,"temp_max":270.03},"visibility":4210,"wind":{"speed":1.65,"deg":281},"clouds":{"all":72},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0159,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'metric' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":-4.86,"pressure":1015,"humidity":90,"temp_min":-6.21,"temp_max":-3.12},"visibility":4210,"wind":{"speed":1.65,"deg":281},"clouds":{"all":72},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0159,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'imperial' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":23.25,"pressure":1015,"humidity":90,"temp_min":20.82,"temp_max":26.38},"visibility":4210,"wind":{"speed":3.69,"deg":281},"clouds":{"all":72},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0159,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
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
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":268.29,"feels_like":265.59,"temp_min":266.94,"temp_max":270.03,"pressure":1015,"humidity":90,"sea_level":1015,"grnd_level":993},"visibility":4210,"wind":{"speed":1.65,"deg":281},"clouds":{"all":72},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":-4.86,"feels_like":-7.56,"temp_min":-6.21,"temp_max":-3.12,"pressure":1015,"humidity":90,"sea_level":1015,"grnd_level":993},"visibility":4210,"wind":{"speed":1.65,"deg":281},"clouds":{"all":72},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":23.25,"feels_like":18.39,"temp_min":20.82,"temp_max":26.38,"pressure":1015,"humidity":90,"sea_level":1015,"grnd_level":993},"visibility":4210,"wind":{"speed":3.69,"deg":281},"clouds":{"all":72},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
      ]
    `);
    expect(
      serializeWeatherRecord(
        generator.record({ zip: '10115,de', at, overrides: { weather: [{ id: 501 }] } }),
      ),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":501,"main":"Rain","description":"moderate rain","icon":"10n"}],"base":"stations","main":{"temp":273.65,"feels_like":268.28,"temp_min":272.19,"temp_max":274.54,"pressure":1012,"humidity":80,"sea_level":1012,"grnd_level":1006},"visibility":10000,"wind":{"speed":6.11,"deg":180},"rain":{"1h":5.05},"clouds":{"all":75},"dt":1705298268,"sys":{"type":2,"id":2046256,"country":"DE","sunrise":1705302629,"sunset":1705332078},"timezone":3600,"id":0,"name":"Berlin","cod":200}"`,
    );
  });

  it('seed 3, a short series with a demanded condition', () => {
    const generator = createWeatherGenerator({ seed: 3, now: clock });
    const lines = generator
      .records(2, { zip: '2000,au', units: 'metric', overrides: { weather: [{ id: 500 }, { id: 701 }] } })
      .map(serializeWeatherRecord);
    expect(lines).toMatchInlineSnapshot(`
      [
        "{"coord":{"lon":151.2073,"lat":-33.8678},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"},{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":8.53,"pressure":1001,"humidity":96,"temp_min":6.21,"temp_max":9.87},"visibility":2870,"wind":{"speed":3.94,"deg":29},"clouds":{"all":99},"dt":1717242203,"sys":{"type":1,"id":4919,"message":0.0165,"country":"AU","sunrise":1717188702,"sunset":1717224852},"id":0,"name":"Sydney","cod":200}",
        "{"coord":{"lon":151.2073,"lat":-33.8678},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"},{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":8.08,"pressure":1001,"humidity":95,"temp_min":5.79,"temp_max":8.76},"visibility":2770,"wind":{"speed":4.1,"deg":28},"clouds":{"all":99},"dt":1717242803,"sys":{"type":1,"id":4919,"message":0.0264,"country":"AU","sunrise":1717188702,"sunset":1717224852},"id":0,"name":"Sydney","cod":200}",
      ]
    `);
  });
});
