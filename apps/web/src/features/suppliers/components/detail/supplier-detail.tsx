import type { SupplierDetail as Detail } from '@connector/contracts';
import { Stack } from '@mui/material';
import { OwnEntitySection } from '../../../own-entity/index.ts';
import { useReloadSuppliers } from '../../api/reload-suppliers.ts';
import { EnhancementTable } from './enhancement-table.tsx';
import { SupplierHeader } from './supplier-header.tsx';

/** The header with its actions, the Orbis Enhancement, and the supplier's own-entity request when it has one. */
export function SupplierDetail({ appId, detail }: { appId: string; detail: Detail }) {
  const supplier = detail.data;
  const reload = useReloadSuppliers();
  return (
    <Stack spacing={3}>
      <SupplierHeader detail={detail} />
      <EnhancementTable entries={supplier.orbisEnhancement} />
      <OwnEntitySection appId={appId} supplierId={supplier.supplierId} onLinked={reload} />
    </Stack>
  );
}
