import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A relay on loopback that keeps every message it is given, whole (the fake beside the test). */
async function startRelay() {
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

function recordingLogger() {
  const lines: string[] = [];
  const log = (first: unknown, second?: unknown) => lines.push(typeof first === 'string' ? first : String(second));
  return { lines, logger: { info: log, debug: log } };
}

describe('mailer', () => {
  let relay: Awaited<ReturnType<typeof startRelay>>;
  beforeAll(async () => {
    relay = await startRelay();
  });
  beforeEach(() => {
    relay.received.length = 0;
  });
  afterAll(() => relay?.close());

  it('delivers a message to the relay of SMTP_URL, from MAIL_FROM', async () => {
    const { logger } = recordingLogger();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${relay.port}`, mailFrom: 'Connector Console <no-reply@connector.localhost>' }, logger);
    await mailer.send({
      to: ['ana@example.test', 'bo@example.test'],
      subject: 'Import finished',
      text: 'Your import finished.',
      html: '<p>Your import finished.</p>',
    });
    expect(relay.received).toHaveLength(1);
    const [message] = relay.received;
    expect(message).toMatchObject({ from: 'no-reply@connector.localhost', to: ['ana@example.test', 'bo@example.test'] });
    expect(message?.raw).toMatch(/^From: Connector Console <no-reply@connector\.localhost>$/m);
    expect(message?.raw).toMatch(/^Subject: Import finished$/m);
    expect(message?.raw).toContain('Your import finished.');
    expect(message?.raw).toMatch(/^Content-Type: text\/html/m);
  });

  it('sends text alone when there is no HTML', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${relay.port}`, mailFrom: 'alerts@example.test' }, recordingLogger().logger);
    await mailer.send({ to: ['ana@example.test'], subject: 'Plain', text: 'Only text.' });
    expect(relay.received[0]?.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(relay.received[0]?.raw).not.toMatch(/text\/html/);
  });

  it('rejects when the relay cannot be reached, so a job can retry', async () => {
    const closed = await startRelay();
    await closed.close();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${closed.port}`, mailFrom: 'alerts@example.test' }, recordingLogger().logger);
    await expect(mailer.send({ to: ['ana@example.test'], subject: 'Lost', text: 'x' })).rejects.toThrow(/ECONNREFUSED/);
  });

  it('without SMTP_URL says mail is off and sends nothing, yet resolves', async () => {
    const { lines, logger } = recordingLogger();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'alerts@example.test' }, logger);
    expect(lines).toEqual(['mail is off: SMTP_URL is not set, so no e-mail is sent']);
    await expect(mailer.send({ to: ['ana@example.test'], subject: 'Nowhere', text: 'x' })).resolves.toBeUndefined();
    expect(relay.received).toEqual([]);
  });
});
