import FilterListIcon from '@mui/icons-material/FilterList';
import { Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConnectedFilterValue {
  supplierName: string;
  bvdId: string;
}

interface ConnectedFilterProps {
  applied: ConnectedFilterValue;
  onApply(filter: ConnectedFilterValue): void;
}

/** Filter by Company Name or BvD Id (SUP-19): Filter needs one of them; Clear shows every supplier again. */
export function ConnectedFilter({ applied, onApply }: ConnectedFilterProps) {
  const { t } = useTranslation('suppliers');
  const [text, setText] = useState(applied);
  const filled = text.supplierName.trim() !== '' || text.bvdId.trim() !== '';
  const active = applied.supplierName !== '' || applied.bvdId !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (filled) onApply({ supplierName: text.supplierName.trim(), bvdId: text.bvdId.trim() });
  };
  const clear = () => {
    setText({ supplierName: '', bvdId: '' });
    onApply({ supplierName: '', bvdId: '' });
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('connected.filterLabel')}
      onSubmit={submit}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ p: 2, alignItems: { md: 'center' } }}
    >
      <TextField
        size="small"
        label={t('connected.companyName')}
        value={text.supplierName}
        onChange={(event) => setText({ ...text, supplierName: event.target.value })}
        sx={{ width: { xs: '100%', md: 280 } }}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        size="small"
        label={t('connected.bvdId')}
        value={text.bvdId}
        onChange={(event) => setText({ ...text, bvdId: event.target.value })}
        sx={{ width: { xs: '100%', md: 220 } }}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" startIcon={<FilterListIcon />} disabled={!filled}>
          {t('connected.filter')}
        </Button>
        <Button onClick={clear} disabled={!filled && !active}>
          {t('connected.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
