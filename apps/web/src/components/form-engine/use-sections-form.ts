import { useRef } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { sectionsResolver, type SectionDefinition, type SectionsValues } from './section-resolver.ts';

export interface SectionsForm {
  form: UseFormReturn<SectionsValues>;
  /**
   * Checks every section and shows each message under its field; when all pass, the inputs take
   * the values as they will be stored (ending characters appended) and those are returned.
   */
  validate(): Promise<SectionsValues | null>;
}

/** One react-hook-form over several sections, checked by the contracts' rules. */
export function useSectionsForm(sections: readonly SectionDefinition[], defaultValues: SectionsValues): SectionsForm {
  // The sections shown may change while the form lives (Risk Configuration follows its switch).
  const current = useRef(sections);
  current.current = sections;
  const form = useForm<SectionsValues>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: (values, context, options) => sectionsResolver(current.current)(values, context, options),
  });

  async function validate(): Promise<SectionsValues | null> {
    let valid: SectionsValues | null = null;
    await form.handleSubmit((values) => {
      valid = values;
      for (const section of current.current) {
        for (const [key, value] of Object.entries((values[section.key] ?? {}) as Record<string, unknown>)) {
          if (form.getValues(`${section.key}.${key}`) !== value) form.setValue(`${section.key}.${key}`, value);
        }
      }
    })();
    return valid;
  }

  return { form, validate };
}
