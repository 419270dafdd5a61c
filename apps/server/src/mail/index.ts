export { createMailer, type MailSettings } from './mailer.ts';
export type { MailMessage, Mailer } from './port.ts';
