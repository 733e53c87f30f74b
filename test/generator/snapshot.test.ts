import { describe, expect, it } from 'vitest';
import { createWeatherGenerator, serializeWeatherRecord } from 'weather-double';

// Byte snapshots: a change here is a change of what users' fixed-seed tests see. Review it as such.
const clock = () => Date.parse('2024-06-01T12:00:00Z');

describe('byte snapshots for fixed seeds and a fixed clock', () => {
  it('seed 1, Mountain View, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 1, now: clock });
    expect(serializeWeatherRecord(generator.record({ units: 'standard' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":804,"main":"Clouds","description":"overcast clouds","icon":"04n"}],"base":"stations","main":{"temp":293.73,"pressure":1013,"humidity":53,"temp_min":291.56,"temp_max":294.46},"visibility":7630,"wind":{"speed":8.61,"deg":232},"clouds":{"all":97},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0077,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
    expect(serializeWeatherRecord(generator.record({ units: 'metric' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":804,"main":"Clouds","description":"overcast clouds","icon":"04n"}],"base":"stations","main":{"temp":20.58,"pressure":1013,"humidity":53,"temp_min":18.41,"temp_max":21.31},"visibility":7630,"wind":{"speed":8.61,"deg":232},"clouds":{"all":97},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0077,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
    expect(serializeWeatherRecord(generator.record({ units: 'imperial' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":804,"main":"Clouds","description":"overcast clouds","icon":"04n"}],"base":"stations","main":{"temp":69.04,"pressure":1013,"humidity":53,"temp_min":65.14,"temp_max":70.36},"visibility":7630,"wind":{"speed":19.26,"deg":232},"clouds":{"all":97},"dt":1717242786,"sys":{"type":2,"id":2086302,"message":0.0077,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
  });

  it('seed 42, Berlin, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 42, now: clock });
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'standard' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02d"}],"base":"stations","main":{"temp":301.03,"pressure":1025,"humidity":51,"temp_min":298.72,"temp_max":302.53},"visibility":10000,"wind":{"speed":3.38,"deg":134},"clouds":{"all":16},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0306,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'metric' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02d"}],"base":"stations","main":{"temp":27.88,"pressure":1025,"humidity":51,"temp_min":25.57,"temp_max":29.38},"visibility":10000,"wind":{"speed":3.38,"deg":134},"clouds":{"all":16},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0306,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'imperial' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02d"}],"base":"stations","main":{"temp":82.18,"pressure":1025,"humidity":51,"temp_min":78.03,"temp_max":84.88},"visibility":10000,"wind":{"speed":7.56,"deg":134},"clouds":{"all":16},"dt":1717242726,"sys":{"type":2,"id":2046256,"message":0.0306,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
  });

  it('seed 7, a real US postal code (60614, Chicago) at night, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 7, now: clock });
    const at = Date.parse('2024-01-15T06:00:00Z');
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'standard' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":269.2,"pressure":1013,"humidity":98,"temp_min":267.45,"temp_max":270.32},"visibility":1300,"wind":{"speed":2.19,"deg":130},"clouds":{"all":67},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0155,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'metric' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":-3.95,"pressure":1013,"humidity":98,"temp_min":-5.7,"temp_max":-2.83},"visibility":1300,"wind":{"speed":2.19,"deg":130},"clouds":{"all":67},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0155,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'imperial' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":24.89,"pressure":1013,"humidity":98,"temp_min":21.74,"temp_max":26.91},"visibility":1300,"wind":{"speed":4.9,"deg":130},"clouds":{"all":67},"dt":1705297946,"sys":{"type":2,"id":2041558,"message":0.0155,"country":"US","sunrise":1705324564,"sunset":1705358644},"id":0,"name":"Chicago","cod":200}"`,
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
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":269.2,"feels_like":265.83,"temp_min":267.45,"temp_max":270.32,"pressure":1013,"humidity":98,"sea_level":1013,"grnd_level":991},"visibility":1300,"wind":{"speed":2.19,"deg":130},"clouds":{"all":67},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":-3.95,"feels_like":-7.32,"temp_min":-5.7,"temp_max":-2.83,"pressure":1013,"humidity":98,"sea_level":1013,"grnd_level":991},"visibility":1300,"wind":{"speed":2.19,"deg":130},"clouds":{"all":67},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
        "{"coord":{"lon":-87.6483,"lat":41.9229},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":24.89,"feels_like":18.82,"temp_min":21.74,"temp_max":26.91,"pressure":1013,"humidity":98,"sea_level":1013,"grnd_level":991},"visibility":1300,"wind":{"speed":4.9,"deg":130},"clouds":{"all":67},"dt":1705297946,"sys":{"type":2,"id":2041558,"country":"US","sunrise":1705238189,"sunset":1705272175},"timezone":-21600,"id":0,"name":"Chicago","cod":200}",
      ]
    `);
    expect(
      serializeWeatherRecord(
        generator.record({ zip: '10115,de', at, overrides: { weather: [{ id: 501 }] } }),
      ),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":501,"main":"Rain","description":"moderate rain","icon":"10n"}],"base":"stations","main":{"temp":273.65,"feels_like":268.21,"temp_min":272.76,"temp_max":275.54,"pressure":1001,"humidity":99,"sea_level":1001,"grnd_level":995},"visibility":7930,"wind":{"speed":6.27,"deg":265,"gust":10.09},"rain":{"1h":7.57},"clouds":{"all":89},"dt":1705298268,"sys":{"type":2,"id":2046256,"country":"DE","sunrise":1705302629,"sunset":1705332078},"timezone":3600,"id":0,"name":"Berlin","cod":200}"`,
    );
  });

  it('seed 3, a short series with a demanded condition', () => {
    const generator = createWeatherGenerator({ seed: 3, now: clock });
    const lines = generator
      .records(2, { zip: '2000,au', units: 'metric', overrides: { weather: [{ id: 500 }, { id: 701 }] } })
      .map(serializeWeatherRecord);
    expect(lines).toMatchInlineSnapshot(`
      [
        "{"coord":{"lon":151.2073,"lat":-33.8678},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"},{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":7.02,"pressure":991,"humidity":95,"temp_min":5.68,"temp_max":8.71},"visibility":9330,"wind":{"speed":5.89,"deg":49},"clouds":{"all":83},"dt":1717242203,"sys":{"type":1,"id":4919,"message":0.0236,"country":"AU","sunrise":1717188702,"sunset":1717224852},"id":0,"name":"Sydney","cod":200}",
        "{"coord":{"lon":151.2073,"lat":-33.8678},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"},{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":6.82,"pressure":990,"humidity":93,"temp_min":6.15,"temp_max":7.13},"visibility":9330,"wind":{"speed":5.86,"deg":59},"clouds":{"all":79},"dt":1717242803,"sys":{"type":1,"id":4919,"message":0.0021,"country":"AU","sunrise":1717188702,"sunset":1717224852},"id":0,"name":"Sydney","cod":200}",
      ]
    `);
  });
});
