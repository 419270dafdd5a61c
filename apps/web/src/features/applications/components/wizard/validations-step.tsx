import { APP_FLAGS, APP_TYPES, normaliseAppName } from '@connector/contracts';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Box, Button, FormControlLabel, IconButton, MenuItem, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ValidationsValues } from '../../lib/app-form-values.ts';
import { appNameMessage } from '../../hooks/use-name-in-use.ts';

interface ValidationsStepProps {
  form: UseFormReturn<ValidationsValues>;
  mode: 'create' | 'edit';
  /** Opens the Change App Name dialog (edit mode). */
  onRename?: () => void;
}

/** The Validations step (APP-10): whether the app runs, its name and type, its integrations. */
export function ValidationsStep({ form, mode, onRename }: ValidationsStepProps) {
  const { t } = useTranslation('applications');
  const { control } = form;
  const enabled = useWatch({ control, name: 'enabled' });
  return (
    <Stack spacing={3}>
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <FormControlLabel
            label={t('validations.enableApp')}
            control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} name={field.name} />}
          />
        )}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, alignItems: 'start' }}>
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
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <TextField select fullWidth label={t('validations.type')} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
              {APP_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('validations.integrations')}
        </Typography>
        {!enabled && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('validations.enableFirst')}
          </Typography>
        )}
        <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
          {APP_FLAGS.map((flag) => (
            <Stack key={flag} direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', py: 0.5 }}>
              <Controller
                control={control}
                name={`${flag}.enabled`}
                render={({ field }) => (
                  <FormControlLabel
                    disabled={!enabled}
                    label={t(`integrations.${flag}`)}
                    control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} name={field.name} />}
                  />
                )}
              />
              {mode === 'edit' && (
                <Tooltip title={t('validations.configure', { integration: t(`integrations.${flag}`) })}>
                  <IconButton
                    component={RouterLink}
                    to={`/admin/mapping/${flag}`}
                    aria-label={t('validations.configure', { integration: t(`integrations.${flag}`) })}
                  >
                    <SettingsOutlined />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
