import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../../components/visually-hidden.ts';
import { ScoreLabel } from '../../../assessments/index.ts';

/** An em dash where a product has not assessed the supplier's company yet; screen readers hear why. */
function NotAssessed() {
  const { t } = useTranslation('suppliers');
  return (
    <span>
      <span aria-hidden>—</span>
      <span style={visuallyHidden}>{t('alerts.notAssessed')}</span>
    </span>
  );
}

interface AlertCellProps {
  /** The product's alerts of the supplier (`counter` or `counterSCC`); null until assessed. */
  count: number | null;
  /** The latest assessment's score label; null until assessed. */
  label: string | null;
}

/**
 * One product's alerts of a connected supplier (SUP-21): the count beside the latest score label,
 * coloured as on the assessment screens and carrying its text (ASM-6).
 */
export function AlertCell({ count, label }: AlertCellProps) {
  const { i18n } = useTranslation();
  const labelled = Boolean(label?.trim());
  if (count === null && !labelled) return <NotAssessed />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span style={{ minWidth: '2ch', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {count === null ? <NotAssessed /> : new Intl.NumberFormat(i18n.language).format(count)}
      </span>
      {labelled ? <ScoreLabel label={label} /> : <NotAssessed />}
    </Stack>
  );
}
