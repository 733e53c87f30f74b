/**
 * `lang`: the language of the condition descriptions (`weather[].description`), as the service
 * reads it. Its codes (and their aliases `sp`/`es`, `se`/`sv`, `ua`/`uk`) in any case; the
 * descriptions from the service's own translations (src/service/language-tables.ts, made by
 * scripts/derive-lang.mjs); a code the double has no table for, and an unknown one, answer English,
 * as the service answers an unknown code. `main` stays English, and so does every number: one world
 * in every language. See docs/languages.md.
 * @internal
 */
import { weatherConditions } from './conditions.js';
import { DESCRIPTION_TABLES } from './language-tables.js';

/**
 * The language codes the service lists (its "Multilingual support"), aliases included: `sp` and
 * `es` are Spanish, `se` and `sv` Swedish, `ua` and `uk` Ukrainian. The double translates into those
 * of them it has a table for ({@link translatedLanguages}) and answers the others in English.
 *
 * @example
 * ```ts
 * import { languageCodes } from 'weather-double';
 * languageCodes.includes('zh_cn'); // true
 * ```
 */
export const languageCodes: readonly string[] = Object.freeze(
  'af al ar az bg ca cz da de el en eu fa fi fr gl he hi hr hu id it ja kr la lt mk no nl pl pt pt_br ro ru sv se sk sl sp es sr th tr ua uk vi zh_cn zh_tw zu'.split(
    ' ',
  ),
);

/** The aliases of the service, each to the code the double keeps its table under. */
const ALIASES: Readonly<Record<string, string>> = { sp: 'es', se: 'sv', ua: 'uk' };

/**
 * The codes the double translates into (the others of {@link languageCodes} answer English): every
 * code with a table, and the aliases of those.
 *
 * @example
 * ```ts
 * import { translatedLanguages } from 'weather-double';
 * translatedLanguages.includes('de'); // true
 * translatedLanguages.includes('no'); // false: the double answers Norwegian requests in English
 * ```
 */
export const translatedLanguages: readonly string[] = Object.freeze(
  languageCodes.filter((code) => Object.hasOwn(DESCRIPTION_TABLES, ALIASES[code] ?? code)),
);

/** Each condition code's place in the tables (the order of `weatherConditions`). */
const INDEX: ReadonlyMap<number, number> = new Map(weatherConditions.map((c, index) => [c.id, index]));

/**
 * The table a `lang` value names, read as the service reads it (any case, its aliases); `undefined`
 * for English, a language without a table, an unknown code, or none: the answer is English.
 * @internal
 */
export function languageOf(lang: string | undefined): string | undefined {
  if (lang === undefined) return undefined;
  const code = lang.toLowerCase();
  const key = ALIASES[code] ?? code;
  return Object.hasOwn(DESCRIPTION_TABLES, key) ? key : undefined;
}

/**
 * The description the double sends for a condition code with a `lang`: the language's text, English
 * where the double has none (English, a language without a table, an unknown code, a code its
 * table lacks).
 *
 * @param id - a condition code of `weatherConditions`, e.g. `500`.
 * @param lang - a `lang` value as a client sends it (any case, `sp`/`es`, `zh_cn`, …). @default English
 * @returns the description, or `undefined` when `id` is not a condition code.
 * @example
 * ```ts
 * import { conditionDescription } from 'weather-double';
 * conditionDescription(800, 'de'); // 'Klarer Himmel'
 * conditionDescription(800, 'FR'); // 'ciel dégagé'
 * conditionDescription(800, 'xx'); // 'clear sky'
 * ```
 */
export function conditionDescription(id: number, lang?: string): string | undefined {
  const index = INDEX.get(id);
  if (index === undefined) return undefined;
  const english = (weatherConditions[index] as { description: string }).description;
  const table = languageOf(lang);
  if (table === undefined) return english;
  return (DESCRIPTION_TABLES[table] as string).split('|')[index] || english;
}

/** A `weather[]` item up to its description, as every serializer writes it. */
const WEATHER_ITEM = /"id":(\d+),"main":("[^"\\]*"),"description":"([^"\\]*)"/g;

/**
 * A JSON answer with its condition descriptions in `language` (from {@link languageOf}): each
 * `weather[]` item's English description replaced by the table's; the body unchanged (the same
 * string) without a language. A description that is not the English one of its code (a scenario's
 * own) is kept. Every route's answer goes through it (the core), so a route with `weather[]`
 * translates without doing anything.
 * @internal
 */
export function describedIn(body: string, language: string | undefined): string {
  if (language === undefined) return body;
  const texts = (DESCRIPTION_TABLES[language] as string).split('|');
  return body.replace(WEATHER_ITEM, (item: string, id: string, main: string, description: string) => {
    const index = INDEX.get(Number(id));
    if (index === undefined) return item;
    const text = texts[index];
    if (!text || description !== (weatherConditions[index] as { description: string }).description)
      return item;
    return `"id":${id},"main":${main},"description":${JSON.stringify(text)}`;
  });
}

/**
 * The index in the condition table of a value that is one `weather[]` item of the service's (`id` a
 * condition code, `description` its English), else `undefined`.
 */
function englishItemIndex(value: Record<string, unknown>): number | undefined {
  const index = typeof value.id === 'number' ? INDEX.get(value.id) : undefined;
  if (index === undefined || typeof value.main !== 'string') return undefined;
  return value.description === weatherConditions[index]?.description ? index : undefined;
}

/**
 * An answer of the generator (a record, a forecast, a One Call or timemachine answer, …) as the
 * double sends it with `lang`: a copy whose `weather[]` descriptions are in that language (see
 * {@link conditionDescription}), everything else the same. What to expect of a client that sends
 * `lang`. Without a translation (English, a language without a table, an unknown code) the answer
 * itself is returned.
 *
 * @param answer - an answer of the generator, or any JSON value holding `weather[]` items.
 * @param lang - a `lang` value as a client sends it (any case, aliases).
 * @returns the answer with its descriptions in `lang`.
 * @example
 * ```ts
 * import { createWeatherGenerator, inLanguage } from 'weather-double';
 * const record = createWeatherGenerator({ seed: 1 }).record({ zip: '94040,us', overrides: { weather: [{ id: 800 }] } });
 * inLanguage(record, 'it').weather[0]?.description; // 'cielo sereno'
 * ```
 */
export function inLanguage<T>(answer: T, lang: string): T {
  const language = languageOf(lang);
  if (language === undefined) return answer;
  const texts = (DESCRIPTION_TABLES[language] as string).split('|');
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    const object = value as Record<string, unknown>;
    const index = englishItemIndex(object);
    if (index !== undefined) {
      const text = texts[index];
      return text ? { ...object, description: text } : object;
    }
    return Object.fromEntries(Object.entries(object).map(([key, inner]) => [key, walk(inner)]));
  };
  return walk(answer) as T;
}
