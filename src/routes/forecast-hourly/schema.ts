/**
 * The JSON Schema of the hourly forecast (`pro.openweathermap.org/data/2.5/forecast/hourly`, HTTP
 * 200): the 5 day / 3 hour forecast's schema (`schema.ts`) with one-hour slots, up to 96 of them,
 * and `rain`/`snow` of the hour (`{"1h": mm}`). Same key order.
 */
import { integer, number } from '../../answer-schema/helpers.js';
import { forecastSchema } from '../forecast/schema.js';

const item = forecastSchema.properties.list.items;

const volume = (what: 'Rain' | 'Snow') =>
  ({
    type: 'object',
    description: `${what} of the hour of the slot, present exactly while a condition of the slot says it ${what === 'Rain' ? 'rains' : 'snows'}.`,
    additionalProperties: false,
    required: ['1h'],
    properties: {
      '1h': number(`${what} volume of the hour, mm (in every unit system), up to 2 decimals.`, 0.01, 500, 2),
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
    cnt: integer('How many slots the list holds.', 1, 96),
    list: {
      ...forecastSchema.properties.list,
      description: 'The one-hour slots, ascending, 3600 seconds apart.',
      items: {
        ...item,
        properties: {
          ...item.properties,
          dt: integer('Time of the slot, Unix seconds (UTC), a whole hour.', 0, item.properties.dt.maximum),
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
