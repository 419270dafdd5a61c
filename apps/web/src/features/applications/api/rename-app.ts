import { renameApp } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';
import { useInvalidateApps } from './invalidate-apps.ts';

export function useRenameApp() {
  const invalidate = useInvalidateApps();
  return useApiMutation(renameApp, { onSuccess: invalidate });
}
