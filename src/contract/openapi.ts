/**
 * The contract as an OpenAPI 3.1 document, assembled from the route entries of `routes.ts` (which
 * take their schemas and examples from the record schema, the generator and `errorAnswers`). The
 * build writes it to `dist/openapi.json` (`weather-double/openapi.json`); nothing in it is written
 * by hand.
 */

import { contractExamples } from '../routes/examples.js';
import type {
  ContractErrors,
  ContractFile,
  ContractSuccess,
  JsonSchema,
  Route,
  RouteContract,
} from '../routes/route.js';
import { routes } from '../routes/table.js';
import { errorAnswers } from '../service/error-answers.js';
import { WEATHER_HEADER_NAMES, weatherHeaders } from '../service/headers.js';
import { PARAMETERS, SERVICE_ORIGIN } from '../service/vocabulary.js';
import { xmlErrorBody } from '../service/xml.js';

/** A route as the document describes it: its path, its headers and its part of the document. */
interface ContractRoute extends RouteContract {
  readonly path: string;
  /** The response headers every answer of the route carries, in the service's order. */
  readonly headers: readonly string[];
  /** Whether it answers `mode=xml` (and its 400 and 404 in XML then). */
  readonly answersXml: boolean;
  /** Whether it is answered without a key (no security requirement). */
  readonly keyless: boolean;
}

/** The body schemas of every route, by component name, in the table's order. */
function contractSchemas(): Readonly<Record<string, JsonSchema>> {
  return Object.assign({}, ...routes.map((route) => route.schemas));
}

function contractRoute(route: Route): ContractRoute {
  return {
    ...route.contract(contractExamples),
    path: route.path,
    headers: WEATHER_HEADER_NAMES,
    answersXml: route.modes?.xml !== undefined,
    keyless: route.keyless === true,
  };
}

/** The dialect of every schema in the document: OpenAPI 3.1's own, JSON Schema 2020-12. */
const DIALECT = 'https://json-schema.org/draft/2020-12/schema';
const JSON_MEDIA_TYPE = 'application/json';

/** The media type of each format a route may answer besides JSON (`mode`). */
const MODE_MEDIA_TYPES = { xml: 'application/xml', html: 'text/html' } as const;

/** What each response header means; a header named by a route must be here. */
const HEADER_DESCRIPTIONS: Readonly<Record<string, string>> = {
  Server: 'The service’s web server: `openresty`.',
  'Content-Type':
    '`application/json; charset=utf-8`; on the routes that answer `mode`, `application/xml; charset=utf-8` with `mode=xml` and `text/html; charset=utf-8` with `mode=html`.',
  'X-Cache-Key': 'The path, `?`, then the query parameters as sent, sorted by name, the credential left out.',
  'Access-Control-Allow-Origin': 'CORS: `*`.',
  'Access-Control-Allow-Credentials': 'CORS: `true`.',
  'Access-Control-Allow-Methods': 'CORS: `GET, POST`.',
};

/** The headers' values on the example request, for the examples of the header objects. */
const EXAMPLE_HEADERS = new Map(weatherHeaders('zip=94040,us&units=imperial&appid=KEY'));

/** A schema without its `$schema` key (the document states the dialect once). */
function componentSchema(schema: JsonSchema): JsonSchema {
  const { $schema, ...rest } = schema as { $schema?: unknown } & Record<string, unknown>;
  if ($schema !== undefined && $schema !== DIALECT) {
    throw new Error(`A component schema declares the dialect ${String($schema)}, not ${DIALECT}.`);
  }
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function headerObjects(route: ContractRoute) {
  // OpenAPI ignores a Content-Type response header: the media type says it.
  const names = route.headers.filter((name) => name !== 'Content-Type');
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}

function successResponse(
  response: ContractSuccess | ContractFile,
  route: ContractRoute,
  schemas: Readonly<Record<string, JsonSchema>>,
) {
  if ('contentType' in response) {
    return {
      description: response.description,
      headers: headerObjects(route),
      content: {
        [response.contentType]: { schema: { type: 'string', contentMediaType: response.contentType } },
      },
    };
  }
  const names = typeof response.schema === 'string' ? [response.schema] : response.schema;
  for (const name of names) {
    if (!Object.hasOwn(schemas, name)) throw new Error(`No component schema named ${name}.`);
  }
  const schema = names.length === 1 ? ref(names[0] as string) : { oneOf: names.map(ref) };
  const formats = Object.entries(response.formats ?? {}).map(([mode, example]) => [
    MODE_MEDIA_TYPES[mode as keyof typeof MODE_MEDIA_TYPES],
    { schema: { type: 'string' }, examples: { [mode]: example } },
  ]);
  return {
    description: response.description,
    headers: headerObjects(route),
    content: { [JSON_MEDIA_TYPE]: { schema, examples: response.examples }, ...Object.fromEntries(formats) },
  };
}

/**
 * The error answers of one status: a schema that pins `cod` exactly (a number in some bodies, a
 * string in others) and lists the messages, and each body as an example, its exact bytes quoted in
 * the description (the service's spacing is part of them).
 */
function errorResponse(response: ContractErrors, route: ContractRoute) {
  const bodies = response.errors.map((error) => {
    const kind = typeof error === 'string' ? error : error.name;
    const answer = typeof error === 'string' ? errorAnswers[error] : error.example;
    if (answer.status !== response.status) {
      throw new Error(`The ${kind} answer has status ${answer.status}, not ${response.status}.`);
    }
    const pattern = typeof error === 'string' ? undefined : error.messagePattern;
    const value = JSON.parse(answer.body) as { cod?: unknown; code?: unknown; message: string };
    return { kind, bytes: answer.body, value, pattern };
  });
  // Weather Stations 3.0 names its status `code` (`{"code":404001,…}`); every other route `cod`.
  const codeKey = bodies.every((body) => 'code' in body.value) ? 'code' : 'cod';
  const fixed = bodies.filter((body) => body.pattern === undefined).map((body) => body.value.message);
  const patterns = bodies.flatMap((body) => (body.pattern === undefined ? [] : [{ pattern: body.pattern }]));
  const message =
    patterns.length === 0
      ? { type: 'string', enum: fixed }
      : { type: 'string', anyOf: [...(fixed.length === 0 ? [] : [{ enum: fixed }]), ...patterns] };
  const cods = [...new Set(bodies.map((body) => JSON.stringify(body.value[codeKey])))].map(
    (text) => JSON.parse(text) as unknown,
  );
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: [codeKey, 'message'],
    properties: {
      [codeKey]: cods.length === 1 ? { const: cods[0] } : { enum: cods },
      message,
      // One Call 3.0's errors name the parameters at fault (its page's error structure).
      ...(bodies.some((body) => 'parameters' in body.value)
        ? { parameters: { type: 'array', items: { type: 'string' } } }
        : {}),
    },
  };
  const exact = bodies.map((body) => `\`${body.bytes}\``).join(' or ');
  // A route's own 400 and 404 are XML with mode=xml.
  const inXml = route.answersXml && (response.status === 400 || response.status === 404);
  const xml = inXml
    ? {
        [MODE_MEDIA_TYPES.xml]: {
          schema: { type: 'string' },
          examples: Object.fromEntries(
            bodies.map((body) => [
              body.kind,
              { summary: body.value.message, value: xmlErrorBody(body.bytes) },
            ]),
          ),
        },
      }
    : {};
  return {
    description: `${response.description} Exact body: ${exact}.`,
    headers: headerObjects(route),
    content: {
      [JSON_MEDIA_TYPE]: {
        schema,
        examples: Object.fromEntries(
          bodies.map((body) => [body.kind, { summary: body.value.message, value: body.value }]),
        ),
      },
      ...xml,
    },
  };
}

function operation(route: ContractRoute, schemas: Readonly<Record<string, JsonSchema>>) {
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: route.description,
    ...(route.host === undefined ? {} : { servers: [{ url: `https://${route.host}` }] }),
    ...(route.keyless ? { security: [] } : {}),
    parameters: route.parameters.map((parameter) => ({
      name: parameter.name,
      in: parameter.in ?? 'query',
      description: parameter.description,
      // A path parameter is always required (OpenAPI).
      required: parameter.in === 'path' ? true : (parameter.required ?? false),
      schema: parameter.schema,
      ...(parameter.examples ? { examples: parameter.examples } : {}),
    })),
    responses: Object.fromEntries(
      route.responses.map((response) => [
        String(response.status),
        'errors' in response ? errorResponse(response, route) : successResponse(response, route, schemas),
      ]),
    ),
  };
}

/** What {@link buildOpenApiDocument} puts in the document's `info`. @internal */
export interface OpenApiInfo {
  /** The package's version: the document's `info.version`. */
  readonly version: string;
}

/**
 * The OpenAPI 3.1 document of every route of the route table: parameters, the credential as two query
 * `apiKey` schemes (`appid`, or `APPID`: either one), every answer with its schema and exact example
 * bodies, the response headers, and the body schemas as components.
 * @internal
 */
export function buildOpenApiDocument(info: OpenApiInfo) {
  const contractRoutes = routes.map(contractRoute);
  const schemas = contractSchemas();
  const headerNames = [...new Set(contractRoutes.flatMap((route) => route.headers))].filter(
    (name) => name !== 'Content-Type',
  );
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: DIALECT,
    info: {
      title: 'Current weather service (weather-double’s model)',
      version: info.version,
      summary: 'GET /data/2.5/weather as weather-double models it, byte for byte.',
      description:
        'The current weather service as the weather-double package models it: the same schemas as its types, validator and serializer, and the exact bodies its double answers. Produced at build time; cross-checked with the shipped pacts.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: SERVICE_ORIGIN, description: 'The live service' }],
    security: [{ [PARAMETERS.key]: [] }, { [PARAMETERS.keyUpper]: [] }],
    paths: Object.fromEntries(
      contractRoutes.map((route) => [route.path, { get: operation(route, schemas) }]),
    ),
    components: {
      securitySchemes: {
        [PARAMETERS.key]: {
          type: 'apiKey',
          in: 'query',
          name: PARAMETERS.key,
          description: 'The API key, as the query parameter `appid`.',
        },
        [PARAMETERS.keyUpper]: {
          type: 'apiKey',
          in: 'query',
          name: PARAMETERS.keyUpper,
          description:
            'The same key spelt `APPID`, which the service accepts too (`appid` wins when both are given).',
        },
      },
      schemas: Object.fromEntries(
        Object.entries(schemas).map(([name, schema]) => [name, componentSchema(schema)]),
      ),
      headers: Object.fromEntries(
        headerNames.map((name) => {
          const description = HEADER_DESCRIPTIONS[name];
          if (description === undefined) throw new Error(`No description for the header ${name}.`);
          const example = EXAMPLE_HEADERS.get(name);
          return [
            name,
            {
              description,
              required: true,
              schema: { type: 'string' },
              ...(example === undefined ? {} : { example }),
            },
          ];
        }),
      ),
    },
  };
}
