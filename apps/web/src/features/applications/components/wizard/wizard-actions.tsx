import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface WizardActionsProps {
  step: number;
  steps: number;
  busy: boolean;
  onPrevious?: () => void;
  onNext?: () => void;
  onCancel?: () => void;
}

/** Previous / Next, and Save as the last step's finish (APP-5); Save submits the form. */
export function WizardActions({ step, steps, busy, onPrevious, onNext, onCancel }: WizardActionsProps) {
  const { t } = useTranslation('applications');
  const last = step === steps - 1;
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', pt: 3, mt: 3, borderTop: 1, borderColor: 'divider' }}>
      {onCancel && <Button onClick={onCancel}>{t('actions.cancel')}</Button>}
      {steps > 1 && (
        <Button variant="outlined" onClick={onPrevious} disabled={step === 0 || busy}>
          {t('wizard.previous')}
        </Button>
      )}
      {/* Distinct keys: reusing Next's element as Save would let the click that moved on submit. */}
      {last ? (
        <Button key="save" type="submit" variant="contained" loading={busy}>
          {t('actions.save')}
        </Button>
      ) : (
        <Button key="next" variant="contained" onClick={onNext} disabled={busy}>
          {t('wizard.next')}
        </Button>
      )}
    </Stack>
  );
}
