import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../../components/load-failed.tsx';
import { Loading } from '../../../../lib/feedback/index.ts';
import { translateMessage } from '../../../../lib/i18n/index.ts';
import { SUPPLIER_MESSAGES } from '@connector/contracts';
import { useSupplier } from '../../api/get-supplier.ts';
import { useAppId } from '../../hooks/use-app-id.ts';
import { criteriaOf, EMPTY_CRITERIA } from '../../lib/criteria-form.ts';
import { NoApplication } from '../no-application.tsx';
import { SearchTabs } from '../search/search-tabs.tsx';
import { CriteriaSearch } from './criteria-search.tsx';

const NOT_FOUND = 404;

/**
 * `/admin/supplier-search`: Search by criteria. With `?supplierId=` it is the link flow for that
 * supplier: its criteria prefilled, 'Add BvdId' on every result.
 */
export default function CriteriaScreen() {
  const appId = useAppId();
  return <SearchTabs current="searchByCriteria">{appId ? <ForApplication key={appId} appId={appId} /> : <NoApplication />}</SearchTabs>;
}

function ForApplication({ appId }: { appId: string }) {
  const { t } = useTranslation('suppliers');
  const [params] = useSearchParams();
  const supplierId = params.get('supplierId')?.trim() || null;
  const supplier = useSupplier(appId, supplierId);

  if (!supplierId) return <CriteriaSearch appId={appId} supplier={null} defaultValues={EMPTY_CRITERIA} />;
  if (supplier.isPending) return <Loading />;
  if (supplier.isError) {
    if (supplier.error.status !== NOT_FOUND) return <LoadFailed error={supplier.error} onRetry={() => void supplier.refetch()} />;
    return (
      <Stack spacing={3}>
        <Alert severity="warning">{translateMessage(t, SUPPLIER_MESSAGES.notFound)}</Alert>
        <CriteriaSearch appId={appId} supplier={null} defaultValues={EMPTY_CRITERIA} />
      </Stack>
    );
  }
  return <CriteriaSearch key={supplierId} appId={appId} supplier={supplier.data.data} defaultValues={criteriaOf(supplier.data)} />;
}
