import { useAppId } from '../../hooks/use-app-id.ts';
import { NoApplication } from '../no-application.tsx';
import { MissingList } from './missing-list.tsx';

/** `/admin/assignBvD`, 'Link Suppliers to BvD ID's': the suppliers of the selected application without a BvD ID. */
export default function AssignBvdScreen() {
  const appId = useAppId();
  return appId ? <MissingList key={appId} appId={appId} /> : <NoApplication />;
}
