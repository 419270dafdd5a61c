import { Box, FormControlLabel, Stack, Switch } from '@mui/material';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ValidationsValues } from '../../lib/app-form-values.ts';
import { AppNameField } from './app-name-field.tsx';
import { AppTypeField } from './app-type-field.tsx';
import { IntegrationSwitches } from './integration-switches.tsx';

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
        <AppNameField control={control} mode={mode} onRename={onRename} />
        <AppTypeField control={control} />
      </Box>
      <IntegrationSwitches control={control} mode={mode} enabled={enabled} />
    </Stack>
  );
}
