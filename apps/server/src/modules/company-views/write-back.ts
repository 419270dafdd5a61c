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

export interface StreamParts {
  /** The next due suppliers with their records; none when the application has no more. */
  next(): Promise<DueItem[]>;
  /** Stores what was written for these suppliers (one transaction). */
  store(done: Enhancement[]): Promise<void>;
}

/** Suppliers stored in one write. */
const STORE_CHUNK = 100;

/**
 * Writes the answers of every due supplier to its Orbis questionnaire, `parallel` calls at a time
 * across batches: the next batch (and its Orbis call) is read while the calls of this one are in
 * flight, and written suppliers are stored a hundred at a time behind them, one store after
 * another. A failed call stops the taking of suppliers; the calls in flight end, everything
 * written is stored, and the failure is thrown, so the retry starts from what is still due.
 */
export async function writeStream(parts: StreamParts, mapping: MappingContent, ariba: AribaAdapter | null, parallel: number, signal: AbortSignal) {
  const outcome = { enhanced: 0, written: 0 };
  const queue: DueItem[] = [];
  let exhausted = false;
  let failure: { error: unknown } | null = null;
  const fail = (error: unknown) => {
    failure ??= { error };
  };
  let reading: Promise<void> | null = null;
  const read = (): Promise<void> =>
    (reading ??= parts
      .next()
      .then((items) => {
        if (items.length === 0) exhausted = true;
        queue.push(...items);
      })
      .catch(fail)
      .finally(() => {
        reading = null;
      }));
  const done: Enhancement[] = [];
  let storing: Promise<void> = Promise.resolve();
  const flush = () => {
    const part = done.splice(0);
    if (part.length === 0) return;
    storing = storing.then(() => parts.store(part)).then(() => {
      outcome.enhanced += part.length;
    }, fail);
  };
  const worker = async () => {
    while (!failure && !signal.aborted) {
      if (queue.length <= parallel && !exhausted) void read();
      const item = queue.shift();
      if (!item) {
        if (exhausted) return;
        await read();
        continue;
      }
      try {
        const written = await writeOne(item, mapping, ariba);
        outcome.written += written.sent;
        done.push(written.enhancement);
        if (done.length >= STORE_CHUNK) flush();
      } catch (error) {
        fail(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  flush();
  await storing;
  if (failure) throw (failure as { error: unknown }).error;
  signal.throwIfAborted();
  return outcome;
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
