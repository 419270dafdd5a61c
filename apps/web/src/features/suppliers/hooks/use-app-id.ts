import { useSelectedApplication } from '../../applications/index.ts';

/** The application whose suppliers the screens show: the one chosen in the top bar, or null before any is. */
export function useAppId(): string | null {
  return useSelectedApplication().selected?.value ?? null;
}
