import { Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchStepProps {
  /** The company search (the suppliers' criteria search, given by the screen). */
  search: ReactNode;
  /** Whether a result can be linked from the search ('Add BvdId'). */
  linkable: boolean;
  /** Stands above the search: a request already pending. */
  notice: ReactNode;
  canRequest: boolean;
  onCancel(): void;
  onRequest(): void;
}

/** The company search of OWN-2: Orbis is searched once more before a new company is asked for. */
export function SearchStep({ search, linkable, notice, canRequest, onCancel, onRequest }: SearchStepProps) {
  const { t } = useTranslation('own-entity');
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {notice}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(linkable ? 'searchHint' : 'searchHintNoLink')}
          </Typography>
          {search}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button variant="contained" onClick={onRequest} disabled={!canRequest}>
          {t('notFound')}
        </Button>
      </DialogActions>
    </>
  );
}
