import CloseIcon from '@mui/icons-material/Close';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import type { Assessment, AssessmentProduct } from '@connector/contracts';
import { Button, Dialog, DialogContent, DialogTitle, IconButton, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductFrame } from './product-frame.tsx';

interface OpenInProductProps {
  product: AssessmentProduct;
  appId: string;
  assessment: Pick<Assessment, 'id' | 'model'>;
}

/**
 * `Open in Compliance Catalyst` / `Open in Supply Chain` (ASM-11): the product's own page of the
 * assessment in a dialog across the screen's width. The frame is asked for only while the dialog
 * is open; the close button takes the focus, and closing gives it back to the button.
 */
export function OpenInProduct({ product, appId, assessment }: OpenInProductProps) {
  const { t } = useTranslation('assessments');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const model = assessment.model.trim() || t('card.untitled');
  return (
    <>
      <Button size="small" startIcon={<OpenInNewOutlined />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t(`frame.open.${product}`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth={false}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pr: 1 }}>
          <DialogTitle id={titleId} sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {t(`frame.dialogTitle.${product}`, { model, id: assessment.id })}
          </DialogTitle>
          <IconButton onClick={() => setOpen(false)} aria-label={t('frame.close')} autoFocus>
            <CloseIcon />
          </IconButton>
        </Stack>
        {/* The 800 px page scrolls inside the dialog on shorter screens: reachable from the keyboard too. */}
        <DialogContent dividers tabIndex={0} role="group" aria-labelledby={titleId}>
          {open && <ProductFrame product={product} appId={appId} assessmentId={assessment.id} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
