import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { Mailbox, type IncomingMail } from './mailbox.ts';

/** Larger messages are refused (552): the sink is for the connector's notices, not attachments. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
/** A client still connected when the simulators stop is cut off after this long. */
const CLOSE_TIMEOUT_MS = 1000;

export interface MailSink {
  readonly mailbox: Mailbox;
  /** The port the SMTP listener is on; null before `listen` and after `close`. */
  port(): number | null;
  /** Starts the SMTP listener (port 0 = any free port) and answers the port it took. */
  listen(options: { port: number; host: string; log: Pick<FastifyBaseLogger, 'warn'> }): Promise<number>;
  close(): Promise<void>;
}

/** What the sink keeps of a message: the envelope's recipients, the headers' sender and subject. */
async function readMessage(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<IncomingMail> {
  const parsed = await simpleParser(stream);
  const envelopeFrom = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
  return {
    from: parsed.from?.text ?? envelopeFrom,
    to: session.envelope.rcptTo.map((recipient) => recipient.address),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
  };
}

/**
 * A real SMTP server standing in for the mail relay in development and tests: it accepts every
 * message from anyone, over plain SMTP (no STARTTLS, any or no credentials), and keeps what it
 * parsed in its mailbox, which the control surface lists (`/__sim/mail`).
 */
export function createMailSink(mailbox = new Mailbox()): MailSink {
  let server: SMTPServer | null = null;

  const create = () =>
    new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      size: MAX_MESSAGE_BYTES,
      closeTimeout: CLOSE_TIMEOUT_MS,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'anyone' }),
      onData: (stream, session, callback) => {
        readMessage(stream, session).then(
          (mail) => {
            if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            mailbox.add(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });

  return {
    mailbox,
    port: () => (server ? ((server.server.address() as AddressInfo | null)?.port ?? null) : null),
    async listen({ port, host, log }) {
      if (server) throw new Error('The mail sink is already listening');
      const smtp = create();
      await new Promise<void>((resolve, reject) => {
        smtp.once('error', reject);
        smtp.listen(port, host, () => {
          smtp.off('error', reject);
          resolve();
        });
      });
      // A client dropping its connection is an error event; unheard, it would end the process.
      smtp.on('error', (error) => log.warn({ err: error }, 'mail sink: connection error'));
      server = smtp;
      return (smtp.server.address() as AddressInfo).port;
    },
    async close() {
      const smtp = server;
      server = null;
      if (smtp) await new Promise<void>((resolve) => smtp.close(resolve));
    },
  };
}
