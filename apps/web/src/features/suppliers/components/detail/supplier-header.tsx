import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { CATALYST_MENU_DELAY_MS, hasPermission, REPORT_VIEWERS, type SupplierDetail } from '@connector/contracts';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session/index.ts';
import { supplier360Url } from '@connector/contracts/providers/ariba';
import { FlaggedMenu } from '../connected/flagged-menu.tsx';
import { useAssessmentItems } from '../connected/use-assessment-items.ts';
import { OpenInOrbis } from './open-in-orbis.tsx';

/**
 * Supplier id and name, and OPEN IN ORBIS (for those who may see the report, when the supplier
 * has a BvD ID), Catalyst (as the application's flags allow) and OPEN IN ARIBA (when the
 * application has a realm).
 */
export function SupplierHeader({ detail }: { detail: SupplierDetail }) {
  const { t } = useTranslation('suppliers');
  const { permissions } = useSession();
  const supplier = detail.data;
  const { catalyst } = useAssessmentItems(supplier.supplierId);
  const aribaUrl = supplier360Url(detail, supplier.supplierId);
  const canReport = hasPermission(permissions, REPORT_VIEWERS);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {supplier.supplierName}
          </Typography>
          <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, m: 0, mt: 0.5, color: 'text.secondary' }}>
            <Typography component="dt" variant="body2">
              {t('detail.supplierId')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mr: 2, fontFamily: 'monospace', color: 'text.primary' }}>
              {supplier.supplierId}
            </Typography>
            <Typography component="dt" variant="body2">
              {t('detail.bvdId')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mr: 2, fontFamily: supplier.bvdId ? 'monospace' : undefined, color: 'text.primary' }}>
              {supplier.bvdId ?? t('detail.notLinked')}
            </Typography>
            {supplier.registrationStatus && (
              <>
                <Typography component="dt" variant="body2">
                  {t('detail.registrationStatus')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.primary' }}>
                  {/* A status Ariba may add later is shown as it came. */}
                  {t(`detail.registrationStatuses.${supplier.registrationStatus}`, { defaultValue: supplier.registrationStatus })}
                </Typography>
              </>
            )}
          </Box>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          {canReport && supplier.bvdId && <OpenInOrbis bvdId={supplier.bvdId} name={supplier.supplierName} />}
          <FlaggedMenu
            variant="button"
            label={t('detail.catalyst')}
            title={t('detail.catalyst')}
            icon={<AssessmentOutlined />}
            items={catalyst}
            delayMs={CATALYST_MENU_DELAY_MS}
          />
          {aribaUrl && (
            <Button
              variant="outlined"
              endIcon={<OpenInNew />}
              href={aribaUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('detail.openInAribaNewTab')}
            >
              {t('detail.openInAriba')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
