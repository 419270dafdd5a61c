/**
 * Renders any connectivity manifest (`FieldDefinition`s from contracts) as a react-hook-form,
 * checked by the contracts' own rules; features bring their texts through an i18n namespace.
 */
export { checkSections, type SectionDefinition, type SectionsValues } from './section-resolver.ts';
export { SectionFields } from './section-fields.tsx';
export { formMessage } from './field-text.ts';
export { useSectionsForm, type SectionsForm } from './use-sections-form.ts';
