import { QueryView } from '../../../components/query-view.tsx';
import { useSupplyChainPortfolio } from '../api/get-supply-chain-portfolio.ts';
import { useSupplyChainSupplierAssessments } from '../api/get-supply-chain-supplier-assessments.ts';
import { useScreenQuery } from '../hooks/use-screen-query.ts';
import { AssessmentsPage } from './assessments-page.tsx';
import { NoApplication, SupplierNotFound } from './screen-states.tsx';

/**
 * `/admin/supplyChainAssessments?supplierId=&newId=&portfolioId=`, Supply Chain Catalyst
 * Assessments (ASM-1): the supplier's supply chain assessments, with the portfolio's read afresh.
 */
export default function SupplyChainAssessmentsScreen() {
  const { appId, supplierId, get } = useScreenQuery();
  if (!appId) return <NoApplication />;
  if (!supplierId) return <SupplierNotFound />;
  return (
    <SupplyChainAssessments key={`${appId}\n${supplierId}`} appId={appId} supplierId={supplierId} newId={get('newId')} portfolioId={get('portfolioId')} />
  );
}

interface SupplyChainAssessmentsProps {
  appId: string;
  supplierId: string;
  newId: string | null;
  portfolioId: string | null;
}

function SupplyChainAssessments({ appId, supplierId, newId, portfolioId }: SupplyChainAssessmentsProps) {
  const view = useSupplyChainSupplierAssessments(appId, supplierId);
  const portfolio = useSupplyChainPortfolio(appId, portfolioId);
  return (
    <QueryView query={view} notFound={<SupplierNotFound />}>
      {(data) => (
        <AssessmentsPage
          product="supplyChain"
          appId={appId}
          supplierId={supplierId}
          view={data}
          fresher={portfolio.data ?? []}
          fresherError={portfolio.error}
          newId={newId}
        />
      )}
    </QueryView>
  );
}
