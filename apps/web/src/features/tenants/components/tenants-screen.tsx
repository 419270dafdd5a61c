import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/list-screen.tsx';
import { useCan } from '../../../lib/session/index.ts';
import { useTenants } from '../api/list-tenants.ts';
import { toCreateTenant } from '../paths.ts';
import { TenantsTable } from './tenants-table.tsx';

/** /admin/tenants: every tenant, with Add Tenant for those who may create one. */
export default function TenantsScreen() {
  const { t } = useTranslation('tenants');
  const tenants = useTenants();
  const canEdit = useCan('Connector.Tenants.Edit');
  const add = useCan('Connector.Tenants.Create') ? { to: toCreateTenant(), label: t('list.add') } : undefined;
  return <ListScreen query={tenants} add={add}>{(data) => <TenantsTable tenants={data} canEdit={canEdit} />}</ListScreen>;
}
