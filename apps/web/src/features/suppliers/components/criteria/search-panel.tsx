import type { SearchCriteria, SearchResultRow } from '@connector/contracts';
import { Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchAgain, useSearching } from '../../api/match-suppliers.ts';
import type { CriteriaFormValues } from '../../lib/criteria-form.ts';
import { CriteriaForm } from './criteria-form.tsx';
import { ResultsTable } from './results-table.tsx';

const same = (a: SearchCriteria | null, b: SearchCriteria) => a !== null && JSON.stringify(a) === JSON.stringify(b);

/** The search shown, from `first`; the same search run again asks Orbis again. */
export function useCriteriaState(appId: string, first: SearchCriteria | null) {
  const [criteria, setCriteria] = useState(first);
  const searchAgain = useSearchAgain(appId);
  const onSearch = (next: SearchCriteria) => {
    if (same(criteria, next)) void searchAgain(next);
    else setCriteria(next);
  };
  return { criteria, onSearch };
}

interface SearchPanelProps {
  appId: string;
  /** The supplier being linked, whose own BvD ID the results mark; null for a plain search. */
  supplierId: string | null;
  defaultValues: CriteriaFormValues;
  criteria: SearchCriteria | null;
  onSearch(criteria: SearchCriteria): void;
  /** 'Add BvdId' on a result, when the person may link. */
  onAdd: ((row: SearchResultRow) => void) | null;
}

/** The criteria form, then its results (or what to do before the first search). */
export function SearchPanel({ appId, supplierId, defaultValues, criteria, onSearch, onAdd }: SearchPanelProps) {
  const { t } = useTranslation('suppliers');
  const searching = useSearching();
  return (
    <>
      <CriteriaForm defaultValues={defaultValues} searching={searching} onSearch={onSearch} />
      {criteria ? (
        <ResultsTable appId={appId} criteria={criteria} supplierId={supplierId} onAdd={onAdd} />
      ) : (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>{t('results.before')}</Typography>
        </Paper>
      )}
    </>
  );
}

/** The panel with a search of its own, started from `first`: the search in the own-entity dialog (OWN-2). */
export function SearchAgain({ first, ...panel }: Omit<SearchPanelProps, 'criteria' | 'onSearch'> & { first: SearchCriteria | null }) {
  const state = useCriteriaState(panel.appId, first);
  return <SearchPanel {...panel} {...state} />;
}
