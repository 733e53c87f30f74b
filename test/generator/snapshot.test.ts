import { describe, expect, it } from 'vitest';
import { createWeatherGenerator, serializeWeatherRecord } from 'weather-double';

// Byte snapshots: a change here is a change of what users' fixed-seed tests see. Review it as such.
const clock = () => Date.parse('2024-06-01T12:00:00Z');

describe('byte snapshots for fixed seeds and a fixed clock', () => {
  it('seed 1, Mountain View, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 1, now: clock });
    expect(serializeWeatherRecord(generator.record({ units: 'standard' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02n"}],"base":"stations","main":{"temp":291.96,"pressure":1020,"humidity":72,"temp_min":290.03,"temp_max":293.78},"visibility":10000,"wind":{"speed":4.64,"deg":95},"clouds":{"all":24},"dt":1717242629,"sys":{"type":2,"id":2030125,"message":0.0434,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
    expect(serializeWeatherRecord(generator.record({ units: 'metric' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02n"}],"base":"stations","main":{"temp":18.81,"pressure":1020,"humidity":72,"temp_min":16.88,"temp_max":20.63},"visibility":10000,"wind":{"speed":4.64,"deg":95},"clouds":{"all":24},"dt":1717242629,"sys":{"type":2,"id":2030125,"message":0.0434,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
    expect(serializeWeatherRecord(generator.record({ units: 'imperial' }))).toMatchInlineSnapshot(
      `"{"coord":{"lon":-122.08,"lat":37.39},"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02n"}],"base":"stations","main":{"temp":65.86,"pressure":1020,"humidity":72,"temp_min":62.38,"temp_max":69.13},"visibility":10000,"wind":{"speed":10.38,"deg":95},"clouds":{"all":24},"dt":1717242629,"sys":{"type":2,"id":2030125,"message":0.0434,"country":"US","sunrise":1717246136,"sunset":1717298640},"id":0,"name":"Mountain View","cod":200}"`,
    );
  });

  it('seed 42, Berlin, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 42, now: clock });
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'standard' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":520,"main":"Rain","description":"light intensity shower rain","icon":"09d"}],"base":"stations","main":{"temp":295.46,"pressure":991,"humidity":83,"temp_min":294.73,"temp_max":297.42},"visibility":9270,"wind":{"speed":1.26,"deg":330},"clouds":{"all":76},"dt":1717242985,"sys":{"type":2,"id":2089236,"message":0.0045,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'metric' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":520,"main":"Rain","description":"light intensity shower rain","icon":"09d"}],"base":"stations","main":{"temp":22.31,"pressure":991,"humidity":83,"temp_min":21.58,"temp_max":24.27},"visibility":9270,"wind":{"speed":1.26,"deg":330},"clouds":{"all":76},"dt":1717242985,"sys":{"type":2,"id":2089236,"message":0.0045,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '10115,de', units: 'imperial' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":520,"main":"Rain","description":"light intensity shower rain","icon":"09d"}],"base":"stations","main":{"temp":72.16,"pressure":991,"humidity":83,"temp_min":70.84,"temp_max":75.69},"visibility":9270,"wind":{"speed":2.82,"deg":330},"clouds":{"all":76},"dt":1717242985,"sys":{"type":2,"id":2089236,"message":0.0045,"country":"DE","sunrise":1717210156,"sunset":1717269611},"id":0,"name":"Berlin","cod":200}"`,
    );
  });

  it('seed 7, a derived US place at night, in the three unit systems', () => {
    const generator = createWeatherGenerator({ seed: 7, now: clock });
    const at = Date.parse('2024-01-15T06:00:00Z');
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'standard' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-100.3921,"lat":40.3832},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":273.8,"pressure":1003,"humidity":98,"temp_min":273.64,"temp_max":276.11},"visibility":1760,"wind":{"speed":3.43,"deg":39},"clouds":{"all":86},"dt":1705298301,"sys":{"type":2,"id":2034859,"message":0.0294,"country":"US","sunrise":1705327363,"sunset":1705361963},"id":0,"name":"New Jodiefurt","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'metric' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-100.3921,"lat":40.3832},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":0.65,"pressure":1003,"humidity":98,"temp_min":0.49,"temp_max":2.96},"visibility":1760,"wind":{"speed":3.43,"deg":39},"clouds":{"all":86},"dt":1705298301,"sys":{"type":2,"id":2034859,"message":0.0294,"country":"US","sunrise":1705327363,"sunset":1705361963},"id":0,"name":"New Jodiefurt","cod":200}"`,
    );
    expect(
      serializeWeatherRecord(generator.record({ zip: '60614', at, units: 'imperial' })),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":-100.3921,"lat":40.3832},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":33.17,"pressure":1003,"humidity":98,"temp_min":32.88,"temp_max":37.33},"visibility":1760,"wind":{"speed":7.67,"deg":39},"clouds":{"all":86},"dt":1705298301,"sys":{"type":2,"id":2034859,"message":0.0294,"country":"US","sunrise":1705327363,"sunset":1705361963},"id":0,"name":"New Jodiefurt","cod":200}"`,
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
        "{"coord":{"lon":-100.3921,"lat":40.3832},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":273.8,"feels_like":270.08,"temp_min":273.64,"temp_max":276.11,"pressure":1003,"humidity":98,"sea_level":1003,"grnd_level":1001},"visibility":1760,"wind":{"speed":3.43,"deg":39},"clouds":{"all":86},"dt":1705298301,"sys":{"type":2,"id":2034859,"country":"US","sunrise":1705240985,"sunset":1705275497},"timezone":-21600,"id":0,"name":"New Jodiefurt","cod":200}",
        "{"coord":{"lon":-100.3921,"lat":40.3832},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":0.65,"feels_like":-3.07,"temp_min":0.49,"temp_max":2.96,"pressure":1003,"humidity":98,"sea_level":1003,"grnd_level":1001},"visibility":1760,"wind":{"speed":3.43,"deg":39},"clouds":{"all":86},"dt":1705298301,"sys":{"type":2,"id":2034859,"country":"US","sunrise":1705240985,"sunset":1705275497},"timezone":-21600,"id":0,"name":"New Jodiefurt","cod":200}",
        "{"coord":{"lon":-100.3921,"lat":40.3832},"weather":[{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":33.17,"feels_like":26.47,"temp_min":32.88,"temp_max":37.33,"pressure":1003,"humidity":98,"sea_level":1003,"grnd_level":1001},"visibility":1760,"wind":{"speed":7.67,"deg":39},"clouds":{"all":86},"dt":1705298301,"sys":{"type":2,"id":2034859,"country":"US","sunrise":1705240985,"sunset":1705275497},"timezone":-21600,"id":0,"name":"New Jodiefurt","cod":200}",
      ]
    `);
    expect(
      serializeWeatherRecord(
        generator.record({ zip: '10115,de', at, overrides: { weather: [{ id: 501 }] } }),
      ),
    ).toMatchInlineSnapshot(
      `"{"coord":{"lon":13.3846,"lat":52.5323},"weather":[{"id":501,"main":"Rain","description":"moderate rain","icon":"10n"}],"base":"stations","main":{"temp":273.65,"feels_like":268.11,"temp_min":271.38,"temp_max":274.02,"pressure":1003,"humidity":84,"sea_level":1003,"grnd_level":1003},"visibility":7670,"wind":{"speed":6.48,"deg":158},"rain":{"1h":6.95},"clouds":{"all":87},"dt":1705297997,"sys":{"type":2,"id":2089236,"country":"DE","sunrise":1705302629,"sunset":1705332078},"timezone":3600,"id":0,"name":"Berlin","cod":200}"`,
    );
  });

  it('seed 3, a short series with a demanded condition', () => {
    const generator = createWeatherGenerator({ seed: 3, now: clock });
    const lines = generator
      .records(2, { zip: '2000,au', units: 'metric', overrides: { weather: [{ id: 500 }, { id: 701 }] } })
      .map(serializeWeatherRecord);
    expect(lines).toMatchInlineSnapshot(`
      [
        "{"coord":{"lon":151.2073,"lat":-33.8678},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"},{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":11.74,"pressure":992,"humidity":85,"temp_min":9.29,"temp_max":13.46},"visibility":7670,"wind":{"speed":6.26,"deg":112},"clouds":{"all":87},"dt":1717242564,"sys":{"type":1,"id":9369,"message":0.0107,"country":"AU","sunrise":1717188702,"sunset":1717224852},"id":0,"name":"Sydney","cod":200}",
        "{"coord":{"lon":151.2073,"lat":-33.8678},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"},{"id":701,"main":"Mist","description":"mist","icon":"50n"}],"base":"stations","main":{"temp":11.48,"pressure":992,"humidity":87,"temp_min":11.34,"temp_max":13.07},"visibility":7670,"wind":{"speed":5.93,"deg":109},"clouds":{"all":90},"dt":1717243164,"sys":{"type":1,"id":9369,"message":0.0307,"country":"AU","sunrise":1717188702,"sunset":1717224852},"id":0,"name":"Sydney","cod":200}",
      ]
    `);
  });
});
