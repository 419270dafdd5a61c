import { exportAuditEvents } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';

/** The filtered log as a file, made on the server: the whole filtered set, not the page shown. */
export function useExportAuditEvents() {
  return useApiMutation(exportAuditEvents);
}
