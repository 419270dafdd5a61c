import SearchIcon from '@mui/icons-material/Search';
import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../lib/session/index.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { SEARCH_DEBOUNCE_MS } from '../lib/table-state.ts';
import { toCreateUser } from '../paths.ts';

interface UsersToolbarProps {
  search: string;
  onSearch(search: string): void;
}

export function UsersToolbar({ search, onSearch }: UsersToolbarProps) {
  const { t } = useTranslation('users');
  const canCreate = useCan('Connector.Users.Create');
  const [text, setText] = useState(search);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== search) onSearch(settled);
  }, [settled, search, onSearch]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
      <TextField
        type="search"
        size="small"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ width: { xs: '100%', sm: 320 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 200 },
        }}
      />
      {canCreate && (
        <Button variant="contained" component={Link} to={toCreateUser()}>
          {t('actions.add')}
        </Button>
      )}
    </Stack>
  );
}
