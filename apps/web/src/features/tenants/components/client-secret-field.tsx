import { TextField } from '@mui/material';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { boundProps } from '../../../components/form/index.ts';
import { RevealAdornment } from '../../../components/reveal-adornment.tsx';
import { useReveal } from '../../../components/use-reveal.ts';
import type { ApiError } from '../../../lib/api/index.ts';
import { useToast } from '../../../lib/feedback/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import type { TenantFormValues } from '../lib/tenant-form-values.ts';

interface ClientSecretFieldProps {
  control: Control<TenantFormValues>;
  disabled: boolean;
  /** Whether the tenant has a secret stored (it is never sent with the tenant). */
  stored: boolean;
  /** Fetches the stored secret; absent for callers who may not see it. */
  reveal?: () => Promise<string | null>;
}

/** The client secret, masked; the toggle shows it and, the first time, fetches the stored one. */
export function ClientSecretField({ control, disabled, stored, reveal }: ClientSecretFieldProps) {
  const { t } = useTranslation('tenants');
  const toast = useToast();
  const secret = useReveal((error) => toast.error(translateMessage(t, (error as ApiError).message)));
  const [fetched, setFetched] = useState(false);
  const canFetch = Boolean(reveal) && stored && !fetched;

  return (
    <Controller
      control={control}
      name="appClientSecret"
      render={({ field, fieldState }) => {
        const load =
          canFetch && reveal && !field.value
            ? async () => {
                field.onChange((await reveal()) ?? '');
                setFetched(true);
              }
            : undefined;
        const keepsStored = stored && !field.value;
        return (
          <TextField
            {...boundProps(field, fieldState, () => undefined)}
            fullWidth
            label={t('form.appClientSecret')}
            disabled={disabled}
            type={secret.visible ? 'text' : 'password'}
            autoComplete="new-password"
            placeholder={keepsStored ? '••••••••' : undefined}
            helperText={keepsStored ? t('form.secretKept') : undefined}
            slotProps={{
              input: {
                endAdornment: (Boolean(field.value) || canFetch) && (
                  <RevealAdornment
                    visible={secret.visible}
                    fetching={secret.fetching}
                    label={t(secret.visible ? 'form.hideSecret' : 'form.showSecret')}
                    onToggle={() => void secret.toggle(load)}
                  />
                ),
              },
            }}
          />
        );
      }}
    />
  );
}
