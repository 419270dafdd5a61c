import type { MappingContent, MappingList } from '@connector/contracts';
import { useState } from 'react';
import { applyList, hasListValues, type RemovedValue } from '../lib/list-change.ts';

/** Where the new list comes from: the list drop-down, or an uploaded file (their questions differ). */
export type ListSource = 'list' | 'file';

export type ListDialog = { step: 'confirm'; source: ListSource; list: MappingList } | { step: 'report'; removed: RemovedValue[] } | null;

/**
 * Choosing a list (MAP-12) or uploading one (MAP-10): with no mapped value it simply becomes the
 * list; otherwise the user is asked first, and after `Continue` told what was removed.
 */
export function useListChange(content: MappingContent, setContent: (content: MappingContent) => void) {
  const [dialog, setDialog] = useState<ListDialog>(null);

  const choose = (list: MappingList, source: ListSource) => {
    if (hasListValues(content)) setDialog({ step: 'confirm', source, list });
    else setContent(applyList(content, list).content);
  };

  const confirm = () => {
    if (dialog?.step !== 'confirm') return;
    const changed = applyList(content, dialog.list);
    setContent(changed.content);
    setDialog({ step: 'report', removed: changed.removed });
  };

  return { dialog, choose, confirm, close: () => setDialog(null) };
}
