import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createWeatherGenerator,
  serializeWeatherRecord,
  type Units,
  validateWeatherRecord,
  type WeatherRecord,
} from 'weather-double';

// The service's unit formulas, written out independently of the package.
const round2 = (value: number) => Math.round(value * 100) / 100;
const toCelsius = (kelvin: number) => round2(kelvin - 273.15);
const toFahrenheit = (celsius: number) => round2((celsius * 9) / 5 + 32);
const toMph = (speed: number) => round2(speed * 2.23694);

/** n digits, not all zeros (a code of only zeros never exists). */
const digits = (n: number) =>
  fc.stringMatching(new RegExp(`^\\d{${n}}$`)).filter((code) => /[1-9]/.test(code));
/** Postal codes that exist: well-known ones and codes in each country's format, any case. */
const zipArb = fc.oneof(
  fc.constantFrom(
    '94040',
    '94040,us',
    '10001,US',
    '99723',
    '96815',
    '9008,no',
    '101,is',
    'SW1A 1AA,gb',
    '2000,au',
  ),
  digits(5),
  digits(5).map((code) => `${code}-1234,us`),
  fc
    .tuple(digits(5), fc.constantFrom('de', 'FR', 'mx', 'It', 'fi', 'TR', 'KR'))
    .map(([c, cc]) => `${c},${cc}`),
  fc
    .tuple(digits(4), fc.constantFrom('au', 'NZ', 'no', 'ZA', 'ch', 'at', 'dk', 'be'))
    .map(([c, cc]) => `${c},${cc}`),
  fc.tuple(digits(6), fc.constantFrom('in', 'CN', 'ru', 'sg')).map(([c, cc]) => `${c},${cc}`),
  digits(7).map((c) => `${c.slice(0, 3)}-${c.slice(3)},jp`),
);
const seedArb = fc.integer({ min: -(2 ** 40), max: 2 ** 40 });
/** Times from 1971 to 2099, in milliseconds. */
const atArb = fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 11, 31) });

/** Thunderstorm, drizzle, rain and snow codes. */
const precipitation = (id: number) => id >= 200 && id < 700;
const dryThunder = new Set([210, 211, 212, 221]);

/** The realism rules every record keeps, beyond validity. Returns the first broken rule, if any. */
function realismProblem(record: WeatherRecord, celsius: number): string | undefined {
  const [primary, ...secondary] = record.weather.map((w) => w.id);
  if (primary === undefined) return 'no condition';
  const ids = record.weather.map((w) => w.id);
  if (ids.includes(741) && record.visibility >= 1000) return `fog with visibility ${record.visibility}`;
  if (ids.includes(701) && (record.visibility < 1000 || record.visibility >= 5000)) {
    return `mist with visibility ${record.visibility}`;
  }
  if (precipitation(primary) && (record.main.humidity < 70 || record.clouds.all < 70)) {
    return `precipitation ${primary} with humidity ${record.main.humidity} and clouds ${record.clouds.all}`;
  }
  if (primary >= 600 && primary < 700 && celsius > 3) return `snow at ${celsius} °C`;
  if (((primary >= 300 && primary < 600 && primary !== 511) || primary < 300) && celsius < 0.5) {
    return `liquid rain at ${celsius} °C`;
  }
  for (const id of secondary) {
    const allowed = id === 701 ? precipitation(primary) : id >= 500 && id <= 502 && dryThunder.has(primary);
    if (!allowed) return `secondary ${id} with primary ${primary}`;
  }
  if (new Set(ids).size !== ids.length) return 'a repeated condition';
  if (celsius < -70 || celsius > 50) return `implausible temperature ${celsius} °C`;
  return undefined;
}

describe('generated records (property tests)', () => {
  it('validate, convert consistently between unit systems, keep the sun and icon rules and look real', () => {
    let records = 0;
    fc.assert(
      fc.property(seedArb, zipArb, atArb, (seed, zip, at) => {
        const generator = createWeatherGenerator({ seed });
        const where = `generator seed ${seed}, zip ${JSON.stringify(zip)}, at ${at}`;
        const [standard, metric, imperial] = (['standard', 'metric', 'imperial'] as const).map(
          (units: Units) => generator.record({ zip, at, units }),
        ) as [WeatherRecord, WeatherRecord, WeatherRecord];
        records += 3;
        for (const record of [standard, metric, imperial]) {
          const result = validateWeatherRecord(JSON.parse(serializeWeatherRecord(record)));
          expect(result.ok ? [] : result.issues, where).toEqual([]);
        }
        // standard → metric → imperial by the service's formulas; nothing else changes.
        for (const field of ['temp', 'temp_min', 'temp_max'] as const) {
          expect(metric.main[field], `${where}: metric ${field}`).toBe(toCelsius(standard.main[field]));
          expect(imperial.main[field], `${where}: imperial ${field}`).toBe(toFahrenheit(metric.main[field]));
        }
        expect(metric.wind.speed, where).toBe(standard.wind.speed);
        expect(imperial.wind.speed, where).toBe(toMph(standard.wind.speed));
        const unitFree = (r: WeatherRecord) =>
          serializeWeatherRecord({
            ...r,
            main: { ...r.main, temp: 0, temp_min: 0, temp_max: 0 },
            wind: { ...r.wind, speed: 0 },
          });
        expect(unitFree(metric), where).toBe(unitFree(standard));
        expect(unitFree(imperial), where).toBe(unitFree(standard));
        // Sun and icon rules; dt is the observation, a few minutes before the request.
        const { dt, sys } = standard;
        expect(sys.sunrise, where).toBeLessThanOrEqual(sys.sunset);
        const suffix = sys.sunrise <= dt && dt < sys.sunset ? 'd' : 'n';
        for (const w of standard.weather) expect(w.icon.endsWith(suffix), where).toBe(true);
        expect(dt * 1000, where).toBeLessThanOrEqual(at);
        expect(at - dt * 1000, where).toBeLessThan(600_000);
        expect(standard.id, where).toBe(0);
        expect(standard.cod, where).toBe(200);
        const country = (zip.split(',')[1] ?? 'us').toUpperCase();
        // A US code may be a territory's (00601 Adjuntas, PR): the place's country is the territory.
        const territories = ['PR', 'VI', 'GU', 'AS', 'MP', 'MH', 'FM', 'PW'];
        // A French code of 97… or 98… is an overseas one's (97400 Saint-Denis, RE), as GeoNames files them.
        const overseas = ['GP', 'MQ', 'GF', 'RE', 'PM', 'YT', 'BL', 'MF', 'WF', 'PF', 'NC'];
        if (country === 'US' && territories.includes(sys.country ?? ''))
          expect(zip, where).toMatch(/^(00[6-9]|96[0-9])/);
        else if (country === 'FR' && overseas.includes(sys.country ?? ''))
          expect(zip, where).toMatch(/^9[78]/);
        else expect(sys.country, where).toBe(country);
        expect(realismProblem(standard, metric.main.temp), where).toBeUndefined();
      }),
      { numRuns: 3400 },
    );
    expect(records).toBeGreaterThanOrEqual(10_000);
  });

  it('keep a series of observations coherent: one regime per 3 hours, small steps between buckets', () => {
    fc.assert(
      fc.property(seedArb, zipArb, atArb, (seed, zip, at) => {
        const where = `generator seed ${seed}, zip ${JSON.stringify(zip)}, at ${at}`;
        const series = createWeatherGenerator({ seed }).records(12, { zip, at, units: 'metric' });
        for (let i = 1; i < series.length; i += 1) {
          const [before, after] = [series[i - 1]!, series[i]!];
          expect(after.dt - before.dt, where).toBe(600);
          expect(validateWeatherRecord(after).ok, where).toBe(true);
          // Within a regime the condition holds; across one, temperature still moves smoothly.
          expect(Math.abs(after.main.temp - before.main.temp), where).toBeLessThan(6);
        }
      }),
      { numRuns: 200 },
    );
  });
});
