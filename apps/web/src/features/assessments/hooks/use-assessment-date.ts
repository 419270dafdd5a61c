import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../components/use-date-format.ts';

/** Dates as the products give them, in the user's locale; a value that is no date is shown as it came, none as None. */
export function useAssessmentDate(): (value: string) => string {
  const { t } = useTranslation('assessments');
  const format = useDateFormat();
  return (value) => {
    if (!value.trim()) return t('card.none');
    return Number.isNaN(Date.parse(value)) ? value : format(value);
  };
}
