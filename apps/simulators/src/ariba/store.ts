import type { AribaActionBody } from '@connector/contracts/providers/ariba';
import type { RegistrationStatus, SimApprovalTask, SimTouchField } from '@connector/contracts/providers/simulator';
import { createRng, mixSeed, type Rng } from '../world/rng.ts';
import { touchedSupplier } from '../world/supplier-changes.ts';
import { firstVendorNumber, unusedCompany, writeSupplier, type Supplier } from '../world/suppliers.ts';
import type { World } from '../world/world.ts';
import { QuestionnaireAnswers } from './answers.ts';
import { ApprovalTasks, type TaskFilter } from './approvals.ts';
import { RealmSuppliers } from './realm-suppliers.ts';
import { RiskFields } from './risk-fields.ts';

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

/** Where each approval action leaves the supplier's registration. */
const STATUS_AFTER: Record<AribaActionBody['actionName'], RegistrationStatus> = {
  Approve: 'Registered',
  Deny: 'RegistrationDenied',
  DenyWithResubmit: 'PendingResubmit',
};

/**
 * Ariba's state of every realm: the suppliers, their approval tasks, questionnaire answers, risk
 * custom fields, and whether a supplier is editing its questionnaires. A change to the supplier
 * itself (a touch, an addition, a registration approved or denied) sets its `lastUpdated` to now;
 * answers and risk fields a client writes do not, so a client's own writes do not come back to it
 * as changes (assumed: Ariba does not say).
 */
export class AribaStore {
  readonly suppliers: RealmSuppliers;
  readonly answers = new QuestionnaireAnswers();
  readonly risk = new RiskFields();
  private readonly editing = new Set<string>();
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

  /** Back to the seeded world: every change, task decision, answer, risk field and editing flag forgotten. */
  reset() {
    this.suppliers.reset();
    this.answers.clear();
    this.risk.clear();
    this.editing.clear();
    this.approvals.clear();
    for (const realm of this.world.realms) for (const s of this.suppliers.list(realm)) this.approvals.follow(s, s.lastUpdated);
    this.rng = createRng(mixSeed(this.world.seed, CHANGES_SEED));
    this.nextUnknown = this.world.firstFreeIndex;
  }

  supplier(realm: string, smVendorId: string): Supplier | undefined {
    return this.suppliers.get(realm, smVendorId);
  }

  /** Whether the supplier is acting on its questionnaires, when writes to them are refused. */
  isEditing(realm: string, smVendorId: string): boolean {
    return this.editing.has(`${realm}/${smVendorId}`);
  }

  setEditing(realm: string, smVendorId: string, editing: boolean) {
    if (editing) this.editing.add(`${realm}/${smVendorId}`);
    else this.editing.delete(`${realm}/${smVendorId}`);
  }

  task(realm: string, uniqueName: string): SimApprovalTask | undefined {
    return this.approvals.get(realm, uniqueName);
  }

  tasks(filter: TaskFilter): SimApprovalTask[] {
    return this.approvals.list(filter);
  }

  /** Decides a pending task for `user`; the supplier's registration moves on with it. */
  decide(realm: string, action: Pick<AribaActionBody, 'uniqueName' | 'actionName' | 'options'>, user: string): SimApprovalTask | 'missing' | 'decided' {
    const at = this.stamp();
    const decision = { approve: action.actionName === 'Approve', comment: action.options?.comment, user, at };
    const decided = this.approvals.decide(realm, action.uniqueName, decision);
    if (typeof decided === 'string') return decided;
    const supplier = this.suppliers.get(realm, decided.smVendorId);
    if (supplier) this.change({ ...supplier, registrationStatus: STATUS_AFTER[action.actionName] }, at);
    return decided;
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
