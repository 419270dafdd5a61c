import { GENERIC_MESSAGES } from '@connector/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAfterSave } from '../../../components/form/index.ts';
import { NotFound } from '../../../components/not-found.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useTenant } from '../api/get-tenant.ts';
import { useRevealTenantSecret } from '../api/reveal-tenant-secret.ts';
import { useUpdateTenant } from '../api/update-tenant.ts';
import { toTenants } from '../paths.ts';
import { TenantForm } from './tenant-form.tsx';
import { toFormValues, toUpdateBody, type TenantFormOutput } from '../lib/tenant-form-values.ts';
import { RecordHistory } from '../../audit/index.ts';

/** /admin/tenants/edit/:id */
export default function EditTenantScreen() {
  const { t } = useTranslation('tenants');
  const { id = '' } = useParams();
  const tenant = useTenant(id);
  const update = useUpdateTenant();
  const reveal = useRevealTenantSecret(id);
  const afterSave = useAfterSave(translateMessage(t, GENERIC_MESSAGES.tenantUpdated), toTenants());
  const save = async (values: TenantFormOutput) => afterSave(await update.mutateAsync({ params: { id }, body: toUpdateBody(values) }));
  const notFound = <NotFound message={t('notFound')} back={{ to: toTenants(), label: t('backToList') }} />;
  return (
    <QueryView query={tenant} notFound={notFound}>
      {(data) => (
        <>
          <TenantForm
            mode="edit"
            defaultValues={toFormValues(data)}
            hasSecret={data.hasAppClientSecret}
            revealSecret={reveal}
            cancelTo={toTenants()}
            onSave={save}
          />
          <RecordHistory entity="tenant" entityId={id} />
        </>
      )}
    </QueryView>
  );
}
