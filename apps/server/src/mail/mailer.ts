import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Mailer } from './port.ts';

export type MailSettings = Pick<Config, 'smtpUrl' | 'mailFrom'>;

/**
 * A relay that does not answer should fail a send within seconds, so the job behind it is retried,
 * rather than hold its worker for nodemailer's minutes. Query parameters of `SMTP_URL`
 * (`?connectionTimeout=…`) still override these.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The `Mailer` on nodemailer's SMTP transport: `SMTP_URL` says where (`smtp://` or `smtps://`,
 * with credentials in the URL when the relay wants them) and `MAIL_FROM` who sends. Without
 * `SMTP_URL` mail is off: this says so once in the log, and `send` resolves without sending
 * anything, so callers need no branch of their own. One connection per message: the connector
 * sends a few notices, not bulk mail.
 */
export function createMailer(settings: MailSettings, logger: Pick<FastifyBaseLogger, 'info' | 'debug'>): Mailer {
  if (settings.smtpUrl === undefined) {
    logger.info('mail is off: SMTP_URL is not set, so no e-mail is sent');
    return {
      async send(message) {
        logger.debug({ subject: message.subject, recipients: message.to.length }, 'mail is off: message not sent');
      },
    };
  }
  const transport = createTransport({ ...TIMEOUTS, url: settings.smtpUrl }, { from: settings.mailFrom });
  return {
    async send({ to, subject, text, html }) {
      const info = await transport.sendMail({ to, subject, text, ...(html === undefined ? {} : { html }) });
      logger.debug({ messageId: info.messageId, recipients: to.length }, 'mail sent');
    },
  };
}
