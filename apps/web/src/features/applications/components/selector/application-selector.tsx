import { FormControl, InputLabel, ListItemText, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplicationSync } from '../../hooks/use-application-sync.ts';
import { useSelectApplication } from '../../hooks/use-select-application.ts';
import { useSelectedApplication } from '../../hooks/use-selected-application.ts';

/** The top bar's choice of the application the console works on (SHL-6, APP-27). */
export function ApplicationSelector() {
  const { t } = useTranslation('applications');
  const labelId = useId();
  const { loading } = useApplicationSync();
  const { selected, list } = useSelectedApplication();
  const select = useSelectApplication();
  const empty = list.length === 0;
  const placeholder = loading ? t('selector.loading') : empty ? t('selector.none') : t('selector.choose');

  return (
    <FormControl size="small" sx={{ minWidth: 240, maxWidth: 320 }} disabled={loading || empty} aria-busy={loading}>
      <InputLabel id={labelId} shrink>
        {t('selector.label')}
      </InputLabel>
      <Select
        labelId={labelId}
        label={t('selector.label')}
        notched
        displayEmpty
        value={selected?.value ?? ''}
        renderValue={(value) => list.find((entry) => entry.value === value)?.label ?? placeholder}
        onChange={(event) => {
          const entry = list.find((candidate) => candidate.value === event.target.value);
          if (entry && entry.value !== selected?.value) void select(entry);
        }}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      >
        {list.map((entry) => (
          <MenuItem key={entry.value} value={entry.value}>
            <ListItemText primary={entry.label} secondary={t('list.type', { type: t(`types.${entry.type}`) })} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
