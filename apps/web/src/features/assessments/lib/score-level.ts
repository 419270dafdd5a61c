/** How the score label is coloured (ASM-6): Low green, Medium orange, High red, anything else blue. */
export type ScoreLevel = 'low' | 'medium' | 'high' | 'other';

const LEVELS: Record<string, ScoreLevel> = { low: 'low', medium: 'medium', high: 'high' };

export function scoreLevel(label: string | null): ScoreLevel {
  return LEVELS[(label ?? '').trim().toLowerCase()] ?? 'other';
}
