import { describe, expect, it } from 'vitest';
import { validateWeatherRecord, type WeatherRecord } from 'weather-double';
import { weatherErrorBody, weatherInteractions, weatherRecordBody } from 'weather-double/pact';
import schema from 'weather-double/schema.json' with { type: 'json' };

interface Node {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minItems?: number;
  properties?: Record<string, Node>;
  items?: Node;
}
type Matcher = { 'pact:matcher:type': string; value?: unknown; regex?: string; min?: number };

const isMatcher = (v: unknown): v is Matcher =>
  typeof v === 'object' && v !== null && 'pact:matcher:type' in (v as Record<string, unknown>);

/** Every leaf of the record schema, with the matcher the body puts there: [path, schema node, matcher]. */
function pairs(node: Node, body: unknown, path: string, out: [string, Node, unknown][] = []) {
  if (node.type === 'object' && node.properties) {
    for (const [key, child] of Object.entries(node.properties)) {
      pairs(child, (body as Record<string, unknown> | undefined)?.[key], path ? `${path}.${key}` : key, out);
    }
  } else if (node.type === 'array' && node.items) {
    out.push([path, node, body]);
    const template = isMatcher(body) ? (body.value as unknown[] | undefined)?.[0] : undefined;
    pairs(node.items, template, `${path}[*]`, out);
  } else {
    out.push([path, node, body]);
  }
  return out;
}

describe('weatherRecordBody: the record body matcher', () => {
  const leaves = pairs(schema as Node, weatherRecordBody(), '');

  it('pins every field of the specification (the record schema)', () => {
    const missing = leaves.filter(([, , matcher]) => !isMatcher(matcher)).map(([path]) => path);
    expect(missing).toEqual([]);
    // 26 fields of the specification's table (objects aside) plus the weather array itself.
    expect(leaves.length).toBe(27);
  });

  it('uses integer() for integer fields and number() (never decimal()) for the other numbers', () => {
    for (const [path, node, matcher] of leaves) {
      const type = (matcher as Matcher)['pact:matcher:type'];
      if (path === 'cod') continue;
      if (node.type === 'integer') expect(type, path).toBe('integer');
      if (node.type === 'number') expect(type, path).toBe('number');
    }
    const kinds = Object.fromEntries(
      leaves.map(([path, , m]) => [path, (m as Matcher)['pact:matcher:type']]),
    );
    expect(kinds).toMatchObject({
      'main.pressure': 'integer',
      'main.temp': 'number',
      'sys.message': 'number',
      'coord.lon': 'number',
      dt: 'integer',
    });
  });

  it('matches the icon and the country by the schema patterns, a const exactly, other strings by type', () => {
    for (const [path, node, matcher] of leaves) {
      if (node.type !== 'string') continue;
      const m = matcher as Matcher;
      if ((node as { const?: unknown }).const !== undefined) {
        expect(m['pact:matcher:type'], path).toBe('equality');
      } else if (node.pattern) {
        expect(m['pact:matcher:type'], path).toBe('regex');
        expect(m.regex, path).toBe(node.pattern);
      } else {
        expect(m['pact:matcher:type'], path).toBe('type');
      }
    }
    const icon = leaves.find(([p]) => p === 'weather[*].icon')?.[2] as Matcher;
    const country = leaves.find(([p]) => p === 'sys.country')?.[2] as Matcher;
    expect(icon.regex).toBe('^\\d{2}[dn]$');
    expect(country.regex).toBe('^[A-Z]{2}$');
  });

  it('requires at least one weather element and cod exactly the number 200', () => {
    const weather = leaves.find(([p]) => p === 'weather')?.[2] as Matcher;
    expect(weather['pact:matcher:type']).toBe('type');
    expect(weather.min).toBe(1);
    expect((weatherRecordBody() as { cod: unknown }).cod).toEqual({
      'pact:matcher:type': 'equality',
      value: 200,
    });
  });

  it('takes its example values from the record given', () => {
    const example = weatherInteractions.recordMetric.example;
    expect((weatherRecordBody(example as WeatherRecord) as { main: { temp: unknown } }).main.temp).toEqual({
      'pact:matcher:type': 'number',
      value: 9.4,
    });
  });
});

describe('weatherInteractions', () => {
  it('answers with example records the client accepts (valid records of the service)', () => {
    for (const key of ['recordImperial', 'recordStandard', 'recordMetric'] as const) {
      const result = validateWeatherRecord(weatherInteractions[key].example);
      expect(result.ok ? [] : result.issues, key).toEqual([]);
    }
  });

  it('pins cod with its JSON type on errors: 401 a number, "404" and "400" strings', () => {
    expect(weatherInteractions.unauthorized.response.body).toMatchObject({ cod: { value: 401 } });
    expect(weatherInteractions.notFound.response.body).toMatchObject({ cod: { value: '404' } });
    expect(weatherInteractions.nothingToGeocode.response.body).toMatchObject({ cod: { value: '400' } });
    expect(weatherErrorBody('404', 'city not found').cod['pact:matcher:type']).toBe('equality');
    expect(weatherInteractions.notFound.response.status).toBe(404);
    expect(weatherInteractions.notFound.request.query.zip).toBe('00000');
  });

  it('pins the Content-Type with a regex on every response and sends Accept: application/json', () => {
    for (const interaction of Object.values(weatherInteractions)) {
      const contentType = interaction.response.headers['Content-Type'] as unknown as Matcher;
      expect(contentType['pact:matcher:type']).toBe('regex');
      expect(new RegExp(contentType.regex as string).test('application/json; charset=utf-8')).toBe(true);
      expect(new RegExp(contentType.regex as string).test('application/json')).toBe(true);
      expect(new RegExp(contentType.regex as string).test('text/html')).toBe(false);
      expect(interaction.request.headers).toEqual({ Accept: 'application/json' });
    }
  });

  it('is frozen, so a test cannot change what other tests share', () => {
    expect(Object.isFrozen(weatherInteractions.recordImperial.example)).toBe(true);
    expect(Object.isFrozen(weatherInteractions.recordImperial.request.query)).toBe(true);
  });
});
