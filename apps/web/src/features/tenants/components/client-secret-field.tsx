import { TextField } from '@mui/material';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RevealAdornment } from '../../../components/reveal-adornment.tsx';
import type { ApiError } from '../../../lib/api/index.ts';
import { useToast } from '../../../lib/feedback/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import type { TenantFormValues } from './tenant-form-values.ts';

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
  const [visible, setVisible] = useState(false);
  const [fetching, setFetching] = useState(false);
  const [fetched, setFetched] = useState(false);
  const canFetch = Boolean(reveal) && stored && !fetched;

  return (
    <Controller
      control={control}
      name="appClientSecret"
      render={({ field }) => {
        async function toggle() {
          if (visible) return setVisible(false);
          if (canFetch && reveal && !field.value) {
            setFetching(true);
            try {
              field.onChange((await reveal()) ?? '');
              setFetched(true);
            } catch (error) {
              toast.error(translateMessage(t, (error as ApiError).message));
              return;
            } finally {
              setFetching(false);
            }
          }
          setVisible(true);
        }
        const keepsStored = stored && !field.value;
        return (
          <TextField
            fullWidth
            label={t('form.appClientSecret')}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={disabled}
            type={visible ? 'text' : 'password'}
            autoComplete="new-password"
            placeholder={keepsStored ? '••••••••' : undefined}
            helperText={keepsStored ? t('form.secretKept') : undefined}
            slotProps={{
              input: {
                endAdornment: (Boolean(field.value) || canFetch) && (
                  <RevealAdornment
                    visible={visible}
                    fetching={fetching}
                    label={t(visible ? 'form.hideSecret' : 'form.showSecret')}
                    onToggle={() => void toggle()}
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
