import { TextField } from '@mui/material';
import { useController, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import type { TenantFormValues } from '../lib/tenant-form-values.ts';

/** The list's own message (too many), else the first entry's (not an https origin). */
function messageOf(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  const entries = Object.values(error as unknown as Record<string, FieldError | undefined>);
  return entries.find((entry) => typeof entry?.message === 'string')?.message;
}

/**
 * Sites allowed to embed the console in a frame (the tenant's `frameAncestors`), one origin per
 * line. The lines are the list itself, blank ones included while typing; the contract drops those.
 */
export function FrameAncestorsField({ control, readOnly }: { control: Control<TenantFormValues>; readOnly: boolean }) {
  const { t } = useTranslation('tenants');
  const { field, fieldState } = useController({ control, name: 'frameAncestors' });
  const message = messageOf(fieldState.error);
  return (
    <FormSection title={t('form.sections.embedding')}>
      <TextField
        fullWidth
        multiline
        minRows={2}
        name={field.name}
        label={t('form.frameAncestors')}
        value={(field.value ?? []).join('\n')}
        onChange={(event) => field.onChange(event.target.value.split('\n'))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        disabled={readOnly}
        autoComplete="off"
        placeholder="https://portal.example.com"
        error={Boolean(message)}
        helperText={message ? translateMessage(t, message) : t('form.frameAncestorsHint')}
        sx={{ gridColumn: '1 / -1' }}
      />
    </FormSection>
  );
}
