import { OWN_ENTITY_KINDS, type OwnEntityBody } from '@connector/contracts';
import { Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCountrySelect, FormTextField } from '../../../components/form/index.ts';
import { maxLengthOf, type OwnEntityField, type OwnEntityFormValues } from './own-entity-form.ts';

type RequestControl = Control<OwnEntityFormValues, unknown, OwnEntityBody>;

/** Width of each field on a wide screen, in twelfths, in reading order. */
const LAYOUT: readonly (readonly [OwnEntityField, number])[] = [
  ['CompanyName', 8],
  ['ProductOption', 4],
  ['StreetAdress1', 6],
  ['StreetAdress2', 6],
  ['StreetAdress3', 6],
  ['StreetAdress4', 6],
  ['City', 4],
  ['StateProvince', 4],
  ['PostCode', 4],
  ['Country', 4],
  ['TelephoneNumber', 4],
  ['FaxNumber', 4],
];

const REQUIRED = new Set<OwnEntityField>(['CompanyName', 'StreetAdress1', 'Country', 'ProductOption']);

/** The own-entity request's fields (OWN-3), the required ones marked. */
export function RequestFields({ control }: { control: RequestControl }) {
  const { t } = useTranslation('own-entity');
  const kinds = OWN_ENTITY_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }));
  const field = (name: OwnEntityField) => {
    const label = t(`fields.${name}`);
    if (name === 'Country') return <FormCountrySelect control={control} name="Country" label={label} noOptionsText={t('noCountry')} />;
    const max = maxLengthOf(name);
    return (
      <FormTextField
        control={control}
        name={name}
        label={label}
        required={REQUIRED.has(name)}
        {...(name === 'ProductOption' ? { options: kinds } : {})}
        {...(name === 'TelephoneNumber' || name === 'FaxNumber' ? { type: 'tel' } : {})}
        {...(max ? { slotProps: { htmlInput: { maxLength: max } } } : {})}
      />
    );
  };
  return (
    <Grid container spacing={2.5}>
      {LAYOUT.map(([name, width]) => (
        <Grid key={name} size={{ xs: 12, sm: 6, md: width }}>
          {field(name)}
        </Grid>
      ))}
    </Grid>
  );
}
