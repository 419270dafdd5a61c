import { TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { boundProps } from '../form/index.ts';
import { RevealAdornment } from '../reveal-adornment.tsx';
import { useReveal } from '../use-reveal.ts';
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
  const { t } = useTranslation('form');
  const secret = useReveal((error) => onRevealFailed?.(error));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => {
        const kept = Boolean(stored) && input.value == null;
        const load = kept && reveal ? async () => input.onChange((await reveal()) ?? '') : undefined;
        return (
          <TextField
            {...boundProps(input, fieldState, message)}
            fullWidth
            label={label}
            required={Boolean(field.required)}
            disabled={disabled}
            type={secret.visible ? 'text' : 'password'}
            autoComplete="new-password"
            placeholder={kept ? '••••••••' : undefined}
            helperText={message(fieldState.error?.message) ?? (kept ? t('engine.secretKept') : undefined)}
            slotProps={{
              inputLabel: kept ? { shrink: true } : undefined,
              input: {
                endAdornment: (
                  <RevealAdornment
                    visible={secret.visible}
                    fetching={secret.fetching}
                    disabled={kept && !reveal}
                    label={t(secret.visible ? 'engine.hideSecret' : 'engine.showSecret', { label })}
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
