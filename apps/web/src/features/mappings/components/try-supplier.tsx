import type { MappingContent, MappingType } from '@connector/contracts';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { usePreviewMapping } from '../api/preview-mapping.ts';
import { contentToSave } from '../lib/mapping-content.ts';
import { PreviewTable } from './preview-table.tsx';

interface TrySupplierProps {
  appId: string;
  mappingType: MappingType;
  /** The content as edited, saved or not. */
  content: MappingContent;
}

/** `Try on one supplier`: what the content being edited would write to Ariba for one linked supplier; nothing is written. */
export function TrySupplier({ appId, mappingType, content }: TrySupplierProps) {
  const { t } = useTranslation('mappings');
  const preview = usePreviewMapping();
  const [supplierId, setSupplierId] = useState('');
  const headingId = useId();
  const hintId = useId();

  const run = (event: FormEvent) => {
    event.preventDefault();
    const id = supplierId.trim();
    if (id) preview.mutate({ params: { appId, mappingType }, body: { supplierId: id, content: contentToSave(content) } });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('preview.heading')}
      </Typography>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('preview.hint')}
      </Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} noValidate onSubmit={run} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <TextField
          size="small"
          label={t('preview.supplier')}
          value={supplierId}
          onChange={(event) => setSupplierId(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 50, 'aria-describedby': hintId } }}
        />
        <Button type="submit" variant="outlined" disabled={supplierId.trim() === '' || preview.isPending}>
          {preview.isPending ? t('preview.running') : t('preview.run')}
        </Button>
      </Stack>
      {preview.isError && <Alert severity="error">{translateMessage(t, preview.error.message)}</Alert>}
      {preview.isSuccess && <PreviewTable preview={preview.data.data} />}
    </Paper>
  );
}
