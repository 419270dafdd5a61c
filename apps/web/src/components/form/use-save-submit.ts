import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { SaveState } from './save-button.tsx';
import { useSaveFailure, type ServerFieldOf } from './use-save-failure.ts';

interface SaveSubmitOptions<T extends FieldValues, TOut> {
  /** Sends the checked values; a rejection is reported on the form and in a toast. */
  save(values: TOut): Promise<unknown>;
  /** The form field a server error names. */
  fieldOf: ServerFieldOf<T>;
  /** What a conflict (409) says, in the screen's words (it names what already exists). */
  conflict?: (values: TOut) => string;
}

/** The submit handler of a save form and the state its `SaveButton` shows. */
export function useSaveSubmit<T extends FieldValues, TOut>(form: UseFormReturn<T, unknown, TOut>, options: SaveSubmitOptions<T, TOut>) {
  const [failed, setFailed] = useState(false);
  const report = useSaveFailure(form.setError, options.fieldOf);
  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await options.save(values);
    } catch (error) {
      setFailed(true);
      report(error, options.conflict?.(values));
    }
  });
  const state: SaveState = form.formState.isSubmitting ? 'saving' : failed ? 'error' : 'idle';
  return { submit, state };
}
