import type { SearchCriteria, SearchResultRow } from '@connector/contracts';
import { Button, DialogActions, DialogContent, Paper, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchAgain, useSearching } from '../../api/match-suppliers.ts';
import type { CriteriaFormValues } from '../../lib/criteria-form.ts';
import { CriteriaForm } from '../criteria/criteria-form.tsx';
import { ResultsTable } from '../criteria/results-table.tsx';

interface SearchStepProps {
  appId: string;
  supplierId: string;
  /** The search the screen last ran, shown at once (Orbis is not asked again for it). */
  criteria: SearchCriteria | null;
  defaultValues: CriteriaFormValues;
  /** 'Add BvdId' on a result: the company is in Orbis after all. */
  onAdd: ((row: SearchResultRow) => void) | null;
  /** Stands above the search: a request already pending. */
  notice: ReactNode;
  canRequest: boolean;
  onCancel(): void;
  onRequest(): void;
}

const same = (a: SearchCriteria | null, b: SearchCriteria) => a !== null && JSON.stringify(a) === JSON.stringify(b);

/** The company search of OWN-2: Orbis is searched once more before a new company is asked for. */
export function SearchStep({ appId, supplierId, criteria: first, defaultValues, onAdd, notice, canRequest, onCancel, onRequest }: SearchStepProps) {
  const { t } = useTranslation('suppliers');
  const [criteria, setCriteria] = useState(first);
  const searchAgain = useSearchAgain(appId);
  const searching = useSearching();
  const onSearch = (next: SearchCriteria) => {
    if (same(criteria, next)) void searchAgain(next);
    else setCriteria(next);
  };
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {notice}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(onAdd ? 'ownEntity.searchHint' : 'ownEntity.searchHintNoLink')}
          </Typography>
          <CriteriaForm defaultValues={defaultValues} searching={searching} onSearch={onSearch} />
          {criteria ? (
            <ResultsTable appId={appId} criteria={criteria} supplierId={supplierId} onAdd={onAdd} />
          ) : (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography sx={{ color: 'text.secondary' }}>{t('results.before')}</Typography>
            </Paper>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel}>{t('dialog.cancel')}</Button>
        <Button variant="contained" onClick={onRequest} disabled={!canRequest}>
          {t('ownEntity.notFound')}
        </Button>
      </DialogActions>
    </>
  );
}
