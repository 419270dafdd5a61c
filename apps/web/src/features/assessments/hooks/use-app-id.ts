import { useSelectedApplication } from '../../applications/index.ts';

/** The application whose suppliers are assessed: the one chosen in the top bar, or null before any is. */
export function useAppId(): string | null {
  return useSelectedApplication().selected?.value ?? null;
}
