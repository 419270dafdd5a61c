import { updateApp } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';
import { useInvalidateApps } from './invalidate-apps.ts';

export function useUpdateApp() {
  const invalidate = useInvalidateApps();
  return useApiMutation(updateApp, { onSuccess: invalidate });
}
