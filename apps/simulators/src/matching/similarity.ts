/** Trigrams of a text padded with spaces, so short words and word edges count too. */
export function trigrams(text: string): string[] {
  const padded = `  ${text} `;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
}

/** Dice coefficient of two trigram multisets: 1 for equal texts, 0 for nothing shared. */
export function trigramDice(a: string, b: string): number {
  if (a === b) return a.length > 0 ? 1 : 0;
  const left = trigrams(a);
  const right = trigrams(b);
  if (left.length === 0 || right.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const g of left) counts.set(g, (counts.get(g) ?? 0) + 1);
  let shared = 0;
  for (const g of right) {
    const n = counts.get(g);
    if (n) {
      shared++;
      counts.set(g, n - 1);
    }
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
  const longest = Math.max(a.length, b.length);
  const edits = longest <= 12 ? 1 - editDistance(a, b) / longest : 0;
  const similarity = Math.max(edits, trigramDice(a, b));
  return similarity >= 0.6 ? similarity : 0;
}

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
