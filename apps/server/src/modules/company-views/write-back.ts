import type { MappingContent } from '@connector/contracts';
import type { OrbisDataRecord } from '@connector/contracts/providers/orbis';
import type { AribaAdapter } from '../../providers/index.ts';
import { questionnaireAnswers, type WrittenAnswer } from '../mappings/index.ts';
import type { DueSupplier, Enhancement } from '../suppliers/index.ts';

/** Answers the questionnaire call takes at once (QuestionnaireAnswersBody). */
const ANSWERS_PER_CALL = 300;

/** What a batch wrote: the suppliers whose answers are now in Ariba, and the first failure, if any. */
export interface BatchOutcome {
  done: Enhancement[];
  failure: { error: unknown } | null;
  /** Answers sent to Ariba. */
  written: number;
}

/**
 * The answers that differ from what the questionnaire last received: a re-run sends nothing
 * unchanged. An answer Orbis no longer gives is left as written (Ariba keeps the last one).
 */
export function changedAnswers(answers: readonly WrittenAnswer[], written: Record<string, string>): WrittenAnswer[] {
  return answers.filter((a) => written[a.externalQuestionId] !== a.answer);
}

/**
 * Writes one batch's answers to the suppliers' Orbis questionnaires, `parallel` calls at a time,
 * and answers what to store for each supplier that was written (or needed nothing). A failed call
 * stops the batch: the suppliers written before it are kept, the rest wait for the retry.
 */
export async function writeBatch(
  batch: readonly DueSupplier[],
  records: ReadonlyMap<string, OrbisDataRecord>,
  mapping: MappingContent,
  ariba: AribaAdapter | null,
  parallel: number,
  signal: AbortSignal,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { done: [], failure: null, written: 0 };
  const queue = [...batch];
  const worker = async () => {
    for (let s = queue.shift(); s && !outcome.failure && !signal.aborted; s = queue.shift()) {
      const record = records.get(s.bvdId.toUpperCase());
      const answers = record ? questionnaireAnswers(mapping, record) : [];
      const entries = answers.map((a) => ({ label: a.questionLabel, answer: a.answer }));
      const changed = s.orbisQuestionnaireId && ariba ? changedAnswers(answers, s.writtenAnswers) : [];
      try {
        for (let i = 0; i < changed.length; i += ANSWERS_PER_CALL) {
          const part = changed.slice(i, i + ANSWERS_PER_CALL).map(({ externalQuestionId, questionLabel, answer }) => ({ externalQuestionId, questionLabel, answer }));
          await ariba!.writeQuestionnaireAnswers(s.supplierId, { questionnaireId: s.orbisQuestionnaireId!, answers: part });
          outcome.written += part.length;
        }
      } catch (error) {
        outcome.failure ??= { error };
        return;
      }
      const writtenAnswers = { ...s.writtenAnswers, ...Object.fromEntries(changed.map((a) => [a.externalQuestionId, a.answer])) };
      outcome.done.push({ supplierId: s.supplierId, bvdId: s.bvdId, entries, writtenAnswers });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  return outcome;
}
