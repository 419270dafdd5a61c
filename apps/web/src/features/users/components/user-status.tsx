import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function UserStatus({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('users');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={enabled ? 'success' : 'default'}
      label={t(enabled ? 'status.enabled' : 'status.disabled')}
    />
  );
}
