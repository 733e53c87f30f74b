import { BoundedCache } from '../../cache.js';
import { invalidOption } from '../../errors.js';
import { createAirModel, urbanityOf } from '../../model/air-model.js';
import type { RecordShape } from '../../service/vocabulary.js';
import {
  type AnswerContext,
  type Coordinates,
  coordinates,
  objectOf,
  unixSeconds,
} from '../generate-shared.js';
import type { WeatherGenerator } from '../generator.js';
import type { CliKind } from '../route.js';
import { answerCoord, currentAirPollution, forecastAirPollution, historyAirPollution } from './answer.js';
import { serializeAirPollution } from './serialize.js';
import type { AirPollutionAnswer, AirPollutionKind } from './types.js';

/**
 * Options of `generator.airPollution(coordinates, options)`.
 *
 * @example
 * ```ts
 * const options: AirPollutionOptions = { kind: 'history', start: 1717200000, end: 1717286400 };
 * ```
 */
export interface AirPollutionOptions {
  /** Which answer: one item now, 96 hours ahead, or the hours between `start` and `end`. @default 'current' */
  kind?: AirPollutionKind | undefined;
  /** History only: the first moment, Unix seconds. */
  start?: number | undefined;
  /** History only: the last moment, Unix seconds. */
  end?: number | undefined;
  /** The clock: milliseconds since 1970 or a `Date`. @default the generator's `now()` */
  at?: number | Date | undefined;
}

/**
 * The generator's air pollution answers: a part of `WeatherGenerator` (the air pollution routes'
 * method).
 *
 * @example
 * ```ts
 * const { airPollution }: AirPollutionMethods = createWeatherGenerator({ seed: 1 });
 * ```
 */
export interface AirPollutionMethods {
  /**
   * An air pollution answer (`GET /data/2.5/air_pollution`, `/forecast`, `/history`): components
   * from the double's air model of the place (a daily cycle; towns above the countryside), `aqi` by
   * the service's table.
   * @throws {WeatherDoubleError} `INVALID_OPTION` for coordinates out of range or a bad option.
   * @example
   * ```ts
   * const now = generator.airPollution({ lat: 51.5085, lon: -0.1257 });
   * const next = generator.airPollution({ lat: 51.5085, lon: -0.1257 }, { kind: 'forecast' }); // 96 hours
   * ```
   */
  airPollution(coordinates: Coordinates, options?: AirPollutionOptions): AirPollutionAnswer;
}

const KINDS: readonly AirPollutionKind[] = ['current', 'forecast', 'history'];

/**
 * The generator's air pollution method (`airPollution`) over its context: options checked, the
 * place's air model (remembered, at most 256) drawn at the hours asked for.
 * @internal
 */
export function airPollutionMethods(context: AnswerContext): AirPollutionMethods {
  const airModels = new BoundedCache<string, ReturnType<typeof createAirModel>>(256);
  const airModel = (lat: number, lon: number) =>
    airModels.remember(`${lat},${lon}`, () =>
      createAirModel(context.seed, { lat, lon, urbanity: urbanityOf(context.populationNear(lat, lon)) }),
    );
  return {
    airPollution(where: Coordinates, options?: AirPollutionOptions): AirPollutionAnswer {
      const { lat, lon } = coordinates(where);
      const opts = objectOf(options, ['kind', 'start', 'end', 'at']);
      const kind = (opts.kind ?? 'current') as AirPollutionKind;
      if (!KINDS.includes(kind)) {
        throw invalidOption('kind', `one of ${KINDS.map((k) => JSON.stringify(k)).join(', ')}`, opts.kind);
      }
      const clock = Math.floor(context.clock(opts.at) / 1000);
      const model = airModel(lat, lon);
      const coord = answerCoord(lat, lon);
      if (kind !== 'history') {
        if (opts.start !== undefined)
          throw invalidOption('start', "absent unless kind is 'history'", opts.start);
        if (opts.end !== undefined) throw invalidOption('end', "absent unless kind is 'history'", opts.end);
      }
      if (kind === 'current')
        return currentAirPollution(model, coord, context.world(lat, lon).observationTime(clock));
      if (kind === 'forecast') return forecastAirPollution(model, coord, clock);
      const start = unixSeconds(opts.start, 'start');
      const end = unixSeconds(opts.end, 'end');
      return historyAirPollution(model, coord, start, end, clock);
    },
  };
}

/**
 * The bytes of a forecast or history answer at coordinates and a clock (milliseconds), from a
 * generator: what the air pollution routes answer and `generate --kind` prints.
 * @internal
 */
export function airPollutionBytes(
  generator: WeatherGenerator<RecordShape>,
  where: Coordinates,
  kind: 'forecast' | 'history',
  at: number,
  range?: { start: number; end: number },
): string {
  return serializeAirPollution(generator.airPollution(where, { kind, at, ...range }));
}

/** `generate --kind air-pollution`: the current air pollution, at coordinates only. @internal */
export const airPollutionKind: CliKind = {
  name: 'air-pollution',
  coordinatesOnly: true,
  print: (generator, where, { at }) => serializeAirPollution(generator.airPollution(where, { at })),
};
