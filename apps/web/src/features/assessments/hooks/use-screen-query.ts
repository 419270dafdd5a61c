import { useSearchParams } from 'react-router';
import { useAppId } from './use-app-id.ts';

/** The selected application and the screen's query parameters, blank ones read as absent. */
export function useScreenQuery() {
  const appId = useAppId();
  const [params] = useSearchParams();
  const get = (name: string) => params.get(name)?.trim() || null;
  return { appId, supplierId: get('supplierId'), get };
}
