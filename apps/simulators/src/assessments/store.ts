import { randomUUID } from 'node:crypto';
import type { ScoreLabel } from '@connector/contracts/providers/catalyst';
import { hashString } from '../world/rng.ts';

export interface Model {
  Id: string;
  Name: string;
}

export interface AssessmentView {
  id: string;
  bvdId: string;
  model: Model;
  portfolioId: string | null;
  status: 'InProgress' | 'Completed';
  score: number | null;
  scoreLabel: ScoreLabel | null;
  startedOn: string;
  startedBy: string;
  modifiedOn: string;
  modifiedBy: string;
  alertCount: number;
}

interface Stored {
  id: string;
  bvdId: string;
  model: Model;
  portfolioId: string | null;
  startedAt: number;
  startedBy: string;
}

export function scoreLabel(score: number): ScoreLabel {
  return score < 40 ? 'Low' : score < 70 ? 'Medium' : 'High';
}

const HISTORY_START = Date.UTC(2023, 0, 1);
const DAY = 86_400_000;
export const SYSTEM_USER = 'risk.analyst@simulator.local';

/**
 * Risk assessments of one product. A started assessment runs for `durationMs`, then completes
 * with a score derived from its id, so reading it twice gives the same answer. Each company also
 * has zero to two earlier assessments, derived from its BvD ID.
 */
export class AssessmentStore {
  private readonly started = new Map<string, Stored>();

  constructor(
    private readonly product: string,
    readonly models: readonly Model[],
    private readonly durationMs: number,
    private readonly now: () => number,
  ) {}

  model(id: string): Model | undefined {
    return this.models.find((m) => m.Id === id);
  }

  start(bvdId: string, model: Model, user: string, portfolioId: string | null = null): AssessmentView {
    const stored: Stored = { id: randomUUID(), bvdId, model, portfolioId, startedAt: this.now(), startedBy: user };
    this.started.set(stored.id, stored);
    return this.view(stored);
  }

  get(id: string): AssessmentView | undefined {
    const stored = this.started.get(id) ?? this.historical(id);
    return stored ? this.view(stored) : undefined;
  }

  /** Newest first. */
  ofCompany(bvdId: string): AssessmentView[] {
    const own = [...this.started.values()].filter((s) => s.bvdId === bvdId);
    return [...own, ...this.history(bvdId)].map((s) => this.view(s)).sort((a, b) => b.startedOn.localeCompare(a.startedOn));
  }

  ofPortfolio(portfolioId: string): AssessmentView[] {
    return [...this.started.values()]
      .filter((s) => s.portfolioId === portfolioId)
      .map((s) => this.view(s))
      .sort((a, b) => b.startedOn.localeCompare(a.startedOn));
  }

  private history(bvdId: string): Stored[] {
    const count = hashString(`${this.product}:${bvdId}`) % 3;
    return Array.from({ length: count }, (_, k) => this.historical(`${this.product}-H${k}-${bvdId}`)).filter(
      (s): s is Stored => s !== undefined,
    );
  }

  /** Earlier assessments are named `<product>-H<k>-<BvD ID>` and rebuilt from that name. */
  private historical(id: string): Stored | undefined {
    const parsed = new RegExp(`^${this.product}-H([0-2])-(.+)$`).exec(id);
    if (!parsed?.[2]) return undefined;
    const bvdId = parsed[2];
    const k = Number(parsed[1]);
    if (k >= hashString(`${this.product}:${bvdId}`) % 3) return undefined;
    const h = hashString(id);
    const model = this.models[h % this.models.length];
    if (!model) return undefined;
    return { id, bvdId, model, portfolioId: null, startedAt: HISTORY_START + (h % 500) * DAY, startedBy: SYSTEM_USER };
  }

  private view(stored: Stored): AssessmentView {
    const done = this.now() - stored.startedAt >= this.durationMs;
    const h = hashString(`${stored.id}:${stored.model.Id}`);
    const score = h % 101;
    const label = scoreLabel(score);
    const alerts = label === 'High' ? 3 + (h % 7) : label === 'Medium' ? 1 + (h % 4) : h % 2;
    const modifiedAt = done ? stored.startedAt + this.durationMs : stored.startedAt;
    return {
      id: stored.id,
      bvdId: stored.bvdId,
      model: stored.model,
      portfolioId: stored.portfolioId,
      status: done ? 'Completed' : 'InProgress',
      score: done ? score : null,
      scoreLabel: done ? label : null,
      startedOn: new Date(stored.startedAt).toISOString(),
      startedBy: stored.startedBy,
      modifiedOn: new Date(modifiedAt).toISOString(),
      modifiedBy: done ? SYSTEM_USER : stored.startedBy,
      alertCount: done ? alerts : 0,
    };
  }
}
