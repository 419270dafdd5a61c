import {
  ARIBA_ANSWERS_PER_CALL,
  ARIBA_PATHS,
  ARIBA_QNA_PAGE_LIMIT,
  AribaPagedAnswer,
  AribaQnaItem,
  AribaStatusEnvelope,
  type AribaAnswer,
} from '@connector/contracts/providers/ariba';
import { ProviderError } from '../http/errors.ts';
import { fillPath } from '../http/paths.ts';
import type { AribaCall } from './call.ts';
import { splitPage } from './vendors.ts';

/** Where a questionnaire of a vendor lives: the answers endpoint needs all three ids. */
export interface QuestionnaireAddress {
  smVendorId: string;
  workspaceId: string;
  questionnaireId: string;
}

/** One answer the connector writes: by the question's external system correlation id. */
export interface WrittenAnswer {
  correlationId: string;
  answer: string;
}

/** A question and its current answer, as `qna` lists them. */
export interface QuestionAnswer {
  correlationId: string | null;
  label: string | null;
  /** One value, or several joined with '; '; null when unanswered. */
  answer: string | null;
}

/** Pages of `qna` walked at most for one questionnaire (100 questions each). */
const MAX_QNA_PAGES = 50;

/**
 * How a stored supplier keeps a questionnaire's place: `workspaceId/questionnaireId`, since the
 * answers endpoint names both. A questionnaire listed without a workspace cannot be written to.
 */
export function questionnaireRef(workspaceId: string | null, questionnaireId: string): string | null {
  return workspaceId ? `${workspaceId}/${questionnaireId}` : null;
}

export function parseQuestionnaireRef(smVendorId: string, ref: string | null): QuestionnaireAddress | null {
  const slash = ref?.indexOf('/') ?? -1;
  if (!ref || slash <= 0 || slash === ref.length - 1) return null;
  return { smVendorId, workspaceId: ref.slice(0, slash), questionnaireId: ref.slice(slash + 1) };
}

/** What Ariba's 420–422 and 403 mean for a questionnaire call, in words for the activity view. */
function questionnaireErrors(at: QuestionnaireAddress) {
  return {
    notFound: `Ariba has no questionnaire ${at.questionnaireId} in workspace ${at.workspaceId} of vendor ${at.smVendorId}`,
  };
}

/** Every question of the questionnaire with its current answer, 100 a page. */
export async function readAnswers(call: AribaCall, at: QuestionnaireAddress, signal?: AbortSignal): Promise<QuestionAnswer[]> {
  const answers: QuestionAnswer[] = [];
  let skip = 0;
  for (let pages = 0; pages < MAX_QNA_PAGES; pages += 1) {
    const elements = await call({
      method: 'GET',
      path: fillPath(ARIBA_PATHS.questionnaireQna, { ...at }),
      query: { $skip: skip, $top: ARIBA_QNA_PAGE_LIMIT },
      schema: AribaPagedAnswer,
      ...questionnaireErrors(at),
      signal,
    });
    const { items, nextToken } = splitPage(elements, (element) => AribaQnaItem.parse(element));
    for (const item of items) {
      const answer = item.multiValueAnswer?.length ? item.multiValueAnswer.join('; ') : (item.answer ?? null);
      answers.push({ correlationId: item.externalSystemCorrelationId ?? null, label: item.questionLabel ?? null, answer });
    }
    if (nextToken === null || nextToken <= skip) return answers;
    skip = nextToken;
  }
  throw new ProviderError('Ariba', 'bad-response', `Ariba returned more than ${MAX_QNA_PAGES} pages of answers`);
}

/**
 * Writes answers to the questionnaire, 300 a call. The answers replace the stored ones, so a call
 * repeated after a lost answer leaves the same state. While the supplier is acting on the
 * questionnaire Ariba refuses with 403: a `busy` error, for the caller to try again later.
 */
export async function writeAnswers(call: AribaCall, at: QuestionnaireAddress, answers: readonly WrittenAnswer[], signal?: AbortSignal): Promise<void> {
  for (let i = 0; i < answers.length; i += ARIBA_ANSWERS_PER_CALL) {
    const part: AribaAnswer[] = answers.slice(i, i + ARIBA_ANSWERS_PER_CALL).map((a) => ({ externalSystemCorrelationId: a.correlationId, answer: a.answer }));
    try {
      await call({
        method: 'POST',
        path: fillPath(ARIBA_PATHS.questionnaireAnswers, { ...at }),
        json: { answers: part },
        schema: AribaStatusEnvelope,
        idempotent: true,
        ...questionnaireErrors(at),
        signal,
      });
    } catch (error) {
      if (error instanceof ProviderError && error.status === 403) {
        throw new ProviderError('Ariba', 'busy', `The supplier ${at.smVendorId} is editing questionnaire ${at.questionnaireId} in Ariba; its answers are written later`, {
          status: 403,
          cause: error,
        });
      }
      throw error;
    }
  }
}
