import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@connector/contracts';
import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import type { Preview, Refusal } from '../hooks/use-file-preview.ts';
import type { SheetRow } from '../lib/spreadsheet/protocol.ts';
import { CheckSummary } from './check-summary.tsx';
import { IssuesTable } from './issues-table.tsx';

interface PreviewPanelProps {
  preview: Preview;
  uploading: boolean;
  onUpload(rows: SheetRow[], fileName: string): void;
  onClear(): void;
}

function useRefusalText() {
  const { t, i18n } = useTranslation('imports');
  const number = new Intl.NumberFormat(i18n.language);
  const limits = {
    size: `${Math.round(IMPORT_LIMITS.maxFileBytes / (1024 * 1024))} MB`,
    rows: number.format(IMPORT_LIMITS.maxRows),
    max: number.format(IMPORT_LIMITS.maxCellLength),
  };
  return (file: string, refusal: Refusal) => {
    switch (refusal.error) {
      case 'server':
        return translateMessage(t, refusal.message ?? IMPORT_MESSAGES.somethingWrong);
      case 'missingColumns':
        return t('refusals.missingColumns', { file, columns: refusal.columns.join(', '), count: refusal.columns.length });
      case 'cellTooLong':
        return t('refusals.cellTooLong', { file, row: number.format(refusal.row), max: limits.max });
      default:
        return t(`refusals.${refusal.error}`, { file, ...limits });
    }
  };
}

function Busy({ text }: { text: string }) {
  return (
    <Paper variant="outlined" role="status" sx={{ p: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{text}</Typography>
      </Stack>
    </Paper>
  );
}

/** What became of the chosen file: being read or checked, refused with why, or its preview with `Upload {n} Suppliers`. */
export function PreviewPanel({ preview, uploading, onUpload, onClear }: PreviewPanelProps) {
  const { t, i18n } = useTranslation('imports');
  const refusalText = useRefusalText();
  const number = new Intl.NumberFormat(i18n.language);

  switch (preview.step) {
    case 'idle':
      return null;
    case 'reading':
      return <Busy text={t('picker.reading', { file: preview.fileName })} />;
    case 'checking':
      return <Busy text={t('picker.checking', { file: preview.fileName, count: preview.count, rows: number.format(preview.count) })} />;
    case 'refused':
      return (
        <Alert severity="error" onClose={onClear}>
          {refusalText(preview.fileName, preview.refusal)}
        </Alert>
      );
    case 'empty':
    case 'checked': {
      const rows = preview.step === 'checked' ? preview.valid : [];
      return (
        <Paper variant="outlined" component="section" aria-label={t('preview.title', { file: preview.fileName })} sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('preview.title', { file: preview.fileName })}
            </Typography>
            {preview.step === 'empty' ? (
              <Alert severity="warning">{translateMessage(t, IMPORT_MESSAGES.noRows)}</Alert>
            ) : (
              <>
                <CheckSummary check={preview.check} />
                {preview.issues.length > 0 && <IssuesTable issues={preview.issues} />}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {preview.check.invalid > 0 ? t('preview.fixHint') : t('preview.allValid')}
                </Typography>
              </>
            )}
            <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 2 }}>
              <Button onClick={onClear} disabled={uploading}>
                {t('preview.another')}
              </Button>
              <Button variant="contained" disabled={rows.length === 0} loading={uploading} onClick={() => onUpload(rows, preview.fileName)}>
                {t('preview.upload', { count: rows.length, rows: number.format(rows.length) })}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      );
    }
  }
}
