import type { AssessmentProduct } from '@connector/contracts';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useAssessmentModels } from '../hooks/use-assessment-models.ts';
import { useStartAssessment } from '../hooks/use-start-assessment.ts';
import { startFailureMessages } from '../lib/start-failure.ts';
import type { StartTarget } from '../lib/start-target.ts';
import { ModelSelect } from './model-select.tsx';

export interface StartAssessmentDialogProps {
  product: AssessmentProduct;
  appId: string;
  /** A supplier `canStartAssessment` accepts: it has a BvD ID, a realm and an Ariba supplier id. */
  target: StartTarget & { bvdId: string };
  open: boolean;
  onClose(): void;
}

/**
 * New assessment (ASM-7): the user chooses one of the product's models and presses
 * `Start Assesment`; once started, the product's screen of the supplier opens with the new one.
 * A failure stays in the dialog, to try again or choose another model.
 */
export function StartAssessmentDialog({ product, appId, target, open, onClose }: StartAssessmentDialogProps) {
  const { t } = useTranslation('assessments');
  const titleId = useId();
  const textId = useId();
  const [modelId, setModelId] = useState('');
  const models = useAssessmentModels(product, appId, open);
  const { start, pending, error, reset } = useStartAssessment(product, appId);

  const close = () => {
    if (pending) return;
    setModelId('');
    reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!modelId || pending) return;
    reset();
    start(target.supplierId, { bvdId: target.bvdId, modelId }, () => {
      setModelId('');
      onClose();
    });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t(`start.title.${product}`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={textId}>{t('start.intro', { name: target.name, bvdId: target.bvdId })}</DialogContentText>
            <ModelSelect models={models} value={modelId} onChange={setModelId} disabled={pending} />
            {error && (
              <Alert severity="error">
                {startFailureMessages(error)
                  .map((message) => translateMessage(t, message))
                  .join(' ')}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {t('start.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!modelId || pending}>
            {t('start.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
