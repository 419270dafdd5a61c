import { isFieldVisible, orderedFields, type FieldDefinition } from '@connector/contracts';
import { Box } from '@mui/material';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ArrayInput } from './array-input.tsx';
import { DisplayField } from './display-field.tsx';
import { useFieldTexts } from './field-text.ts';
import { PasswordInput } from './password-input.tsx';
import type { SectionsValues } from './section-resolver.ts';
import { SelectInput } from './select-input.tsx';
import { SwitchInput } from './switch-input.tsx';
import { TextInput, type InputProps } from './text-input.tsx';

interface SectionFieldsProps {
  form: UseFormReturn<SectionsValues>;
  /** i18n namespace of the feature that holds the labels (`fields.<section>.<key>`) and choices (`options.<value>`). */
  namespace: string;
  /** Key of the section: its values live under it in the form. */
  section: string;
  fields: readonly FieldDefinition[];
  disabled?: boolean;
  /** Password fields whose value the server keeps (sent as null). */
  storedSecrets?: readonly string[];
  /** Reads a stored secret in clear when the user asks to see it. */
  revealSecret?: (key: string) => Promise<string | null>;
  onRevealFailed?: (error: unknown) => void;
}

/**
 * One connectivity section drawn from its definitions (APP-13): in their order, only the fields
 * their dependencies show, each input chosen by its type.
 */
export function SectionFields({ form, namespace, section, fields, disabled, storedSecrets, revealSecret, onRevealFailed }: SectionFieldsProps) {
  const texts = useFieldTexts(namespace, section);
  const values = (useWatch({ control: form.control, name: section }) ?? {}) as Record<string, unknown>;
  const shown = orderedFields(fields).filter((field) => isFieldVisible(field, values));
  // Read while rendering so react-hook-form keeps it current.
  const checkedBefore = form.formState.isSubmitted;

  function toggled(field: FieldDefinition, checked: boolean) {
    if (checked) {
      for (const other of field.mutualExclusive ?? []) {
        if (values[other] === true) form.setValue(`${section}.${other}`, false, { shouldDirty: true });
      }
    }
    // Fields this switch shows are checked at once when the form has been checked before.
    if (checkedBefore) void form.trigger(section);
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, rowGap: 2.5 }}>
      {shown.map((field) => {
        const props: InputProps = {
          control: form.control,
          name: `${section}.${field.key}`,
          field,
          label: texts.label(field),
          message: texts.message,
          optionText: texts.option,
          disabled,
        };
        switch (field.type) {
          case 'label':
          case 'header':
          case 'route':
            return <DisplayField key={field.key} field={field} label={props.label} />;
          case 'boolean':
            return <SwitchInput key={field.key} {...props} onToggled={(checked) => toggled(field, checked)} />;
          case 'password':
            return (
              <PasswordInput
                key={field.key}
                {...props}
                stored={storedSecrets?.includes(field.key)}
                reveal={revealSecret && (() => revealSecret(field.key))}
                onRevealFailed={onRevealFailed}
              />
            );
          case 'array':
            return <ArrayInput key={field.key} {...props} columnLabel={(column) => texts.column(field, column)} />;
          default:
            return field.options?.length ? <SelectInput key={field.key} {...props} /> : <TextInput key={field.key} {...props} />;
        }
      })}
    </Box>
  );
}
