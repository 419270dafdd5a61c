import { normaliseAppName } from '@connector/contracts';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Button, Stack, TextField } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ValidationsValues } from '../../lib/app-form-values.ts';
import { appNameMessage } from '../../hooks/use-name-in-use.ts';

interface AppNameFieldProps {
  control: Control<ValidationsValues>;
  mode: 'create' | 'edit';
  onRename?: (() => void) | undefined;
}

/** The app's name: typed when creating; read-only when editing, where the Change App Name dialog renames it. */
export function AppNameField({ control, mode, onRename }: AppNameFieldProps) {
  const { t } = useTranslation('applications');
  return (
    <Controller
      control={control}
      name="appName"
      render={({ field, fieldState }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', gridColumn: mode === 'edit' ? '1 / -1' : undefined }}>
          <TextField
            fullWidth
            required={mode === 'create'}
            label={t('validations.appName')}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(normaliseAppName(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{ htmlInput: { readOnly: mode === 'edit', maxLength: 60 } }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ? appNameMessage(t, fieldState.error.message) : undefined}
            autoComplete="off"
          />
          {mode === 'edit' && (
            <Button variant="outlined" startIcon={<EditOutlined />} onClick={onRename} sx={{ flexShrink: 0, alignSelf: 'center' }}>
              {t('rename.open')}
            </Button>
          )}
        </Stack>
      )}
    />
  );
}
