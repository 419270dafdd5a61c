import { read, utils } from '@e965/xlsx';
import type { AuditExportFile } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { openWorld, validTenant, type World } from '../../../test/world.ts';
import { EXPORT_COLUMNS } from './export-cells.ts';
import { createAuditRepository, type NewAuditRow } from './repository.ts';

const DAY = new Date(Date.UTC(2023, 5, 1, 12));
const row = (fields: Partial<NewAuditRow>): NewAuditRow => ({
  tenantId: 'default',
  actorId: 'u-ana',
  actorEmail: 'ana@default.local',
  action: 'update',
  entity: 'user',
  entityId: 'u-1',
  before: { lastName: 'Old' },
  after: { lastName: 'New' },
  at: DAY,
  ...fields,
});

/** Cells a spreadsheet program would take for formulas, each in a column of its own, and a name that is one. */
const DANGEROUS: NewAuditRow[] = [
  row({ actorEmail: '=hyperlink("http://evil.example","x")@evil.local', entityId: '+1', action: '-2', at: new Date(DAY.getTime() + 3000) }),
  row({ actorId: '@SUM(A1)', entityId: '\tcmd', action: '\rcmd', at: new Date(DAY.getTime() + 2000) }),
  row({ entity: 'role', entityId: '-audit', before: null, after: { name: '=1+1' }, at: new Date(DAY.getTime() + 1000) }),
];
const PERIOD = 'from=2023-06-01T00:00:00Z&to=2023-06-02T00:00:00Z';

/** The file of an export answer, as bytes. */
const bytesOf = (file: AuditExportFile) => Buffer.from(file.content, 'base64');

/** A CSV's records (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const [c, next] = [text[i], text[i + 1]];
    if (quoted && c === '"' && next === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      endField();
    } else if (!quoted && c === '\r' && next === '\n') {
      endField();
      records.push(record);
      record = [];
      i += 1;
    } else {
      field += c;
    }
  }
  return records;
}

describe.each(testDatabases)('audit log export on $name', (database) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(database);
    await w.db.allTenants((tx) => createAuditRepository().insert(tx, [...DANGEROUS, row({ tenantId: 'beta', actorEmail: '=beta@beta.local' })]));
  });
  afterAll(() => w?.close());

  const exported = async (query: string) => dataOf<AuditExportFile>(await w.call('tenantAdmin', 'GET', `/api/audit/export?${query}`));

  it('writes the filtered events as CSV, newest first, every cell that starts like a formula quoted', async () => {
    const file = await exported(`format=csv&${PERIOD}`);
    expect(file).toMatchObject({ mediaType: 'text/csv; charset=utf-8', rows: 3, truncated: false });
    expect(file.fileName).toMatch(/^audit-default-\d{8}-\d{4}\.csv$/);
    const text = bytesOf(file).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parseCsv(text.slice(1));
    expect(header).toEqual([...EXPORT_COLUMNS]);
    const column = (name: (typeof EXPORT_COLUMNS)[number]) => records.map((r) => r[EXPORT_COLUMNS.indexOf(name)]);
    expect(column('at')).toEqual(DANGEROUS.map((r) => r.at?.toISOString()));
    expect(column('actorEmail')).toEqual([`'=hyperlink("http://evil.example","x")@evil.local`, 'ana@default.local', 'ana@default.local']);
    expect(column('actorId')).toEqual(['u-ana', "'@SUM(A1)", 'u-ana']);
    expect(column('entityId')).toEqual(["'+1", "'\tcmd", "'-audit"]);
    expect(column('action')).toEqual(["'-2", "'\rcmd", 'update']);
    expect(column('changes')).toEqual(['lastName: Old → New', 'lastName: Old → New', 'name:  → =1+1']);
    expect(column('after')[2]).toBe('{"name":"=1+1"}');
    expect(text).not.toContain('beta');
  });

  it('writes the same as .xlsx, with text cells only', async () => {
    const file = await exported(`format=xlsx&${PERIOD}&actor=%3DHyperlink`);
    expect(file).toMatchObject({ mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', rows: 1 });
    const workbook = read(bytesOf(file), { type: 'buffer' });
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('the workbook has no sheet');
    const [header, first] = utils.sheet_to_json<string[]>(sheet, { header: 1 });
    expect(header).toEqual([...EXPORT_COLUMNS]);
    expect(first?.[EXPORT_COLUMNS.indexOf('actorEmail')]).toBe(`'=hyperlink("http://evil.example","x")@evil.local`);
    expect(first?.[EXPORT_COLUMNS.indexOf('entityId')]).toBe("'+1");
    expect(Object.values(sheet).some((cell: { f?: string }) => typeof cell === 'object' && cell !== null && 'f' in cell)).toBe(false);
  });

  it('reads a large export a chunk at a time without losing or repeating an event', async () => {
    dataOf(await w.call('superAdmin', 'POST', '/api/tenants', validTenant('chunked')), 201);
    const many = Array.from({ length: 5_003 }, (_, i) => row({ tenantId: 'chunked', entityId: `e-${i}`, at: undefined }));
    await w.db.allTenants((tx) => createAuditRepository().insert(tx, many));
    const file = dataOf<AuditExportFile>(await w.call('superAdmin', 'GET', '/api/audit/export?format=xlsx&tenantId=chunked&entity=user'));
    expect(file).toMatchObject({ rows: 5_003, truncated: false });
    const workbook = read(bytesOf(file), { type: 'buffer' });
    const [, ...records] = utils.sheet_to_json<string[]>(workbook.Sheets[workbook.SheetNames[0] ?? ''] as never, { header: 1 });
    const ids = records.map((r) => r[EXPORT_COLUMNS.indexOf('entityId')]);
    expect(new Set(ids).size).toBe(5_003);
  });

  it('exports another tenant’s events for a super administrator only', async () => {
    const beta = dataOf<AuditExportFile>(await w.call('superAdmin', 'GET', '/api/audit/export?format=csv&tenantId=beta&actor=%3Dbeta'));
    expect(beta.rows).toBe(1);
    expect(bytesOf(beta).toString('utf8')).toContain("'=beta@beta.local");
    expect((await w.call('tenantAdmin', 'GET', '/api/audit/export?format=csv&tenantId=beta')).statusCode).toBe(404);
    expect((await w.call('tenantAdmin', 'GET', '/api/audit/export?format=pdf')).statusCode).toBe(400);
  });
});
