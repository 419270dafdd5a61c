import type { SearchCriteria } from '@connector/contracts';
import { Grid, MenuItem, Paper, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCountrySelect, FormTextField } from '../../../../components/form/index.ts';
import { SearchButton } from '../../../../components/search-button.tsx';
import { criteriaResolver, MATCH_PERCENTAGES, type CriteriaFormValues } from '../../lib/criteria-form.ts';
import { formatPercent } from '../../lib/format.ts';
import { ExclusionsField } from './exclusions-field.tsx';

const Third = ({ children }: { children: ReactNode }) => <Grid size={{ xs: 12, sm: 6, md: 4 }}>{children}</Grid>;

interface CriteriaFormProps {
  defaultValues: CriteriaFormValues;
  searching: boolean;
  onSearch(criteria: SearchCriteria): void;
}

/**
 * Search by criteria (SUP-10, SUP-11): runs on Enter or Search, which stays disabled
 * until a company name is given; City and Country are required and checked on submit.
 */
export function CriteriaForm({ defaultValues, searching, onSearch }: CriteriaFormProps) {
  const { t, i18n } = useTranslation('suppliers');
  const form = useForm<CriteriaFormValues, unknown, SearchCriteria>({ defaultValues, resolver: criteriaResolver });
  const { control } = form;
  const companyName = useWatch({ control, name: 'CompanyName' });
  const canSearch = companyName.trim() !== '';

  return (
    <Paper
      variant="outlined"
      component="form"
      role="search"
      aria-label={t('criteria.label')}
      noValidate
      onSubmit={form.handleSubmit(onSearch)}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Grid container spacing={2.5}>
        <Third>
          <FormTextField control={control} name="CompanyName" label={t('criteria.companyName')} required slotProps={{ htmlInput: { maxLength: 300 } }} />
        </Third>
        <Third>
          <FormTextField control={control} name="NationalId" label={t('criteria.nationalId')} slotProps={{ htmlInput: { maxLength: 50 } }} />
        </Third>
        <Third>
          <FormTextField control={control} name="City" label={t('criteria.city')} required slotProps={{ htmlInput: { maxLength: 100 } }} />
        </Third>
        <Third>
          <FormTextField control={control} name="PostCode" label={t('criteria.postCode')} slotProps={{ htmlInput: { maxLength: 20 } }} />
        </Third>
        <Third>
          <FormCountrySelect control={control} name="Country" label={t('criteria.country')} noOptionsText={t('criteria.noCountry')} />
        </Third>
        <Third>
          <Controller
            control={control}
            name="MatchPercent"
            render={({ field }) => (
              <TextField
                select
                fullWidth
                label={t('criteria.matchPercent')}
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
              >
                {MATCH_PERCENTAGES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {formatPercent(i18n.language, value)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Third>
      </Grid>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mt: 2.5, alignItems: { md: 'flex-end' }, justifyContent: 'space-between' }}
      >
        <ExclusionsField control={control} />
        <SearchButton disabled={!canSearch} searching={searching} sx={{ alignSelf: { xs: 'flex-end', md: 'flex-end' }, flexShrink: 0 }}>
          {t('criteria.search')}
        </SearchButton>
      </Stack>
    </Paper>
  );
}
