import { WRITE_BACK_MAIL, mailLanguage, type MailLanguage, type WriteBackSummary } from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import type { Mailer } from '../../mail/index.ts';

export interface WriteBackNotice extends Omit<WriteBackSummary, 'appName'> {
  tenantId: string;
  appId: string;
  appName: string;
  recipients: string[];
}

export interface NotifierDeps {
  db: Database;
  mailer: Mailer;
  /** The language of each recipient who is a user of the tenant. */
  languagesOf(tx: Tx, tenantId: string, emails: readonly string[]): Promise<Map<string, string>>;
}

/**
 * Tells the people an application's Orbis Integration Mapping names that a write-back run ended
 * (MAP-19): one message per language, each recipient in their own.
 */
export function createWriteBackNotifier({ db, mailer, languagesOf }: NotifierDeps) {
  return async (notice: WriteBackNotice): Promise<void> => {
    const languages = await db.forTenant(notice.tenantId, (tx) => languagesOf(tx, notice.tenantId, notice.recipients));
    const byLanguage = new Map<MailLanguage, string[]>();
    for (const email of notice.recipients) {
      const language = mailLanguage(languages.get(email));
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), email]);
    }
    for (const [language, to] of byLanguage) {
      const texts = WRITE_BACK_MAIL[language];
      await mailer.send({ to, subject: texts.subject(notice), text: texts.text(notice) });
    }
  };
}

export type WriteBackNotifier = ReturnType<typeof createWriteBackNotifier>;
