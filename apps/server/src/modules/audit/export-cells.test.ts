import type { AuditEvent } from '@connector/contracts';
import { describe, expect, it } from 'vitest';
import { cursorOf, positionOf } from './cursor.ts';
import { cellsOf, changesOf, EXPORT_COLUMNS, inertCell } from './export-cells.ts';
import { sourceOf } from './events.ts';

const EVENT: AuditEvent = {
  id: '2b9f4a40-3c57-4d5e-9b1a-2f3e4d5c6b7a',
  tenantId: 'default',
  actorId: 'a1',
  actorEmail: 'ana@default.local',
  source: 'person',
  action: 'update',
  entity: 'user',
  entityId: 'u1',
  before: { firstName: 'Ana', roles: ['userBvd'] },
  after: { firstName: 'Ana María', roles: ['tenantAdmin'] },
  at: '2025-03-01T10:00:00.000Z',
};

describe('export cells', () => {
  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('puts a quote before %j, which a spreadsheet would read as a formula', (text) => {
    expect(inertCell(text)).toBe(`'${text}`);
  });

  it.each(['plain', '1-2', "'=already", ' =x', ''])('leaves %j as it is', (text) => {
    expect(inertCell(text)).toBe(text);
  });

  it('writes one line per changed field, before → after', () => {
    expect(changesOf(EVENT.before, EVENT.after)).toBe('firstName: Ana → Ana María\nroles: ["userBvd"] → ["tenantAdmin"]');
    expect(changesOf(null, { enabled: true })).toBe('enabled:  → true');
    expect(changesOf({ password: '[secret]' }, null)).toBe('password: [secret] → ');
  });

  it('gives a cell per column, every one inert', () => {
    const cells = cellsOf({ ...EVENT, actorEmail: '=HYPERLINK("http://x")@evil.local', entityId: '-2+3' });
    expect(cells).toHaveLength(EXPORT_COLUMNS.length);
    expect(cells[EXPORT_COLUMNS.indexOf('actorEmail')]).toBe(`'=HYPERLINK("http://x")@evil.local`);
    expect(cells[EXPORT_COLUMNS.indexOf('entityId')]).toBe(`'-2+3`);
    expect(cells[EXPORT_COLUMNS.indexOf('before')]).toBe('{"firstName":"Ana","roles":["userBvd"]}');
  });
});

describe('event source', () => {
  const row = { actorId: 'u1', entity: 'user', action: 'update', after: null };
  it.each([
    [row, 'person'],
    [{ ...row, actorId: null }, 'schedule'],
    [{ ...row, actorId: 'app:demo' }, 'application'],
    [{ ...row, entity: 'supplier', action: 'link', after: { linkSource: 'import' } }, 'import'],
    [{ ...row, entity: 'supplier', action: 'link', actorId: null, after: { linkSource: 'request' } }, 'ownEntity'],
    [{ ...row, entity: 'supplier', action: 'link', actorId: null, after: { linkSource: 'auto' } }, 'schedule'],
  ] as const)('%j comes from %s', (event, source) => {
    expect(sourceOf(event)).toBe(source);
  });
});

describe('log cursor', () => {
  it('names the same event to the microsecond after the round trip', () => {
    const position = { at: '2025-03-01T10:00:00.123456Z', id: EVENT.id };
    expect(positionOf(cursorOf(position))).toEqual(position);
  });

  it.each(['', 'bm90LWEtY3Vyc29y', cursorOf({ at: '2025-03-01T10:00:00Z', id: EVENT.id }), cursorOf({ at: '2025-03-01T10:00:00.123456Z', id: "x' or 1=1" })])(
    'refuses a cursor it did not make (%j) with a 400 on the field',
    (cursor) => {
      expect(() => positionOf(cursor)).toThrow(expect.objectContaining({ status: 400, errors: [expect.objectContaining({ field: 'query.cursor' })] }));
    },
  );
});
