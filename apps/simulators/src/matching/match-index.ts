import type { CompanyTable } from '../world/world.ts';
import { normalizeNameOnce } from './normalize.ts';
import { trigrams } from './similarity.ts';

/** Which companies a query may consider at all (country and exclusion flags). */
export type Admit = (index: number) => boolean;

export interface IndexStats {
  companies: number;
  vocabulary: number;
  postings: number;
}

/** Posting lists of typo'd words reach at most this many similar words of the vocabulary. */
const FUZZY_NEIGHBOURS = 3;
const FUZZY_MIN_DICE = 0.5;

/**
 * Inverted index from name words to companies (current and previous names), stored as one flat
 * Int32Array with offsets, plus a trigram index over the vocabulary so that a misspelt word still
 * finds the companies of the words it resembles.
 */
export class MatchIndex {
  private readonly vocabulary = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly offsets: Int32Array;
  private readonly postings: Int32Array;
  private readonly wordTrigrams = new Map<string, number[]>();
  private readonly trigramCounts: Uint8Array;
  private readonly scores: Float32Array;

  constructor(table: CompanyTable) {
    let pairs = new Int32Array(Math.max(16, table.size * 4));
    let pairCount = 0;
    const wordId = (word: string) => {
      let id = this.vocabulary.get(word);
      if (id === undefined) {
        id = this.words.length;
        this.vocabulary.set(word, id);
        this.words.push(word);
      }
      return id;
    };
    const seen = new Set<number>();
    for (let company = 0; company < table.size; company++) {
      seen.clear();
      const previous = table.previousNames.get(company);
      const names = previous ? [table.names[company] ?? '', previous] : [table.names[company] ?? ''];
      for (const name of names) for (const token of normalizeNameOnce(name).tokens) seen.add(wordId(token));
      if (pairCount + seen.size * 2 > pairs.length) {
        const grown = new Int32Array(pairs.length * 2);
        grown.set(pairs);
        pairs = grown;
      }
      for (const id of seen) {
        pairs[pairCount++] = id;
        pairs[pairCount++] = company;
      }
    }
    const counts = new Int32Array(this.words.length + 1);
    for (let p = 0; p < pairCount; p += 2) counts[(pairs[p] as number) + 1]!++;
    for (let w = 0; w < this.words.length; w++) counts[w + 1]! += counts[w]!;
    this.offsets = counts;
    this.postings = new Int32Array(pairCount / 2);
    const cursor = this.offsets.slice(0, this.words.length);
    for (let p = 0; p < pairCount; p += 2) this.postings[cursor[pairs[p] as number]!++] = pairs[p + 1] as number;

    this.trigramCounts = new Uint8Array(this.words.length);
    this.words.forEach((word, id) => {
      const grams = new Set(trigrams(word));
      this.trigramCounts[id] = Math.min(255, grams.size);
      for (const gram of grams) {
        const list = this.wordTrigrams.get(gram);
        if (list) list.push(id);
        else this.wordTrigrams.set(gram, [id]);
      }
    });
    this.scores = new Float32Array(table.size);
  }

  stats(): IndexStats {
    return { companies: this.scores.length, vocabulary: this.words.length, postings: this.postings.length };
  }

  private documentFrequency(id: number): number {
    return (this.offsets[id + 1] ?? 0) - (this.offsets[id] ?? 0);
  }

  /** The word itself when known, and the few known words that look most like it. */
  private lookup(token: string): [number, number][] {
    const found: [number, number][] = [];
    const exact = this.vocabulary.get(token);
    if (exact !== undefined) found.push([exact, 1]);
    if (token.length < 4) return found;
    const grams = new Set(trigrams(token));
    const shared = new Map<number, number>();
    for (const gram of grams) for (const id of this.wordTrigrams.get(gram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    const near: [number, number][] = [];
    for (const [id, count] of shared) {
      if (id === exact) continue;
      const dice = (2 * count) / (grams.size + (this.trigramCounts[id] ?? 0));
      if (dice >= FUZZY_MIN_DICE) near.push([id, dice]);
    }
    near.sort((a, b) => b[1] - a[1]);
    return [...found, ...near.slice(0, FUZZY_NEIGHBOURS)];
  }

  /**
   * Up to `limit` admitted companies sharing the most (IDF-weighted) words with the query,
   * best first. Runs in the length of the words' posting lists, not in the size of the world.
   */
  candidates(tokens: readonly string[], admit: Admit, limit: number): number[] {
    const total = this.scores.length;
    const touched: number[] = [];
    for (const token of new Set(tokens)) {
      for (const [id, similarity] of this.lookup(token)) {
        const weight = similarity * Math.log(1 + total / Math.max(1, this.documentFrequency(id)));
        const end = this.offsets[id + 1] ?? 0;
        for (let p = this.offsets[id] ?? 0; p < end; p++) {
          const company = this.postings[p] as number;
          if (this.scores[company] === 0) {
            if (!admit(company)) continue;
            touched.push(company);
          }
          this.scores[company]! += weight;
        }
      }
    }
    let best = 0;
    for (const company of touched) best = Math.max(best, this.scores[company] ?? 0);
    const floor = best * 0.3;
    const kept = touched.filter((company) => (this.scores[company] ?? 0) >= floor);
    kept.sort((a, b) => (this.scores[b] ?? 0) - (this.scores[a] ?? 0));
    for (const company of touched) this.scores[company] = 0;
    return kept.slice(0, limit);
  }
}
