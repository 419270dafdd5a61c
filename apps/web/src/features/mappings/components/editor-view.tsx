import { MAPPING_MESSAGES, type MappingSet, type MappingType } from '@connector/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-view.tsx';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useMappingLists } from '../api/get-mapping-lists.ts';
import { MappingEditor } from './mapping-editor.tsx';
import { MissingInput } from './missing-input.tsx';

interface EditorViewProps {
  appId: string;
  mappingType: MappingType;
  set: MappingSet;
  /** The `edit` of the address: `new`, a version number, or something else. */
  target: string;
  onDone(): void;
  /** Reads the set again; resolves once it is read. */
  reloadSet(): Promise<unknown>;
}

/** The editor of the version the address names, once the type's Options and lists are read. */
export function EditorView({ appId, mappingType, set, target, onDone, reloadSet }: EditorViewProps) {
  const { t } = useTranslation('mappings');
  const lists = useMappingLists(appId, mappingType);
  // Bumped by Reload: the editor opens afresh on the version as now saved.
  const [opened, setOpened] = useState(0);
  const number = /^\d+$/.test(target) ? Number(target) : null;
  const version = number === null ? null : set.versions.find((candidate) => candidate.version === number);

  if (target !== 'new' && number === null) return <MissingInput text={translateMessage(t, MAPPING_MESSAGES.mappingPropNotSent)} onBack={onDone} />;
  if (version === undefined) return <MissingInput text={translateMessage(t, MAPPING_MESSAGES.versionNotFound)} onBack={onDone} />;
  const reload = async () => {
    await reloadSet();
    setOpened((count) => count + 1);
  };
  return (
    <QueryView query={lists}>
      {(data) => (
        <MappingEditor
          key={opened}
          appId={appId}
          mappingType={mappingType}
          set={set}
          version={version}
          lists={data}
          onDone={onDone}
          onReload={() => void reload()}
        />
      )}
    </QueryView>
  );
}
