import { useAppId } from '../../hooks/use-app-id.ts';
import { NoApplication } from '../no-application.tsx';
import { ActivityView } from './activity-view.tsx';

/** `/admin/activity`: what the connector does with the selected application's suppliers. */
export default function ActivityScreen() {
  const appId = useAppId();
  return appId ? <ActivityView key={appId} appId={appId} /> : <NoApplication />;
}
