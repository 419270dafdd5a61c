import { createApp } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';
import { useInvalidateApps } from './invalidate-apps.ts';

export function useCreateApp() {
  const invalidate = useInvalidateApps();
  return useApiMutation(createApp, { onSuccess: invalidate });
}
