import type { MappingContent } from '@connector/contracts';
import type { OrbisDataRecord } from '@connector/contracts/providers/orbis';
import { isProviderError, parseQuestionnaireRef, type AribaAdapter } from '../../providers/index.ts';
import { questionnaireAnswers, type WrittenAnswer } from '../mappings/index.ts';
import type { DueSupplier, Enhancement } from '../suppliers/index.ts';

/**
 * The answers that differ from what the questionnaire last received: a re-run sends nothing
 * unchanged. An answer Orbis no longer gives is left as written (Ariba keeps the last one).
 */
export function changedAnswers(answers: readonly WrittenAnswer[], written: Record<string, string>): WrittenAnswer[] {
  return answers.filter((a) => written[a.externalQuestionId] !== a.answer);
}

/** A due supplier with its company's Orbis record (undefined when Orbis does not know it). */
export interface DueItem {
  supplier: DueSupplier;
  record: OrbisDataRecord | undefined;
}

/** What a run of writes did: answers sent, and suppliers left for later because they were editing their questionnaire. */
export interface WriteOutcome {
  written: number;
  deferred: number;
}

/**
 * Writes one due supplier's changed answers; counts the answers sent in `outcome.written`. A
 * supplier editing its questionnaire in Ariba (a `busy` refusal) is not a failure: nothing is
 * stored for it, so it stays due, and `outcome.deferred` tells the run to come back.
 */
export function writeAnswers(mapping: MappingContent, ariba: AribaAdapter | null, outcome: WriteOutcome) {
  return async (item: DueItem): Promise<Enhancement | null> => {
    try {
      const written = await writeOne(item, mapping, ariba);
      outcome.written += written.sent;
      return written.enhancement;
    } catch (error) {
      if (!(isProviderError(error) && error.kind === 'busy')) throw error;
      outcome.deferred += 1;
      return null;
    }
  };
}

/** One supplier's changed answers, written; what to store for it, and how many answers were sent. */
async function writeOne({ supplier: s, record }: DueItem, mapping: MappingContent, ariba: AribaAdapter | null) {
  const answers = record ? questionnaireAnswers(mapping, record) : [];
  const entries = answers.map((a) => ({ label: a.questionLabel, answer: a.answer }));
  const questionnaire = parseQuestionnaireRef(s.supplierId, s.orbisQuestionnaireId);
  const changed = questionnaire && ariba ? changedAnswers(answers, s.writtenAnswers) : [];
  if (questionnaire && ariba && changed.length > 0) {
    await ariba.writeAnswers(questionnaire, changed.map((a) => ({ correlationId: a.externalQuestionId, answer: a.answer })));
  }
  const writtenAnswers = { ...s.writtenAnswers, ...Object.fromEntries(changed.map((a) => [a.externalQuestionId, a.answer])) };
  return { sent: changed.length, enhancement: { supplierId: s.supplierId, bvdId: s.bvdId, entries, writtenAnswers } };
}
