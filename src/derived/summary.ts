/**
 * A day's `summary` in the service's words. The service writes one English sentence per day from
 * the day's conditions; the sentences recorded in public code (2023–2025) take five forms:
 *
 * | form | recorded example |
 * |---|---|
 * | one condition all day | "There will be clear sky today", "There will be rain today" |
 * | a change early in the day | "There will be partly cloudy until morning, then rain" |
 * | a change in the late morning | "The day will start with clear sky through the late morning hours, transitioning to partly cloudy" |
 * | a change around noon | "You can expect partly cloudy in the morning, with rain in the afternoon" |
 * | a mixed day | "Expect a day of partly cloudy with rain", "Expect a day of partly cloudy with clear spells" |
 *
 * with the conditions named "clear sky", "partly cloudy", "rain", "snow", and a turn to clear sky
 * named "clearing" ("…, then clearing", "with clearing in the afternoon"). How the double picks the
 * form (its choice; the service does not publish its rule): the local day's 24 hours in eight
 * 3-hour blocks, each named by its most frequent word (precipitation before cloud before clear on
 * ties); no change → the first form; one change → by the block where it happens (at 03:00 or 06:00 the
 * second form, at 09:00 the third, from 12:00 the fourth); more than one change → the fifth form
 * ("with rain"/"with snow" when the day has precipitation, else "with clear spells").
 */

/** The word the summary names a condition by. @internal */
export type SummaryWord = 'clear sky' | 'partly cloudy' | 'rain' | 'snow';

const RANK: Readonly<Record<SummaryWord, number>> = { snow: 3, rain: 2, 'partly cloudy': 1, 'clear sky': 0 };

/** The word of one hour from its primary condition code and cloud cover (%). @internal */
export function summaryWord(conditionId: number, clouds: number): SummaryWord {
  if (conditionId >= 600 && conditionId < 700) return 'snow';
  if (conditionId >= 200 && conditionId < 600) return 'rain';
  return conditionId === 800 || clouds <= 10 ? 'clear sky' : 'partly cloudy';
}

function mostFrequent(words: readonly SummaryWord[]): SummaryWord {
  const counts = new Map<SummaryWord, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  let best: SummaryWord = words[0] ?? 'clear sky';
  for (const [word, count] of counts) {
    const bestCount = counts.get(best) ?? 0;
    if (count > bestCount || (count === bestCount && RANK[word] > RANK[best])) best = word;
  }
  return best;
}

/** "clearing" for a turn to clear sky. */
const turnTo = (word: SummaryWord) => (word === 'clear sky' ? 'clearing' : word);

/**
 * The summary of a local day from the words of its hours (00:00 to 23:00 local, in order; fewer
 * than 24 are taken as they come, split into eight blocks as evenly as possible).
 * @internal
 */
export function daySummary(hours: readonly SummaryWord[]): string {
  const n = hours.length;
  const blocks: SummaryWord[] = [];
  for (let b = 0; b < 8; b += 1) {
    const from = Math.floor((b * n) / 8);
    const to = Math.max(from + 1, Math.floor(((b + 1) * n) / 8));
    blocks.push(mostFrequent(hours.slice(from, Math.min(n, to))));
  }
  const changes: number[] = [];
  for (let b = 1; b < 8; b += 1) if (blocks[b] !== blocks[b - 1]) changes.push(b);
  // biome-ignore lint/style/noNonNullAssertion: there are always eight blocks.
  const first = blocks[0]!;
  if (changes.length === 0) return `There will be ${first} today`;
  if (changes.length === 1) {
    // biome-ignore lint/style/noNonNullAssertion: changes holds exactly one index here.
    const at = changes[0]!;
    // biome-ignore lint/style/noNonNullAssertion: a change is at the index of a block (1 to 7).
    const next = blocks[at]!;
    if (at <= 2) return `There will be ${first} until morning, then ${turnTo(next)}`;
    if (at <= 3) {
      return `The day will start with ${first} through the late morning hours, transitioning to ${turnTo(next)}`;
    }
    return `You can expect ${first} in the morning, with ${turnTo(next)} in the afternoon`;
  }
  const wet = blocks.includes('snow') ? 'snow' : blocks.includes('rain') ? 'rain' : undefined;
  return `Expect a day of partly cloudy with ${wet ?? 'clear spells'}`;
}
