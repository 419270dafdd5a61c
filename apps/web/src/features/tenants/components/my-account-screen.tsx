import { GENERIC_MESSAGES } from '@connector/contracts';
import { useTranslation } from 'react-i18next';
import { useAfterSave } from '../../../components/form/index.ts';
import { QueryView } from '../../../components/query-view.tsx';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useCan } from '../../../lib/session/index.ts';
import { useOwnTenant } from '../api/get-own-tenant.ts';
import { useRevealOwnTenantSecret } from '../api/reveal-own-tenant-secret.ts';
import { useUpdateOwnTenant } from '../api/update-own-tenant.ts';
import { TenantForm } from './tenant-form.tsx';
import { toFormValues, toUpdateBody, type TenantFormOutput } from '../lib/tenant-form-values.ts';
import { RecordHistory } from '../../audit/index.ts';

/** /admin/tenant/configuration: the tenant edit form for the user's own tenant. */
export default function MyAccountScreen() {
  const { t } = useTranslation('tenants');
  const tenant = useOwnTenant();
  const update = useUpdateOwnTenant();
  const reveal = useRevealOwnTenantSecret();
  const canEdit = useCan('Connector.Configurations.TenantConfiguration.Edit');
  const afterSave = useAfterSave(translateMessage(t, GENERIC_MESSAGES.tenantUpdated));
  const save = async (values: TenantFormOutput) => afterSave(await update.mutateAsync({ body: toUpdateBody(values) }));
  return (
    <QueryView query={tenant}>
      {(data) => (
        <>
          <TenantForm
            // A fresh form after each save, so it shows what the server stored.
            key={tenant.dataUpdatedAt}
            mode="edit"
            defaultValues={toFormValues(data)}
            readOnly={!canEdit}
            hasSecret={data.hasAppClientSecret}
            revealSecret={canEdit ? reveal : undefined}
            onSave={save}
          />
          <RecordHistory entity="tenant" entityId={data.tenantId} />
        </>
      )}
    </QueryView>
  );
}
