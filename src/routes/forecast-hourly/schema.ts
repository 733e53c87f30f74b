/**
 * The JSON Schema of the hourly forecast (`pro.openweathermap.org/data/2.5/forecast/hourly`, HTTP
 * 200): the 5 day / 3 hour forecast's schema (`schema.ts`) with one-hour slots, up to 96 of them,
 * and `rain`/`snow` of the hour (`{"1h": mm}`). Same key order.
 */
import { forecastDecimals, forecastSchema } from '../forecast/schema.js';

const item = forecastSchema.properties.list.items;

const volume = (what: 'Rain' | 'Snow') =>
  ({
    type: 'object',
    description: `${what} of the hour of the slot, present exactly while a condition of the slot says it ${what === 'Rain' ? 'rains' : 'snows'}.`,
    additionalProperties: false,
    required: ['1h'],
    properties: {
      '1h': {
        type: 'number',
        description: `${what} volume of the hour, mm (in every unit system), up to 2 decimals.`,
        minimum: 0.01,
        maximum: 500,
      },
    },
  }) as const;

/** @internal */
export const hourlyForecastSchema = {
  ...forecastSchema,
  title: 'HourlyForecast',
  description:
    'The hourly forecast (4 days) as pro.openweathermap.org/data/2.5/forecast/hourly returns it (HTTP 200): cnt one-hour slots on whole UTC hours, from the first whole hour after the request.',
  properties: {
    ...forecastSchema.properties,
    cnt: { type: 'integer', description: 'How many slots the list holds.', minimum: 1, maximum: 96 },
    list: {
      ...forecastSchema.properties.list,
      description: 'The one-hour slots, ascending, 3600 seconds apart.',
      items: {
        ...item,
        properties: {
          ...item.properties,
          dt: {
            type: 'integer',
            description: 'Time of the slot, Unix seconds (UTC), a whole hour.',
            minimum: 0,
            maximum: item.properties.dt.maximum,
          },
          rain: volume('Rain'),
          snow: volume('Snow'),
          // Whole hours, not the 5 day / 3 hour forecast's grid.
          dt_txt: {
            type: 'string',
            description: 'dt in UTC as YYYY-MM-DD HH:MM:SS, a whole hour.',
            pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:00:00$',
          },
        },
      },
    },
  },
} as const;

/** The decimals of each non-integer field of an hourly forecast, by path. @internal */
export const hourlyForecastDecimals: ReadonlyMap<string, number> = new Map(
  [...forecastDecimals].map(([path, decimals]) => [path.replace('.3h', '.1h'), decimals]),
);
