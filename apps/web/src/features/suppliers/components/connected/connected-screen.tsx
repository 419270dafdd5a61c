import { useAppId } from '../../hooks/use-app-id.ts';
import { NoApplication } from '../no-application.tsx';
import { SearchTabs } from '../search/search-tabs.tsx';
import { ConnectedList } from './connected-list.tsx';

/** `/admin/searchConnectedSuppliers`: the suppliers of the selected application that have a BvD ID. */
export default function ConnectedScreen() {
  const appId = useAppId();
  return <SearchTabs current="searchConnected">{appId ? <ConnectedList key={appId} appId={appId} /> : <NoApplication />}</SearchTabs>;
}
