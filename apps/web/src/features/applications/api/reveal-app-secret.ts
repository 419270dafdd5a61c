import { revealAppSecret, type SectionId } from '@connector/contracts';
import { useApi } from '../../../lib/api/index.ts';

/** Reads one stored connectivity secret in clear, only when the user asks to see it. */
export function useRevealAppSecret(appId: string, sectionId: SectionId) {
  const api = useApi();
  return async (fieldKey: string) => (await api.call(revealAppSecret, { params: { appId, sectionId, fieldKey } })).value;
}
