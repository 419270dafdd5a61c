import type { ImportBatch } from '@connector/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutcomeToast } from '../../../lib/feedback/index.ts';
import { useSupplierBatchResults } from '../api/get-supplier-batch-results.ts';
import { useReasonText } from './use-reason-text.ts';
import { resultsFileName, resultsSheet } from '../lib/results-sheet.ts';
import { writeSpreadsheet } from '../lib/spreadsheet/client.ts';

/** Long enough for any browser to have started the download before the file's URL is let go. */
const URL_KEPT_MS = 60_000;

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), URL_KEPT_MS);
}

/** Download results: the batch's per-row results, read from the server and written as an xlsx in the worker. */
export function useResultsDownload(appId: string) {
  const { t } = useTranslation('imports');
  const reasonText = useReasonText();
  const feedback = useOutcomeToast();
  const { mutateAsync: readResults } = useSupplierBatchResults();
  const [downloading, setDownloading] = useState(false);

  const download = async (batch: ImportBatch) => {
    setDownloading(true);
    try {
      const { data } = await readResults({ params: { appId, batchId: batch.batchId } });
      const rows = resultsSheet(data, {
        row: t('results.columns.row'),
        outcome: t('results.columns.outcome'),
        reason: t('results.columns.reason'),
        previousBvdId: t('results.columns.previousBvdId'),
        outcomeOf: (result) => t(`results.outcomes.${result.outcome}`),
        reasonOf: reasonText,
      });
      const file = await writeSpreadsheet(t('results.sheet'), rows);
      if (file) save(file, resultsFileName(batch.fileName));
      else feedback.error(t('results.failed'));
    } catch (error) {
      feedback.failure(error);
    } finally {
      setDownloading(false);
    }
  };

  return { download, downloading };
}
