import type { AppModel } from '@connector/contracts';
import { Alert, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';

interface ModelSelectProps {
  models: UseQueryResult<AppModel[], ApiError>;
  value: string;
  onChange(modelId: string): void;
  disabled: boolean;
}

/** The product's models to choose from; while they load, a spinner; if they fail, why, and Try again. */
export function ModelSelect({ models, value, onChange, disabled }: ModelSelectProps) {
  const { t } = useTranslation('assessments');
  if (models.isPending) {
    return (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 1 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{t('start.loadingModels')}</Typography>
      </Stack>
    );
  }
  if (models.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void models.refetch()}>
            {t('start.retryModels')}
          </Button>
        }
      >
        {translateMessage(t, models.error.message)}
      </Alert>
    );
  }
  if (models.data.length === 0) return <Alert severity="info">{t('start.noModels')}</Alert>;
  return (
    <TextField
      select
      required
      fullWidth
      autoFocus
      label={t('start.model')}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {models.data.map((model) => (
        <MenuItem key={model.id} value={model.id}>
          {model.Name || model.id}
        </MenuItem>
      ))}
    </TextField>
  );
}
