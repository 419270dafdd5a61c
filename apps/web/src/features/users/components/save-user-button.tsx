import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** `Save User`, then `Saving...` while busy, then `Error!` after a refusal (spec 1 §2) until saved again. */
export function SaveUserButton({ saving, failed }: { saving: boolean; failed: boolean }) {
  const { t } = useTranslation('users');
  const label = saving ? t('form.saving') : failed ? t('form.error') : t('form.save');
  return (
    <Button type="submit" variant="contained" color={failed && !saving ? 'error' : 'primary'} disabled={saving} sx={{ minWidth: 120 }}>
      {label}
    </Button>
  );
}
