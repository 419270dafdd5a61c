import type {
  ApprovalTask,
  AribaVendor,
  RegistrationStatus,
  RiskExposure,
  VendorDataPage,
  VendorDataRequestBody,
} from '@connector/contracts/providers/ariba';
import type { SimTouchField } from '@connector/contracts/providers/simulator';
import { createRng, mixSeed, type Rng } from '../world/rng.ts';
import { touchedSupplier } from '../world/supplier-changes.ts';
import { firstVendorNumber, unusedCompany, writeSupplier, type Supplier } from '../world/suppliers.ts';
import type { World } from '../world/world.ts';
import { ApprovalTasks, type TaskFilter } from './approvals.ts';
import { QuestionnaireAnswers } from './questionnaires.ts';
import { RealmSuppliers } from './realm-suppliers.ts';

export type VendorFilter = Pick<VendorDataRequestBody, 'smVendorIds' | 'registrationStatusList' | 'qualificationStatusList' | 'lastUpdatedFrom'>;

export interface TouchRequest {
  count?: number | undefined;
  smVendorIds?: string[] | undefined;
  fields: readonly SimTouchField[];
  registrationStatus?: RegistrationStatus | undefined;
}

export interface AddRequest {
  count: number;
  knownShare?: number | undefined;
  registrationStatus?: RegistrationStatus | undefined;
}

/** Why a change was refused: the realm or a named supplier is unknown, or the request is too big. */
export interface Refusal {
  refused: 'not-found' | 'invalid';
  message: string;
}

/** Seed of the draws behind touches and additions, so the same calls make the same changes. */
const CHANGES_SEED = 0xc4a96e;

function accepts({ smVendorIds, registrationStatusList, qualificationStatusList, lastUpdatedFrom }: VendorFilter) {
  const ids = smVendorIds ? new Set(smVendorIds) : null;
  const from = lastUpdatedFrom === undefined ? null : Date.parse(lastUpdatedFrom);
  return (s: Supplier) =>
    (!ids || ids.has(s.smVendorId)) &&
    (!registrationStatusList || registrationStatusList.includes(s.registrationStatus)) &&
    (!qualificationStatusList || qualificationStatusList.includes(s.qualificationStatus)) &&
    (from === null || Date.parse(s.lastUpdated) >= from);
}

/**
 * Ariba's state of every realm: the suppliers, their approval tasks, questionnaire answers and
 * pushed risk exposures. A change to the supplier itself (a touch, an addition, a registration
 * approved or denied) sets its `lastUpdated` to now; answers and exposures a client writes do
 * not, so a client's own writes do not come back to it as changes (assumed: Ariba does not say).
 */
export class AribaStore {
  readonly suppliers: RealmSuppliers;
  private readonly answers = new QuestionnaireAnswers();
  private readonly exposures = new Map<string, RiskExposure[]>();
  private readonly approvals: ApprovalTasks;
  /** Both set again from the world by `reset`. */
  private rng: Rng = createRng(CHANGES_SEED);
  private nextUnknown = 0;

  constructor(
    private readonly world: World,
    private readonly now: () => number,
  ) {
    this.suppliers = new RealmSuppliers(world);
    this.approvals = new ApprovalTasks(world.realms);
    this.reset();
  }

  /** Back to the seeded world: every change, task decision, answer and exposure forgotten. */
  reset() {
    this.suppliers.reset();
    this.answers.clear();
    this.exposures.clear();
    this.approvals.clear();
    for (const realm of this.world.realms) for (const s of this.suppliers.list(realm)) this.approvals.follow(s, s.lastUpdated);
    this.rng = createRng(mixSeed(this.world.seed, CHANGES_SEED));
    this.nextUnknown = this.world.firstFreeIndex;
  }

  supplier(realm: string, smVendorId: string): Supplier | undefined {
    return this.suppliers.get(realm, smVendorId);
  }

  vendorPage(realm: string, filter: VendorFilter, page: { skip: number; top: number; count: boolean; withQuestionnaire: boolean }): VendorDataPage {
    const found = this.suppliers.page(realm, accepts(filter), page.skip, page.top, page.count);
    return {
      vendors: found.suppliers.map((s) => this.toVendor(s, page.withQuestionnaire)),
      pageToken: found.next,
      ...(found.total === undefined ? {} : { totalCount: found.total }),
    };
  }

  toVendor(supplier: Supplier, withQuestionnaire: boolean): AribaVendor {
    const exposures = this.exposures.get(supplier.smVendorId);
    return {
      smVendorId: supplier.smVendorId,
      erpVendorId: supplier.erpVendorId,
      supplierName: supplier.name,
      address: { line1: supplier.addressLine1, city: supplier.city, postalCode: supplier.postcode, countryCode: supplier.country },
      taxId: supplier.nationalId,
      registrationStatus: supplier.registrationStatus,
      qualificationStatus: supplier.qualificationStatus,
      lastUpdated: supplier.lastUpdated,
      ...(withQuestionnaire ? { questionnaires: this.answers.of(supplier) } : {}),
      ...(exposures ? { riskExposures: [...exposures] } : {}),
    };
  }

  writeAnswers(supplier: Supplier, questionnaireId: string, answers: { externalQuestionId: string; questionLabel?: string | undefined; answer: string }[]) {
    this.answers.write(supplier.smVendorId, questionnaireId, answers);
  }

  pushExposure(supplier: Supplier, exposure: RiskExposure): number {
    const list = this.exposures.get(supplier.smVendorId) ?? [];
    list.push(exposure);
    this.exposures.set(supplier.smVendorId, list);
    return list.length;
  }

  pendingTasks(realm: string): ApprovalTask[] {
    return this.approvals.pending(realm);
  }

  task(realm: string, taskId: string): ApprovalTask | undefined {
    return this.approvals.get(realm, taskId);
  }

  tasks(filter: TaskFilter) {
    return this.approvals.list(filter);
  }

  /** Approves or denies a pending task; the supplier becomes `Registered` or `Denied`. */
  decide(realm: string, taskId: string, approve: boolean, comment: string | undefined): ApprovalTask | 'missing' | 'decided' {
    const decided = this.approvals.decide(realm, taskId, approve, comment, this.stamp());
    if (typeof decided === 'string') return decided;
    const supplier = this.suppliers.get(realm, decided.smVendorId);
    if (supplier) this.change({ ...supplier, registrationStatus: approve ? 'Registered' : 'Denied' });
    const { realm: _realm, ...task } = decided;
    return task;
  }

  /** Changes `fields` of some suppliers of the realm, as a buyer editing them in Ariba would. */
  touch(realm: string, request: TouchRequest): Supplier[] | Refusal {
    if (!this.suppliers.has(realm)) return { refused: 'not-found', message: `No realm ${realm}` };
    const picked = request.smVendorIds ? this.named(realm, request.smVendorIds) : this.drawn(realm, request.count ?? 0);
    if (!Array.isArray(picked)) return picked;
    const at = this.stamp();
    return picked.map((supplier) => {
      const touched = touchedSupplier(this.world.pools, this.world.seed, this.rng, supplier, request.fields, at);
      return this.change(request.registrationStatus ? { ...touched, registrationStatus: request.registrationStatus } : touched, at);
    });
  }

  /** New suppliers at the end of the realm, written like the seeded ones. */
  add(realm: string, request: AddRequest): Supplier[] | Refusal {
    if (!this.suppliers.has(realm)) return { refused: 'not-found', message: `No realm ${realm}` };
    const list = this.suppliers.list(realm);
    const size = this.world.table.size;
    const used = new Set(list.map((s) => s.companyIndex).filter((i) => i < size));
    // Ids run on from the realm's last one: the seeded ids are consecutive from its first.
    const first = firstVendorNumber(this.world.realms.indexOf(realm)) + list.length;
    const share = request.knownShare ?? this.world.knownShare;
    const at = this.stamp();
    const added: Supplier[] = [];
    for (let k = 0; k < request.count; k++) {
      const company = this.rng() < share ? unusedCompany(this.rng, size, used) : null;
      if (company !== null) used.add(company);
      const draft = { realm, smVendorId: `S${first + k}`, companyIndex: company ?? this.nextUnknown++, known: company !== null };
      const written = writeSupplier(this.world.pools, this.world.seed, this.rng, draft);
      const supplier = { ...written, lastUpdated: at, ...(request.registrationStatus ? { registrationStatus: request.registrationStatus } : {}) };
      this.suppliers.append(supplier);
      this.approvals.follow(supplier, at);
      added.push(supplier);
    }
    return added;
  }

  private named(realm: string, ids: string[]): Supplier[] | Refusal {
    const found = [...new Set(ids)].map((id) => this.suppliers.get(realm, id));
    const missing = ids.filter((id) => !this.suppliers.get(realm, id));
    if (missing.length > 0) return { refused: 'not-found', message: `No suppliers ${missing.slice(0, 10).join(', ')} in realm ${realm}` };
    return found.filter((s): s is Supplier => s !== undefined);
  }

  /** `count` suppliers of the realm drawn without repetition, in realm order. */
  private drawn(realm: string, count: number): Supplier[] | Refusal {
    const list = this.suppliers.list(realm);
    if (count > list.length) return { refused: 'invalid', message: `Realm ${realm} has only ${list.length} suppliers` };
    const positions = Array.from(list, (_, i) => i);
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(this.rng() * (positions.length - i));
      [positions[i], positions[j]] = [positions[j] ?? 0, positions[i] ?? 0];
    }
    return positions
      .slice(0, count)
      .sort((a, b) => a - b)
      .flatMap((i) => (list[i] ? [list[i]] : []));
  }

  /** Stores a changed record, last updated at `at`, and keeps its approval task in step. */
  private change(supplier: Supplier, at = this.stamp()): Supplier {
    const changed = { ...supplier, lastUpdated: at };
    this.suppliers.replace(changed);
    this.approvals.follow(changed, changed.lastUpdated);
    return changed;
  }

  private stamp(): string {
    return new Date(this.now()).toISOString();
  }
}
