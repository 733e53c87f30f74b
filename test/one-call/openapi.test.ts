// The OpenAPI document (weather-double/openapi.json) documents the One Call and Air Pollution routes
// from the route table: parameters, the shipped schemas as components, examples that are the
// double's own answers (seed 0, 2024-06-01 18:00 UTC) and valid, and the exact error bodies.
import { describe, expect, it } from 'vitest';
import { validateAirPollution, validateOneCall, validateOneCallTimemachine } from 'weather-double';
import airPollutionSchema from 'weather-double/air-pollution-schema.json' with { type: 'json' };
import oneCallSchema from 'weather-double/one-call-schema.json' with { type: 'json' };
import timemachineSchema from 'weather-double/one-call-timemachine-schema.json' with { type: 'json' };
import openapi from 'weather-double/openapi.json' with { type: 'json' };
import { startWeatherServer } from 'weather-double/server';

type Media = { schema: unknown; examples: Record<string, { value: unknown }> };
type Operation = {
  parameters: { name: string; required?: boolean }[];
  responses: Record<string, { description: string; content: Record<string, Media> }>;
};
const paths = openapi.paths as unknown as Record<string, { get: Operation }>;
const schemas = (openapi as unknown as { components: { schemas: Record<string, unknown> } }).components
  .schemas;

const ROUTES = [
  ['/data/3.0/onecall', ['lat', 'lon', 'exclude', 'units', 'lang'], 'OneCall', validateOneCall],
  [
    '/data/3.0/onecall/timemachine',
    ['lat', 'lon', 'dt', 'units', 'lang'],
    'OneCallTimemachine',
    validateOneCallTimemachine,
  ],
  ['/data/2.5/air_pollution', ['lat', 'lon'], 'AirPollution', validateAirPollution],
  ['/data/2.5/air_pollution/forecast', ['lat', 'lon'], 'AirPollution', validateAirPollution],
  ['/data/2.5/air_pollution/history', ['lat', 'lon', 'start', 'end'], 'AirPollution', validateAirPollution],
] as const;

describe('weather-double/openapi.json: One Call and Air Pollution', () => {
  it('ships the answers’ schemas as its components', () => {
    // The document states the dialect once for all its schemas: a component has no `$schema`.
    const component = ({ $schema: _dialect, ...rest }: Record<string, unknown>) => rest;
    expect(schemas.OneCall).toEqual(component(oneCallSchema));
    expect(schemas.OneCallTimemachine).toEqual(component(timemachineSchema));
    expect(schemas.AirPollution).toEqual(component(airPollutionSchema));
  });

  it.each(ROUTES)('%s: parameters, schema, valid examples', (path, parameters, schema, validate) => {
    const { get } = paths[path] as { get: Operation };
    expect(get.parameters.map((p) => p.name)).toEqual(parameters);
    const ok = get.responses['200']?.content['application/json'] as Media;
    expect(ok.schema).toEqual({ $ref: `#/components/schemas/${schema}` });
    for (const example of Object.values(ok.examples)) expect(validate(example.value).ok).toBe(true);
    expect(Object.keys(get.responses)).toEqual(['200', '400', '401', '414', '429', '500']);
  });

  it('gives each route its exact 401 (One Call its own) and 400 bodies', () => {
    const bodies = (path: string, status: string) =>
      Object.values(
        (paths[path] as { get: Operation }).get.responses[status]?.content['application/json']?.examples ??
          {},
      ).map((e) => e.value);
    expect(bodies('/data/3.0/onecall', '401')).toEqual([
      {
        cod: 401,
        message:
          'Please note that using One Call 3.0 requires a separate subscription to the One Call by Call plan. Learn more here https://openweathermap.org/price. If you have a valid subscription to the One Call by Call plan, but still receive this error, then please see https://openweathermap.org/faq#error401 for more info.',
      },
    ]);
    expect(bodies('/data/2.5/air_pollution', '401')).toEqual([
      {
        cod: 401,
        message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
      },
    ]);
    expect(bodies('/data/3.0/onecall/timemachine', '400')).toEqual(
      expect.arrayContaining([
        { cod: '400', message: 'wrong dt' },
        { cod: '400', message: 'requested time is out of allowed range' },
      ]),
    );
    expect(bodies('/data/2.5/air_pollution/history', '400')).toEqual(
      expect.arrayContaining([
        { cod: '400', message: 'wrong start' },
        { cod: '400', message: 'wrong end' },
      ]),
    );
  });

  it('its examples are what the double answers at seed 0 on 2024-06-01 18:00 UTC', async () => {
    const server = await startWeatherServer({ port: 0, seed: 0, now: () => Date.UTC(2024, 5, 1, 18) });
    try {
      const cases = [
        ['/data/3.0/onecall', 'lat=51.5085&lon=-0.1257&units=metric&exclude=minutely', 'metric'],
        ['/data/3.0/onecall/timemachine', 'lat=52.2297&lon=21.0122&dt=1645888976', 'warsaw'],
        [
          '/data/2.5/air_pollution/history',
          'lat=51.5085&lon=-0.1257&start=1717200000&end=1717221600',
          'london',
        ],
      ] as const;
      for (const [path, query, name] of cases) {
        const ok = (paths[path] as { get: Operation }).get.responses['200']?.content[
          'application/json'
        ] as Media;
        const answer = await fetch(`${server.url}${path}?${query}&appid=k`);
        expect(ok.examples[name]?.value).toEqual(await answer.json());
      }
    } finally {
      await server.close();
    }
  });
});
