import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

/** `...` where the product has not scored the assessment yet (ASM-6); screen readers hear why. */
export function NotScored() {
  const { t } = useTranslation('assessments');
  return (
    <>
      <span aria-hidden>...</span>
      <span style={visuallyHidden}>{t('card.notScored')}</span>
    </>
  );
}
