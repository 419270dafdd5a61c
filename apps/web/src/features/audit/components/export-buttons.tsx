import { AUDIT_EXPORT_FORMATS, AUDIT_EXPORT_ROW_LIMIT, type AuditExportFormat } from '@connector/contracts';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutcomeToast, useToast } from '../../../lib/feedback/index.ts';
import { useExportAuditEvents } from '../api/export-audit-events.ts';
import { saveExport } from '../lib/download.ts';
import type { toAuditQuery } from '../lib/filter.ts';

/**
 * Export CSV and Export .xlsx: the server writes every event of the filter (up to its limit) into
 * the file, not just the page shown, and the browser saves it.
 */
export function ExportButtons({ query }: { query: ReturnType<typeof toAuditQuery> }) {
  const { t, i18n } = useTranslation('audit');
  const toast = useToast();
  const outcome = useOutcomeToast();
  const { mutateAsync } = useExportAuditEvents();
  const [running, setRunning] = useState<AuditExportFormat | null>(null);

  const run = async (format: AuditExportFormat) => {
    setRunning(format);
    try {
      const { data } = await mutateAsync({ query: { ...query, format } });
      saveExport(data);
      toast.success(t('export.done', { count: data.rows }));
      if (data.truncated) toast.info(t('export.truncated', { limit: new Intl.NumberFormat(i18n.language).format(AUDIT_EXPORT_ROW_LIMIT) }));
    } catch (error) {
      outcome.failure(error);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      {AUDIT_EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          disabled={running !== null}
          aria-busy={running === format}
          onClick={() => void run(format)}
        >
          {t(`export.${format}`)}
        </Button>
      ))}
    </Stack>
  );
}
