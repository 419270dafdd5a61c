import { SimHealth, SimMailPage } from '@connector/contracts/providers/simulator';
import type { FastifyInstance } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app.ts';
import { buildSimulators } from '../app.ts';
import { createMailSink, type MailSink } from './sink.ts';

const quiet = { warn: () => undefined };

describe('mail sink', () => {
  let app: FastifyInstance;
  let sink: MailSink;
  let smtp: Transporter;
  const mail = async (query = '') => SimMailPage.parse((await app.inject({ method: 'GET', url: `/__sim/mail${query}` })).json());

  beforeAll(async () => {
    sink = createMailSink();
    app = await buildSimulators({ config: testConfig(), mail: sink });
    const port = await sink.listen({ port: 0, host: '127.0.0.1', log: quiet });
    smtp = createTransport({ host: '127.0.0.1', port, secure: false });
  });
  beforeEach(async () => {
    expect((await app.inject({ method: 'DELETE', url: '/__sim/mail' })).statusCode).toBe(204);
  });
  afterAll(async () => {
    smtp?.close();
    await app?.close();
  });

  it('receives a message over SMTP and lists what it parsed', async () => {
    await smtp.sendMail({
      from: 'Connector Console <no-reply@connector.localhost>',
      to: ['ana@example.test'],
      cc: 'bo@example.test',
      subject: 'Import finished',
      text: 'Your import of 12 suppliers finished.',
      html: '<p>Your import of <b>12</b> suppliers finished.</p>',
    });
    const page = await mail();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      from: '"Connector Console" <no-reply@connector.localhost>',
      to: ['ana@example.test', 'bo@example.test'],
      subject: 'Import finished',
      text: 'Your import of 12 suppliers finished.',
      html: '<p>Your import of <b>12</b> suppliers finished.</p>',
    });
    expect(Date.parse(page.items[0]?.receivedAt ?? '')).not.toBeNaN();
  });

  it('filters by recipient, newest first, and keeps html null for a text-only message', async () => {
    await smtp.sendMail({ from: 'a@example.test', to: 'ana@example.test', subject: 'first', text: 'one' });
    await smtp.sendMail({ from: 'a@example.test', to: 'bo@example.test', subject: 'second', text: 'two' });
    await smtp.sendMail({ from: 'a@example.test', to: 'ana@example.test', subject: 'third', text: 'three' });
    const toAna = await mail('?to=ANA%40example.test');
    expect(toAna.items.map((m) => m.subject)).toEqual(['third', 'first']);
    expect(toAna.items[0]?.html).toBeNull();
    expect((await app.inject({ method: 'GET', url: '/__sim/mail?to=' })).statusCode).toBe(400);
  });

  it('accepts any credentials a client offers', async () => {
    const signedIn = createTransport({ host: '127.0.0.1', port: sink.port() ?? 0, secure: false, auth: { user: 'u', pass: 'p' } });
    try {
      await signedIn.sendMail({ from: 'a@example.test', to: 'ana@example.test', subject: 'with auth', text: 'x' });
    } finally {
      signedIn.close();
    }
    expect((await mail()).items.map((m) => m.subject)).toEqual(['with auth']);
  });

  it('is emptied by the reset of the simulators', async () => {
    await smtp.sendMail({ from: 'a@example.test', to: 'ana@example.test', subject: 'before reset', text: 'x' });
    expect((await mail()).total).toBe(1);
    expect((await app.inject({ method: 'POST', url: '/__sim/reset' })).statusCode).toBe(204);
    expect((await mail()).total).toBe(0);
  });

  it('reports its SMTP port in the health check, and none for an app whose sink does not listen', async () => {
    const health = SimHealth.parse((await app.inject({ method: 'GET', url: '/__sim/health' })).json());
    expect(health.smtpPort).toBe(sink.port());
    expect(health.smtpPort).toBeGreaterThan(0);
    const idle = await buildSimulators({ config: testConfig() });
    try {
      expect(SimHealth.parse((await idle.inject({ method: 'GET', url: '/__sim/health' })).json()).smtpPort).toBeNull();
    } finally {
      await idle.close();
    }
  });
});
