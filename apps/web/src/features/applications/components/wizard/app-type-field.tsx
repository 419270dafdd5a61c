import { APP_TYPES } from '@connector/contracts';
import { MenuItem, TextField } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ValidationsValues } from '../../lib/app-form-values.ts';

/** The app's type, chosen from the catalogue's types. */
export function AppTypeField({ control }: { control: Control<ValidationsValues> }) {
  const { t } = useTranslation('applications');
  return (
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
  );
}
