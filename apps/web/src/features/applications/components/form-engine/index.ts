export { checkSections, type SectionDefinition, type SectionsValues } from './section-resolver.ts';
export { SectionFields } from './section-fields.tsx';
export { formMessage } from './field-text.ts';
export { useSectionsForm, type SectionsForm } from './use-sections-form.ts';
