/**
 * What the three routes of the deprecated UV index API share (`/data/2.5/uvi`, `/uvi/forecast`,
 * `/uvi/history`). The service deprecated the API in April 2021 (UV data moved into One Call) but
 * still answers it: ansiweather, which calls `/data/2.5/uvi` on every run, documented in July 2026
 * that "the UV Index represents a single daily value rather than the UV Index at the current time",
 * and its users reported such values in May 2026. An answer item is the highest UV index of a UTC
 * date (One Call's formula and clouds), dated 12:00 UTC, as the recorded answers
 * (`{"lat":51.51,"lon":-0.13,"date_iso":"2019-11-02T12:00:00Z","date":1572696000,"value":1.01}`).
 * @internal
 */
import { coordinateParameters } from '../contract.js';
import type { ContractParameter, World } from '../route.js';
import { uvBytes } from './generate.js';

const DAY = 86_400;

/** The UTC date of a clock (milliseconds), days since 1970-01-01. @internal */
export function clockDayOf(at: number): number {
  return Math.floor(at / (DAY * 1000));
}

/** The UTC date of the double's clock, days since 1970-01-01. @internal */
export function clockDay(world: World): number {
  return clockDayOf(world.now());
}

/** The bytes of the items of UTC days `days` at coordinates (one item, or a list). @internal */
export function uvBody(
  world: World,
  lat: number,
  lon: number,
  days: readonly number[],
  list: boolean,
): string {
  const key = `uvi|${lat},${lon}|${list ? 'list' : 'one'}|${days[0] ?? ''}|${days.length}`;
  return world.memo(key, () => uvBytes(world.generator, { lat, lon }, days, list));
}

/** The parameters every UV index route takes: the place. @internal */
export const uviParameters: readonly ContractParameter[] = coordinateParameters('the place');
