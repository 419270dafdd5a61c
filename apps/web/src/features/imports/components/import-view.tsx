import { IMPORT_LIMITS, type ImportStatus } from '@connector/contracts';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-view.tsx';
import { useOutcomeToast } from '../../../lib/feedback/index.ts';
import { useShowBatch, useSupplierBatch } from '../api/get-supplier-batch.ts';
import { useRetrySupplierBatch } from '../api/retry-supplier-batch.ts';
import { useStartSupplierBatch } from '../api/start-supplier-batch.ts';
import { useFilePreview } from '../hooks/use-file-preview.ts';
import { useResultsDownload } from '../hooks/use-results-download.ts';
import type { SheetRow } from '../lib/spreadsheet/protocol.ts';
import { BatchProgress } from './batch-progress.tsx';
import { BatchSummary } from './batch-summary.tsx';
import { FileDrop } from './file-drop.tsx';
import { PreviewPanel } from './preview-panel.tsx';

/**
 * The import of one application: while a batch is in progress, its progress and no file picker;
 * otherwise the picker, the chosen file's preview, and the latest batch with its results.
 */
export function ImportView({ appId }: { appId: string }) {
  const { t, i18n } = useTranslation('imports');
  const feedback = useOutcomeToast();
  const status = useSupplierBatch(appId);
  const showBatch = useShowBatch(appId);
  const { preview, choose, clear } = useFilePreview(appId);
  const start = useStartSupplierBatch();
  const retry = useRetrySupplierBatch();
  const results = useResultsDownload(appId);
  const number = new Intl.NumberFormat(i18n.language);
  const busy = preview.step === 'reading' || preview.step === 'checking' || start.isPending;

  const upload = (rows: SheetRow[], fileName: string) =>
    start.mutate(
      { params: { appId }, body: { rows, fileName } },
      {
        onSuccess: ({ data, message }) => {
          feedback.success(message, t('uploaded'));
          clear();
          showBatch(data);
        },
        onError: feedback.failure,
      },
    );

  const retryFailed = (batchId: string) =>
    retry.mutate(
      { params: { appId, batchId } },
      {
        onSuccess: ({ data, message }) => {
          feedback.success(message, t('batch.retried'));
          showBatch(data);
        },
        onError: feedback.failure,
      },
    );

  const hint = t('picker.hint', { size: `${Math.round(IMPORT_LIMITS.maxFileBytes / (1024 * 1024))} MB`, rows: number.format(IMPORT_LIMITS.maxRows) });

  return (
    <Stack spacing={3}>
      <Typography sx={{ color: 'text.secondary' }}>{t('intro', IMPORT_LIMITS.columns)}</Typography>
      <QueryView query={status}>
        {({ inProgress, batch }: ImportStatus) =>
          inProgress && batch ? (
            <BatchProgress batch={batch} />
          ) : (
            <Stack spacing={3}>
              <FileDrop disabled={busy} hint={hint} onFile={(file) => void choose(file)} />
              <PreviewPanel preview={preview} uploading={start.isPending} onUpload={upload} onClear={clear} />
              {batch && (
                <BatchSummary
                  batch={batch}
                  downloading={results.downloading}
                  retrying={retry.isPending}
                  onDownload={() => void results.download(batch)}
                  onRetry={() => retryFailed(batch.batchId)}
                />
              )}
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}
