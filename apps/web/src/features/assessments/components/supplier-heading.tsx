import type { SupplierAssessments } from '@connector/contracts';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Supplier = Pick<SupplierAssessments, 'name' | 'bvdId' | 'aribaSupplierId'>;

/** Whose assessments these are: the supplier's name, BvD ID and Ariba supplier id, and the screen's action. */
export function SupplierHeading({ supplier, action }: { supplier: Supplier; action?: ReactNode }) {
  const { t } = useTranslation('assessments');
  const code = { m: 0, mr: 2, fontFamily: 'monospace', color: 'text.primary' } as const;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {supplier.name}
          </Typography>
          <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, m: 0, mt: 0.5, color: 'text.secondary' }}>
            <Typography component="dt" variant="body2">
              {t('supplier.bvdId')}
            </Typography>
            <Typography component="dd" variant="body2" sx={supplier.bvdId ? code : { ...code, fontFamily: undefined }}>
              {supplier.bvdId ?? t('supplier.notLinked')}
            </Typography>
            <Typography component="dt" variant="body2">
              {t('supplier.aribaSupplierId')}
            </Typography>
            <Typography component="dd" variant="body2" sx={code}>
              {supplier.aribaSupplierId}
            </Typography>
          </Box>
        </Box>
        {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
      </Stack>
    </Paper>
  );
}
