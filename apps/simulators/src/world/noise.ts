import type { NoiseKind } from '@connector/contracts/providers/simulator';
import { abbreviations } from './industries.ts';
import { LEGAL_FORMS } from './legal-forms.ts';
import { intBelow, pick, type Rng } from './rng.ts';

const SHORT_FORMS = new Map(abbreviations().map(([short, long]) => [long, short]));
const KEYBOARD_NEIGHBOURS: Record<string, string> = {
  a: 'qs', b: 'vn', c: 'xv', d: 'sf', e: 'wr', f: 'dg', g: 'fh', h: 'gj', i: 'uo', j: 'hk', k: 'jl', l: 'k',
  m: 'n', n: 'bm', o: 'ip', p: 'o', q: 'w', r: 'et', s: 'ad', t: 'ry', u: 'yi', v: 'cb', w: 'qe', x: 'zc',
  y: 'tu', z: 'x',
};

function withoutLegalForm(name: string, legalForm: string): string {
  return name.endsWith(` ${legalForm}`) ? name.slice(0, -legalForm.length - 1) : name;
}

/** One slip of the keyboard in the longest word: a neighbour key, a lost, doubled or swapped letter. */
function typo(rng: Rng, name: string): string {
  const words = name.split(' ');
  let target = 0;
  words.forEach((word, i) => {
    if (word.length > (words[target]?.length ?? 0)) target = i;
  });
  const word = words[target] ?? '';
  if (word.length < 5) return name;
  const at = 1 + intBelow(rng, word.length - 2);
  const letter = word.charAt(at);
  let changed: string;
  switch (intBelow(rng, 4)) {
    case 0: {
      const near = KEYBOARD_NEIGHBOURS[letter.toLowerCase()];
      changed = near ? word.slice(0, at) + pick(rng, [...near]) + word.slice(at + 1) : word.slice(0, at) + word.slice(at + 1);
      break;
    }
    case 1:
      changed = word.slice(0, at) + word.slice(at + 1);
      break;
    case 2:
      changed = word.slice(0, at) + letter + word.slice(at);
      break;
    default:
      changed = word.slice(0, at) + word.charAt(at + 1) + letter + word.slice(at + 2);
  }
  words[target] = changed;
  return words.join(' ');
}

function abbreviate(name: string): string | null {
  const words = name.split(' ');
  let changed = false;
  const out = words.map((word) => {
    if (word === '&') {
      changed = true;
      return 'and';
    }
    const short = SHORT_FORMS.get(word);
    if (short) changed = true;
    return short ?? word;
  });
  return changed ? out.join(' ') : null;
}

export interface NoisyName {
  name: string;
  noise: NoiseKind[];
}

/** Writes a registered name the way a supplier record might: other spelling, slips, short forms. */
export function noisyName(rng: Rng, name: string, legalForm: string): NoisyName {
  const noise: NoiseKind[] = [];
  let out = name;
  const formRoll = rng();
  const variants = LEGAL_FORMS[legalForm] ?? [];
  if (formRoll < 0.35 && variants.length > 0) {
    out = `${withoutLegalForm(out, legalForm)} ${pick(rng, variants)}`;
    noise.push('legalFormSpelling');
  } else if (formRoll < 0.55) {
    out = withoutLegalForm(out, legalForm);
    noise.push('legalFormDropped');
  }
  if (rng() < 0.35) {
    const short = abbreviate(out);
    if (short) {
      out = short;
      noise.push('abbreviation');
    }
  }
  if (rng() < 0.35) {
    const slipped = typo(rng, out);
    if (slipped !== out) noise.push('typo');
    out = slipped;
  }
  if (rng() < 0.12) {
    out = out.toUpperCase();
    noise.push('upperCase');
  }
  const folded = out.normalize('NFD').replace(/\p{M}/gu, '');
  if (folded !== out && rng() < 0.5) {
    out = folded;
    noise.push('accentsStripped');
  }
  return { name: out, noise };
}

/** The same registry number written with other separators. */
export function reformatId(rng: Rng, id: string): string {
  const compact = id.replace(/[^A-Za-z0-9]/g, '');
  if (rng() < 0.5) return compact;
  return compact.replace(/(.{3})(?=.)/g, '$1 ');
}
