import { z } from 'zod';

/**
 * What the connector assumes where SAP publishes nothing: the realm's supplier forms with the
 * questions answers are written to (decision 036), and the titles of the product questionnaires
 * a realm gives its suppliers (each application may name its own).
 */
export type AribaQuestionnaireKind = 'orbis' | 'complianceCatalyst' | 'supplyChainCatalyst';
export const ARIBA_QUESTIONNAIRE_KINDS: readonly AribaQuestionnaireKind[] = ['orbis', 'complianceCatalyst', 'supplyChainCatalyst'];

/** The default titles of the connector's questionnaires, by product (the simulator's realms use them). */
export const ARIBA_QUESTIONNAIRE_TITLES: Record<AribaQuestionnaireKind, string> = {
  orbis: 'Orbis Company Data',
  complianceCatalyst: 'Compliance Catalyst Assessment',
  supplyChainCatalyst: 'Supply Chain Catalyst Assessment',
};

/**
 * A question of a form; its external id is the question's external system correlation id, the
 * key the answers endpoint writes by.
 */
export const AribaFormQuestion = z.object({ externalQuestionId: z.string().max(100), questionLabel: z.string().max(500) });
export type AribaFormQuestion = z.infer<typeof AribaFormQuestion>;

/**
 * The realm's forms, as the mapping editors list them: its custom forms (the registration form,
 * whose answers are the vendor's own fields) and its questionnaire templates. Assumed.
 */
export const AribaForm = z.object({
  formId: z.string().max(100),
  title: z.string().max(300),
  kind: z.enum(['customForm', 'questionnaire']),
  /** The product a questionnaire template serves, when it is one of the connector's. */
  product: z.enum(['orbis', 'complianceCatalyst', 'supplyChainCatalyst']).optional(),
  questions: z.array(AribaFormQuestion),
});
export type AribaForm = z.infer<typeof AribaForm>;
export const AribaForms = z.array(AribaForm);
export type AribaForms = z.infer<typeof AribaForms>;

/**
 * The registration form's questions: the vendor fields Ariba keeps for every supplier, which the
 * connector stores with it (decision 017). An Ariba Custom Form Integration Mapping maps these to
 * Orbis search fields.
 */
export const ARIBA_REGISTRATION_QUESTIONS = ['SUPPLIER_NAME', 'TAX_ID', 'ADDRESS_LINE1', 'CITY', 'POSTAL_CODE', 'COUNTRY'] as const;
export type AribaRegistrationQuestion = (typeof ARIBA_REGISTRATION_QUESTIONS)[number];

