import { SUPPLIER_MESSAGES } from '@connector/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NotFound } from '../../../../components/not-found.tsx';
import { QueryView } from '../../../../components/query-view.tsx';
import { translateMessage } from '../../../../lib/i18n/index.ts';
import { useSupplier } from '../../api/get-supplier.ts';
import { useAppId } from '../../hooks/use-app-id.ts';
import { NoApplication } from '../no-application.tsx';
import { SupplierDetail } from './supplier-detail.tsx';
import { RecordHistory } from '../../../audit/index.ts';

/**
 * `/admin/supplier?id=`: one supplier of the selected application (CMP-7). Any 404 (an
 * unknown id, another application's or another tenant's supplier) and a missing id read alike.
 */
export default function SupplierDetailScreen() {
  const appId = useAppId();
  const [params] = useSearchParams();
  const supplierId = params.get('id')?.trim() || null;
  if (!appId) return <NoApplication />;
  if (!supplierId) return <SupplierNotFound />;
  return <ForSupplier key={`${appId}\n${supplierId}`} appId={appId} supplierId={supplierId} />;
}

function SupplierNotFound() {
  const { t } = useTranslation('suppliers');
  return <NotFound message={translateMessage(t, SUPPLIER_MESSAGES.notFound)} />;
}

function ForSupplier({ appId, supplierId }: { appId: string; supplierId: string }) {
  const supplier = useSupplier(appId, supplierId);
  return (
    <QueryView query={supplier} notFound={<SupplierNotFound />}>
      {(detail) => (
        <>
          <SupplierDetail appId={appId} detail={detail} />
          {/* A supplier's trail is kept per application: `{appId}:{supplierId}`. */}
          <RecordHistory entity="supplier" entityId={`${appId}:${supplierId}`} />
        </>
      )}
    </QueryView>
  );
}
