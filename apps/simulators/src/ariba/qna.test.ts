import { AribaForms, type AribaQnaItem } from '@connector/contracts/providers/ariba';
import { ARIBA_BEING_EDITED_ANSWER, ARIBA_WRITE_ANSWER } from '@connector/contracts/providers/fixtures/ariba';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aribaSession, F, idOf, type AribaSession, type Vendor } from '../../test/ariba.ts';
import { buildTestSimulators } from '../../test/test-app.ts';

const FORMS = '/ariba/api/supplier-forms/v1/prod/forms';
const answerOf = (items: AribaQnaItem[], id: string) => items.find((i) => i.externalSystemCorrelationId === id);

describe('Ariba questionnaire answers (qna and answers)', () => {
  let app: FastifyInstance;
  let ariba: AribaSession;
  let vendor: Vendor;
  let other: Vendor;
  let never: Vendor;
  /** The vendor's workspace and its questionnaire of that digit (1 registration, 2 Orbis, 3 CC, 4 SCC). */
  const place = (v: Vendor, digit: number) => [idOf(v), `WS1${idOf(v).slice(1)}`, `Doc${digit}${idOf(v).slice(1)}`] as const;
  const orbis = () => place(vendor, 2);
  const editing = (v: Vendor, value: boolean) =>
    app.inject({ method: 'POST', url: '/__sim/ariba/editing', payload: { realm: 'connector-T', smVendorId: idOf(v), editing: value } });

  beforeAll(async () => {
    app = await buildTestSimulators();
    ariba = await aribaSession(app);
    const everyone = await ariba.walk({}, 1000);
    const full = everyone.filter((v) => v[F.registrationStatus] === 'Registered' && v[F.postalCode] === null);
    [vendor, other] = [full[0] ?? {}, full[1] ?? {}];
    never = everyone.find((v) => v[F.registrationStatus] === 'NotInvited') ?? {};
  });
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/__sim/reset' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists every question of each questionnaire, by the external ids the forms give them', async () => {
    const forms = AribaForms.parse((await ariba.call('GET', FORMS)).json());
    for (const [digit, form] of forms.entries()) {
      const items = await ariba.allQna(...place(vendor, digit + 1));
      expect(items.map((i) => i.externalSystemCorrelationId), form.formId).toEqual(form.questions.map((q) => q.externalQuestionId));
      expect(items.map((i) => i.questionLabel)).toEqual(form.questions.map((q) => q.questionLabel));
      expect(new Set(items.map((i) => i.itemId)).size).toBe(items.length);
    }
    const registration = await ariba.allQna(...place(vendor, 1));
    expect(answerOf(registration, 'SUPPLIER_NAME')).toMatchObject({ answerType: 'Text', answer: vendor[F.supplierName] });
    expect(answerOf(registration, 'POSTAL_CODE')?.answer).toBeNull();
    expect((await ariba.allQna(...orbis())).every((i) => i.answer === null && !('multiValueAnswer' in i))).toBe(true);
  });

  it('writes answers that qna then shows, replacing earlier ones, and twice changes nothing', async () => {
    const body = {
      answers: [
        { externalSystemCorrelationId: 'ORBIS_BVD_ID', answer: 'DE2345678901' },
        { externalSystemCorrelationId: 'ORBIS_NACE', multiValueAnswer: ['4641', '4690'] },
      ],
    };
    const written = await ariba.answers(...orbis(), body);
    expect([written.statusCode, written.json()]).toEqual([200, ARIBA_WRITE_ANSWER]);
    const once = await ariba.allQna(...orbis());
    expect(answerOf(once, 'ORBIS_BVD_ID')).toMatchObject({ answer: 'DE2345678901' });
    expect(answerOf(once, 'ORBIS_NACE')).toMatchObject({ answer: null, multiValueAnswer: ['4641', '4690'] });
    expect((await ariba.answers(...orbis(), body)).statusCode).toBe(200);
    expect(await ariba.allQna(...orbis())).toEqual(once);
    await ariba.answers(...orbis(), { answers: [{ externalSystemCorrelationId: 'ORBIS_NACE', answer: '4711' }] });
    const replaced = await ariba.allQna(...orbis());
    expect(answerOf(replaced, 'ORBIS_NACE')).toEqual(expect.objectContaining({ answer: '4711' }));
    expect(answerOf(replaced, 'ORBIS_NACE')).not.toHaveProperty('multiValueAnswer');
    expect(answerOf(replaced, 'ORBIS_BVD_ID')?.answer).toBe('DE2345678901');
    expect((await ariba.allQna(...place(other, 2))).every((i) => i.answer === null)).toBe(true);
    await app.inject({ method: 'POST', url: '/__sim/reset' });
    expect(answerOf(await ariba.allQna(...orbis()), 'ORBIS_BVD_ID')?.answer).toBeNull();
  });

  it('pages qna by at most 100, ending a page with the next position while more follow', async () => {
    const all = await ariba.allQna(...orbis());
    const first = (await ariba.qna(...orbis(), { $top: '5' })).json<unknown[]>();
    expect(first).toEqual([...all.slice(0, 5), { nextToken: 5 }]);
    expect((await ariba.qna(...orbis(), { $skip: '15', $top: '5' })).json()).toEqual(all.slice(15));
    expect((await ariba.qna(...orbis(), { $top: '101' })).statusCode).toBe(423);
  });

  it('answers 420, 421 and 422 for an unknown vendor, questionnaire or workspace', async () => {
    const [id, workspace, questionnaire] = orbis();
    const cases: [readonly [string, string, string], number, string][] = [
      [['S99999999', workspace, questionnaire], 420, 'Vendor not found'],
      [[id, workspace, place(other, 2)[2]], 421, 'Questionnaire not found'],
      [place(never, 2), 421, 'Questionnaire not found'],
      [[id, place(other, 2)[1], questionnaire], 422, 'Invalid or missing workspace ID'],
    ];
    for (const [where, status, message] of cases) {
      for (const response of [await ariba.qna(...where), await ariba.answers(...where, { answers: [{ externalSystemCorrelationId: 'ORBIS_BVD_ID', answer: 'x' }] })]) {
        expect([response.statusCode, response.json()], where.join('/')).toEqual([status, { status: 'Error', statusCode: status, errorMessages: [expect.objectContaining({ message, errorCode: status })] }]);
      }
    }
  });

  it('refuses answers to questions the questionnaire does not have, naming them, and writes none', async () => {
    const response = await ariba.answers(...orbis(), {
      answers: [
        { externalSystemCorrelationId: 'ORBIS_BVD_ID', answer: 'DE1' },
        { externalSystemCorrelationId: 'CC_SCORE', answer: '10' },
        { externalSystemCorrelationId: 'NOPE', answer: 'x' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'Error', statusCode: 400, errorMessages: [{ cause: expect.stringMatching(/CC_SCORE, NOPE$/) }] });
    expect(answerOf(await ariba.allQna(...orbis()), 'ORBIS_BVD_ID')?.answer).toBeNull();
    for (const bad of [{}, { answers: [] }, { answers: [{ externalSystemCorrelationId: 'ORBIS_BVD_ID' }] }]) {
      expect((await ariba.answers(...orbis(), bad)).statusCode).toBe(400);
    }
  });

  it('answers 403 while the supplier is editing its questionnaires, and takes the write after', async () => {
    const body = { answers: [{ externalSystemCorrelationId: 'ORBIS_BVD_ID', answer: 'DE2' }] };
    expect((await editing(vendor, true)).statusCode).toBe(204);
    const refused = await ariba.answers(...orbis(), body);
    expect([refused.statusCode, refused.json()]).toEqual([403, ARIBA_BEING_EDITED_ANSWER]);
    expect((await ariba.answers(...place(other, 2), body)).statusCode).toBe(200);
    expect((await ariba.qna(...orbis())).statusCode).toBe(200);
    await editing(vendor, false);
    expect((await ariba.answers(...orbis(), body)).statusCode).toBe(200);
    await editing(vendor, true);
    await app.inject({ method: 'POST', url: '/__sim/reset' });
    expect((await ariba.answers(...orbis(), body)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/__sim/ariba/editing', payload: { realm: 'connector-T', smVendorId: 'S99999999', editing: true } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/__sim/ariba/editing', payload: { realm: 'connector-T', smVendorId: idOf(vendor) } })).statusCode).toBe(400);
  });
});
