/**
 * Alerts raised by the weather itself: the national warnings One Call reports (`alerts[]` of
 * One Call 3.0, the alert IDs and `/alert/{id}` of One Call 4.0), read off the same hourly timeline
 * every route shares, so the same alert whatever route asks.
 *
 * - **Hazards** (thresholds are the double's choice, docs/alerts.md): heat (apparent temperature at
 *   or above 32 °C, 40.6 °C = 105 °F heat index in the US), wind (gust, or wind when steady, at or
 *   above 60 km/h, 45 mph in the US), heavy rain (7.6 mm/h, the service's "heavy intensity rain"),
 *   snow (1 mm/h, its "snow"), frost (−5 °C or colder), each for 2 hours in a row at least.
 * - **When**: the timeline is sampled at every whole UTC hour. Time is cut into blocks of 24 hours
 *   starting at 09:00 local solar time (UTC 09:00 − lon/15 h, to the hour), so that an afternoon's
 *   heat or a night's frost is one alert; a run of hazardous hours inside a block is one alert,
 *   `start` its first hour, `end` one hour after its last. A longer spell is several alerts, one a
 *   block, as national services re-issue theirs. The blocks are fixed in time: an alert's `start` and
 *   `end` do not depend on the clock that asks.
 * - **Which**: those not over at the clock (`end` after it) that start within 48 hours of its
 *   whole hour (the hours One Call's `hourly` covers), by `start`, then hazard.
 * - **Who**: the country is the nearest city's (what a coordinate query reports as `sys.country`);
 *   the sender, event, tags and description come from that country's national service
 *   ({@link WORDINGS}); other countries, the sea, and places without the place data get none.
 * - **ID** (One Call 4.0): a UUID-shaped string that encodes the place, the hazard and the start
 *   hour, with a checksum, so that the `/alert/{alert_id}` route finds the alert again
 *   with no state.
 */
import { hashString } from '../draws/hash.js';
import { countryNear } from '../places/locator.js';
import type { OneCallObservation } from './one-call-world.js';
import { timeZoneAt } from './time-zone.js';

/** What raises an alert. @internal */
export type Hazard = 'heat' | 'wind' | 'rain' | 'snow' | 'frost';

const HAZARDS: readonly Hazard[] = ['heat', 'wind', 'rain', 'snow', 'frost'];

/** An alert as One Call reports it, with the ID One Call 4.0 names it by. @internal */
export interface RaisedAlert {
  readonly id: string;
  readonly hazard: Hazard;
  readonly sender_name: string;
  readonly event: string;
  readonly start: number;
  readonly end: number;
  readonly description: string;
  readonly tags: readonly string[];
}

const HOUR = 3600;
const DAY = 86_400;
/** How far ahead of the clock's whole hour alerts are reported: One Call's 48 hourly items. */
const HORIZON = 48 * HOUR;
const KELVIN = 273.15;
const MPH = 2.23694;
const KMH = 3.6;

/** The thresholds of a country's service (standard units: °C, m/s, mm/h). */
interface Thresholds {
  readonly heat: number;
  readonly wind: number;
}

const DEFAULT_THRESHOLDS: Thresholds = Object.freeze({ heat: 32, wind: 60 / KMH });
const US_THRESHOLDS: Thresholds = Object.freeze({ heat: 40.6, wind: 45 / MPH });
const HEAVY_RAIN = 7.6;
const SNOW = 1;
const FROST = -5;
/** The fewest hazardous hours in a row that make an alert (one gusty hour is no warning). */
const MIN_HOURS = 2;

/** The gust of an observation: its gust, else the steady wind. */
const gustOf = (o: OneCallObservation) => o.windGust ?? o.windSpeed;

function hazardous(o: OneCallObservation, hazard: Hazard, t: Thresholds): boolean {
  switch (hazard) {
    case 'heat':
      return o.feelsLike - KELVIN >= t.heat;
    case 'wind':
      return gustOf(o) >= t.wind;
    case 'rain':
      return o.rain >= HEAVY_RAIN;
    case 'snow':
      return o.snow >= SNOW;
    case 'frost':
      return o.temp - KELVIN <= FROST;
  }
}

/** A run of hazardous hours: its bounds and the observations of its hours. */
interface Spell {
  readonly hazard: Hazard;
  readonly start: number;
  readonly end: number;
  readonly hours: readonly OneCallObservation[];
  readonly lat: number;
  readonly lon: number;
}

/** How a country's service words its alerts. */
interface Wording {
  readonly thresholds: Thresholds;
  readonly sender: (lat: number, lon: number) => string;
  readonly event: (spell: Spell) => string;
  readonly tags: Readonly<Record<Hazard, readonly string[]>>;
  readonly description: (spell: Spell, event: string) => string;
}

const round = Math.round;
const maxOf = (spell: Spell, f: (o: OneCallObservation) => number) => Math.max(...spell.hours.map(f));
const minOf = (spell: Spell, f: (o: OneCallObservation) => number) => Math.min(...spell.hours.map(f));
const fahrenheit = (kelvin: number) => round(((kelvin - KELVIN) * 9) / 5 + 32);

/** The 16-point compass direction a wind blows from, as NWS and DWD texts name it. */
const COMPASS = [
  'north',
  'north-east',
  'east',
  'south-east',
  'south',
  'south-west',
  'west',
  'north-west',
] as const;
function windFrom(spell: Spell): string {
  const windiest = spell.hours.reduce((a, b) => (gustOf(b) > gustOf(a) ? b : a));
  return COMPASS[round(windiest.windDeg / 45) % 8] as string;
}

/**
 * NWS offices named in recorded One Call answers, with where they sit: a US alert is sent by the
 * nearest of them (the double does not know every office's area: a documented choice).
 * Recorded: Tulsa (the One Call 4.0 page's example), Buffalo (2021), Memphis (2021), Philadelphia -
 * Mount Holly (2022, 2023), Tampa Bay Ruskin (2025).
 */
const NWS_OFFICES: readonly (readonly [name: string, lat: number, lon: number])[] = [
  ['NWS Tulsa (Eastern Oklahoma)', 36.15, -95.99],
  ['NWS Buffalo (Western New York)', 42.94, -78.74],
  ['NWS Memphis (Western Tennessee, Eastern Arkansas and Northern Mississippi)', 35.13, -89.99],
  ['NWS Philadelphia - Mount Holly (New Jersey, Delaware, Southeastern Pennsylvania)', 39.97, -74.83],
  ['NWS Tampa Bay Ruskin FL', 27.71, -82.4],
];

function nearestOffice(lat: number, lon: number): string {
  let best = NWS_OFFICES[0] as (typeof NWS_OFFICES)[number];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const office of NWS_OFFICES) {
    const dLat = office[1] - lat;
    const dLon = (office[2] - lon) * Math.cos((lat * Math.PI) / 180);
    const distance = dLat * dLat + dLon * dLon;
    if (distance < bestDistance) {
      best = office;
      bestDistance = distance;
    }
  }
  return best[0];
}

/** Wraps text at 66 columns with `\n`, as NWS products come (recorded descriptions are wrapped so). */
function wrap(text: string, width = 66): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.join('\n');
}

/** A moment on the place's local clock as NWS texts give it: `1 PM CDT Thursday`. */
function nwsTime(lat: number, lon: number, unixSeconds: number): { hour: string; zone: string; day: string } {
  const timeZone = timeZoneAt(lat, lon);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    weekday: 'long',
    timeZoneName: 'short',
  }).formatToParts(unixSeconds * 1000);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { hour: `${part('hour')} ${part('dayPeriod')}`, zone: part('timeZoneName'), day: part('weekday') };
}

/** The impact sentences NWS products close with, by hazard (heat and wind as recorded). */
const NWS_IMPACTS: Readonly<Record<Hazard, string>> = {
  heat: 'The combination of hot temperatures and high humidity will combine to create a dangerous situation in which heat illnesses are possible.',
  wind: 'Gusty winds could blow around unsecured objects. Tree limbs could be blown down and a few power outages may result.',
  rain: 'Excessive runoff may result in flooding of rivers, creeks, streams, and other low-lying and flood-prone locations.',
  snow: 'Travel could be very difficult. The hazardous conditions could impact the morning or evening commute.',
  frost:
    'Frost and freeze conditions will kill crops, other sensitive vegetation and possibly damage unprotected outdoor plumbing.',
};

function nwsWhat(spell: Spell): string {
  switch (spell.hazard) {
    case 'heat': {
      const low = fahrenheit(minOf(spell, (o) => o.feelsLike));
      const high = fahrenheit(maxOf(spell, (o) => o.feelsLike));
      return low === high
        ? `Heat index values up to ${high} degrees expected.`
        : `Heat index values of ${low} to ${high} degrees expected.`;
    }
    case 'wind': {
      const low = round(minOf(spell, (o) => o.windSpeed) * MPH);
      const high = round(maxOf(spell, (o) => o.windSpeed) * MPH);
      const gust = round(maxOf(spell, gustOf) * MPH);
      const from = windFrom(spell).replace('-', '');
      const direction = from.charAt(0).toUpperCase() + from.slice(1);
      return low === high
        ? `${direction} winds around ${high} mph with gusts to ${gust} mph.`
        : `${direction} winds ${low} to ${high} mph with gusts to ${gust} mph.`;
    }
    case 'rain': {
      const inches = (maxOf(spell, (o) => o.rain) / 25.4).toFixed(1);
      return `Rainfall rates up to ${inches} inches per hour expected.`;
    }
    case 'snow': {
      const inches = spell.hours.reduce((sum, o) => sum + o.snow, 0) / 25.4;
      return `Heavy snow expected. Total snow accumulations of up to ${Math.max(1, round(inches))} inches.`;
    }
    case 'frost':
      return `Temperatures as low as ${fahrenheit(minOf(spell, (o) => o.temp))} degrees expected.`;
  }
}

/** The US National Weather Service, as recorded answers word it. */
const NWS: Wording = Object.freeze<Wording>({
  thresholds: US_THRESHOLDS,
  sender: nearestOffice,
  event: (spell) =>
    ({
      heat: 'Heat Advisory',
      wind: 'Wind Advisory',
      rain: 'Flood Advisory',
      snow: 'Winter Storm Warning',
      frost: 'Hard Freeze Warning',
    })[spell.hazard],
  tags: {
    heat: ['Extreme temperature value'],
    wind: ['Wind'],
    rain: ['Flood'],
    snow: ['Snow/Ice'],
    frost: ['Extreme low temperature'],
  },
  description: (spell, event) => {
    const from = nwsTime(spell.lat, spell.lon, spell.start);
    const to = nwsTime(spell.lat, spell.lon, spell.end);
    const head = `...${event.toUpperCase()} IN EFFECT FROM ${from.hour} TO ${to.hour} ${to.zone} ${to.day.toUpperCase()}...`;
    const when = `From ${from.hour} ${from.zone} ${from.day} to ${to.hour} ${to.zone} ${to.day}.`;
    return [
      wrap(head),
      wrap(`* WHAT...${nwsWhat(spell)}`),
      wrap(`* WHEN...${when}`),
      wrap(`* IMPACTS...${NWS_IMPACTS[spell.hazard]}`),
    ].join('\n');
  },
});

/** Deutscher Wetterdienst's English texts: `There is a risk of … (level n of 4).…` as recorded. */
function dwdEvent(spell: Spell): string {
  switch (spell.hazard) {
    case 'heat':
      return 'strong heat';
    case 'wind': {
      const gust = maxOf(spell, gustOf) * KMH;
      return gust >= 65 ? 'gale-force gusts' : 'wind gusts';
    }
    case 'rain':
      return 'heavy rain';
    case 'snow':
      return 'snowfall';
    case 'frost':
      return 'frost';
  }
}

function dwdDescription(spell: Spell, event: string): string {
  const level = event === 'gale-force gusts' ? 'Level 2 of 4' : 'level 1 of 4';
  const head = `There is a risk of ${event} (${level}).`;
  switch (spell.hazard) {
    case 'heat':
      return `${head}Maximum perceived temperature: ~ ${round(maxOf(spell, (o) => o.feelsLike) - KELVIN)} °C`;
    case 'wind': {
      const gust = round(maxOf(spell, gustOf) * KMH);
      return `${head}Max. gusts: ~ ${gust} km/h; Wind direction: ${windFrom(spell)}; Increased gusts: in exposed locations < ${gust + 15} km/h`;
    }
    case 'rain':
      return `${head}Precipitation amounts: ~ ${round(maxOf(spell, (o) => o.rain))} l/m² per hour`;
    case 'snow': {
      const total = spell.hours.reduce((sum, o) => sum + o.snow, 0);
      return `${head}Amounts of fresh snow: ~ ${Math.max(1, round(total / 10))} cm`;
    }
    case 'frost':
      return `${head}Minimum temperature: ~ ${round(minOf(spell, (o) => o.temp) - KELVIN)} °C`;
  }
}

/** The tags the European senders' recorded alerts carry, by hazard (DWD, Météo-France, Met Office). */
const EUROPEAN_TAGS: Wording['tags'] = Object.freeze({
  heat: ['Extreme high temperature'],
  wind: ['Wind'],
  rain: ['Rain'],
  snow: ['Snow/Ice'],
  frost: ['Extreme low temperature'],
});

const DWD: Wording = Object.freeze<Wording>({
  thresholds: DEFAULT_THRESHOLDS,
  sender: () => 'Deutscher Wetterdienst',
  event: dwdEvent,
  tags: EUROPEAN_TAGS,
  description: dwdDescription,
});

/** Météo-France: `Moderate <phenomenon> warning` and the recorded text of its moderate level. */
const METEO_FRANCE: Wording = Object.freeze<Wording>({
  thresholds: DEFAULT_THRESHOLDS,
  sender: () => 'METEO-FRANCE',
  event: (spell) =>
    `Moderate ${{ heat: 'high-temperature', wind: 'wind', rain: 'rain-flood', snow: 'snow-ice', frost: 'low-temperature' }[spell.hazard]} warning`,
  tags: EUROPEAN_TAGS,
  description: () =>
    'Moderate damages may occur, especially in vulnerable or in exposed areas and to people who carry out weather-related activities.',
});

/** The UK Met Office (the service's list of sources names it so); its own warning titles. */
const MET_OFFICE: Wording = Object.freeze<Wording>({
  thresholds: DEFAULT_THRESHOLDS,
  sender: () => 'UK Met Office',
  event: (spell) =>
    `Yellow warning of ${{ heat: 'extreme heat', wind: 'wind', rain: 'rain', snow: 'snow', frost: 'ice' }[spell.hazard]}`,
  tags: EUROPEAN_TAGS,
  description: (spell) =>
    ({
      heat: 'Extreme heat may lead to adverse health effects and some disruption to travel and infrastructure.',
      wind: 'Strong winds may lead to some disruption to travel and utilities.',
      rain: 'Heavy rain may lead to some flooding and disruption to travel.',
      snow: 'Snow may lead to some travel disruption and icy patches on untreated surfaces.',
      frost: 'Icy patches may lead to some difficult travel conditions and injuries from slips and falls.',
    })[spell.hazard],
});

/** The national services whose alerts the double raises, by ISO country code. */
const WORDINGS: Readonly<Record<string, Wording>> = {
  US: NWS,
  DE: DWD,
  FR: METEO_FRANCE,
  GB: MET_OFFICE,
};

/** The start of the 24-hour block holding `t` at a longitude: 09:00 local solar time, to the hour. */
function blockStart(t: number, lon: number): number {
  const shift = Math.round(9 - lon / 15) * HOUR;
  return Math.floor((t - shift) / DAY) * DAY + shift;
}

/** The spells of one block (its hours sampled on the timeline). */
function spellsOfBlock(
  sample: (t: number) => OneCallObservation,
  block: number,
  lat: number,
  lon: number,
  thresholds: Thresholds,
): Spell[] {
  const hours: OneCallObservation[] = [];
  for (let k = 0; k < 24; k += 1) hours.push(sample(block + k * HOUR));
  const spells: Spell[] = [];
  for (const hazard of HAZARDS) {
    let first = -1;
    for (let k = 0; k <= 24; k += 1) {
      const on = k < 24 && hazardous(hours[k] as OneCallObservation, hazard, thresholds);
      if (on && first < 0) first = k;
      if (!on && first >= 0 && k - first < MIN_HOURS) first = -1;
      if (!on && first >= 0) {
        spells.push({
          hazard,
          start: block + first * HOUR,
          end: block + k * HOUR,
          hours: hours.slice(first, k),
          lat,
          lon,
        });
        first = -1;
      }
    }
  }
  return spells;
}

/** The ID of an alert: a UUID-shaped string encoding place, hazard and start, with a checksum. */
function alertId(lat: number, lon: number, hazard: Hazard, start: number): string {
  const a = Math.round(lat * 10_000) + 900_000;
  const b = Math.round(lon * 10_000) + 1_800_000;
  const payload = `${a.toString(16).padStart(6, '0')}${b.toString(16).padStart(6, '0')}${(start / HOUR).toString(16).padStart(7, '0')}${HAZARDS.indexOf(hazard)}`;
  const check = hashString(payload).toString(16).padStart(8, '0');
  const tail = (hashString(payload, 0x2545f491) & 0xffff).toString(16).padStart(4, '0');
  const hex = `${check}${payload}${tail}`.toUpperCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function raise(spell: Spell, wording: Wording): RaisedAlert {
  const event = wording.event(spell);
  return {
    id: alertId(spell.lat, spell.lon, spell.hazard, spell.start),
    hazard: spell.hazard,
    sender_name: wording.sender(spell.lat, spell.lon),
    event,
    start: spell.start,
    end: spell.end,
    description: wording.description(spell, event),
    tags: wording.tags[spell.hazard],
  };
}

/** The national service of a point, or `undefined` where the double raises no alerts. */
function wordingAt(lat: number, lon: number): Wording | undefined {
  const country = countryNear(lat, lon);
  return country === undefined ? undefined : WORDINGS[country];
}

/**
 * The alerts of the spells that start before `until` in the blocks from `from`'s on, those `keep`
 * holds for, by start then hazard.
 */
function raisedBefore(
  sample: (t: number) => OneCallObservation,
  where: { readonly lat: number; readonly lon: number },
  span: { readonly from: number; readonly until: number },
  keep: (spell: Spell) => boolean,
): RaisedAlert[] {
  const { lat, lon } = where;
  const wording = wordingAt(lat, lon);
  if (!wording) return [];
  const alerts: RaisedAlert[] = [];
  for (let block = blockStart(span.from, lon); block < span.until; block += DAY) {
    for (const spell of spellsOfBlock(sample, block, lat, lon, wording.thresholds)) {
      if (spell.start < span.until && keep(spell)) alerts.push(raise(spell, wording));
    }
  }
  return alerts.sort((a, b) => a.start - b.start || HAZARDS.indexOf(a.hazard) - HAZARDS.indexOf(b.hazard));
}

/**
 * The alerts the weather raises at a place (coordinates at 4 decimals) for a clock: those not over
 * at `clock` that start within 48 hours of its whole hour, by start then hazard. `sample(t)` is the
 * timeline's observation at whole hour `t` (One Call's hourly items are the same).
 * @internal
 */
export function alertsAt(
  sample: (t: number) => OneCallObservation,
  lat: number,
  lon: number,
  clock: number,
): RaisedAlert[] {
  const firstHour = Math.floor(clock / HOUR) * HOUR;
  return raisedBefore(
    sample,
    { lat, lon },
    { from: firstHour, until: firstHour + HORIZON },
    (spell) => spell.end > clock,
  );
}

/**
 * The alerts of a place whose hours overlap `[from, to)` and that are issued at `clock` (they start
 * within 48 hours of its whole hour): One Call 4.0's alert IDs of a timeline item. Over or not.
 * @internal
 */
export function alertsOverlapping(
  sample: (t: number) => OneCallObservation,
  lat: number,
  lon: number,
  from: number,
  to: number,
  clock: number,
): RaisedAlert[] {
  const issued = Math.floor(clock / HOUR) * HOUR + HORIZON;
  return raisedBefore(
    sample,
    { lat, lon },
    { from, until: Math.min(to, issued) },
    (spell) => spell.end > from,
  );
}

/** An alert ID as the double writes them: 8-4-4-4-12 hexadecimal digits (any case). */
const ID_SHAPE = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;

/**
 * The alert an ID names (One Call 4.0's `GET /data/4.0/onecall/alert/{alert_id}`), found again from
 * the ID alone (see `alertId`): its place, hazard and start decoded and checked against its
 * checksum, then the spell of that hazard starting then sought on the place's timeline
 * (`sampleAt(lat, lon)`, whole hours). `undefined` for an ID of another shape, a checksum that
 * does not hold, or a spell the weather does not raise (another seed's, or none). Whatever the
 * clock: an ID names one spell of the weather for good.
 * @internal
 */
export function alertOfId(
  id: string,
  sampleAt: (lat: number, lon: number) => (t: number) => OneCallObservation,
): RaisedAlert | undefined {
  if (!ID_SHAPE.test(id)) return undefined;
  const hex = id.replaceAll('-', '').toLowerCase();
  const payload = hex.slice(8, 28);
  const check = hashString(payload).toString(16).padStart(8, '0');
  const tail = (hashString(payload, 0x2545f491) & 0xffff).toString(16).padStart(4, '0');
  if (hex.slice(0, 8) !== check || hex.slice(28) !== tail) return undefined;
  const lat = (Number.parseInt(payload.slice(0, 6), 16) - 900_000) / 10_000;
  const lon = (Number.parseInt(payload.slice(6, 12), 16) - 1_800_000) / 10_000;
  const start = Number.parseInt(payload.slice(12, 19), 16) * HOUR;
  const hazard = HAZARDS[Number.parseInt(payload.slice(19), 16)];
  if (hazard === undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  const wording = wordingAt(lat, lon);
  if (!wording) return undefined;
  const spell = spellsOfBlock(sampleAt(lat, lon), blockStart(start, lon), lat, lon, wording.thresholds).find(
    (each) => each.hazard === hazard && each.start === start,
  );
  return spell === undefined ? undefined : raise(spell, wording);
}
