import { MAPPING_MESSAGES, type MappingList } from '@connector/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import type { MappingSheetResult } from '../lib/read-mapping-sheet.ts';
import { MAX_FILE_BYTES } from '../lib/upload-limits.ts';
import { MAX_SHEET_ITEMS, MAX_VALUE_LENGTH } from '../lib/sheet-items.ts';

export type UploadState = { step: 'idle' } | { step: 'reading'; name: string } | { step: 'refused'; message: string } | { step: 'read'; name: string; count: number };

/** An XLS or XLSX by its name, in any case (MAP-10). */
export const isSpreadsheetName = (name: string) => /\.xlsx?$/i.test(name);

const ID_MAX = 100;
const NAME_MAX = 300;

function useRefusalText() {
  const { t, i18n } = useTranslation('mappings');
  const number = new Intl.NumberFormat(i18n.language);
  return (result: Exclude<MappingSheetResult, { ok: true }>) => {
    switch (result.error) {
      case 'empty':
        return translateMessage(t, MAPPING_MESSAGES.uploadEmpty);
      case 'tooManyRows':
        return t('upload.tooManyRows', { count: number.format(MAX_SHEET_ITEMS) });
      case 'cellTooLong':
        return t('upload.cellTooLong', { row: number.format(result.row), max: number.format(MAX_VALUE_LENGTH) });
      case 'tooLarge':
        return t('upload.tooLarge', { size: `${MAX_FILE_BYTES / (1024 * 1024)} MB` });
      default:
        return t('upload.unreadable');
    }
  };
}

/**
 * A chosen file through its steps: refused by its name or size, read (the reader and the
 * spreadsheet library load on the first upload), then handed over as a list of origin `upload`.
 * Only the latest file counts, so a file chosen while another is read wins.
 */
export function useSheetUpload(onList: (list: MappingList) => void) {
  const { t } = useTranslation('mappings');
  const refusalText = useRefusalText();
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const latest = useRef(0);
  // The file is read after a pause: it goes to the editor as it is then, not as it was when chosen.
  const handOver = useRef(onList);
  useEffect(() => {
    handOver.current = onList;
  });

  const choose = async (file: File) => {
    const turn = ++latest.current;
    const show = (next: UploadState) => turn === latest.current && setState(next);
    if (!isSpreadsheetName(file.name)) return show({ step: 'refused', message: translateMessage(t, MAPPING_MESSAGES.uploadType) });
    if (file.size > MAX_FILE_BYTES) return show({ step: 'refused', message: refusalText({ ok: false, error: 'tooLarge' }) });
    show({ step: 'reading', name: file.name });
    const [{ readMappingSheet }, bytes] = await Promise.all([import('../lib/read-mapping-sheet.ts'), file.arrayBuffer()]);
    const result = readMappingSheet(new Uint8Array(bytes));
    if (turn !== latest.current) return;
    if (!result.ok) return show({ step: 'refused', message: refusalText(result) });
    show({ step: 'read', name: file.name, count: result.items.length });
    handOver.current({ id: `upload:${file.name}`.slice(0, ID_MAX), name: file.name.slice(0, NAME_MAX), origin: 'upload', items: result.items });
  };

  return { state, choose };
}
