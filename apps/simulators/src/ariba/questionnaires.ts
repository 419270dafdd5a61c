import {
  ARIBA_QUESTIONNAIRE_TEMPLATES,
  ARIBA_REGISTRATION_QUESTIONS,
  type AribaQuestionnaireKind,
  type AribaRegistrationQuestion,
  type Questionnaire,
  type QuestionnaireAnswer,
} from '@connector/contracts/providers/ariba';
import type { Supplier } from '../world/suppliers.ts';

export const REGISTRATION = { id: 'Doc1000001', title: 'Supplier Registration Questionnaire' };

/** The registration questions as suppliers read them; the forms list shows the same labels. */
export const REGISTRATION_LABELS: Record<AribaRegistrationQuestion, string> = {
  SUPPLIER_NAME: 'Legal name of the company',
  TAX_ID: 'Tax or registration number',
  ADDRESS_LINE1: 'Street address',
  CITY: 'City',
  POSTAL_CODE: 'Postal code',
  COUNTRY: 'Country',
};

/** The connector's questionnaires: a title, and the digit that starts their ids. */
export const PRODUCT_QUESTIONNAIRES: Record<AribaQuestionnaireKind, { title: string; digit: number }> = {
  orbis: { title: 'Orbis Company Data', digit: 2 },
  complianceCatalyst: { title: 'Compliance Catalyst Assessment', digit: 3 },
  supplyChainCatalyst: { title: 'Supply Chain Catalyst Assessment', digit: 4 },
};
const KINDS = Object.keys(PRODUCT_QUESTIONNAIRES) as AribaQuestionnaireKind[];

/**
 * The supplier's own questionnaire of each product, e.g. `Doc210028001` for the Orbis one of
 * S10028001. Suppliers never invited to register have none.
 */
export function productQuestionnaireIds(supplier: Pick<Supplier, 'smVendorId' | 'registrationStatus'>): Partial<Record<AribaQuestionnaireKind, string>> {
  if (supplier.registrationStatus === 'NotInvited') return {};
  const digits = supplier.smVendorId.slice(1);
  return Object.fromEntries(KINDS.map((kind) => [kind, `Doc${PRODUCT_QUESTIONNAIRES[kind].digit}${digits}`]));
}

function registrationAnswers(supplier: Supplier): QuestionnaireAnswer[] {
  const answers: Record<AribaRegistrationQuestion, string> = {
    SUPPLIER_NAME: supplier.name,
    TAX_ID: supplier.nationalId ?? '',
    ADDRESS_LINE1: supplier.addressLine1,
    CITY: supplier.city,
    POSTAL_CODE: supplier.postcode ?? '',
    COUNTRY: supplier.country,
  };
  return ARIBA_REGISTRATION_QUESTIONS.map((id) => ({ externalQuestionId: id, questionLabel: REGISTRATION_LABELS[id], answer: answers[id] }));
}

type Written = Map<string, QuestionnaireAnswer>;

/** Answers written through the qna call, over what each questionnaire holds by itself. */
export class QuestionnaireAnswers {
  private readonly written = new Map<string, Map<string, Written>>();

  clear() {
    this.written.clear();
  }

  write(smVendorId: string, questionnaireId: string, answers: { externalQuestionId: string; questionLabel?: string | undefined; answer: string }[]) {
    const byQuestionnaire = this.written.get(smVendorId) ?? new Map<string, Written>();
    const written = byQuestionnaire.get(questionnaireId) ?? new Map<string, QuestionnaireAnswer>();
    for (const a of answers) {
      written.set(a.externalQuestionId, {
        externalQuestionId: a.externalQuestionId,
        questionLabel: a.questionLabel ?? written.get(a.externalQuestionId)?.questionLabel ?? a.externalQuestionId,
        answer: a.answer,
      });
    }
    byQuestionnaire.set(questionnaireId, written);
    this.written.set(smVendorId, byQuestionnaire);
  }

  /** Registration questionnaire first, then the product ones, then any other written to. */
  of(supplier: Supplier): Questionnaire[] {
    const written = this.written.get(supplier.smVendorId) ?? new Map<string, Written>();
    const answersOf = (id: string) => [...(written.get(id)?.values() ?? [])];
    const base = registrationAnswers(supplier).map((a) => written.get(REGISTRATION.id)?.get(a.externalQuestionId) ?? a);
    const extra = answersOf(REGISTRATION.id).filter((a) => !base.some((b) => b.externalQuestionId === a.externalQuestionId));
    const ids = productQuestionnaireIds(supplier);
    const products = KINDS.flatMap((kind): Questionnaire[] => {
      const id = ids[kind];
      if (id === undefined) return [];
      return [{ questionnaireId: id, title: PRODUCT_QUESTIONNAIRES[kind].title, templateId: ARIBA_QUESTIONNAIRE_TEMPLATES[kind], answers: answersOf(id) }];
    });
    const known = new Set([REGISTRATION.id, ...products.map((q) => q.questionnaireId)]);
    const others = [...written.keys()].filter((id) => !known.has(id));
    return [
      { questionnaireId: REGISTRATION.id, title: REGISTRATION.title, answers: [...base, ...extra] },
      ...products,
      ...others.map((id) => ({ questionnaireId: id, title: id, answers: answersOf(id) })),
    ];
  }
}
