import { APP_FLAGS, MAPPING_PERMISSIONS, type AppFlag } from '@connector/contracts';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Box, FormControlLabel, IconButton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../../lib/session/index.ts';
import type { ValidationsValues } from '../../lib/app-form-values.ts';

interface IntegrationSwitchesProps {
  control: Control<ValidationsValues>;
  mode: 'create' | 'edit';
  /** Whether the app runs: its integrations can be switched only then. */
  enabled: boolean;
}

/** The app's integrations, one switch each; when editing, each links to its mapping. */
export function IntegrationSwitches({ control, mode, enabled }: IntegrationSwitchesProps) {
  const { t } = useTranslation('applications');
  return (
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
          <IntegrationRow key={flag} control={control} mode={mode} enabled={enabled} flag={flag} />
        ))}
      </Stack>
    </Box>
  );
}

function IntegrationRow({ control, mode, enabled, flag }: IntegrationSwitchesProps & { flag: AppFlag }) {
  const { t } = useTranslation('applications');
  // The gear leads where the server would refuse a person without the type's permission: hidden then.
  const mayMap = useCan(MAPPING_PERMISSIONS[flag]);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', py: 0.5 }}>
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
      {mode === 'edit' && mayMap && (
        <Tooltip title={t('validations.configure', { integration: t(`integrations.${flag}`) })}>
          <IconButton component={RouterLink} to={`/admin/mapping/${flag}`} aria-label={t('validations.configure', { integration: t(`integrations.${flag}`) })}>
            <SettingsOutlined />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
