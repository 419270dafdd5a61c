import {
  ARIBA_QUESTIONNAIRE_KINDS,
  ARIBA_QUESTIONNAIRE_TITLES,
  ARIBA_REGISTRATION_QUESTIONS,
  type AribaForm,
  type AribaFormQuestion,
  type AribaForms,
  type AribaQuestionnaireKind,
  type AribaRegistrationQuestion,
} from '@connector/contracts/providers/ariba';

/** The registration custom form's id; its questions are the vendor fields every supplier answers. */
export const REGISTRATION_FORM_ID = 'CF-REGISTRATION';
export const REGISTRATION_TITLE = 'Supplier Registration Questionnaire';

/** The simulated realms' ids of the connector's questionnaire templates (a real realm names its own). */
export const TEMPLATE_IDS: Record<AribaQuestionnaireKind, string> = {
  orbis: 'TPL-ORBIS',
  complianceCatalyst: 'TPL-CC',
  supplyChainCatalyst: 'TPL-SCC',
};

/** The registration questions as suppliers read them; the forms list and `qna` show the same labels. */
export const REGISTRATION_LABELS: Record<AribaRegistrationQuestion, string> = {
  SUPPLIER_NAME: 'Legal name of the company',
  TAX_ID: 'Tax or registration number',
  ADDRESS_LINE1: 'Street address',
  CITY: 'City',
  POSTAL_CODE: 'Postal code',
  COUNTRY: 'Country',
};

export const REGISTRATION_QUESTIONS: AribaFormQuestion[] = ARIBA_REGISTRATION_QUESTIONS.map((id) => ({
  externalQuestionId: id,
  questionLabel: REGISTRATION_LABELS[id],
}));

const questions = (pairs: [string, string][]): AribaFormQuestion[] =>
  pairs.map(([externalQuestionId, questionLabel]) => ({ externalQuestionId, questionLabel }));

/** The company data an Orbis match can fill in, as the Orbis template asks it. */
const ORBIS_QUESTIONS = questions([
  ['ORBIS_BVD_ID', 'BvD ID'],
  ['ORBIS_LEGAL_NAME', 'Legal name'],
  ['ORBIS_PREVIOUS_NAME', 'Previous name'],
  ['ORBIS_STATUS', 'Company status'],
  ['ORBIS_LEGAL_FORM', 'Legal form'],
  ['ORBIS_ENTITY_TYPE', 'Entity type'],
  ['ORBIS_ADDRESS', 'Address'],
  ['ORBIS_POSTCODE', 'Postcode'],
  ['ORBIS_CITY', 'City'],
  ['ORBIS_STATE', 'State or province'],
  ['ORBIS_COUNTRY', 'Country'],
  ['ORBIS_NATIONAL_ID', 'National identifier'],
  ['ORBIS_TAX_ID', 'Tax identifier'],
  ['ORBIS_INCORPORATION_DATE', 'Date of incorporation'],
  ['ORBIS_SIZE', 'Company size'],
  ['ORBIS_NACE', 'NACE Rev. 2 industry'],
  ['ORBIS_ACTIVITY', 'Main activity'],
  ['ORBIS_WEBSITE', 'Website'],
  ['ORBIS_EMAIL', 'Email'],
]);

/** A risk assessment's results and the connector's own state of it, under the template's prefix. */
const assessmentQuestions = (prefix: string, status: string, extra: [string, string][] = []) =>
  questions([
    [`${prefix}_STATUS`, status],
    [`${prefix}_SCORE`, 'Score'],
    [`${prefix}_SCORE_LABEL`, 'Score Label'],
    [`${prefix}_STARTED_ON`, 'Started Date'],
    [`${prefix}_MODIFIED_ON`, 'Modified Date'],
    [`${prefix}_ALERT_COUNT`, 'Alert Count'],
    ...extra,
    [`${prefix}_CONNECTOR_URL`, 'Connector URL'],
    [`${prefix}_CONNECTOR_STATUS`, 'Connector Status'],
  ]);

/**
 * The questions of each product's questionnaire template, by product. Their external ids are the
 * external system correlation ids `qna` lists and the answers endpoint writes by.
 */
export const TEMPLATE_QUESTIONS: Record<AribaQuestionnaireKind, AribaFormQuestion[]> = {
  orbis: ORBIS_QUESTIONS,
  complianceCatalyst: assessmentQuestions('CC', 'Catalyst Status'),
  supplyChainCatalyst: assessmentQuestions('SCC', 'Supply Chain Status', [['SCC_PORTFOLIO', 'Portfolio']]),
};

const registrationForm: AribaForm = {
  formId: REGISTRATION_FORM_ID,
  title: REGISTRATION_TITLE,
  kind: 'customForm',
  questions: REGISTRATION_QUESTIONS,
};

const templates = ARIBA_QUESTIONNAIRE_KINDS.map(
  (product): AribaForm => ({
    formId: TEMPLATE_IDS[product],
    title: ARIBA_QUESTIONNAIRE_TITLES[product],
    kind: 'questionnaire',
    product,
    questions: TEMPLATE_QUESTIONS[product],
  }),
);

/**
 * The forms every simulated realm has: the registration custom form, then the connector's three
 * questionnaire templates (the ones each invited supplier's product questionnaires are made from).
 */
export const REALM_FORMS: AribaForms = [registrationForm, ...templates];
