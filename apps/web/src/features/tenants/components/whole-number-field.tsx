import { TextField } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import type { TenantFormValues } from '../lib/tenant-form-values.ts';

type WholeNumberName = 'auditRetentionDays' | 'idleTimeoutMinutes';

interface WholeNumberFieldProps {
  control: Control<TenantFormValues>;
  name: WholeNumberName;
  disabled: boolean;
}

/**
 * A tenant setting counted in whole days or minutes: how long audit events are kept (decision
 * 027; only a super administrator changes it, everyone else sees it and the form sends it back as
 * it was) and how long a session may stay idle (decision 028). Its label is `form.<name>` and its
 * hint `form.<name>Hint`.
 */
export function WholeNumberField({ control, name, disabled }: WholeNumberFieldProps) {
  const { t } = useTranslation('tenants');
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      fullWidth
      type="number"
      name={field.name}
      label={t(`form.${name}`)}
      // An emptied field is no number: the contract's rule says what it takes.
      value={Number.isNaN(field.value) ? '' : (field.value ?? '')}
      onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      required
      error={Boolean(message)}
      helperText={message ? translateMessage(t, message) : t(`form.${name}Hint`)}
      slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
    />
  );
}
