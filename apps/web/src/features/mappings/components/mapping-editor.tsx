import { MAPPING_LIST_KIND, UPLOADABLE_MAPPING_TYPES, type MappingLists, type MappingSet, type MappingType, type MappingVersion } from '@connector/contracts';
import { Alert, Button, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListChange } from '../hooks/use-list-change.ts';
import { useSaveMapping } from '../hooks/use-save-mapping.ts';
import { addRow, EMPTY_CONTENT, freeOptions, hasRiskRows } from '../lib/mapping-content.ts';
import { ChangeListDialog } from './change-list-dialog.tsx';
import { ListPicker } from './list-picker.tsx';
import { MappingRows } from './mapping-rows.tsx';
import { OptionPicker } from './option-picker.tsx';
import { SheetUpload } from './sheet-upload.tsx';
import { TrySupplier } from './try-supplier.tsx';

/** Types whose editor offers `Try on one supplier`: those that write to a supplier's questionnaire or risk fields. */
const PREVIEW_TYPES: readonly MappingType[] = ['questionnaireMapping', 'riskMapping'];

interface MappingEditorProps {
  appId: string;
  mappingType: MappingType;
  set: MappingSet;
  /** The version edited, or null for a new one. */
  version: MappingVersion | null;
  lists: MappingLists;
  /** Back to the list of versions. */
  onDone(): void;
  /** Reads the set again and opens the version afresh, after someone else saved. */
  onReload(): void;
}

/** The version editor (MAP-7): the list, the Options, a row per mapped field, and Save while there is a row. */
export function MappingEditor({ appId, mappingType, set, version, lists, onDone, onReload }: MappingEditorProps) {
  const { t } = useTranslation('mappings');
  const [content, setContent] = useState(version?.content ?? EMPTY_CONTENT);
  const listChange = useListChange(content, setContent);
  const { save, saving, conflict } = useSaveMapping(appId, mappingType, version?.version ?? null);
  const risk = hasRiskRows(mappingType);

  return (
    <Stack spacing={3}>
      {lists.unavailable.length > 0 && <Alert severity="warning">{t('editor.unavailable', { names: lists.unavailable.join(', ') })}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <ListPicker
              kind={MAPPING_LIST_KIND[mappingType]}
              lists={lists.lists}
              current={content.list}
              enabled={set.enabled}
              onChoose={(list) => listChange.choose(list, 'list')}
            />
            <OptionPicker offered={lists.options.length} free={freeOptions(lists.options, content)} onAdd={(option) => setContent(addRow(content, option, risk))} />
          </Stack>
          {UPLOADABLE_MAPPING_TYPES.includes(mappingType) && <SheetUpload disabled={!set.enabled} onList={(list) => listChange.choose(list, 'file')} />}
        </Stack>
      </Paper>
      <MappingRows content={content} lists={lists} onChange={setContent} />
      {PREVIEW_TYPES.includes(mappingType) && <TrySupplier appId={appId} mappingType={mappingType} content={content} />}
      {conflict && (
        <Alert severity="error" action={<Button color="inherit" onClick={onReload}>{t('editor.reload')}</Button>}>
          {conflict}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        {content.rows.length > 0 && (
          <Button variant="contained" disabled={saving} onClick={() => void save(content, set.revision, onDone)} sx={{ minWidth: 120 }}>
            {saving ? t('editor.saving') : t('editor.save')}
          </Button>
        )}
        <Button onClick={onDone}>{t('editor.cancel')}</Button>
      </Stack>
      <ChangeListDialog dialog={listChange.dialog} onConfirm={listChange.confirm} onClose={listChange.close} />
    </Stack>
  );
}
