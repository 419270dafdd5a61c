import { memo } from './memo.ts';

/** Trigrams of a text padded with spaces, so short words and word edges count too. */
export function trigrams(text: string): string[] {
  const padded = `  ${text} `;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
}

/** The trigrams of a text as sorted numbers (three UTF-16 units in one exact integer). */
const trigramCodes = memo(200_000, (text: string): Float64Array => {
  const padded = `  ${text} `;
  const codes = new Float64Array(padded.length - 2);
  for (let i = 0; i < codes.length; i++) {
    codes[i] = padded.charCodeAt(i) * 4_294_967_296 + padded.charCodeAt(i + 1) * 65_536 + padded.charCodeAt(i + 2);
  }
  return codes.sort();
});

/** Dice coefficient of two trigram multisets: 1 for equal texts, 0 for nothing shared. */
export function trigramDice(a: string, b: string): number {
  if (a === b) return a.length > 0 ? 1 : 0;
  const left = trigramCodes(a);
  const right = trigramCodes(b);
  // Both sorted: one walk counts the trigrams they share, repeats as often as both have them.
  let shared = 0;
  for (let i = 0, j = 0; i < left.length && j < right.length; ) {
    const x = left[i] as number;
    const y = right[j] as number;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return (2 * shared) / (left.length + right.length);
}

/** Edits (insert, delete, replace, swap of neighbours) between two words: optimal string alignment. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = new Array<number>(rows * cols);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[(i - 1) * cols + j]! + 1, d[i * cols + j - 1]! + 1, d[(i - 1) * cols + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[(i - 2) * cols + j - 2]! + 1);
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1]!;
}

/**
 * Similarity of two words: a slip of one letter still scores well ("gerohld" ~ "gerhold" 0.86),
 * unrelated words score 0 rather than a little, so that they do not add up.
 */
export function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  return wordPairSimilarity(a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
}

/** Both measures are symmetric, so a pair is remembered once: its words in order, NUL-separated. */
const wordPairSimilarity = memo(500_000, (pair: string): number => {
  const space = pair.indexOf('\u0000');
  const a = pair.slice(0, space);
  const b = pair.slice(space + 1);
  const longest = Math.max(a.length, b.length);
  const edits = longest <= 12 ? 1 - editDistance(a, b) / longest : 0;
  const similarity = Math.max(edits, trigramDice(a, b));
  return similarity >= 0.6 ? similarity : 0;
});

function bestMatches(from: readonly string[], to: readonly string[]): number {
  let sum = 0;
  for (const a of from) {
    let best = 0;
    for (const b of to) best = Math.max(best, tokenSimilarity(a, b));
    sum += best;
  }
  return sum;
}

/** Token-set similarity where each word may match its closest counterpart, not only its equal. */
export function softTokenDice(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  return (bestMatches(a, b) + bestMatches(b, a)) / (a.length + b.length);
}
