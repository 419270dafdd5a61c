import type { MappingList } from '@connector/contracts';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSheetUpload } from '../hooks/use-sheet-upload.ts';
import { SHEET_ACCEPT } from '../lib/upload-limits.ts';

interface SheetUploadProps {
  disabled: boolean;
  /** The file's list, once read. */
  onList(list: MappingList): void;
}

/** `Upload XLS or XLSX` (MAP-10): a file's first column as the list's values, its second as their labels. */
export function SheetUpload({ disabled, onList }: SheetUploadProps) {
  const { t, i18n } = useTranslation('mappings');
  const { state, choose } = useSheetUpload(onList);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        startIcon={<UploadFileOutlined />}
        disabled={disabled || state.step === 'reading'}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {t('upload.choose')}
      </Button>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
        {t('upload.hint')}
      </Typography>
      <input
        ref={input}
        type="file"
        accept={SHEET_ACCEPT}
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again reads it again.
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
      {state.step === 'reading' && (
        <Typography role="status" variant="body2">
          {t('upload.reading', { name: state.name })}
        </Typography>
      )}
      {state.step === 'read' && (
        <Typography role="status" variant="body2">
          {t('upload.read', { name: state.name, count: state.count, values: new Intl.NumberFormat(i18n.language).format(state.count) })}
        </Typography>
      )}
      {state.step === 'refused' && <Alert severity="error">{state.message}</Alert>}
    </Stack>
  );
}
