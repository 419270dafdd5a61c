import { describe, expect, it } from 'vitest';
import type { OrbisHit } from '../../../providers/index.ts';
import type { AppRuntime } from '../../applications/index.ts';
import type { SupplierRow } from '../repository/index.ts';
import { nothingAdded, sortAnswers, sureHit, takeSure, type Answer } from './decide.ts';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const app = { tenantId: 'default', appId: '00000000-0000-4000-8000-0000000000d1', matchScoreLimit: 90, approval: { auto: false } } as unknown as AppRuntime;

const row = (supplierId: string): SupplierRow =>
  ({ supplierId, name: `Supplier ${supplierId}`, city: 'Leeds', postalCode: 'LS1', nationalId: null, bvdId: null, state: 'pending', linkSource: null, matchAttempts: 0, candidates: [] }) as unknown as SupplierRow;

const hit = (bvdId: string, score: number, selected = false): OrbisHit => ({
  BvDId: bvdId,
  Name: `Company ${bvdId}`,
  MatchedName: `Company ${bvdId}`,
  MatchedName_Type: 'Current',
  Address: '1 Road',
  Address_Type: 'Registered',
  PostCode: 'LS1',
  City: 'Leeds',
  Country: 'GB',
  National_Id: null,
  NationalIdLabel: null,
  LegalForm: 'Ltd',
  Status: 'Active',
  Score: score,
  Hint: selected ? 'Selected' : 'Potential',
});

describe('the hit to link automatically', () => {
  it('is Orbis’s own pick at or above the limit, and nothing else', () => {
    expect(sureHit([hit('GB1', 0.95, true)], 90)?.BvDId).toBe('GB1');
    expect(sureHit([hit('GB1', 0.9, true)], 90)?.BvDId).toBe('GB1');
    expect(sureHit([hit('GB1', 0.89, true)], 90)).toBeUndefined();
    expect(sureHit([hit('GB1', 0.99)], 90)).toBeUndefined();
    expect(sureHit([], 90)).toBeUndefined();
    // Hint is open text: only `Selected` is Orbis's pick.
    expect(sureHit([{ ...hit('GB1', 0.99), Hint: 'Unselected' }, { ...hit('GB2', 0.98), Hint: null }], 90)).toBeUndefined();
  });
});

describe('sorting Orbis’s answers', () => {
  it('marks a failed call failed, keeps candidates for a person, and sends sure hits on', () => {
    const locked = new Map(['S-1', 'S-2', 'S-3'].map((id) => [id, row(id)]));
    const answers: Answer[] = [
      { supplierId: 'S-1', error: 'Orbis did not answer' },
      { supplierId: 'S-2', hits: [hit('GB2', 0.7), hit('GB3', 0.6), hit('GB4', 0.5), hit('GB5', 0.4)] },
      { supplierId: 'S-3', hits: [hit('GB9', 0.97, true)] },
    ];
    const added = nothingAdded();
    const { decided, sure } = sortAnswers(app, locked, answers, NOW, added);
    expect(decided).toEqual([
      expect.objectContaining({ supplierId: 'S-1', state: 'failed', lastError: 'Orbis did not answer', processingDate: NOW, matchAttempts: 1 }),
      expect.objectContaining({ supplierId: 'S-2', state: 'unmatched', lastError: null, processingDate: NOW, matchAttempts: 1 }),
    ]);
    // The best three candidates are kept, as percentages.
    expect(decided[1]?.candidates.map((c) => [c.bvdId, c.score])).toEqual([['GB2', 70], ['GB3', 60], ['GB4', 50]]);
    expect(sure.map((s) => [s.row.supplierId, s.hit.BvDId])).toEqual([['S-3', 'GB9']]);
    expect(added).toMatchObject({ matched: 3, failed: 1, waiting: 1, linkedAuto: 0 });
  });

  it('keeps a candidate whose fields Orbis left out, with empty texts', () => {
    const bare: OrbisHit = { ...hit('GB7', 0.66), Name: null, City: null, Country: null, PostCode: null, Hint: null };
    const { decided } = sortAnswers(app, new Map([['S-1', row('S-1')]]), [{ supplierId: 'S-1', hits: [bare] }], NOW, nothingAdded());
    expect(decided[0]?.candidates).toEqual([{ bvdId: 'GB7', name: '', city: '', country: '', score: 66, why: [] }]);
  });

  it('drops the answer of a supplier no longer waiting for it', () => {
    const added = nothingAdded();
    const sorted = sortAnswers(app, new Map(), [{ supplierId: 'S-gone', hits: [hit('GB1', 0.99, true)] }], NOW, added);
    expect(sorted).toEqual({ decided: [], sure: [] });
    expect(added.matched).toBe(0);
  });
});

describe('taking the sure hits', () => {
  const sureOf = (supplierId: string, bvdId: string) => ({ row: row(supplierId), hit: hit(bvdId, 0.96, true), candidates: [] });

  it('links each to a free BvD ID with its audit entry and event, and the first of a batch takes a shared one', () => {
    const added = nothingAdded();
    const { decided, links } = takeSure(app, [sureOf('S-1', 'GB1'), sureOf('S-2', 'GB1'), sureOf('S-3', 'GB3')], new Map(), NOW, added);
    expect(decided.map((d) => [d.supplierId, d.state, d.bvdId ?? null])).toEqual([
      ['S-1', 'linked', 'GB1'],
      ['S-2', 'unmatched', null],
      ['S-3', 'linked', 'GB3'],
    ]);
    expect(decided[0]).toMatchObject({ linkSource: 'auto', linkScore: 96, linkedAt: NOW });
    expect(links.map((l) => l.event)).toEqual([
      { tenantId: 'default', appId: app.appId, supplierId: 'S-1', actor: null, bvdId: 'GB1', previousBvdId: null, source: 'auto' },
      { tenantId: 'default', appId: app.appId, supplierId: 'S-3', actor: null, bvdId: 'GB3', previousBvdId: null, source: 'auto' },
    ]);
    expect(links.map((l) => l.audit)).toEqual([
      expect.objectContaining({ action: 'link', entity: 'supplier', entityId: `${app.appId}:S-1` }),
      expect.objectContaining({ action: 'link', entity: 'supplier', entityId: `${app.appId}:S-3` }),
    ]);
    expect(added).toMatchObject({ linkedAuto: 2, waiting: 1 });
  });

  it('leaves a BvD ID another supplier holds to that supplier, and lets a supplier keep its own', () => {
    const added = nothingAdded();
    const holders = new Map([
      ['GB1', 'S-other'],
      ['GB2', 'S-2'],
    ]);
    const { decided, links } = takeSure(app, [sureOf('S-1', 'GB1'), sureOf('S-2', 'GB2')], holders, NOW, added);
    expect(decided.map((d) => [d.supplierId, d.state])).toEqual([
      ['S-1', 'unmatched'],
      ['S-2', 'linked'],
    ]);
    expect(links).toHaveLength(1);
  });
});
