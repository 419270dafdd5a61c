import type { ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/**
 * What ties a MUI text field to a react-hook-form controller: name, value, events, ref, and its
 * error as `message` words it (translated); spread first, then override what differs.
 */
export function boundProps<T extends FieldValues, N extends FieldPath<T>>(
  input: ControllerRenderProps<T, N>,
  fieldState: ControllerFieldState,
  message: (text: string | undefined) => string | undefined,
) {
  return {
    name: input.name,
    value: input.value ?? '',
    onChange: input.onChange,
    onBlur: input.onBlur,
    inputRef: input.ref,
    error: Boolean(fieldState.error),
    helperText: message(fieldState.error?.message),
  };
}
