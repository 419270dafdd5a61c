import type { MappingContent, MappingLists } from '@connector/contracts';
import { Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { itemsOf, removeRow, rowChoices, updateRow } from '../lib/mapping-content.ts';
import { MappingRowEditor } from './mapping-row-editor.tsx';

interface MappingRowsProps {
  content: MappingContent;
  lists: MappingLists;
  onChange(content: MappingContent): void;
}

/** The mapped fields, one row each, in the order they were added (MAP-8). */
export function MappingRows({ content, lists, onChange }: MappingRowsProps) {
  const { t } = useTranslation('mappings');
  const { list } = content;
  const { sources } = lists;
  const choices = useMemo(() => rowChoices(list, sources), [list, sources]);
  return (
    <Stack component="section" aria-label={t('editor.rows')} spacing={1.5}>
      {content.rows.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('editor.noRows')}</Typography>}
      {content.rows.map((row) => (
        <MappingRowEditor
          key={row.field}
          row={row}
          items={itemsOf(row, choices)}
          onChange={(next) => onChange(updateRow(content, row.field, () => next))}
          onDelete={() => onChange(removeRow(content, row.field))}
        />
      ))}
    </Stack>
  );
}
