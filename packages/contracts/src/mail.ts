/**
 * The e-mails the connector sends, in each language a user may choose (docs/decisions/025-mappings.md):
 * a recipient who is a user of the tenant reads it in their language, anyone else in English.
 */
export const MAIL_LANGUAGES = ['en', 'es'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export interface WriteBackSummary {
  appName: string;
  /** Suppliers whose Orbis answers were stored. */
  enhanced: number;
  /** Answers written to Ariba questionnaires. */
  written: number;
  /** The Orbis Integration Mapping version obeyed. */
  version: number | null;
}

export const WRITE_BACK_MAIL: Record<MailLanguage, { subject: (s: WriteBackSummary) => string; text: (s: WriteBackSummary) => string }> = {
  en: {
    subject: (s) => `Orbis Enhancement finished for ${s.appName}`,
    text: (s) =>
      [
        `The Orbis Enhancement of ${s.appName} has finished.`,
        `Suppliers enhanced: ${s.enhanced}`,
        `Answers written to Ariba: ${s.written}`,
        s.version === null ? 'No Orbis Integration Mapping is active: the answers were stored in the console only.' : `Orbis Integration Mapping version: ${s.version}`,
      ].join('\n'),
  },
  es: {
    subject: (s) => `Orbis Enhancement terminado para ${s.appName}`,
    text: (s) =>
      [
        `El Orbis Enhancement de ${s.appName} ha terminado.`,
        `Proveedores enriquecidos: ${s.enhanced}`,
        `Respuestas escritas en Ariba: ${s.written}`,
        s.version === null ? 'No hay ningún Orbis Integration Mapping activo: las respuestas solo se guardaron en la consola.' : `Versión del Orbis Integration Mapping: ${s.version}`,
      ].join('\n'),
  },
};

export const mailLanguage = (language: string | null | undefined): MailLanguage =>
  (MAIL_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as MailLanguage) : 'en';
