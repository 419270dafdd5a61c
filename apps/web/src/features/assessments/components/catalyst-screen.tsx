import { QueryView } from '../../../components/query-view.tsx';
import { useCatalystAssessment } from '../api/get-catalyst-assessment.ts';
import { useCatalystSupplierAssessments } from '../api/get-catalyst-supplier-assessments.ts';
import { useScreenQuery } from '../hooks/use-screen-query.ts';
import { AssessmentsPage } from './assessments-page.tsx';
import { NoApplication, SupplierNotFound } from './screen-states.tsx';

/**
 * `/admin/catalystAssesments?supplierId=&newId=&id=`, Compliance Catalyst Assessments (ASM-1):
 * the supplier's compliance assessments, with the one `id` (else `newId`) names read afresh.
 */
export default function CatalystAssessmentsScreen() {
  const { appId, supplierId, get } = useScreenQuery();
  if (!appId) return <NoApplication />;
  if (!supplierId) return <SupplierNotFound />;
  return <CatalystAssessments key={`${appId}\n${supplierId}`} appId={appId} supplierId={supplierId} newId={get('newId')} id={get('id')} />;
}

interface CatalystAssessmentsProps {
  appId: string;
  supplierId: string;
  newId: string | null;
  id: string | null;
}

function CatalystAssessments({ appId, supplierId, newId, id }: CatalystAssessmentsProps) {
  const view = useCatalystSupplierAssessments(appId, supplierId);
  const one = useCatalystAssessment(appId, id ?? newId);
  return (
    <QueryView query={view} notFound={<SupplierNotFound />}>
      {(data) => (
        <AssessmentsPage
          product="catalyst"
          appId={appId}
          supplierId={supplierId}
          view={data}
          fresher={one.data ? [one.data] : []}
          // An assessment just started may not be known yet: only the one asked for by `id` is missed aloud.
          fresherError={id ? one.error : null}
          newId={newId}
        />
      )}
    </QueryView>
  );
}
