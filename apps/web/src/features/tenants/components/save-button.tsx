import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type SaveState = 'idle' | 'saving' | 'error';

/** The submit button of spec 1 §4: Save, then Saving... while busy, then Error! after a failure. */
export function SaveButton({ state }: { state: SaveState }) {
  const { t } = useTranslation('tenants');
  return (
    <Button type="submit" variant="contained" color={state === 'error' ? 'error' : 'primary'} disabled={state === 'saving'}>
      {t(`form.save.${state}`)}
    </Button>
  );
}
