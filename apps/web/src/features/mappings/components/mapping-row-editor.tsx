import { MAPPING_MESSAGES, RISK_SOURCES, type MappingItem, type MappingRow, type RiskSource } from '@connector/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Box, IconButton, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { carriesField, needsChapter, withSource } from '../lib/mapping-content.ts';
import { SELECT_MENU_PROPS } from '../lib/menu.ts';
import { ValuesSelect } from './values-select.tsx';

interface MappingRowEditorProps {
  row: MappingRow;
  /** What its values are chosen from. */
  items: readonly MappingItem[];
  onChange(row: MappingRow): void;
  onDelete(): void;
}

/**
 * One mapped field (MAP-8): its label, the values mapped to it and a delete button; a risk row
 * also names its source system, and asks for the Orbis chapter when it maps `chapter` (MAP-9).
 * The row is a group named by its label, so each control is found and read in its row.
 */
export function MappingRowEditor({ row, items, onChange, onDelete }: MappingRowEditorProps) {
  const { t } = useTranslation('mappings');
  const label = row.label || row.field;
  // Most Options' labels carry the field already (`Name (NAME)`, `FIELD_02`): it is not said twice.
  const caption = row.custom ? t('editor.customField', { field: row.field }) : carriesField(label, row.field) ? null : row.field;
  return (
    <Paper variant="outlined" role="group" aria-label={label} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ width: { md: 200 }, flexShrink: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{label}</Typography>
          {caption && (
            <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {caption}
            </Typography>
          )}
        </Box>
        {row.optionRisk && (
          <TextField
            select
            size="small"
            label={t('editor.source')}
            value={row.optionRisk}
            onChange={(event) => onChange(withSource(row, event.target.value as RiskSource))}
            sx={{ width: { md: 220 }, flexShrink: 0 }}
            slotProps={{ select: SELECT_MENU_PROPS }}
          >
            {RISK_SOURCES.map((source) => (
              <MenuItem key={source} value={source}>
                {t(`editor.sources.${source}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ValuesSelect
            label={t('editor.valuesShort')}
            name={t('editor.values', { label })}
            items={items}
            values={row.values}
            onChange={(values) => onChange({ ...row, values })}
          />
        </Box>
        {needsChapter(row) && (
          <TextField
            size="small"
            label={t('editor.chapterShort')}
            value={row.chapter ?? ''}
            placeholder={translateMessage(t, MAPPING_MESSAGES.chapterRequired)}
            onChange={(event) => onChange({ ...row, chapter: event.target.value })}
            sx={{ width: { md: 160 }, flexShrink: 0 }}
            slotProps={{ htmlInput: { 'aria-label': t('editor.chapter', { label }), maxLength: 200 } }}
          />
        )}
        <Tooltip title={t('editor.delete', { label })}>
          <IconButton aria-label={t('editor.delete', { label })} onClick={onDelete} sx={{ alignSelf: { xs: 'flex-end', md: 'center' } }}>
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </Stack>
    </Paper>
  );
}
