import { MenuItem, TextField } from '@mui/material';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useRoleOptions } from '../api/list-role-options.ts';
import { withFirstRole, type UserFormControl } from '../lib/form-values.ts';

/** One role is chosen here (the first, which the table shows); others the user holds are kept. */
export function RoleField({ control }: { control: UserFormControl }) {
  const { t } = useTranslation('users');
  const tenantId = useWatch({ control, name: 'tenantId' });
  const roles = useRoleOptions(tenantId);
  const { field, fieldState } = useController({ control, name: 'roles' });
  const current = field.value[0] ?? '';
  const options = roles.data ?? [];
  // A role the list does not offer (yet) still shows, rather than an empty select.
  const shown = current && !options.some((o) => o.roleId === current) ? [...options, { roleId: current, name: current }] : options;
  const message = fieldState.error?.message ?? (roles.isError ? t('form.rolesFailed') : undefined);
  return (
    <TextField
      select
      required
      fullWidth
      label={t('form.role')}
      name={field.name}
      value={current}
      onChange={(event) => field.onChange(withFirstRole(field.value, event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ? translateMessage(t, message) : undefined}
    >
      {shown.map((role) => (
        <MenuItem key={role.roleId} value={role.roleId}>
          {role.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
