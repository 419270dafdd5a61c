import {
  ARIBA_QUESTIONNAIRE_KINDS,
  ARIBA_QUESTIONNAIRE_TITLES,
  type AribaFormQuestion,
  type AribaQnaItem,
  type AribaQuestionnaireKind,
  type AribaRegistrationQuestion,
  type AribaVendorQuestionnaire,
} from '@connector/contracts/providers/ariba';
import type { Supplier } from '../world/suppliers.ts';
import type { StoredAnswer } from './answers.ts';
import { REGISTRATION_QUESTIONS, REGISTRATION_TITLE, TEMPLATE_QUESTIONS } from './forms.ts';

export type QuestionnaireKind = 'registration' | AribaQuestionnaireKind;

/** One questionnaire of a supplier: where it lives and what it asks. */
export interface SupplierQuestionnaire {
  questionnaireId: string;
  title: string;
  kind: QuestionnaireKind;
  workspaceId: string;
  questions: readonly AribaFormQuestion[];
}

/** The digit that starts each kind's ids: `Doc210028001` is the Orbis questionnaire of S10028001. */
const DIGITS: Record<QuestionnaireKind, number> = { registration: 1, orbis: 2, complianceCatalyst: 3, supplyChainCatalyst: 4 };

/** How the vendor data names the workspace of a registration, and how the Workspace endpoint does. */
export const REGISTRATION_WORKSPACE_TYPE = 'SupplierRegistration';
export const REGISTRATION_PROJECT_TYPE = 'SupplierRegistrationProject';

type SupplierRef = Pick<Supplier, 'smVendorId' | 'registrationStatus'>;

const digitsOf = (smVendorId: string) => smVendorId.slice(1);

/**
 * The supplier's registration workspace, e.g. `WS110028001` for S10028001, where its registration
 * questionnaire and the connector's questionnaires live. A supplier never invited has none.
 */
export function registrationWorkspaceId(supplier: SupplierRef): string | null {
  return supplier.registrationStatus === 'NotInvited' ? null : workspaceIdOf(supplier.smVendorId);
}

/** The id the supplier's registration workspace has once it was invited. */
export const workspaceIdOf = (smVendorId: string) => `WS1${digitsOf(smVendorId)}`;

/** The supplier whose registration workspace this id would be. */
export function vendorOfWorkspace(workspaceId: string): string | null {
  const found = /^WS1(\d{1,15})$/.exec(workspaceId);
  return found ? `S${found[1]}` : null;
}

/** The registration questionnaire, then one questionnaire per product; none before an invitation. */
export function questionnairesOf(supplier: SupplierRef): SupplierQuestionnaire[] {
  const workspaceId = registrationWorkspaceId(supplier);
  if (workspaceId === null) return [];
  const made = (kind: QuestionnaireKind, title: string, questions: readonly AribaFormQuestion[]) => ({
    questionnaireId: `Doc${DIGITS[kind]}${digitsOf(supplier.smVendorId)}`,
    title,
    kind,
    workspaceId,
    questions,
  });
  return [
    made('registration', REGISTRATION_TITLE, REGISTRATION_QUESTIONS),
    ...ARIBA_QUESTIONNAIRE_KINDS.map((kind) => made(kind, ARIBA_QUESTIONNAIRE_TITLES[kind], TEMPLATE_QUESTIONS[kind])),
  ];
}

/** The state of the supplier's questionnaires follows its registration (assumed: not published). */
function matrixStatus(supplier: SupplierRef): string {
  switch (supplier.registrationStatus) {
    case 'Registered':
      return 'Approved';
    case 'PendingApproval':
      return 'Pending Approval';
    case 'PendingResubmit':
      return 'Pending Resubmit';
    case 'RegistrationDenied':
      return 'Denied';
    default:
      return 'In Progress';
  }
}

/** The questionnaires a vendor record lists when asked `withQuestionnaire`: where they are, no answers. */
export function vendorQuestionnaires(supplier: SupplierRef): AribaVendorQuestionnaire[] {
  return questionnairesOf(supplier).map((q) => ({
    questionnaireId: q.questionnaireId,
    questionnaireTitle: q.title,
    workspaceType: REGISTRATION_WORKSPACE_TYPE,
    workspaceId: q.workspaceId,
    matrixInfo: { Status: matrixStatus(supplier) },
  }));
}

function answerTypeOf(externalId: string): string {
  if (/_(ON|DATE)$/.test(externalId)) return 'Date';
  if (/_COUNT$/.test(externalId)) return 'Whole Number';
  return 'Text';
}

/** What a supplier answered on registration: its own vendor fields. */
function registrationAnswers(supplier: Supplier): Record<string, string | null> {
  const answers: Record<AribaRegistrationQuestion, string | null> = {
    SUPPLIER_NAME: supplier.name,
    TAX_ID: supplier.nationalId,
    ADDRESS_LINE1: supplier.addressLine1,
    CITY: supplier.city,
    POSTAL_CODE: supplier.postcode,
    COUNTRY: supplier.country,
  };
  return answers;
}

/** Every question of the questionnaire with its answer now: written ones over what it holds itself. */
export function qnaItems(supplier: Supplier, questionnaire: SupplierQuestionnaire, written: ReadonlyMap<string, StoredAnswer>): AribaQnaItem[] {
  const own = questionnaire.kind === 'registration' ? registrationAnswers(supplier) : {};
  return questionnaire.questions.map((question, index) => {
    const id = question.externalQuestionId;
    const stored = written.get(id);
    const item = {
      itemId: `${DIGITS[questionnaire.kind]}${String(index + 1).padStart(3, '0')}`,
      questionLabel: question.questionLabel,
      externalSystemCorrelationId: id,
      answerType: answerTypeOf(id),
    };
    if (stored && 'multiValueAnswer' in stored) return { ...item, answer: null, multiValueAnswer: [...stored.multiValueAnswer] };
    return { ...item, answer: stored?.answer ?? own[id] ?? null };
  });
}
