/**
 * The shape of one route of the double. A route is one folder `src/routes/<route>/` whose
 * `route.ts` exports a {@link Route}, and one row of the table in `src/routes/table.ts`; its path is in
 * `src/service/vocabulary.ts`. The core does everything else: the 414 limit, methods (`HEAD`,
 * `OPTIONS`, unanswered ones), the key check, quotas, faults, latency, scenarios, the request log,
 * key masking, and the headers (`X-Cache-Key` of the route's path). CONTRIBUTING.md ("Adding a
 * route") lists what a new route touches.
 * @internal
 */
import type { AnswerSchema } from '../answer-schema/index.js';
import type { ErrorAnswer, WeatherErrorKind } from '../service/error-answers.js';
import type { Query } from '../service/query.js';
import type { RecordShape, RouteName, Units } from '../service/vocabulary.js';
import type { AnswerContext, Coordinates } from './generate-shared.js';
import type { PlaceAnswers, RecordMakers, WeatherGenerator } from './generator.js';
import type { RoutePact } from './pact-types.js';
import type { LocationQuery, Locator, ParsedLocation, ResolvedLocation, ZipForm } from './places.js';
import type { Later } from './station-book.js';
import type { StatefulContext, StationAnswer, StationRequest } from './station-request.js';

export type { RouteName } from '../service/vocabulary.js';

/**
 * What every route may use of the double it answers for: its seed, shape, generator (on the
 * double's clock), places, and a memo for bytes it computes often. One world per double.
 * @internal
 */
export interface World {
  /** The double's seed. */
  readonly seed: number;
  /** The double's record shape (`'specification'` or `'current'`). */
  readonly shape: RecordShape;
  /** The double's seeded generator, on the double's clock (`now`), with its pinned places. */
  readonly generator: WeatherGenerator<RecordShape>;
  /** The same generator's answers for a place the route has resolved (with {@link World.locate}). */
  readonly answers: PlaceAnswers;
  /** The double's places (pinned places first, then the data, then the model). */
  readonly locator: Locator;
  /**
   * The place a location names, with the double's `notFound` rule applied; `undefined` when none
   * (the route then answers its "not found").
   */
  locate(location: ParsedLocation): ResolvedLocation | undefined;
  /** Whether the double's `notFound` option makes a postal code unknown. */
  isNotFound(zip: ZipForm): boolean;
  /** The double's clock, in milliseconds. */
  now(): number;
  /**
   * Starts noting the clock's readings (`now()` or the generator's clock): {@link World.lastReading}
   * then says the last one since.
   */
  startRecording(): void;
  /** The last time (milliseconds) the clock was read since {@link World.startRecording}; `undefined` when never. */
  lastReading(): number | undefined;
  /**
   * Runs `compute` with the clock reading `at` (milliseconds) without asking the double's clock:
   * to answer a request again exactly as it was answered at `at`. `undefined`: the clock as usual.
   */
  pinned<T>(at: number | undefined, compute: () => T): T;
  /**
   * The bytes for `key`, computed by `make` once and then remembered (bounded: emptied when full,
   * see `BoundedCache`). The key must name everything the bytes depend on.
   */
  memo(key: string, make: () => string): string;
  /**
   * {@link World.memo} for bytes (an icon, a city list), in a smaller cache of its own (64 entries):
   * never for a tile (there are too many).
   */
  memoBytes(key: string, make: () => Uint8Array): Uint8Array;
}

/** A request as a route sees it: the core has checked the target, the method and the key. @internal */
export interface RouteRequest {
  /** `'GET'`, `'POST'` or `'HEAD'` (the core drops the body of a `HEAD` answer). */
  readonly method: string;
  /** The query, read once: `query.get('cnt')`, `query.units`, `query.zip`, … */
  readonly query: Query;
  /**
   * The values of the route's path parameters, decoded, when its path is a template
   * (`{ layer: 'temp_new', z: '3', x: '4', y: '2' }`); `{}` for a route of a fixed path.
   */
  readonly path: Readonly<Record<string, string>>;
  /**
   * Overrides from a scenario (`scenarios.record(overrides)`), already checked by the route's
   * {@link Route.checkOverrides}; `undefined` for a normal answer.
   */
  readonly overrides?: unknown;
}

/**
 * A route's 200 body: the exact bytes, and how long they hold (for the double's answer cache).
 * @internal
 */
export interface RouteBody {
  /** JSON text; bytes for a route of another {@link Route.contentType} (a PNG tile, a gzip file). */
  readonly body: string | Uint8Array;
  /**
   * The Unix seconds `[from, until)` during which the same request gets the same bytes (a record's
   * observation bucket); absent when the bytes depend only on the request and the double's options.
   */
  readonly holds?: { readonly from: number; readonly until: number };
}

/**
 * A request the route refuses, as the service does: one of the service's fixed error answers
 * (`src/service/error-answers.ts`), or the 400 "{value} is not a city ID".
 * @internal
 */
export type RouteProblem =
  | { readonly problem: WeatherErrorKind }
  | { readonly problem: 'notCityId'; readonly value: string };

/** What a route answers: a 200 body, or a problem. @internal */
export type RouteResult = RouteBody | RouteProblem;

/** Whether a route's result is a problem. @internal */
export function isProblem(result: RouteResult): result is RouteProblem {
  return 'problem' in result;
}

// ---- the route's part of the OpenAPI document ------------------------------------------------

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect), as a plain object. @internal */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** One query parameter of a route. @internal */
export interface ContractParameter {
  readonly name: string;
  /** Where it goes: the query (the default) or the path (a `{name}` of the route's template). */
  readonly in?: 'query' | 'path';
  readonly description: string;
  readonly required?: boolean;
  readonly schema: JsonSchema;
  /** Example values by name, each with a one-line summary. */
  readonly examples?: Readonly<Record<string, { readonly summary: string; readonly value: string }>>;
}

/** A successful answer: a body schema (a component's name or several) and example bodies. @internal */
export interface ContractSuccess {
  readonly status: 200;
  readonly description: string;
  /** The name of a schema in the route's {@link Route.schemas} (or another route's), or a list (`oneOf`). */
  readonly schema: string | readonly string[];
  /** Example bodies by name, each the exact value the double answers. */
  readonly examples: Readonly<Record<string, { readonly summary: string; readonly value: unknown }>>;
  /** One example of each other format the route answers (`mode=xml`, `mode=html`): its exact bytes. */
  readonly formats?: { readonly [M in RouteMode]?: { readonly summary: string; readonly value: string } };
}

/** A successful answer that is a file, not JSON (a PNG tile, an icon, a gzip file). @internal */
export interface ContractFile {
  readonly status: 200;
  readonly description: string;
  /** Its `Content-Type`: `'image/png'`. */
  readonly contentType: string;
}

/**
 * An error answer whose message carries part of the request (`{"cod":"400","message":"abc is not a
 * city ID"}`): one example answer and the pattern of every message it can have.
 * @internal
 */
export interface ContractErrorTemplate {
  /** The example's name in the document. */
  readonly name: string;
  /** One answer of the template, its exact bytes. */
  readonly example: ErrorAnswer;
  /** A regular expression every message of the template matches. */
  readonly messagePattern: string;
}

/**
 * Error answers of one status: the kinds of `errorAnswers` it can carry (or templates). The
 * document gives the status one body schema and each kind's exact body as an example.
 * @internal
 */
export interface ContractErrors {
  readonly status: number;
  readonly description: string;
  readonly errors: readonly (WeatherErrorKind | ContractErrorTemplate)[];
}

/**
 * What a route's contract is illustrated with: the double's own answers, in a world of a fixed
 * seed and clock (`src/routes/examples.ts`, given by whoever asks for the contract).
 * @internal
 */
export interface ContractExamples {
  /**
   * What `route` answers to `GET {path}?{query}`, as parsed JSON (a 200, else it throws); `path`:
   * the values of its path's parameters, for a route whose path is a template.
   */
  answer(route: Route, query: string, shape?: RecordShape, path?: Readonly<Record<string, string>>): unknown;
  /** The exact bytes of `route`'s 200 to `GET {path}?{query}&mode={mode}`. */
  inMode(route: Route, query: string, mode: RouteMode): string;
  /** The example world (seed 0, 2024-06-01 18:00 UTC), for a route whose examples are made by requests. */
  world(): World;
}

/** A route's part of the OpenAPI document (its path and headers come from the route). @internal */
export interface RouteContract {
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
  readonly parameters: readonly ContractParameter[];
  /**
   * The route's answers: its 200 and its own errors. The errors every route shares (401, 414, 429,
   * 500) are added by `sharedErrors` in `src/routes/contract.ts`; put them in with it.
   */
  readonly responses: readonly (ContractSuccess | ContractFile | ContractErrors)[];
  /** The service's host that serves it when not `api.openweathermap.org` (the operation's server). */
  readonly host?: string;
}

// ---- the route's probes, for `check` ----------------------------------------------------------

/** One issue of an answer body: a JSON path (`daily[3].temp.min`, `''` for the root) and what is wrong. @internal */
export interface ProbeIssue {
  readonly path: string;
  /**
   * `expected …, got …` (or `is required: expected …, got nothing`), as the validators word it; `check`
   * reports the two halves as its difference's `expected` and `got`.
   */
  readonly message: string;
}

/**
 * A JSON Schema as far as key order needs it: `check` compares the keys of each object of a body
 * with the order of its schema's `properties`. @internal
 */
export type ProbeSchema = AnswerSchema;

/** What a 200 body must be for one probe: every issue by path, and its schema for key order. @internal */
export interface ProbeBody {
  /**
   * Every issue of the parsed body, for the record shape checked (`'specification'` or `'current'`;
   * only the records of the weather route differ by shape). Never throws.
   */
  issues(body: unknown, shape: RecordShape): readonly ProbeIssue[];
  /** The schema whose `properties` give the key order at every level, for the shape checked. */
  schema(shape: RecordShape): ProbeSchema;
  /**
   * The coordinates the answer gives the probes sent with them ({@link RouteProbe.coordinatesFrom}),
   * or why it gives none (a sentence, e.g. `the place answer's lat is not a number from -90 to 90`).
   */
  coordinates?(body: unknown): { readonly lat: number; readonly lon: number } | { readonly reason: string };
  /**
   * The route's written form of a body from its minified JSON (`JSON.stringify` of the parsed body),
   * when the service writes numbers otherwise (the retired Air Pollution API 1.0:
   * `-4.999999987376214e-07`). Without it, `JSON.stringify`'s form.
   */
  written?(minified: string): string;
}

/**
 * One request `check` sends to a route, and what the route's model says the provider answers: a 200
 * body its {@link ProbeBody} accepts, or one of the service's exact error answers. `check` sends the
 * key as `appid` after the query (`appid=` when {@link RouteProbe.key} is `'empty'`).
 * @internal
 */
export interface RouteProbe {
  /** What the request asks, for the report: `'94040,us in metric units'`, `'a wrong (empty) key'`. */
  readonly name: string;
  /**
   * The query without the key (`zip=94040,us&units=metric`), percent-encoded as a client writes it;
   * `{lat}` and `{lon}` with {@link RouteProbe.coordinatesFrom}.
   */
  readonly query: string;
  /** `'empty'` sends `appid=` (for the 401). @default 'given' */
  readonly key?: 'given' | 'empty';
  /** A 200 with this body, or this error answer (its status and exact bytes). */
  readonly expect: ProbeBody | WeatherErrorKind;
  /**
   * Sent right after the 200 probes of that route, with the coordinates its last answer gave (see
   * {@link ProbeBody.coordinates}); not sent when it gave none.
   */
  readonly coordinatesFrom?: RouteName;
}

/** What a route's probes are made of: the postal codes of the check (at least one). @internal */
export interface ProbeContext {
  readonly zips: readonly [string, ...string[]];
}

/**
 * The scenarios that answer only some routes when they name none: each route says whether it is one
 * of them ({@link Route.scenarioDefaults}).
 * @internal
 */
export type ScenarioWithDefaults =
  | 'notFound'
  | 'nothingToGeocode'
  | 'geocodingNotFound'
  | 'record'
  | 'alerts'
  | 'variants';

/**
 * A route's rare real variants (docs/variants.md): their names, and for one 200 body those that
 * apply to it and the body with one of them applied.
 * @internal
 */
export interface RouteVariants {
  /** Every variant of the route, in catalogue order. */
  readonly names: readonly string[];
  /**
   * The variants among `allowed` (default every one) that change this JSON body, in catalogue
   * order, and a writer of the body with one of them (never throws for a name it listed).
   */
  of(
    body: string,
    answered: VariantSetting,
    allowed: readonly string[] | undefined,
  ): { readonly names: readonly string[]; write(name: string): string };
}

/** What a variant may depend on besides the answer: its units and the double's record shape. @internal */
export interface VariantSetting {
  readonly units: Units;
  readonly shape: RecordShape;
}

// ---- a route that keeps state -----------------------------------------------------------------

/**
 * A path under a stateful route's own, and the methods answered there: `/{id}` (each `{name}` one
 * segment), or deeper (`/{id}/history/{alert}`).
 * @internal
 */
export interface StatefulItem {
  /** The path after the route's path, a template: `/{id}`, `/{id}/history`. */
  readonly path: string;
  /** The methods answered there (`HEAD` with `GET`; `OPTIONS` always). */
  readonly methods: readonly string[];
}

/**
 * A route that keeps state: Weather Stations 3.0 and the Weather Triggers API. The core answers it
 * through {@link StatefulRoute.answer} (never {@link Route.answer}, never from its answer cache):
 * with the request's body, the item its path names (`{path}/{id}`, or deeper), the key, and the
 * double's books and world ({@link StatefulContext}).
 * @internal
 */
export interface StatefulRoute {
  /** The methods answered on the route's path (`HEAD` with `GET`; `OPTIONS` always). */
  readonly methods: readonly string[];
  /** The paths under the route's path and their methods; without it, the route has none. */
  readonly items?: readonly StatefulItem[];
  /** Its `Access-Control-Allow-Methods` (recorded: `GET, POST, PUT, DELETE` on the stations). */
  readonly allowMethods: string;
  /** The answer, now or once the book has answered; never rejects but for the book's failure. */
  answer(request: StationRequest, context: StatefulContext): Later<StationAnswer>;
}

// ---- the route --------------------------------------------------------------------------------

/**
 * One route of the double. Only `name`, `path`, `summary`, `answer`, `schemas`, `probes` and
 * `contract` are required; the rest is for scenarios, the pacts and the generator.
 * @internal
 */
export interface Route<
  N extends RouteName = RouteName,
  P extends RoutePact = RoutePact,
  G extends object = object,
> {
  /** The route's stable name, its key in the table: `'weather'`. */
  readonly name: N;
  /** Its path, from `ROUTE_PATHS` in `src/service/vocabulary.ts`. */
  readonly path: string;
  /**
   * The 401 this route answers for a missing or unknown key (and the `unauthorized` scenario):
   * One Call 3.0 has its own body. Default `'unauthorized'`.
   */
  readonly unauthorized?: WeatherErrorKind;
  /** One line for the docs' route list: `'Current weather for one location'`. */
  readonly summary: string;
  /**
   * The `Content-Type` of its 200 when it is not JSON (`'image/png'`): its body is then bytes, and
   * `lang`, `mode` and variants do not apply. Its errors stay the service's JSON. Without it, JSON.
   */
  readonly contentType?: string;
  /**
   * Whether it is answered without a key (the weather icons and the city list, which the service
   * serves as plain files): no 401, and no plan applies. Default `false`.
   */
  readonly keyless?: boolean;
  /**
   * A path its template fills (`/map/temp_new/3/4/2.png`), for a route whose path is a template:
   * what the docs' list, `check` and the golden corpus ask it. Without it, the path itself.
   */
  readonly examplePath?: string;
  /**
   * The service's answer to a request that passed the core's checks: reads the route's parameters
   * from `request.query` (a location through `./places.js`, resolved with `world.locate`), then
   * gives the 200 body (from `world.generator`, …) or a {@link RouteProblem}. Pure but for
   * `world.memo`; never throws for any query (the core answers 500 if it does).
   */
  answer(request: RouteRequest, world: World): RouteResult;
  /**
   * The location a request names, in the form of this route's parameters, for scenarios' `location`
   * targets; `undefined` when it names none. Without it, a targeted scenario never matches the route.
   */
  locationOf?(query: Query): ParsedLocation | undefined;
  /**
   * What the route answers when the place is not found, for the `geocodingNotFound` scenario
   * (`/geo/1.0/zip`: 404 "not found"; `/direct`, `/reverse`: 200 `[]`); without it, 404 "city not
   * found".
   */
  readonly nothingFound?: RouteResult;
  /**
   * Checks a scenario's `overrides` for this route (throws `INVALID_OVERRIDE` naming the path).
   * Without it, `scenarios.record` refuses the route.
   */
  checkOverrides?(overrides: unknown, world: World): void;
  /**
   * The scenarios that answer this route when they name no `route` (`scenarios.notFound()` answers
   * the weather route only): the core reads the defaults from the table, and holds no list of
   * routes. `alerts` may target only the routes that list it. Without it: only the scenarios that
   * answer every route.
   */
  readonly scenarioDefaults?: readonly ScenarioWithDefaults[];
  /** The formats it answers besides JSON (`mode=xml`, `mode=html`); without it, JSON only. */
  readonly modes?: RouteModes;
  /**
   * Its state and methods when it keeps state (see {@link StatefulRoute}); `answer` is then what a
   * double that holds no stations answers to a `GET`.
   */
  readonly stateful?: StatefulRoute;
  /** Its rare real variants (the `variants` option and scenario); without it, none. */
  readonly variants?: RouteVariants;
  /** Its 200 body schemas, by component name in the OpenAPI document (`{ WeatherRecord: … }`). */
  readonly schemas: Readonly<Record<string, JsonSchema>>;
  /**
   * What `check` sends to this route and expects back (`src/check` sends the 200s of every route in
   * the table's order, then every route's errors): at least one request, so that every route of the
   * table is checked against a running provider.
   */
  probes(context: ProbeContext): readonly RouteProbe[];
  /**
   * Its part of the OpenAPI document, built when asked, its examples the double's own answers
   * (`examples`, from `src/routes/examples.ts`). The golden corpus's requests for the route
   * (`scripts/golden-answers.mjs`) are derived from its examples' queries, its parameters and its
   * {@link Route.probes}.
   */
  contract(examples: ContractExamples): RouteContract;
  /**
   * Its Pact interactions and the body functions `weather-double/pact` exports for it (its folder's
   * `pact.ts`): the pact entry builds them, with matchers from this route's {@link Route.schemas}.
   * Without it, the shipped pacts hold nothing of this route.
   */
  readonly pact?: P;
  /**
   * Its public generator methods (`generator.forecast`, …; its folder's `generate.ts`), made over
   * the generator's context: `createWeatherGenerator` adds every row's to the generator. `G` is the
   * interface its folder's `public.ts` exports (`ForecastMethods`), which `WeatherGenerator`
   * extends through `RouteGeneratorMethods` (`src/routes/public.ts`); a type test keeps the two
   * equal. Without it, the route adds no method.
   */
  readonly generate?: (context: AnswerContext) => G;
  /**
   * Its kind for `weather-double generate --kind` (`src/cli/generate.ts` lists the table's kinds in
   * the table's order): one answer of this route from the generator, in the exact bytes the route
   * answers. Without it, the CLI does not print this route.
   */
  readonly cli?: CliKind;
  /**
   * How the weather route makes its records (the weather route's alone, its folder's
   * `generate.ts`): the generator's `record` and `records`, and the route's bytes.
   */
  readonly records?: RecordMakers;
}

/**
 * A flag of `generate --kind` that some kinds take ({@link CliKind.flags}): its name without the
 * dashes, what its value is (the CLI reads and checks it by `type`), and a phrase for the help.
 * `integer`: a whole number from `min` to `most` (`default` when absent); `time`: an ISO 8601
 * date-time or Unix seconds, given to the kind as Unix seconds; `date`: a `YYYY-MM-DD` date that
 * exists, given as written; `offset`: a UTC offset `±HH:MM`, given as written; `number`: a
 * decimal number (`284`, `0.5`), given as a number; `choice`: one of `values`, given as written.
 * @internal
 */
export type CliFlag = {
  /** The flag's name as the command line writes it without `--`: `'dt'`. */
  readonly name: string;
  /** What the value means for this kind, for the help: `'the moment'`. */
  readonly help: string;
  /** Whether the kind needs it. @default false */
  readonly required?: boolean;
} & (
  | { readonly type: 'integer'; readonly min: number; readonly most: number; readonly default: number }
  | { readonly type: 'time' | 'date' | 'offset' | 'number' }
  | { readonly type: 'choice'; readonly values: readonly string[] }
);

/** The values of a kind's flags, checked by their {@link CliFlag}: by name, absent when not given. @internal */
export type CliFlagValues = { readonly [name: string]: number | string | undefined };

/** What `generate --kind` gives a kind's {@link CliKind.print}: the flags, checked. @internal */
export interface CliKindOptions {
  readonly units: Units;
  /** `--at`, milliseconds; absent from the command line: the time it runs. */
  readonly at: number;
  /** The kind's own flags ({@link CliKind.flags}), checked; a required one is always there. */
  readonly flags: CliFlagValues;
}

/** What every kind of `generate --kind` declares. @internal */
interface CliKindBase {
  /** The kind's name as `--kind` takes it: `'daily'`. */
  readonly name: string;
  /**
   * The flags it takes besides the place, `--units`, `--at`, `--seed` and `--shape` (`--cnt`,
   * `--dt`, …): the CLI accepts them, checks them and lists them in its help from here.
   * @default []
   */
  readonly flags?: readonly CliFlag[];
}

/**
 * A route's kind for `weather-double generate --kind` ({@link Route.cli}): its name, its flags,
 * whether it takes coordinates only (`--lat` with `--lon`), and its answer's exact bytes from the
 * generator (the bytes the route answers for the same seed, place, query and clock). A value the
 * route would refuse (a date out of its span) throws `INVALID_OPTION` whose path is the flag's name.
 * @internal
 */
export type CliKind = CliKindBase &
  (
    | {
        readonly coordinatesOnly?: false;
        print(
          generator: WeatherGenerator<RecordShape>,
          location: LocationQuery,
          options: CliKindOptions,
        ): string;
      }
    | {
        readonly coordinatesOnly: true;
        print(generator: WeatherGenerator<RecordShape>, where: Coordinates, options: CliKindOptions): string;
      }
  );

/**
 * A format a route answers besides JSON, as the service's `mode` parameter names it. Any other
 * `mode` value (`json`, which a client library sends, or an unknown one) answers JSON.
 * @internal
 */
export type RouteMode = 'xml' | 'html';

/**
 * The formats a route answers besides JSON: each writes the route's 200 body in that format from its
 * JSON body (the same record; parse it with `JSON.parse`) and the request. With `xml`, the route's
 * 400 and 404 answers are XML too (`<Error><cod>404</cod><message>…</message></Error>`); the
 * answers given before the route (401, 414, 429, 500) stay JSON, and so do errors of `html`.
 * @internal
 */
export type RouteModes = { readonly [M in RouteMode]?: (json: string, query: Query) => string };

/** The error answer of a route problem: status and exact body. @internal */
export type { ErrorAnswer };
