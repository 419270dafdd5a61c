import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type SaveState = 'idle' | 'saving' | 'error';

/**
 * The submit button of TEN-9, ROL-11 and USR-10: its label (Save unless the screen names it), then `Saving...`
 * while busy, then `Error!` after a failure until the next try.
 */
export function SaveButton({ state, label }: { state: SaveState; label?: string }) {
  const { t } = useTranslation('form');
  const text = state === 'idle' ? (label ?? t('save')) : t(state);
  return (
    <Button type="submit" variant="contained" color={state === 'error' ? 'error' : 'primary'} disabled={state === 'saving'} sx={{ minWidth: 120 }}>
      {text}
    </Button>
  );
}
