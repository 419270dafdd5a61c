import type {
  ApprovalTask,
  AribaVendor,
  Questionnaire,
  QuestionnaireAnswer,
  RegistrationStatus,
  RiskExposure,
} from '@connector/contracts/providers/ariba';
import type { Supplier } from '../world/suppliers.ts';
import type { World } from '../world/world.ts';

const REGISTRATION_QUESTIONNAIRE = { id: 'Doc1000001', title: 'Supplier Registration Questionnaire' };

function registrationAnswers(supplier: Supplier): QuestionnaireAnswer[] {
  return [
    { externalQuestionId: 'SUPPLIER_NAME', questionLabel: 'Legal name of the company', answer: supplier.name },
    { externalQuestionId: 'TAX_ID', questionLabel: 'Tax or registration number', answer: supplier.nationalId ?? '' },
    { externalQuestionId: 'CITY', questionLabel: 'City', answer: supplier.city },
    { externalQuestionId: 'POSTAL_CODE', questionLabel: 'Postal code', answer: supplier.postcode ?? '' },
    { externalQuestionId: 'COUNTRY', questionLabel: 'Country', answer: supplier.country },
  ];
}

/**
 * What callers change in a realm: questionnaire answers, approvals and the registration status
 * they decide, and pushed risk exposures. The generated suppliers themselves never change.
 */
export class AribaStore {
  private readonly vendors = new Map<string, Map<string, Supplier>>();
  private readonly answers = new Map<string, Map<string, Map<string, QuestionnaireAnswer>>>();
  private readonly exposures = new Map<string, RiskExposure[]>();
  private readonly registration = new Map<string, RegistrationStatus>();
  private readonly tasks = new Map<string, ApprovalTask & { realm: string }>();

  constructor(world: World) {
    world.realms.forEach((realm, position) => {
      const suppliers = world.suppliersByRealm.get(realm) ?? [];
      this.vendors.set(realm, new Map(suppliers.map((s) => [s.smVendorId, s])));
      suppliers
        .filter((s) => s.registrationStatus === 'PendingApproval')
        .forEach((s, k) => {
          const taskId = `TSK${position + 1}${String(k + 1).padStart(6, '0')}`;
          this.tasks.set(taskId, {
            realm,
            taskId,
            approvableId: `SR${s.smVendorId.slice(1)}`,
            approvableType: 'SupplierRegistration',
            title: `Approve registration of ${s.name}`,
            smVendorId: s.smVendorId,
            status: 'Pending',
            createdDate: s.lastUpdated,
            actionDate: null,
            comment: null,
          });
        });
    });
  }

  suppliers(realm: string): Supplier[] {
    return [...(this.vendors.get(realm)?.values() ?? [])];
  }

  supplier(realm: string, smVendorId: string): Supplier | undefined {
    return this.vendors.get(realm)?.get(smVendorId);
  }

  registrationStatus(supplier: Supplier): RegistrationStatus {
    return this.registration.get(supplier.smVendorId) ?? supplier.registrationStatus;
  }

  writeAnswers(smVendorId: string, questionnaireId: string, answers: { externalQuestionId: string; questionLabel?: string | undefined; answer: string }[]) {
    const byQuestionnaire = this.answers.get(smVendorId) ?? new Map<string, Map<string, QuestionnaireAnswer>>();
    const written = byQuestionnaire.get(questionnaireId) ?? new Map<string, QuestionnaireAnswer>();
    for (const a of answers) {
      written.set(a.externalQuestionId, {
        externalQuestionId: a.externalQuestionId,
        questionLabel: a.questionLabel ?? written.get(a.externalQuestionId)?.questionLabel ?? a.externalQuestionId,
        answer: a.answer,
      });
    }
    byQuestionnaire.set(questionnaireId, written);
    this.answers.set(smVendorId, byQuestionnaire);
  }

  questionnaires(supplier: Supplier): Questionnaire[] {
    const written = this.answers.get(supplier.smVendorId) ?? new Map<string, Map<string, QuestionnaireAnswer>>();
    const base = registrationAnswers(supplier).map((a) => written.get(REGISTRATION_QUESTIONNAIRE.id)?.get(a.externalQuestionId) ?? a);
    const extraBase = [...(written.get(REGISTRATION_QUESTIONNAIRE.id)?.values() ?? [])].filter(
      (a) => !base.some((b) => b.externalQuestionId === a.externalQuestionId),
    );
    const others = [...written].filter(([id]) => id !== REGISTRATION_QUESTIONNAIRE.id);
    return [
      { questionnaireId: REGISTRATION_QUESTIONNAIRE.id, title: REGISTRATION_QUESTIONNAIRE.title, answers: [...base, ...extraBase] },
      ...others.map(([questionnaireId, answers]) => ({ questionnaireId, title: questionnaireId, answers: [...answers.values()] })),
    ];
  }

  pushExposure(smVendorId: string, exposure: RiskExposure): number {
    const list = this.exposures.get(smVendorId) ?? [];
    list.push(exposure);
    this.exposures.set(smVendorId, list);
    return list.length;
  }

  pendingTasks(realm: string): ApprovalTask[] {
    return [...this.tasks.values()].filter((t) => t.realm === realm && t.status === 'Pending').map(withoutRealm);
  }

  task(realm: string, taskId: string): ApprovalTask | undefined {
    const task = this.tasks.get(taskId);
    return task && task.realm === realm ? withoutRealm(task) : undefined;
  }

  /** Approves or denies a pending task; the supplier's registration status follows. */
  decide(realm: string, taskId: string, approve: boolean, comment: string | undefined, at: string): ApprovalTask | 'missing' | 'decided' {
    const task = this.tasks.get(taskId);
    if (!task || task.realm !== realm) return 'missing';
    if (task.status !== 'Pending') return 'decided';
    Object.assign(task, { status: approve ? 'Approved' : 'Denied', actionDate: at, comment: comment ?? null });
    this.registration.set(task.smVendorId, approve ? 'Registered' : 'Denied');
    return withoutRealm(task);
  }

  toVendor(supplier: Supplier, withQuestionnaire: boolean): AribaVendor {
    const exposures = this.exposures.get(supplier.smVendorId);
    return {
      smVendorId: supplier.smVendorId,
      erpVendorId: supplier.erpVendorId,
      supplierName: supplier.name,
      address: { line1: supplier.addressLine1, city: supplier.city, postalCode: supplier.postcode, countryCode: supplier.country },
      taxId: supplier.nationalId,
      registrationStatus: this.registrationStatus(supplier),
      qualificationStatus: supplier.qualificationStatus,
      lastUpdated: supplier.lastUpdated,
      ...(withQuestionnaire ? { questionnaires: this.questionnaires(supplier) } : {}),
      ...(exposures ? { riskExposures: [...exposures] } : {}),
    };
  }
}

function withoutRealm({ realm: _realm, ...task }: ApprovalTask & { realm: string }): ApprovalTask {
  return task;
}
