import type { ImportReason } from '@connector/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

interface Reasoned {
  reason: ImportReason | null;
  holder: string | null;
  earlierRow: number | null;
}

/** Why a row is not linked, with what it refers to: the supplier holding the BvD ID, or the earlier row. */
export function useReasonText() {
  const { t } = useTranslation('imports');
  return useCallback(
    ({ reason, holder, earlierRow }: Reasoned) => {
      if (!reason) return '';
      const text = t(`reasons.${reason}`);
      if (holder) return t('preview.withHolder', { reason: text, supplier: holder });
      if (earlierRow !== null) return t('preview.withEarlierRow', { reason: text, row: earlierRow });
      return text;
    },
    [t],
  );
}
