import type { AribaAnswer } from '@connector/contracts/providers/ariba';

/** One question's answer as written: one value, or several. */
export type StoredAnswer = { answer: string } | { multiValueAnswer: readonly string[] };

const NONE: ReadonlyMap<string, StoredAnswer> = new Map();

/**
 * Answers written through the answers endpoint, by questionnaire and external system correlation
 * id. A write replaces the answers it names and leaves the others, so writing twice changes nothing.
 */
export class QuestionnaireAnswers {
  private readonly written = new Map<string, Map<string, StoredAnswer>>();

  clear() {
    this.written.clear();
  }

  write(realm: string, smVendorId: string, questionnaireId: string, answers: readonly AribaAnswer[]) {
    const key = `${realm}/${smVendorId}/${questionnaireId}`;
    const stored = this.written.get(key) ?? new Map<string, StoredAnswer>();
    for (const a of answers) {
      stored.set(a.externalSystemCorrelationId, 'answer' in a ? { answer: a.answer } : { multiValueAnswer: [...a.multiValueAnswer] });
    }
    this.written.set(key, stored);
  }

  of(realm: string, smVendorId: string, questionnaireId: string): ReadonlyMap<string, StoredAnswer> {
    return this.written.get(`${realm}/${smVendorId}/${questionnaireId}`) ?? NONE;
  }
}
