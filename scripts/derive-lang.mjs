// Derives src/service/language-tables.ts, the condition descriptions the double sends for `lang`, from the
// service's own translations (never run by the build: `npm run build` compiles the committed file,
// so that a clone builds on its own).
//
//   node scripts/derive-lang.mjs <lang dir>
//
// <lang dir> holds `owm_widget_translations_2016-2018.json` (OpenWeather's widget translation table,
// `{languages: {code: {description: {id: text}}}}`, 27 of the service's old codes) and
// `observed_api_answers.csv` (`lang,id,description,…`: descriptions seen in recorded answers of the
// API, 2016–2024). Recorded answers win over the table (the API's texts were revised after 2016);
// RECORDED below adds those found since in recorded answers of the search index, and GERMAN_CAPITALS
// and POLISH_LOWER the case the recorded answers show for all of those languages' texts.
// Writes one line a language: the descriptions of the 55 current condition codes (the order of
// IDS, src/service/conditions.ts's) joined by `|`, empty where the table has none (English then).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node scripts/derive-lang.mjs <lang dir>');
  process.exit(2);
}

/** The condition codes of src/service/conditions.ts, in its order. */
const IDS = [
  200, 201, 202, 210, 211, 212, 221, 230, 231, 232, 300, 301, 302, 310, 311, 312, 313, 314, 321, 500, 501,
  502, 503, 504, 511, 520, 521, 522, 531, 600, 601, 602, 611, 612, 613, 615, 616, 620, 621, 622, 701, 711,
  721, 731, 741, 751, 761, 762, 771, 781, 800, 801, 802, 803, 804,
];

/** The table's keys that are not the service's code of today (the service takes both). */
const TABLE_CODE = { sp: 'es', ua: 'uk', se: 'sv' };
/** `kr` in the table is English (46 of its texts are the English ones); the API's Korean is RECORDED's. */
const UNTRANSLATED = new Set(['en', 'kr']);

/**
 * Descriptions in recorded answers of the API (the search index's code corpus: fixtures, tests and
 * docs quoting whole answers) besides those of observed_api_answers.csv, as `lang id text`.
 */
const RECORDED = [
  // "légère pluie": One Call and forecast answers, 2018-10, 2020-04, 2021-03, 2021-04.
  ['fr', 500, 'légère pluie'],
  // "partiellement nuageux": forecast and One Call answers 2018-10, 2019-06, 2021-03, 2021-04, 2022-11.
  ['fr', 802, 'partiellement nuageux'],
  // "pluie modérée", "légères chutes de neige": a One Call answer of 2021-03.
  ['fr', 501, 'pluie modérée'],
  ['fr', 600, 'légères chutes de neige'],
  // "небольшой снег": weather, forecast and One Call answers (Moscow, St Petersburg), 2020s.
  ['ru', 600, 'небольшой снег'],
  // Dutch answers of the current shape (feels_like, pop): 801 "zeer lichte bewolking", 802 "licht bewolkt".
  ['nl', 801, 'zeer lichte bewolking'],
  ['nl', 802, 'licht bewolkt'],
  // Polish answers of 2022–2023 (weather and One Call).
  ['pl', 500, 'słabe opady deszczu'],
  ['pl', 802, 'zachmurzenie małe'],
  ['pl', 803, 'zachmurzenie umiarkowane'],
  ['pl', 804, 'zachmurzenie duże'],
  // Brazilian answers (São Paulo, Natal): pt_br, with the pt table below them.
  ['pt_br', 500, 'chuva leve'],
  ['pt_br', 800, 'céu limpo'],
  ['pt_br', 803, 'nublado'],
  ['pt_br', 804, 'nublado'],
  // German answers of 2021–2024 capitalise ("Leichter Regen", "Klarer Himmel"; see GERMAN_CAPITALS).
  // Spanish 803: "nubes rotas" in answers up to 2020-07, "muy nuboso" in every answer from 2021-01-11
  // to 2026-03-27 (weather, forecast and One Call; 52 weather answers of 2022-01-10 among them).
  ['es', 803, 'muy nuboso'],
  // Indonesian (issue 43): the codes recorded answers with lang=id show, 2021–2025 (weather,
  // forecast; 721 through a wrapper passing OpenWeather's weather[] on). The other codes: English.
  ['id', 500, 'hujan rintik-rintik'],
  ['id', 501, 'hujan sedang'],
  ['id', 721, 'kabut asap'],
  ['id', 802, 'awan tersebar'],
  ['id', 803, 'awan pecah'],
  ['id', 804, 'awan mendung'],
  // Turkish answers of 2021–2025 are lower case (see TURKISH_LOWER); the table's capitals are 2015's.
  // Japanese (issue 43): weather, forecast and One Call answers with lang=ja, 2021–2026; 2 to 5
  // sources a code except 502, 521 and 701 (one each). The other codes: English.
  ['ja', 500, '小雨'],
  ['ja', 501, '適度な雨'],
  ['ja', 502, '強い雨'],
  ['ja', 521, 'にわか雨'],
  ['ja', 701, '霧'],
  ['ja', 800, '晴天'],
  ['ja', 801, '薄い雲'],
  ['ja', 802, '雲'],
  ['ja', 803, '曇りがち'],
  ['ja', 804, '厚い雲'],
  // Korean (issue 43): weather, forecast and One Call answers with lang=kr, 2019–2026 (the widget's
  // `kr` table is English, the API's answers are not). 600 and 616 show only in a hand-made mock.
  ['kr', 500, '실 비'],
  ['kr', 501, '보통 비'],
  ['kr', 502, '강한 비'],
  ['kr', 701, '박무'],
  ['kr', 721, '연무'],
  ['kr', 800, '맑음'],
  ['kr', 801, '약간의 구름이 낀 하늘'],
  ['kr', 802, '구름조금'],
  ['kr', 803, '튼구름'],
  ['kr', 804, '온흐림'],
  // Issue 43, the other languages the table lacks: every code their recorded answers show, 1 or 2
  // sources a language (the search tool's code corpus; no recorded answer known in af, al, az, eu,
  // la, no, sl, zu). Their other codes: English.
  // Danish: a weather and a forecast answer of Ishøj, 2024-10.
  ['da', 800, 'klar himmel'],
  ['da', 801, 'få skyer'],
  ['da', 802, 'spredte skyer'],
  ['da', 803, 'spredt skydække'],
  ['da', 804, 'skydække'],
  ['da', 500, 'let regn'],
  ['da', 501, 'regn'],
  // Greek: a forecast answer of Korydallos, 2020-03/04 (the one recorded; no newer).
  ['el', 800, 'αίθριος καιρός'],
  ['el', 801, 'ελαφρές νεφώσεις'],
  ['el', 802, 'σποραδικές νεφώσεις'],
  ['el', 803, 'αραιές νεφώσεις'],
  ['el', 804, 'αυξημένες νεφώσεις'],
  ['el', 500, 'ασθενείς βροχοπτώσεις'],
  ['el', 600, 'ήπιες χιονοπτώσεις'],
  // Persian: a weather answer with lang=fa (London, 2022-11); 803 a Tehran answer of 2022-03.
  ['fa', 800, 'آسمان صاف'],
  ['fa', 803, 'ابرهای پارچه پارچه شده'],
  // Hebrew: weather answers of 2022-02 (Lakewood NJ, Miami).
  ['he', 500, 'גשם קל'],
  ['he', 701, 'ערפל דק'],
  ['he', 803, 'שברי ענן'],
  // Hindi: a weather answer with lang=hi (Borivali, 2024-04).
  ['hi', 800, 'साफ आकाश'],
  // Lithuanian: a forecast answer of Vilnius, 2019-03; 802 also a weather answer of 2023-03.
  ['lt', 800, 'giedra'],
  ['lt', 801, 'keli debesys'],
  ['lt', 802, 'mažai debesuota'],
  ['lt', 500, 'lengvas lietus'],
  ['lt', 600, 'lengvas sniegas'],
  // Serbian, in Cyrillic: One Call answers of Novi Sad, 2021-05/06 (one project; the pairs whose main and icon agree).
  ['sr', 800, 'ведро небо'],
  ['sr', 801, 'местимични облаци'],
  ['sr', 802, 'разбацани облаци'],
  ['sr', 803, 'испрекидани облаци'],
  ['sr', 804, 'ниски облаци'],
  ['sr', 500, 'кишица'],
  ['sr', 501, 'умерена киша'],
  // Thai: weather answers of Bangkok, 2026-09/10 (802 also Tokyo, 2025-05); 500's space is U+0020.
  ['th', 802, 'เมฆกระจาย'],
  ['th', 804, 'เมฆเต็มท้องฟ้า'],
  ['th', 500, 'ฝนเบา ๆ'],
  ['th', 501, 'ฝนปานกลาง'],
];

/** Languages the table lacks, known only from recorded answers (their other codes answer English). */
const RECORDED_ONLY = ['da', 'el', 'fa', 'he', 'hi', 'id', 'ja', 'kr', 'lt', 'sr', 'th'];

const table = JSON.parse(readFileSync(join(dir, 'owm_widget_translations_2016-2018.json'), 'utf8')).languages;
const observed = readFileSync(join(dir, 'observed_api_answers.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','))
  .map(([lang, id, text]) => [TABLE_CODE[lang] ?? lang, Number(id), text]);

const languages = new Map();
for (const [key, { description }] of Object.entries(table)) {
  if (UNTRANSLATED.has(key)) continue;
  const code = TABLE_CODE[key] ?? key;
  languages.set(code, new Map(IDS.map((id) => [id, description[id]?.trim() ?? ''])));
}
languages.set('pt_br', new Map(languages.get('pt')));
for (const code of RECORDED_ONLY) languages.set(code, new Map(IDS.map((id) => [id, ''])));
// The observed pt 803/804 ("nublado") hold for pt as for pt_br.
for (const [lang, id, text] of [...observed, ...RECORDED]) {
  const texts = languages.get(lang);
  if (texts === undefined || !IDS.includes(id)) throw new Error(`no table for ${lang} ${id}`);
  texts.set(id, text);
  if (lang === 'pt') languages.get('pt_br').set(id, text);
}
/** Every German text of recorded answers since 2021 starts with a capital. */
const GERMAN_CAPITALS = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** Every Polish text of recorded answers (2022–2023) is lower case; the table capitalises. */
const POLISH_LOWER = (text) => text.charAt(0).toLowerCase() + text.slice(1);
/**
 * Every Turkish text of recorded answers of 2021–2025 is lower case (`açık`, `kapalı`, `hafif
 * yağmur`: 800–804, 500, 501, 721); the table capitalises, as answers of 2015 did. Turkish case rules
 * (`I` → `ı`).
 */
const TURKISH_LOWER = (text) => text.charAt(0).toLocaleLowerCase('tr') + text.slice(1);
for (const [id, text] of languages.get('de')) languages.get('de').set(id, GERMAN_CAPITALS(text));
for (const [id, text] of languages.get('pl')) languages.get('pl').set(id, POLISH_LOWER(text));
for (const [id, text] of languages.get('tr')) languages.get('tr').set(id, TURKISH_LOWER(text));

const lines = [...languages.keys()].sort().map((code) => {
  const texts = IDS.map((id) => languages.get(code).get(id));
  for (const text of texts) if (/[|"\\\n]/.test(text)) throw new Error(`${code}: ${text}`);
  return `  ${/^[a-z]+$/.test(code) ? code : `'${code}'`}: '${texts.join('|').replaceAll("'", "\\'")}',`;
});
const out = `// Generated by scripts/derive-lang.mjs from OpenWeather's own translations (DATA-LICENSES.md):
// do not edit. One line a language: the descriptions of the condition codes of
// src/service/conditions.ts, in its order, joined by \`|\`; empty where the double has none (English).

/** The descriptions the double sends per language code (the service's of today). @internal */
export const DESCRIPTION_TABLES: Readonly<Record<string, string>> = {
${lines.join('\n')}
};
`;
writeFileSync(new URL('../src/service/language-tables.ts', import.meta.url), out);
console.log(`src/service/language-tables.ts: ${languages.size} languages, ${Buffer.byteLength(out)} bytes`);
