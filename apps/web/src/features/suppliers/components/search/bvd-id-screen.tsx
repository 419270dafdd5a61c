import { BvdIdSearch } from '../../../company-views/index.ts';
import { useAppId } from '../../hooks/use-app-id.ts';
import { NoApplication } from '../no-application.tsx';
import { SearchTabs } from './search-tabs.tsx';

/** `/admin/suppliers`: Search Suppliers by BvD ID, whose result is the company's Orbis report. */
export default function BvdIdScreen() {
  const appId = useAppId();
  return <SearchTabs current="searchByBvdId">{appId ? <BvdIdSearch key={appId} appId={appId} /> : <NoApplication />}</SearchTabs>;
}
