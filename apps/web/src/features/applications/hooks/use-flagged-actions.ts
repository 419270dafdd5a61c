import type { AppFlag } from '@connector/contracts';
import { useSelectedApplication } from './use-selected-application.ts';

/**
 * Menu items that need an integration of the selected application (APP-3):
 * the connected suppliers' Open Catalyst and Risk Assessments menus.
 */
export const FLAGGED_ACTIONS = {
  openInComplianceCatalyst: 'catalystMapping',
  alertsOfCompliance: 'catalystMapping',
  openInSupplyChain: 'supplyChainMapping',
  alertsOfSupplyChain: 'supplyChainMapping',
} as const satisfies Record<string, AppFlag>;
export type FlaggedAction = keyof typeof FLAGGED_ACTIONS;

/** Which flagged menu items the selected application offers; they follow every switch of application. */
export function useFlaggedActions(): Record<FlaggedAction, boolean> {
  const { flags } = useSelectedApplication();
  return Object.fromEntries(Object.entries(FLAGGED_ACTIONS).map(([action, flag]) => [action, flags[flag]])) as Record<FlaggedAction, boolean>;
}
