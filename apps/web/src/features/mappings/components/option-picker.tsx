import { MAPPING_MESSAGES } from '@connector/contracts';
import { MenuItem, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import type { MappingOption } from '../lib/mapping-content.ts';
import { SELECT_MENU_PROPS } from '../lib/menu.ts';

interface OptionPickerProps {
  /** Every Option of the type, to tell "none offered" from "all mapped". */
  offered: number;
  /** The Options not mapped yet. */
  free: readonly MappingOption[];
  onAdd(option: MappingOption): void;
}

/** `Options`: choosing a field adds its row (MAP-7); it stays empty, ready for the next. */
export function OptionPicker({ offered, free, onAdd }: OptionPickerProps) {
  const { t } = useTranslation('mappings');
  if (offered === 0) return <Typography sx={{ color: 'text.secondary' }}>{translateMessage(t, MAPPING_MESSAGES.noFields)}</Typography>;
  return (
    <TextField
      select
      fullWidth
      label={t('editor.options')}
      value=""
      disabled={free.length === 0}
      helperText={free.length === 0 ? t('editor.allMapped') : undefined}
      onChange={(event) => {
        const option = free.find((candidate) => candidate.value === event.target.value);
        if (option) onAdd(option);
      }}
      slotProps={{ select: SELECT_MENU_PROPS }}
    >
      {free.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label || option.value}
        </MenuItem>
      ))}
    </TextField>
  );
}
