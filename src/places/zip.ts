import { hashString } from '../draws/hash.js';
import type { Place } from './place.js';
import { loadCityData, loadZipData } from './place-data.js';

/**
 * Postal codes: the one parser of a `zip` value, and the rule of which codes exist and where they are.
 * @internal
 */

interface Country {
  /** Postal code format (whole code, case-insensitive). */
  readonly format: RegExp;
  /** The format in words, for error messages. */
  readonly described: string;
}

const d = (n: number) => `\\d{${n}}`;
const country = (format: string, described: string): Country => ({
  format: new RegExp(`^(?:${format})$`, 'i'),
  described,
});

/**
 * The postal formats the place model checks (a code of another country only needs letters, digits,
 * spaces or hyphens). A code of a country with no city in the data does not exist (pin it).
 * @internal
 */
const countries: ReadonlyMap<string, Country> = new Map([
  ['US', country(`${d(5)}(?:-${d(4)})?`, '5 digits, optionally +4 (94040 or 94040-1234)')],
  ['CA', country('[A-Z]\\d[A-Z](?: ?\\d[A-Z]\\d)?', 'A1A or A1A 1A1')],
  ['MX', country(d(5), '5 digits')],
  ['BR', country(`${d(5)}-?${d(3)}`, '8 digits (01001-000)')],
  ['AR', country(`${d(4)}|[A-Z]${d(4)}[A-Z]{3}`, '4 digits or A1234AAA')],
  [
    'GB',
    country(
      '[A-Z]{1,2}\\d[A-Z\\d]?(?: ?\\d[A-Z]{2})?',
      'an outward code, optionally with the inward code (SW1A or SW1A 1AA)',
    ),
  ],
  ['IE', country('[A-Z]\\d[\\dW](?: ?[A-Z\\d]{4})?', 'an Eircode (D02 or D02 X285)')],
  ['FR', country(d(5), '5 digits')],
  ['DE', country(d(5), '5 digits')],
  ['NL', country(`${d(4)}(?: ?[A-Z]{2})?`, '4 digits, optionally 2 letters (1012 or 1012 AB)')],
  ['BE', country(d(4), '4 digits')],
  ['ES', country(d(5), '5 digits')],
  ['PT', country(`${d(4)}(?:-${d(3)})?`, '4 digits, optionally -3 (1100-148)')],
  ['IT', country(d(5), '5 digits')],
  ['CH', country(d(4), '4 digits')],
  ['AT', country(d(4), '4 digits')],
  ['PL', country(`${d(2)}-?${d(3)}`, '5 digits (00-950)')],
  ['CZ', country(`${d(3)} ?${d(2)}`, '5 digits (110 00)')],
  ['SE', country(`${d(3)} ?${d(2)}`, '5 digits (111 22)')],
  ['NO', country(d(4), '4 digits')],
  ['FI', country(d(5), '5 digits')],
  ['DK', country(d(4), '4 digits')],
  ['IS', country(d(3), '3 digits')],
  ['RU', country(d(6), '6 digits')],
  ['TR', country(d(5), '5 digits')],
  ['IN', country(`${d(3)} ?${d(3)}`, '6 digits')],
  ['CN', country(d(6), '6 digits')],
  ['JP', country(`${d(3)}-?${d(4)}`, '7 digits (100-0001)')],
  ['KR', country(d(5), '5 digits')],
  ['SG', country(d(6), '6 digits')],
  ['AU', country(d(4), '4 digits')],
  ['NZ', country(d(4), '4 digits')],
  ['ZA', country(d(4), '4 digits')],
]);

/**
 * Well-known codes with their real names and coordinates (the service's own example first).
 * @internal
 */
const wellKnownPlaces: ReadonlyMap<string, Place> = new Map(
  (
    [
      ['94040,US', 'Mountain View', 37.39, -122.08],
      ['10001,US', 'New York', 40.7484, -73.9967],
      ['90210,US', 'Beverly Hills', 34.0901, -118.4065],
      ['60601,US', 'Chicago', 41.8858, -87.6181],
      ['02139,US', 'Cambridge', 42.3647, -71.1042],
      ['98101,US', 'Seattle', 47.6114, -122.3305],
      ['33101,US', 'Miami', 25.7791, -80.1978],
      ['99723,US', 'Utqiagvik', 71.2906, -156.7886],
      ['96815,US', 'Honolulu', 21.2811, -157.8266],
      ['SW1A 1AA,GB', 'London', 51.501, -0.1416],
      ['10115,DE', 'Berlin', 52.5323, 13.3846],
      ['75001,FR', 'Paris', 48.8625, 2.3364],
      ['100-0001,JP', 'Chiyoda', 35.6852, 139.7528],
      ['2000,AU', 'Sydney', -33.8678, 151.2073],
      ['M5V 2T6,CA', 'Toronto', 43.6426, -79.3871],
      ['9008,NO', 'Tromsø', 69.6492, 18.9553],
      ['101,IS', 'Reykjavík', 64.1466, -21.9426],
      ['110001,IN', 'New Delhi', 28.6333, 77.2167],
      ['01001-000,BR', 'São Paulo', -23.5503, -46.6339],
      ['6011,NZ', 'Wellington', -41.2865, 174.7762],
    ] as const
  ).map(([key, name, lat, lon]) => [key, { name, country: key.slice(key.indexOf(',') + 1), lat, lon }]),
);

/**
 * A `zip` location: `{code}` or `{code},{country}` (US when no country). The one parser of postal
 * codes: the weather route, the Geocoding API, scenario targets, pinned places and the generator all
 * read a `zip` with {@link parseZipForm}.
 * @internal
 */
export interface ZipForm {
  readonly form: 'zip';
  /** The postal code as given, trimmed. */
  readonly code: string;
  /** ISO 3166 alpha-2, upper case; `US` when not given. */
  readonly country: string;
  /** `{CODE},{COUNTRY}`: upper case, inner spaces collapsed, a ZIP+4 reduced to 5 digits. */
  readonly key: string;
  /** The code part of the key (`94040`, `SW1A 1AA`). */
  readonly placeCode: string;
  /** Whether it can be a postal code at all: 1 to 12 letters, digits, spaces or hyphens, a 2-letter country. */
  readonly wellFormed: boolean;
}

const CODE_CHARS = /^[A-Za-z0-9][A-Za-z0-9 -]{0,11}$/;

/**
 * Parses a `zip` value; `undefined` when it holds no postal code (empty, or only a country). Spaces
 * around either part are ignored; the country is case-insensitive; a US ZIP+4 keys its 5-digit code.
 * @example
 * ```ts
 * parseZipForm(' 94040-1234 , us ')?.key; // '94040,US'
 * parseZipForm('sw1a 1aa,gb')?.key; // 'SW1A 1AA,GB'
 * ```
 * @internal
 */
export function parseZipForm(value: string): ZipForm | undefined {
  const comma = value.indexOf(',');
  const code = (comma === -1 ? value : value.slice(0, comma)).trim();
  if (code === '') return undefined;
  const country = (comma === -1 ? '' : value.slice(comma + 1)).trim().toUpperCase() || 'US';
  const normal = code.replace(/\s+/g, ' ').toUpperCase();
  const placeCode = country === 'US' && /^\d{5}-\d{4}$/.test(normal) ? normal.slice(0, 5) : normal;
  const wellFormed = CODE_CHARS.test(normal) && /^[A-Z]{2}$/.test(country);
  return { form: 'zip', code, country, key: `${placeCode},${country}`, placeCode, wellFormed };
}

/**
 * Why a `zip` has no place, in words, or `undefined` when it may have one (the format rule; whether
 * the data has the code is checked by {@link zipPlaceOf}).
 * @internal
 */
export function missingPlaceReason(zip: string, pinned?: ReadonlyMap<string, Place>): string | undefined {
  const parsed = parseZipForm(zip);
  if (!parsed?.wellFormed) {
    return 'a zip is "code" or "code,CC": a code of 1 to 12 letters, digits, spaces or hyphens and a two-letter country';
  }
  if (pinned?.has(parsed.key) || wellKnownPlaces.has(parsed.key)) return undefined;
  const known = countries.get(parsed.country);
  if (known && !known.format.test(parsed.placeCode)) return `${parsed.country} codes are ${known.described}`;
  if (/^[0 -]+$/.test(parsed.placeCode)) return 'a code of only zeros (such as 00000) never exists';
  const data = loadCityData();
  if (!data)
    return 'the place data is not loaded (in a browser, call loadPlaceData() from weather-double/places)';
  if (!data.hasCountry(parsed.country)) return `no city of the data is in country ${parsed.country}`;
  return undefined;
}

/** A code's digits, grouped as the data writes them (`00950` → `00-950` for Poland). */
const grouped = (code: string, at: number, separator: string) => {
  const digits = code.replace(/[^0-9]/g, '');
  return `${digits.slice(0, at)}${separator}${digits.slice(at)}`;
};
/** A British postcode's outward code (`SW1A 1AA`, `SW1A1AA` → `SW1A`): GeoNames has those only. */
const outward = (code: string) => {
  const [first = ''] = code.split(' ');
  return code.includes(' ') || first.length < 5 ? first : first.slice(0, -3);
};
/**
 * The countries whose postal codes the data has, and how a code is keyed there: Canada's data has
 * forward sortation areas only (GeoNames publishes the first three characters), as Great Britain's
 * has outward codes; a Dutch code's four digits (`1012 AB` → `1012`); an Argentine CPA's four
 * (`C1425ABC` → `1425`); Poland's, Brazil's, Sweden's and Czechia's codes written the data's way
 * (`00-950`, `01001-000`, `111 22`); an Indian PIN code may be written with a space (`400 001`).
 */
const DATA_CODE: Readonly<Record<string, (code: string) => string>> = {
  US: (code) => code,
  CA: (code) => code.slice(0, 3),
  DE: (code) => code,
  FR: (code) => code,
  IN: (code) => code.replace(' ', ''),
  AU: (code) => code,
  IT: (code) => code,
  AR: (code) => (code.length === 8 ? code.slice(1, 5) : code),
  AT: (code) => code,
  BE: (code) => code,
  BR: (code) => grouped(code, 5, '-'),
  CH: (code) => code,
  CZ: (code) => grouped(code, 3, ' '),
  DK: (code) => code,
  ES: (code) => code,
  FI: (code) => code,
  GB: outward,
  KR: (code) => code,
  NL: (code) => code.slice(0, 4),
  NO: (code) => code,
  NZ: (code) => code,
  PL: (code) => grouped(code, 2, '-'),
  PT: (code) => code,
  RU: (code) => code,
  SE: (code) => grouped(code, 3, ' '),
  TR: (code) => code,
  ZA: (code) => code,
};
/**
 * For a code the data lacks, how many first characters a code of the data beside it must share to
 * stand for it: a US ZIP's sectional center (3), a German or Indian code's region (3), a French
 * département (2), an Australian postcode's district (2), an Italian province's codes (3), a
 * Spanish province (2), a Portuguese CP4 (4: `1000` and `1000-999` take a code of 1000), a British
 * postcode area's first letter (1), and so on (2 or 3 first digits, the country's postal regions).
 * Brazil's and Argentina's data have each municipality's main code, where its range starts: a code
 * takes the one before it.
 */
const NEAR: Readonly<Record<string, { readonly prefix: number; readonly before?: boolean }>> = {
  US: { prefix: 3 },
  CA: { prefix: 3 },
  DE: { prefix: 3 },
  FR: { prefix: 2 },
  IN: { prefix: 3 },
  AU: { prefix: 2 },
  IT: { prefix: 3 },
  AR: { prefix: 1, before: true },
  AT: { prefix: 2 },
  BE: { prefix: 2 },
  BR: { prefix: 1, before: true },
  CH: { prefix: 2 },
  CZ: { prefix: 3 },
  DK: { prefix: 2 },
  ES: { prefix: 2 },
  FI: { prefix: 3 },
  GB: { prefix: 1 },
  KR: { prefix: 3 },
  NL: { prefix: 3 },
  NO: { prefix: 2 },
  NZ: { prefix: 2 },
  PL: { prefix: 2 },
  PT: { prefix: 4 },
  RU: { prefix: 3 },
  SE: { prefix: 3 },
  TR: { prefix: 2 },
  ZA: { prefix: 2 },
};

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The place of a postal code, or `undefined` when it does not exist. In order: a pinned place, a
 * well-known code, the postal code data (US from GeoNames; US territories such as 00601 Adjuntas PR;
 * Canada's forward sortation areas; Germany, France, Italy, India, Australia; GeoNames' codes of 20
 * more countries, from Spain to New Zealand, see docs/locations.md; a code the data lacks takes
 * the data's code beside it with the same first characters, its area), and for a country the data
 * has no postal codes of, a real city of
 * that country chosen by the code (one of its 50 most populous, by a hash of the code: the same code,
 * the same city, on every machine). Never an invented name, never a point in another country.
 * @internal
 */
export function zipPlaceOf(
  location: ZipForm,
  pinned: ReadonlyMap<string, Place> | undefined,
): Place | undefined {
  const pin = pinned?.get(location.key);
  if (pin) return pin;
  return unpinnedPlaceOf(location);
}

/** {@link zipPlaceOf} without pins: what the data says of a code. @internal */
export function unpinnedPlaceOf(location: ZipForm): Place | undefined {
  const known = wellKnownPlaces.get(location.key);
  if (known) return known;
  if (!location.wellFormed || /^[0 -]+$/.test(location.placeCode)) return undefined;
  const format = countries.get(location.country);
  if (format && !format.format.test(location.placeCode)) return undefined;
  const keyOf = DATA_CODE[location.country];
  if (keyOf) {
    const code = keyOf(location.placeCode);
    const zips = loadZipData();
    // A code the data lacks (a PO box, a unique code): the data's code beside it in its area
    // (a US ZIP's first three digits), else a real place of the country, as for other countries.
    const real =
      zips?.get(location.country, code) ??
      zips?.near(location.country, code, NEAR[location.country]?.prefix ?? 3, NEAR[location.country]?.before);
    if (real) return { name: real.name, country: real.country, lat: round4(real.lat), lon: round4(real.lon) };
  }
  const city = loadCityData()?.cityOfCountry(location.country, hashString(location.key));
  return city && { name: city.name, country: city.country, lat: round4(city.lat), lon: round4(city.lon) };
}
