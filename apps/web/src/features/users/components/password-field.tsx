import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from './password-checklist.tsx';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  autoFocus?: boolean;
}

/** A new password with a show/hide toggle and the live checklist, which the field describes itself by. */
export function PasswordField({ label, value, onChange, onBlur, name, inputRef, error, autoFocus }: PasswordFieldProps) {
  const { t } = useTranslation('users');
  const [shown, setShown] = useState(false);
  const fieldId = useId();
  const checklistId = `${fieldId}-checklist`;
  // MUI names the helper text `${id}-helper-text`; the checklist joins it rather than replacing it.
  const describedBy = error ? `${fieldId}-helper-text ${checklistId}` : checklistId;
  return (
    <div>
      <TextField
        id={fieldId}
        fullWidth
        required
        label={label}
        name={name}
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        autoFocus={autoFocus}
        autoComplete="new-password"
        error={Boolean(error)}
        helperText={error}
        slotProps={{
          htmlInput: { 'aria-describedby': describedBy, maxLength: 256 },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={t(shown ? 'form.hidePassword' : 'form.showPassword')}
                  onClick={() => setShown((s) => !s)}
                >
                  {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <PasswordChecklist id={checklistId} password={value} />
    </div>
  );
}
