import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api/index.ts';
import { useOutcomeToast } from '../../lib/feedback/index.ts';

const CONFLICT = 409;

/** Which form field a server error path (`body.email`, `body.roles.0`) names, or null for none. */
export type ServerFieldOf<T extends FieldValues> = (path: string) => FieldPath<T> | null;

/** `body.<field>` (and `body.<field>.<index>`) of the given fields. */
export function bodyFieldOf<T extends FieldValues>(fields: readonly FieldPath<T>[]): ServerFieldOf<T> {
  return (path) => {
    if (!path.startsWith('body.')) return null;
    const name = path.slice('body.'.length).replace(/\.\d+$/, '');
    return fields.find((field) => field === name) ?? null;
  };
}

/**
 * Reports a failed save as API-10 asks: the server's message in a red toast (else the
 * generic one), and each field the server names gets its message under it. A conflict (409)
 * may be told in the screen's own words, which then also stand under the fields it names.
 */
export function useSaveFailure<T extends FieldValues>(setError: UseFormSetError<T>, fieldOf: ServerFieldOf<T>) {
  const toast = useOutcomeToast();
  return useCallback(
    (error: unknown, conflict?: string) => {
      const told = error instanceof ApiError && error.status === CONFLICT ? conflict : undefined;
      if (told === undefined) toast.failure(error);
      else toast.error(told);
      for (const { field, message } of error instanceof ApiError ? error.errors : []) {
        const name = fieldOf(field);
        if (name) setError(name, { type: 'server', message: told ?? message }, { shouldFocus: true });
      }
    },
    [toast, setError, fieldOf],
  );
}
