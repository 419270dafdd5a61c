import type { Supplier } from '@connector/contracts';
import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Says whose BvD ID the search is for, and the one it holds now, if any. */
export function LinkingBanner({ supplier }: { supplier: Supplier }) {
  const { t } = useTranslation('suppliers');
  return (
    <Alert severity="info" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
      <AlertTitle>{t('linking.title', { name: supplier.supplierName, id: supplier.supplierId })}</AlertTitle>
      {supplier.bvdId ? t('linking.current', { bvdId: supplier.bvdId }) : t('linking.hint')}
    </Alert>
  );
}
