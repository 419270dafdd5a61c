import { useTranslation } from 'react-i18next';
import { NotScored } from './not-scored.tsx';

/** The score in the reader's number format; `...` while the product has not scored it (ASM-6). */
export function ScoreValue({ score }: { score: number | null }) {
  const { i18n } = useTranslation();
  if (score === null) return <NotScored />;
  return <>{new Intl.NumberFormat(i18n.language).format(score)}</>;
}
