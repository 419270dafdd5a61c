import { Paper, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchButton } from '../../../components/search-button.tsx';

interface BvdIdFormProps {
  searching: boolean;
  /** The BvD ID last searched (the field's first value), and why it was refused; shown until the field changes. */
  searched: string | null;
  error: string | null;
  onSearch(bvdId: string): void;
}

/** One input, 'Find a supplier', and Search (CMP-1): Enter or Search, which waits for a value. */
export function BvdIdForm({ searching, searched, error, onSearch }: BvdIdFormProps) {
  const { t } = useTranslation('company-views');
  // A search kept in the address shows in the field it was typed in.
  const [value, setValue] = useState(searched ?? '');
  const bvdId = value.trim();
  const shownError = error !== null && bvdId === searched ? error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bvdId) onSearch(bvdId);
  };
  return (
    <Paper variant="outlined" component="form" role="search" aria-label={t('bvdSearch.label')} noValidate onSubmit={submit} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('bvdSearch.field')}
          placeholder={t('bvdSearch.placeholder')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={shownError !== null}
          helperText={shownError ?? t('bvdSearch.hint')}
          autoComplete="off"
          sx={{ width: { xs: '100%', sm: 360 } }}
          slotProps={{ htmlInput: { maxLength: 40, spellCheck: false } }}
        />
        <SearchButton disabled={!bvdId} searching={searching} sx={{ height: 56, alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}>
          {t('bvdSearch.search')}
        </SearchButton>
      </Stack>
    </Paper>
  );
}
