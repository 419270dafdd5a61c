import type { Assessment } from '@connector/contracts';

/** How often a screen reads its assessments again while one is still being scored. */
export const ASSESSMENT_POLL_MS = 5000;

/** The products answer `InProgress` until the score is in, then `Completed` (ASM-3). */
export const isCompleted = (assessment: Pick<Assessment, 'status'>) => assessment.status.trim().toLowerCase() === 'completed';

/**
 * `refetchInterval` of a query whose answer holds assessments: every few seconds while one of
 * them is not completed, never once all are (nor before an answer, nor after a failure).
 */
export function pollWhileRunning(assessments: readonly Pick<Assessment, 'status'>[] | undefined): number | false {
  return assessments?.some((assessment) => !isCompleted(assessment)) ? ASSESSMENT_POLL_MS : false;
}
