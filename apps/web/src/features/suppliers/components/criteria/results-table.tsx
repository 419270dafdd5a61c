import type { SearchCriteria, SearchResultRow } from '@connector/contracts';
import { LinearProgress, Paper, Table, TableBody, TableContainer, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatchSuppliers } from '../../api/match-suppliers.ts';
import { supplier360Url } from '@connector/contracts/providers/ariba';
import { countryName } from '../../../../lib/i18n/countries.ts';
import { DEFAULT_RESULT_SORT, RESULT_COLUMNS, sortResults, type ResultSort } from '../../lib/sort-results.ts';
import { toggleSort, type Ordering } from '../../lib/table-state.ts';
import { BodyState } from '../table/body-states.tsx';
import { SortHead } from '../table/sort-head.tsx';
import { ResultRow } from './result-row.tsx';

interface ResultsTableProps {
  appId: string;
  criteria: SearchCriteria;
  /** The supplier being linked (the link flow), else null. */
  supplierId: string | null;
  onAdd: ((row: SearchResultRow) => void) | null;
}

const COLUMN_KEYS: Record<ResultSort, string> = {
  BvDId: 'bvdId',
  Score: 'score',
  Status: 'legalStatus',
  Name: 'name',
  Address_Type: 'addressType',
  Address: 'address',
  City: 'city',
  Country: 'country',
  NationalIdLabel: 'nationalIdLabel',
  National_Id: 'nationalId',
};

/** The companies Orbis found for the criteria, best first, sorted in the browser. */
export function ResultsTable({ appId, criteria, supplierId, onAdd }: ResultsTableProps) {
  const { t, i18n } = useTranslation('suppliers');
  const results = useMatchSuppliers(appId, criteria);
  const [order, setOrder] = useState<Ordering<ResultSort>>(DEFAULT_RESULT_SORT);
  const rows = useMemo(
    () => (results.data ? sortResults(results.data.data, order.sort, order.order, i18n.language) : []),
    [results.data, order.sort, order.order, i18n.language],
  );
  const toCountryName = useCallback((code: string) => countryName(i18n.language, code), [i18n.language]);
  const aribaUrl = supplierId && results.data ? supplier360Url(results.data, supplierId) : null;
  const columns = RESULT_COLUMNS.map((sort) => ({ sort, label: t(`columns.${COLUMN_KEYS[sort]}`) }));

  return (
    <Paper variant="outlined">
      <Typography role="status" variant="subtitle2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
        {results.isSuccess ? t('results.count', { count: rows.length }) : results.isPending ? t('results.searching') : '\u00a0'}
      </Typography>
      <LinearProgress sx={{ visibility: results.isFetching ? 'visible' : 'hidden' }} aria-hidden />
      <TableContainer>
        <Table size="small" aria-label={t('results.label')} aria-busy={results.isFetching}>
          <SortHead columns={columns} sort={order.sort} order={order.order} onSort={(sort) => setOrder((state) => toggleSort(state, sort))} leading actions stickyActions />
          {rows.length > 0 ? (
            <TableBody>
              {rows.map((row) => (
                <ResultRow key={row.BvDId} row={row} aribaUrl={aribaUrl} onAdd={onAdd} countryName={toCountryName} />
              ))}
            </TableBody>
          ) : (
            <BodyState
              columns={columns.length + 2}
              placeholderRows={5}
              loading={results.isPending}
              error={results.error}
              onRetry={() => void results.refetch()}
              empty={t('results.empty')}
            />
          )}
        </Table>
      </TableContainer>
    </Paper>
  );
}
