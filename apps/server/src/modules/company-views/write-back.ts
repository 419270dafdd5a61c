import type { MappingContent } from '@connector/contracts';
import type { OrbisDataRecord } from '@connector/contracts/providers/orbis';
import type { AribaAdapter } from '../../providers/index.ts';
import { questionnaireAnswers, type WrittenAnswer } from '../mappings/index.ts';
import type { DueSupplier, Enhancement } from '../suppliers/index.ts';

/** Answers the questionnaire call takes at once (QuestionnaireAnswersBody). */
const ANSWERS_PER_CALL = 300;

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

/** Writes one due supplier's changed answers; counts the answers sent in `outcome.written`. */
export function writeAnswers(mapping: MappingContent, ariba: AribaAdapter | null, outcome: { written: number }) {
  return async (item: DueItem): Promise<Enhancement> => {
    const written = await writeOne(item, mapping, ariba);
    outcome.written += written.sent;
    return written.enhancement;
  };
}

/** One supplier's changed answers, written; what to store for it, and how many answers were sent. */
async function writeOne({ supplier: s, record }: DueItem, mapping: MappingContent, ariba: AribaAdapter | null) {
  const answers = record ? questionnaireAnswers(mapping, record) : [];
  const entries = answers.map((a) => ({ label: a.questionLabel, answer: a.answer }));
  const changed = s.orbisQuestionnaireId && ariba ? changedAnswers(answers, s.writtenAnswers) : [];
  for (let i = 0; i < changed.length; i += ANSWERS_PER_CALL) {
    const part = changed.slice(i, i + ANSWERS_PER_CALL).map(({ externalQuestionId, questionLabel, answer }) => ({ externalQuestionId, questionLabel, answer }));
    await ariba!.writeQuestionnaireAnswers(s.supplierId, { questionnaireId: s.orbisQuestionnaireId!, answers: part });
  }
  const writtenAnswers = { ...s.writtenAnswers, ...Object.fromEntries(changed.map((a) => [a.externalQuestionId, a.answer])) };
  return { sent: changed.length, enhancement: { supplierId: s.supplierId, bvdId: s.bvdId, entries, writtenAnswers } };
}
