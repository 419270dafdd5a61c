/** A score or share (0–100) as a percentage in `language`: "85%" in English, "85 %" in Spanish. */
export function formatPercent(language: string, value: number): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}
