import { TextField } from '@mui/material';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RevealAdornment } from '../../../../components/reveal-adornment.tsx';
import type { InputProps } from './text-input.tsx';

interface PasswordInputProps extends InputProps {
  /** The server keeps a value for this field; it is not sent, only revealed on request. */
  stored?: boolean;
  /** Reads the stored value in clear. */
  reveal?: () => Promise<string | null>;
  onRevealFailed?: (error: unknown) => void;
}

/** A secret, masked until the user asks to see it; a stored one is fetched only then. */
export function PasswordInput({ control, name, field, label, message, disabled, stored, reveal, onRevealFailed }: PasswordInputProps) {
  const { t } = useTranslation('applications');
  const [visible, setVisible] = useState(false);
  const [fetching, setFetching] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => {
        const kept = Boolean(stored) && input.value == null;
        async function toggle() {
          if (visible) return setVisible(false);
          if (kept && reveal) {
            setFetching(true);
            try {
              input.onChange((await reveal()) ?? '');
            } catch (error) {
              onRevealFailed?.(error);
              return;
            } finally {
              setFetching(false);
            }
          }
          setVisible(true);
        }
        return (
          <TextField
            fullWidth
            label={label}
            required={Boolean(field.required)}
            name={input.name}
            value={input.value ?? ''}
            onChange={input.onChange}
            onBlur={input.onBlur}
            inputRef={input.ref}
            disabled={disabled}
            type={visible ? 'text' : 'password'}
            autoComplete="new-password"
            placeholder={kept ? '••••••••' : undefined}
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error?.message) ?? (kept ? t('form.secretKept') : undefined)}
            slotProps={{
              inputLabel: kept ? { shrink: true } : undefined,
              input: {
                endAdornment: (
                  <RevealAdornment
                    visible={visible}
                    fetching={fetching}
                    disabled={kept && !reveal}
                    label={t(visible ? 'form.hideSecret' : 'form.showSecret', { label })}
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
