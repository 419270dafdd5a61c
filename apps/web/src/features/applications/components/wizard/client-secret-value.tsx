import { APP_MESSAGES } from '@connector/contracts';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { CircularProgress, IconButton, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppToast } from '../../hooks/use-app-toast.ts';
import { failureText } from '../../lib/error-text.ts';

interface ClientSecretValueProps {
  /** The secret when the console already has it (just generated). */
  secret: string | null;
  reveal: () => Promise<string | null>;
}

/** The client secret, masked; the eye shows it, fetching it only when asked. */
export function ClientSecretValue({ secret, reveal }: ClientSecretValueProps) {
  const { t } = useTranslation('applications');
  const toast = useAppToast();
  const [shown, setShown] = useState<string | null>(null);
  const [fetching, setFetching] = useState(false);

  async function toggle() {
    if (shown !== null) return setShown(null);
    if (secret) return setShown(secret);
    setFetching(true);
    try {
      setShown((await reveal()) ?? '');
    } catch (error) {
      toast.error(failureText(t, error, APP_MESSAGES.somethingWrong));
    } finally {
      setFetching(false);
    }
  }

  return (
    <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span data-testid="client-secret">{shown ?? '••••••••••••'}</span>
      <IconButton
        size="small"
        onClick={() => void toggle()}
        disabled={fetching}
        aria-label={t(shown === null ? 'form.showSecret' : 'form.hideSecret', { label: t('credentials.clientSecret') })}
        aria-pressed={shown !== null}
      >
        {fetching ? <CircularProgress size={16} /> : shown === null ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
      </IconButton>
    </Stack>
  );
}
