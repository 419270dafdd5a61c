import { previewMapping } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';

/** `POST mappings/{type}/preview`: what the content being edited would write for one supplier; writes nothing. */
export function usePreviewMapping() {
  return useApiMutation(previewMapping);
}
