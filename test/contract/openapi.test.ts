// The shipped OpenAPI document (weather-double/openapi.json): valid OpenAPI 3.1 by a real validator,
// built from the model (record schema, generator, exact error bodies), and cross-checked with every
// shipped pact by PactFlow's comparator, strictly enough to reject a pact with a wrong type.
import { readdirSync, readFileSync } from 'node:fs';
import * as comparatorModule from '@pactflow/openapi-pact-comparator';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { validateForecast, validateWeatherRecord } from 'weather-double';
import currentSchema from 'weather-double/current-schema.json' with { type: 'json' };
import openapi from 'weather-double/openapi.json' with { type: 'json' };
import schema from 'weather-double/schema.json' with { type: 'json' };
import { startWeatherServer } from 'weather-double/server';

const pactsDir = new URL('../../pacts/', import.meta.url);
const pactNames = readdirSync(pactsDir).filter((name) => name.endsWith('.json'));
const readPact = (name: string) => JSON.parse(readFileSync(new URL(name, pactsDir), 'utf8'));

type Result = {
  type: string;
  code: string;
  message: string;
  mockDetails?: { location: string };
  specDetails?: { location: string };
};
// The package's declarations re-export without file extensions, which NodeNext resolution cannot
// follow; its README's API (a Comparator built on the document, compare(pact) yielding results) is
// typed here.
const { Comparator } = comparatorModule as unknown as {
  Comparator: new (options: { oas: unknown }) => { compare(pact: unknown): AsyncGenerator<Result> };
};

/** Every result PactFlow's comparator gives for one pact against the shipped document. */
async function compare(pact: unknown): Promise<Result[]> {
  const comparator = new Comparator({ oas: structuredClone(openapi) });
  const results: Result[] = [];
  for await (const result of comparator.compare(pact)) results.push(result);
  return results;
}

// What the double answers, byte for byte (the reference page's table), by status.
const errorBodies: Record<string, string> = {
  400: '{"cod":"400","message":"Nothing to geocode"}',
  401: '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}',
  404: '{"cod":"404","message":"city not found"}',
  414: '{"cod":"414","message":"Request-URI Too Large"}',
  429: '{"cod":429, "message": "Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price"}',
  500: '{"cod":"500","message":"Internal error: 500001"}',
};

// Every 400 of the weather path: no location, wrong coordinates, an ID that is not one.
const badRequestBodies = [
  errorBodies[400]!,
  '{"cod":"400","message":"wrong latitude"}',
  '{"cod":"400","message":"wrong longitude"}',
  '{"cod":"400","message":"Invalid ID"}',
  '{"cod":"400","message":"abc is not a city ID"}',
];

const weather = openapi.paths['/data/2.5/weather'].get;
type Media = { schema: unknown; examples: Record<string, { value: unknown }> };
const media = (status: string) =>
  (weather.responses as unknown as Record<string, { content: Record<string, Media> }>)[status]!.content[
    'application/json'
  ]!;

describe('weather-double/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(openapi) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator is not a formality: a response without its description is refused.
    const broken = structuredClone(openapi) as {
      paths: Record<string, { get: { responses: Record<string, object> } }>;
    };
    delete (broken.paths['/data/2.5/weather']!.get.responses['200'] as { description?: string }).description;
    expect((await new Validator().validate(broken as never)).valid).toBe(false);
  });

  it('holds both record schemas as components, with the dialect stated once for the document', () => {
    const { $schema, ...record } = schema;
    const { $schema: currentDialect, ...current } = currentSchema;
    expect($schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(currentDialect).toBe($schema);
    expect(openapi.jsonSchemaDialect).toBe($schema);
    expect(openapi.components.schemas.WeatherRecord).toEqual(record);
    expect(openapi.components.schemas.CurrentWeatherRecord).toEqual(current);
    // Either shape, never both: `additionalProperties: false` keeps each record out of the other.
    expect(media('200').schema).toEqual({
      oneOf: [
        { $ref: '#/components/schemas/WeatherRecord' },
        { $ref: '#/components/schemas/CurrentWeatherRecord' },
      ],
    });
  });

  it('documents the query, units and the key as a query apiKey under both spellings', () => {
    expect(weather.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['lat', 'query', false],
      ['lon', 'query', false],
      ['id', 'query', false],
      ['q', 'query', false],
      ['zip', 'query', false],
      ['units', 'query', false],
      ['lang', 'query', false],
      ['mode', 'query', false],
    ]);
    expect(weather.parameters.at(-3)!.schema.enum).toEqual(['standard', 'metric', 'imperial']);
    expect(weather.parameters.at(-1)!.schema.enum).toEqual(['xml', 'html']);
    expect(openapi.security).toEqual([{ appid: [] }, { APPID: [] }]);
    expect(openapi.components.securitySchemes.appid).toMatchObject({
      type: 'apiKey',
      in: 'query',
      name: 'appid',
    });
    expect(openapi.components.securitySchemes.APPID).toMatchObject({
      type: 'apiKey',
      in: 'query',
      name: 'APPID',
    });
  });

  it('documents every answer with its exact body as the example, and the service’s headers', () => {
    expect(Object.keys(weather.responses)).toEqual(['200', '400', '401', '404', '414', '429', '500']);
    for (const [status, bytes] of Object.entries(errorBodies)) {
      const { examples, schema: body } = media(status);
      const shown = Object.values(examples).map((example) => example.value);
      if (status === '400') expect(shown).toEqual(badRequestBodies.map((text) => JSON.parse(text)));
      else expect(shown).toEqual([JSON.parse(bytes)]);
      expect(body).toMatchObject({
        additionalProperties: false,
        properties: { cod: { const: JSON.parse(bytes).cod } },
      });
      const response = (
        weather.responses as unknown as Record<string, { description: string; headers: object }>
      )[status]!;
      expect(response.description).toContain(`\`${bytes}\``);
      expect(Object.keys(response.headers)).toEqual([
        'Server',
        'X-Cache-Key',
        'Access-Control-Allow-Origin',
        'Access-Control-Allow-Credentials',
        'Access-Control-Allow-Methods',
      ]);
    }
    const { current, ...specification } = media('200').examples;
    const records = Object.values(specification).map((example) => example.value);
    expect(records).toHaveLength(3);
    for (const record of records) expect(validateWeatherRecord(record)).toMatchObject({ ok: true });
    expect(validateWeatherRecord(current!.value, { shape: 'current' })).toMatchObject({ ok: true });
    expect(validateWeatherRecord(current!.value)).toMatchObject({ ok: false });
    expect(openapi.components.headers['X-Cache-Key'].example).toBe(
      '/data/2.5/weather?units=imperial&zip=94040,us',
    );
  });

  it('documents a 400 message that carries the request as a pattern, beside the fixed ones', () => {
    expect((media('400').schema as { properties: { message: unknown } }).properties.message).toEqual({
      type: 'string',
      anyOf: [
        { enum: ['Nothing to geocode', 'wrong latitude', 'wrong longitude', 'Invalid ID'] },
        { pattern: '^.* is not a city ID$' },
      ],
    });
  });

  it('documents the Geocoding API with what the double answers as its examples', async () => {
    type Operation = {
      parameters: { name: string; required: boolean }[];
      responses: Record<string, { content: Record<string, Media> }>;
    };
    const paths = openapi.paths as unknown as Record<string, { get: Operation }>;
    expect(Object.keys(paths)).toEqual([
      '/data/2.5/weather',
      '/geo/1.0/zip',
      '/geo/1.0/direct',
      '/geo/1.0/reverse',
      '/data/2.5/forecast',
      '/data/2.5/forecast/daily',
      '/data/2.5/forecast/hourly',
      '/data/3.0/onecall',
      '/data/3.0/onecall/timemachine',
      '/data/3.0/onecall/day_summary',
      '/data/3.0/onecall/overview',
      '/data/2.5/air_pollution',
      '/data/2.5/air_pollution/forecast',
      '/data/2.5/air_pollution/history',
      '/data/2.5/onecall',
      '/data/2.5/onecall/timemachine',
      '/data/2.5/uvi',
      '/data/2.5/uvi/forecast',
      '/data/2.5/uvi/history',
      '/data/2.5/group',
      '/data/2.5/find',
      '/data/2.5/box/city',
      '/data/2.5/history/city',
      '/data/2.5/forecast/climate',
      '/data/2.5/aggregated/year',
      '/data/2.5/aggregated/month',
      '/data/2.5/aggregated/day',
      '/data/2.5/history/accumulated_temperature',
      '/data/2.5/history/accumulated_precipitation',
      '/map/{layer}/{z}/{x}/{y}.png',
      '/maps/2.0/weather/{op}/{z}/{x}/{y}',
      '/maps/2.0/weather/1h/{op}/{z}/{x}/{y}',
      '/img/wn/{icon}.png',
      '/sample/city.list.json.gz',
      '/sample/city.list.min.json.gz',
      '/data/3.0/stations',
      '/data/3.0/measurements',
      '/data/4.0/onecall/current',
      '/data/4.0/onecall/timeline/1min',
      '/data/4.0/onecall/timeline/15min',
      '/data/4.0/onecall/timeline/1h',
      '/data/4.0/onecall/timeline/1day',
      '/data/4.0/onecall/alert/{alert_id}',
      '/data/2.5/history/station',
      '/pollution/v1/co/{place}/{datetime}.json',
      '/pollution/v1/o3/{place}/{datetime}.json',
      '/pollution/v1/no2/{place}/{datetime}.json',
      '/pollution/v1/so2/{place}/{datetime}.json',
      '/data/3.0/triggers',
    ]);
    const server = await startWeatherServer({ port: 0, seed: 0, now: () => Date.UTC(2024, 5, 1, 18) });
    try {
      const cases = [
        ['/geo/1.0/zip', 'zip=90210,US', 'GeocodingZip', ['zip']],
        ['/geo/1.0/direct', 'q=London,GB&limit=2', 'GeocodingPlaces', ['q', 'limit']],
        ['/geo/1.0/reverse', 'lat=51.5085&lon=-0.1257&limit=1', 'GeocodingPlaces', ['lat', 'lon', 'limit']],
      ] as const;
      for (const [path, query, schemaName, parameters] of cases) {
        const { get } = paths[path]!;
        expect(get.parameters.map((p) => p.name)).toEqual(parameters);
        const ok = get.responses['200']!.content['application/json']!;
        expect(ok.schema).toEqual({ $ref: `#/components/schemas/${schemaName}` });
        const answer = await fetch(`${server.url}${path}?${query}&appid=k`);
        expect(Object.values(ok.examples).map((example) => example.value)).toEqual([await answer.json()]);
        expect(Object.keys(get.responses)).toContain('401');
      }
      const notFound = paths['/geo/1.0/zip']!.get.responses['404']!.content['application/json']!;
      expect(Object.values(notFound.examples).map((example) => example.value)).toEqual([
        { cod: '404', message: 'not found' },
      ]);
    } finally {
      await server.close();
    }
  });

  it('agrees with every shipped pact (@pactflow/openapi-pact-comparator): no errors, no warnings', async () => {
    expect(pactNames.length).toBeGreaterThan(0);
    for (const name of pactNames) {
      const pact = readPact(name);
      expect(pact.interactions.length, name).toBeGreaterThan(0);
      expect(await compare(pact), name).toEqual([]);
    }
  });

  it('rejects a pact whose record has a string where the schema has an integer', async () => {
    const pact = readPact(pactNames[0]!);
    const index = pact.interactions.findIndex(
      (interaction: { response: { status: number } }) => interaction.response.status === 200,
    );
    pact.interactions[index].response.body.content.main.humidity = '81';
    const results = await compare(pact);
    // The record matches neither shape now: the comparator reports the oneOf and each branch.
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((result) => result.type === 'error')).toBe(true);
    expect(results).toContainEqual(
      expect.objectContaining({
        code: 'response.body.incompatible',
        message: expect.stringContaining('must be integer'),
        mockDetails: expect.objectContaining({
          location: `[root].interactions[${index}].response.body.main.humidity`,
        }),
        specDetails: expect.objectContaining({
          location: expect.stringContaining('schemas.WeatherRecord.properties.main.properties.humidity.type'),
        }),
      }),
    );
  });

  it('rejects a pact whose 401 body has the string cod the other errors carry', async () => {
    const pact = readPact(pactNames[0]!);
    const index = pact.interactions.findIndex(
      (interaction: { response: { status: number } }) => interaction.response.status === 401,
    );
    pact.interactions[index].response.body.content.cod = '401';
    const results = await compare(pact);
    expect(results).toEqual([
      expect.objectContaining({
        type: 'error',
        code: 'response.body.incompatible',
        mockDetails: expect.objectContaining({ location: `[root].interactions[${index}].response.body.cod` }),
      }),
    ]);
  });

  it('documents the forecast with its schema, parameters and what the double answers as its examples', async () => {
    type Operation = {
      operationId: string;
      parameters: { name: string }[];
      responses: Record<string, { content: Record<string, Media> }>;
    };
    const { get } = (openapi.paths as unknown as Record<string, { get: Operation }>)['/data/2.5/forecast']!;
    expect(get.operationId).toBe('getForecast');
    expect(get.parameters.map((p) => p.name)).toEqual([
      'lat',
      'lon',
      'id',
      'q',
      'zip',
      'units',
      'cnt',
      'lang',
      'mode',
    ]);
    const ok = get.responses['200']!.content['application/json']!;
    expect(ok.schema).toEqual({ $ref: '#/components/schemas/Forecast' });
    expect(Object.keys(get.responses).sort()).toEqual(['200', '400', '401', '404', '414', '429', '500']);
    const server = await startWeatherServer({ port: 0, seed: 0, now: () => Date.UTC(2024, 5, 1, 18) });
    try {
      const answers = await Promise.all(
        ['zip=94040,us&units=metric&cnt=8', 'q=London,GB&cnt=2'].map(async (query) =>
          (await fetch(`${server.url}/data/2.5/forecast?${query}&appid=k`)).json(),
        ),
      );
      expect(Object.values(ok.examples).map((example) => example.value)).toEqual(answers);
      for (const answer of answers) expect(validateForecast(answer).ok).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('documents mode=xml and mode=html with what the double answers, and the XML of the 400 and 404', async () => {
    type Operation = { responses: Record<string, { content: Record<string, Media> }> };
    const paths = openapi.paths as unknown as Record<string, { get: Operation }>;
    const server = await startWeatherServer({ port: 0, seed: 0, now: () => Date.UTC(2024, 5, 1, 18) });
    try {
      const cases = [
        ['/data/2.5/weather', 'application/xml', 'zip=94040,us&units=metric&mode=xml'],
        ['/data/2.5/weather', 'text/html', 'zip=94040,us&units=metric&mode=html'],
        ['/data/2.5/forecast', 'application/xml', 'q=London,GB&cnt=2&mode=xml'],
      ] as const;
      for (const [path, type, query] of cases) {
        const media = paths[path]!.get.responses['200']!.content[type]!;
        const answer = await (await fetch(`${server.url}${path}?${query}&appid=k`)).text();
        expect(
          Object.values(media.examples).map((example) => example.value),
          query,
        ).toEqual([answer]);
      }
    } finally {
      await server.close();
    }
    const notFound = paths['/data/2.5/weather']!.get.responses['404']!.content['application/xml']!;
    expect(Object.values(notFound.examples).map((example) => example.value)).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><cod>404</cod><message>city not found</message></Error>',
    ]);
    expect(paths['/data/2.5/weather']!.get.responses['401']!.content['application/xml']).toBeUndefined();
  });
});
