import { SCORE_LABELS } from '@connector/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A score label to filter by (SUP-21), or '' for all of them. */
export type ScoreLabelChoice = (typeof SCORE_LABELS)[number] | '';

export interface ConnectedFilterValue {
  supplierName: string;
  bvdId: string;
  scoreLabel: ScoreLabelChoice;
}

export const NO_FILTER: ConnectedFilterValue = { supplierName: '', bvdId: '', scoreLabel: '' };

const KEYS = ['supplierName', 'bvdId', 'scoreLabel'] as const;

const asScoreLabel = (value: string | null): ScoreLabelChoice =>
  (SCORE_LABELS as readonly string[]).includes(value ?? '') ? (value as ScoreLabelChoice) : '';

/**
 * The connected list's filter, kept in the URL beside the table state so a reload or Back shows
 * the same suppliers. The score label counts only while the application shows compliance alerts.
 */
export function useConnectedFilter(scoreLabels: boolean) {
  const [params, setParams] = useSearchParams();
  const filter: ConnectedFilterValue = {
    supplierName: params.get('supplierName') ?? '',
    bvdId: params.get('bvdId') ?? '',
    scoreLabel: scoreLabels ? asScoreLabel(params.get('scoreLabel')) : '',
  };
  const apply = useCallback(
    (next: ConnectedFilterValue) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const key of KEYS) {
            if (next[key]) updated.set(key, next[key]);
            else updated.delete(key);
          }
          updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  const query = {
    ...(filter.supplierName ? { supplierName: filter.supplierName } : {}),
    ...(filter.bvdId ? { bvdId: filter.bvdId } : {}),
    ...(filter.scoreLabel ? { scoreLabel: filter.scoreLabel } : {}),
  };
  const active = KEYS.some((key) => filter[key] !== '');
  return { filter, apply, query, active };
}
