import { abbreviations } from '../world/industries.ts';
import { allLegalFormSpellings } from '../world/legal-forms.ts';
import { memo } from './memo.ts';
import { tokenSimilarity, trigramDice } from './similarity.ts';

const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lower case, no accents, no punctuation: "Société Générale, S.A." → "societe generale sa". */
export const foldText = memo(200_000, (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæøœłđðþı]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .replace(/[.'’`]/g, '')
    .replace(/&/g, ' & ')
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim(),
);

/** Joining words and short forms suppliers also use inside legal forms ("GmbH and Co KG"). */
const PHRASE_SWAPS: Record<string, string> = { '&': 'and', co: 'company', company: 'co' };

function phraseVariants(phrase: string): string[] {
  let variants = [''];
  for (const token of phrase.split(' ')) {
    const swap = PHRASE_SWAPS[token];
    const options = swap ? [token, swap, ...(token === '&' ? ['und'] : [])] : [token];
    variants = variants.flatMap((head) => options.map((option) => (head ? `${head} ${option}` : option)));
  }
  return variants;
}

const LEGAL_PHRASES = new Set(
  allLegalFormSpellings()
    .map(foldText)
    .filter((p) => p.length > 0)
    .flatMap(phraseVariants),
);
/** Legal-form phrases by their first word, so most words need one map lookup and no joins. */
const PHRASES_BY_FIRST = new Map<string, string[][]>();
for (const phrase of [...LEGAL_PHRASES].sort((x, y) => y.split(' ').length - x.split(' ').length)) {
  const words = phrase.split(' ');
  const list = PHRASES_BY_FIRST.get(words[0] ?? '') ?? [];
  list.push(words);
  PHRASES_BY_FIRST.set(words[0] ?? '', list);
}
const EXPANSIONS = new Map(abbreviations().map(([short, long]) => [foldText(short), foldText(long)]));
/** Joining words carry no identity: "Smith & Jones", "Smith and Jones", "Smith und Jones". */
const STOP_WORDS = new Set(['&', 'and', 'und', 'et', 'y', 'e', 'the', 'of']);

export interface NormalizedName {
  tokens: string[];
  /** The tokens joined by single spaces, for whole-name similarity. */
  text: string;
}

/**
 * Spelt-out legal forms ("societe a responsabilite limitee", "incorporated") are long enough to
 * recognise with a slip in them; short ones ("sa", "ag") are not, they would eat real words.
 */
const LONG_PHRASES = [...LEGAL_PHRASES].filter((p) => p.length >= 7);
const FUZZY_PHRASE = 0.8;
const PHRASE_ENDS = [...new Set(LONG_PHRASES.map((p) => p.split(' ').at(-1) ?? ''))].filter((w) => w.length >= 4);
/** Whether a last word looks like the end of a spelt-out legal form; names repeat, so remembered. */
const endsLikePhrase = new Map<string, boolean>();

function looksLikePhraseEnd(word: string): boolean {
  let known = endsLikePhrase.get(word);
  if (known === undefined) {
    known = word.length >= 4 && PHRASE_ENDS.some((end) => tokenSimilarity(word, end) > 0);
    if (endsLikePhrase.size < 100_000) endsLikePhrase.set(word, known);
  }
  return known;
}

function tailSimilarity(tail: string[], phrase: string): number {
  const words = phrase.split(' ');
  if (tail.length === 1) return words.length === 1 ? tokenSimilarity(tail[0] ?? '', phrase) : 0;
  return Math.abs(words.length - tail.length) <= 1 ? trigramDice(tail.join(' '), phrase) : 0;
}

/** Removes the tail that best resembles a legal form, if one resembles it closely enough. */
function dropMisspeltTail(tokens: string[]): string[] {
  const last = tokens.at(-1);
  if (tokens.length < 2 || last === undefined || !looksLikePhraseEnd(last)) return tokens;
  let best = { length: 0, similarity: FUZZY_PHRASE };
  for (let length = 1; length <= Math.min(5, tokens.length - 1); length++) {
    const tail = tokens.slice(-length);
    for (const phrase of LONG_PHRASES) {
      const similarity = tailSimilarity(tail, phrase);
      if (similarity >= best.similarity) best = { length, similarity };
    }
  }
  return best.length > 0 ? tokens.slice(0, -best.length) : tokens;
}

function phraseAt(tokens: readonly string[], at: number): number {
  for (const words of PHRASES_BY_FIRST.get(tokens[at] ?? '') ?? []) {
    if (words.every((word, k) => tokens[at + k] === word)) return words.length;
  }
  return 0;
}

function dropLegalForms(tokens: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    const skip = phraseAt(tokens, i);
    if (skip > 0) i += skip;
    else out.push(tokens[i++] as string);
  }
  return out;
}

/**
 * A company name reduced to what identifies it: folded, legal forms removed, short forms
 * expanded, joining words dropped. Falls back to the folded tokens when nothing would remain.
 */
export function normalizeNameOnce(name: string): NormalizedName {
  const folded = foldText(name).split(' ').filter(Boolean);
  const withoutForms = dropLegalForms(folded);
  // A name that spelt its legal form correctly has no misspelt one to look for.
  const kept = (withoutForms.length === folded.length ? dropMisspeltTail(withoutForms) : withoutForms)
    .map((t) => EXPANSIONS.get(t) ?? t)
    .filter((t) => !STOP_WORDS.has(t));
  const tokens = kept.length > 0 ? kept : folded;
  return { tokens, text: tokens.join(' ') };
}

/** `normalizeNameOnce`, remembered: callers share the answer and never change it. */
export const normalizeName = memo(200_000, normalizeNameOnce);

/** Post codes compared without spaces or dashes, upper case. */
export function normalizePostcode(postcode: string): string {
  return postcode.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
