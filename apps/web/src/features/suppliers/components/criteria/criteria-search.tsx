import type { SearchCriteria, SearchResultRow, Supplier } from '@connector/contracts';
import { Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../lib/session/index.ts';
import { useSearchAgain, useSearching } from '../../api/match-suppliers.ts';
import { validCriteria, type CriteriaFormValues } from '../../lib/criteria-form.ts';
import { useLinkFlow } from '../link/use-link-flow.tsx';
import { OwnEntityAction } from '../own-entity/own-entity-action.tsx';
import { CriteriaForm } from './criteria-form.tsx';
import { LinkingBanner } from './linking-banner.tsx';
import { ResultsTable } from './results-table.tsx';

interface CriteriaSearchProps {
  appId: string;
  /** The supplier being linked; null for a plain search. */
  supplier: Supplier | null;
  defaultValues: CriteriaFormValues;
}

const same = (a: SearchCriteria | null, b: SearchCriteria) => a !== null && JSON.stringify(a) === JSON.stringify(b);

/** The form, then the results; a supplier's prefilled criteria are searched at once when they are complete. */
export function CriteriaSearch({ appId, supplier, defaultValues }: CriteriaSearchProps) {
  const { t } = useTranslation('suppliers');
  const canLink = useCan('Connector.AssignBvd');
  const [criteria, setCriteria] = useState<SearchCriteria | null>(() => (supplier ? validCriteria(defaultValues) : null));
  const searchAgain = useSearchAgain(appId);
  const searching = useSearching();
  const linkFlow = useLinkFlow(appId);

  const onSearch = (next: SearchCriteria) => {
    if (same(criteria, next)) void searchAgain(next);
    else setCriteria(next);
  };
  const onAdd =
    supplier && canLink
      ? (row: SearchResultRow) =>
          linkFlow.start(supplier, {
            bvdId: row.BvDId,
            name: row.Name,
            city: row.City,
            country: row.Country,
            score: row.Score,
            assignedTo: row.SupplierId,
          })
      : null;

  return (
    <Stack spacing={3}>
      {supplier && <LinkingBanner supplier={supplier} />}
      <CriteriaForm defaultValues={defaultValues} searching={searching} onSearch={onSearch} />
      {criteria ? (
        <ResultsTable appId={appId} criteria={criteria} supplierId={supplier?.supplierId ?? null} onAdd={onAdd} />
      ) : (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>{t('results.before')}</Typography>
        </Paper>
      )}
      {supplier && <OwnEntityAction appId={appId} supplier={supplier} criteria={criteria} defaultValues={defaultValues} onAdd={onAdd} />}
      {linkFlow.dialogs}
    </Stack>
  );
}
