import { testAppConnection } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';

export function useTestAppConnection() {
  return useApiMutation(testAppConnection);
}
