export { FormTextField, type FieldOption, type FormTextFieldProps } from './form-text-field.tsx';
export { SaveButton, type SaveState } from './save-button.tsx';
export { bodyFieldOf, useSaveFailure, type ServerFieldOf } from './use-save-failure.ts';
export { useSaveSubmit } from './use-save-submit.ts';
export { useAfterSave } from './use-after-save.ts';
export { FormSection } from './form-section.tsx';
export { boundProps } from './bound-props.ts';
export { CountrySelect, countryOptions, type CountrySelectProps } from './country-select.tsx';
export { FormCountrySelect, type FormCountrySelectProps } from './form-country-select.tsx';
