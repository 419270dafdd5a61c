/** One message to send: plain text always, HTML besides when the caller has it. */
export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends e-mail through the configured relay (`SMTP_URL`). Resolving means the relay accepted the
 * message; a refusal or an unreachable relay rejects, so a job that sends can be retried. Without
 * `SMTP_URL` mail is off: `send` resolves without sending, and callers work the same.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
