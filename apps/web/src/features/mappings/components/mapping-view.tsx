import { MODEL_MAPPING_TYPES, type MappingType } from '@connector/contracts';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryView } from '../../../components/query-view.tsx';
import { useMappingSet } from '../api/get-mapping-set.ts';
import { EditorView } from './editor-view.tsx';
import { EmailsJobPanel } from './emails-job-panel.tsx';
import { MappingHeader } from './mapping-header.tsx';
import { ModelJobPanel } from './model-job-panel.tsx';
import { VersionsView } from './versions-view.tsx';

/** The address says what is open (`?edit=new`, `?edit=3`), so Back and a reload show it again. */
const EDIT = 'edit';

/** One type's mapping of one application: the versions or the editor, then the type's job settings. */
export function MappingView({ appId, mappingType }: { appId: string; mappingType: MappingType }) {
  const { t } = useTranslation('mappings');
  const set = useMappingSet(appId, mappingType);
  const [params, setParams] = useSearchParams();
  const target = params.get(EDIT);
  const open = (next: number | 'new' | null) => setParams(next === null ? {} : { [EDIT]: String(next) });
  const heading =
    target === null ? t('list.heading') : target === 'new' ? t('editor.newVersion') : /^\d+$/.test(target) ? t('editor.version', { version: target }) : undefined;

  return (
    <Stack spacing={3}>
      <MappingHeader heading={heading} />
      <QueryView query={set}>
        {(data) =>
          target === null ? (
            <VersionsView appId={appId} mappingType={mappingType} set={data} onOpen={open} />
          ) : (
            <EditorView appId={appId} mappingType={mappingType} set={data} target={target} onDone={() => open(null)} reloadSet={set.refetch} />
          )
        }
      </QueryView>
      {MODEL_MAPPING_TYPES.includes(mappingType) && <ModelJobPanel appId={appId} mappingType={mappingType} />}
      {mappingType === 'questionnaireMapping' && <EmailsJobPanel appId={appId} mappingType={mappingType} />}
    </Stack>
  );
}
