import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, Paper, Typography } from '@mui/material';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionLabelKey, type PermissionGroup } from '../lib/permission-groups.ts';

interface PermissionPickerProps {
  groups: readonly PermissionGroup[];
  value: readonly string[];
  onChange(value: string[]): void;
  disabled: boolean;
  /** The message to show, already in the user's language. */
  error?: string;
  /** Receives the first checkbox, so a refused form can move focus here. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Checkboxes grouped by area; each group's own checkbox selects or clears the whole group. */
export function PermissionPicker({ groups, value, onChange, disabled, error, inputRef }: PermissionPickerProps) {
  const { t } = useTranslation('roles');
  const helperId = useId();
  const selected = new Set(value);
  const toggle = (permission: string, on: boolean) =>
    onChange(on ? [...value, permission] : value.filter((p) => p !== permission));
  const toggleGroup = (permissions: readonly string[], on: boolean) =>
    onChange(on ? [...value, ...permissions.filter((p) => !selected.has(p))] : value.filter((p) => !permissions.includes(p)));

  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} fullWidth aria-describedby={error ? helperId : undefined}>
      <FormLabel component="legend" required sx={{ mb: 1.5 }}>
        {t('form.permissions')} <Typography component="span" variant="body2" color="text.secondary">({t('form.selectedCount', { count: value.length })})</Typography>
      </FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' }, gap: 2, alignItems: 'start' }}>
        {groups.map((group, groupIndex) => {
          const chosen = group.permissions.filter((p) => selected.has(p)).length;
          const all = chosen === group.permissions.length;
          return (
            <Paper key={group.id} role="group" aria-label={t(`groups.${group.id}`)} variant="outlined" sx={{ p: 1.5 }}>
              <FormControlLabel
                sx={{ borderBottom: 1, borderColor: 'divider', width: '100%', m: 0, pb: 0.5, mb: 0.5 }}
                label={
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t(`groups.${group.id}`)}{' '}
                    <Typography component="span" variant="caption" color="text.secondary">
                      {chosen}/{group.permissions.length}
                    </Typography>
                  </Typography>
                }
                control={
                  <Checkbox
                    checked={all}
                    indeterminate={chosen > 0 && !all}
                    onChange={(_, on) => toggleGroup(group.permissions, on)}
                    slotProps={{ input: { 'aria-label': t('form.wholeGroup', { group: t(`groups.${group.id}`) }) } }}
                  />
                }
              />
              {group.permissions.map((permission, index) => (
                <FormControlLabel
                  key={permission}
                  sx={{ display: 'flex', alignItems: 'flex-start', m: 0, pl: 2 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={selected.has(permission)}
                      onChange={(_, on) => toggle(permission, on)}
                      slotProps={{ input: { ref: groupIndex === 0 && index === 0 ? inputRef : undefined } }}
                      sx={{ py: 0.5 }}
                    />
                  }
                  label={
                    <Box sx={{ py: 0.5 }}>
                      <Typography variant="body2">{t(permissionLabelKey(permission), { defaultValue: permission })}</Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                        {permission}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </Paper>
          );
        })}
      </Box>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
