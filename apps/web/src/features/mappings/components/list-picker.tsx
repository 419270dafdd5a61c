import type { MappingList, MappingListKind } from '@connector/contracts';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SELECT_MENU_PROPS } from '../lib/menu.ts';

interface ListPickerProps {
  kind: MappingListKind;
  lists: readonly MappingList[];
  /** The version's list: one of `lists`, or a file uploaded, or one the provider no longer offers. */
  current: MappingList | null;
  /** Off while the application's integration of the type is off (MAP-14). */
  enabled: boolean;
  onChoose(list: MappingList): void;
}

/** `Custom List`, `Compliance Catalyst List View` or `Supply Chain List View`: where the rows' values come from (MAP-7). */
export function ListPicker({ kind, lists, current, enabled, onChoose }: ListPickerProps) {
  const { t } = useTranslation('mappings');
  const choices = current && !lists.some((list) => list.id === current.id) ? [current, ...lists] : lists;
  const nameOf = (list: MappingList) => (list.origin === 'upload' ? t('editor.uploadedList', { name: list.name }) : list.name || list.id);
  const helper = !enabled ? t('editor.listDisabled') : choices.length === 0 ? t('editor.noLists') : undefined;
  return (
    <TextField
      select
      fullWidth
      label={t(`editor.lists.${kind}`)}
      value={current?.id ?? ''}
      disabled={!enabled || choices.length === 0}
      helperText={helper}
      onChange={(event) => {
        const list = choices.find((candidate) => candidate.id === event.target.value);
        if (list) onChoose(list);
      }}
      slotProps={{ select: SELECT_MENU_PROPS }}
    >
      {choices.map((list) => (
        <MenuItem key={list.id} value={list.id}>
          {nameOf(list)}
        </MenuItem>
      ))}
    </TextField>
  );
}
