import type { SearchResultRow, Supplier } from '@connector/contracts';
import { Stack } from '@mui/material';
import { useCan } from '../../../../lib/session/index.ts';
import { OwnEntityAction } from '../../../own-entity/index.ts';
import { useReloadSuppliers } from '../../api/reload-suppliers.ts';
import { formValuesOf, validCriteria, type CriteriaFormValues } from '../../lib/criteria-form.ts';
import { useLinkFlow } from '../link/use-link-flow.tsx';
import { LinkingBanner } from './linking-banner.tsx';
import { SearchAgain, SearchPanel, useCriteriaState } from './search-panel.tsx';

interface CriteriaSearchProps {
  appId: string;
  /** The supplier being linked; null for a plain search. */
  supplier: Supplier | null;
  defaultValues: CriteriaFormValues;
}

/** The form, then the results; a supplier's prefilled criteria are searched at once when they are complete. */
export function CriteriaSearch({ appId, supplier, defaultValues }: CriteriaSearchProps) {
  const canLink = useCan('Connector.AssignBvd');
  const { criteria, onSearch } = useCriteriaState(appId, supplier ? validCriteria(defaultValues) : null);
  const reload = useReloadSuppliers();
  const linkFlow = useLinkFlow(appId);
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
            risk: row.risk,
          })
      : null;

  return (
    <Stack spacing={3}>
      {supplier && <LinkingBanner supplier={supplier} />}
      <SearchPanel appId={appId} supplierId={supplier?.supplierId ?? null} defaultValues={defaultValues} criteria={criteria} onSearch={onSearch} onAdd={onAdd} />
      {supplier && (
        <OwnEntityAction
          appId={appId}
          supplier={supplier}
          onAdd={onAdd}
          onLinked={reload}
          renderSearch={(add) => (
            <SearchAgain
              appId={appId}
              supplierId={supplier.supplierId}
              first={criteria}
              defaultValues={criteria ? formValuesOf(criteria) : defaultValues}
              onAdd={add}
            />
          )}
        />
      )}
      {linkFlow.dialogs}
    </Stack>
  );
}
