import { FormControl, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { Controller } from 'react-hook-form';
import type { InputProps } from './text-input.tsx';

interface SwitchInputProps extends InputProps {
  /** Called after each change: exclusive fields turn off, dependants show or hide. */
  onToggled?: (checked: boolean) => void;
}

/** A boolean as a switch; its label says what turning it on does. */
export function SwitchInput({ control, name, field, label, message, disabled, onToggled }: SwitchInputProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} disabled={disabled} required={Boolean(field.required)}>
          <FormControlLabel
            label={label}
            control={
              <Switch
                name={input.name}
                checked={input.value === true}
                onChange={(event) => {
                  input.onChange(event.target.checked);
                  onToggled?.(event.target.checked);
                }}
                onBlur={input.onBlur}
                slotProps={{ input: { ref: input.ref } }}
              />
            }
          />
          {fieldState.error && <FormHelperText>{message(fieldState.error.message)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
