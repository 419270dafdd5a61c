import AddOutlined from '@mui/icons-material/AddOutlined';
import type { AssessmentProduct } from '@connector/contracts';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/session/index.ts';
import { ASSESSMENT_PERMISSIONS } from '../lib/products.ts';
import { canStartAssessment, type StartTarget } from '../lib/start-target.ts';
import { StartAssessmentDialog } from './start-assessment-dialog.tsx';

interface NewAssessmentButtonProps {
  product: AssessmentProduct;
  appId: string;
  target: StartTarget;
}

/**
 * `New assessment` and its dialog: offered only when the supplier has a realm, an Ariba supplier
 * id and a BvD ID (ASM-8), and only to users holding the product's permission.
 */
export function NewAssessmentButton({ product, appId, target }: NewAssessmentButtonProps) {
  const { t } = useTranslation('assessments');
  const allowed = useCan(ASSESSMENT_PERMISSIONS[product]);
  const [open, setOpen] = useState(false);
  if (!allowed || !canStartAssessment(target) || !target.bvdId) return null;
  return (
    <>
      <Button variant="contained" startIcon={<AddOutlined />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('start.open')}
      </Button>
      <StartAssessmentDialog product={product} appId={appId} target={{ ...target, bvdId: target.bvdId }} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
