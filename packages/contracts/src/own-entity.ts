import { z } from 'zod';
import { AppId } from './applications.ts';
import { COUNTRY_CODES } from './countries.ts';
import { defineEndpoint } from './http.ts';
import { OWN_ENTITY_KINDS } from './providers/orbis.ts';
import { SUPPLIER_MESSAGES, SUPPLIER_READERS, SupplierId } from './suppliers.ts';

/**
 * The own-entity request (OWN-1 to OWN-8): asking Orbis to add a company it does not
 * know, for a supplier, which is linked to it once Orbis has (docs/decisions/020-own-entity.md).
 */

/** The kinds the form's Product Option offers. */
export { OWN_ENTITY_KINDS, OwnEntityKind } from './providers/orbis.ts';

export const OWN_ENTITY_MESSAGES = {
  /** OWN-6, as written. */
  failed: 'An error was occurred, please try again or check the own entity request information.',
  companyNameRequired: SUPPLIER_MESSAGES.companyNameRequired,
  streetRequired: 'Street Address 1 is Required',
  countryRequired: SUPPLIER_MESSAGES.countryRequired,
  productOptionRequired: 'Product Option is Required',
  alreadyPending: 'An own entity request for this supplier is already pending',
  sent: 'Own entity request sent',
} as const;

const required = (max: number, message: string) => z.string(message).trim().min(1, message).max(max);
/** An empty optional field is left out of what is sent. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** The request form, in the console's field names (OWN-3, OWN-5). */
export const OwnEntityBody = z.object({
  CompanyName: required(300, OWN_ENTITY_MESSAGES.companyNameRequired),
  StreetAdress1: required(200, OWN_ENTITY_MESSAGES.streetRequired),
  StreetAdress2: optional(200),
  StreetAdress3: optional(200),
  StreetAdress4: optional(200),
  PostCode: optional(20),
  StateProvince: optional(100),
  City: optional(100),
  Country: z.enum(COUNTRY_CODES, OWN_ENTITY_MESSAGES.countryRequired),
  TelephoneNumber: optional(40),
  FaxNumber: optional(40),
  /** The kind of request: Supply, Compliance or SupplyCompliance. */
  ProductOption: z.enum(OWN_ENTITY_KINDS, OWN_ENTITY_MESSAGES.productOptionRequired),
});
export type OwnEntityBody = z.infer<typeof OwnEntityBody>;
export type OwnEntityBodyInput = z.input<typeof OwnEntityBody>;

/**
 * - `pending`: Orbis has not added the company yet; the connector asks again later.
 * - `linked`: Orbis added it and the supplier was linked to it.
 * - `created`: Orbis added it, but the supplier was not linked: its link changed since the request.
 * - `failed`: Orbis no longer knows the request, or did not add the company in time.
 */
export const OWN_ENTITY_STATES = ['pending', 'linked', 'created', 'failed'] as const;
export const OwnEntityState = z.enum(OWN_ENTITY_STATES);
export type OwnEntityState = z.infer<typeof OwnEntityState>;

/** Why a request ended without the supplier being linked to the new company. */
export const OWN_ENTITY_NOTES = ['linkedMeanwhile', 'heldByAnother', 'unknownToOrbis', 'expired'] as const;
export const OwnEntityNote = z.enum(OWN_ENTITY_NOTES);
export type OwnEntityNote = z.infer<typeof OwnEntityNote>;

export const OwnEntityRequest = z.object({
  requestId: z.string(),
  supplierId: z.string(),
  kind: z.enum(OWN_ENTITY_KINDS),
  state: OwnEntityState,
  companyName: z.string(),
  city: z.string().nullable(),
  country: z.string(),
  /** The BvD ID Orbis gave the new company, once it has. */
  bvdId: z.string().nullable(),
  note: OwnEntityNote.nullable(),
  /** User id of who asked (`app:{appId}` for an application's own credentials). */
  requestedBy: z.string().nullable(),
  requestedAt: z.string(),
  /** When Orbis was last asked how the request stands. */
  checkedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type OwnEntityRequest = z.infer<typeof OwnEntityRequest>;

/** A supplier's requests answered at most, newest first. */
export const OWN_ENTITY_LIST_MAX = 50;

const SupplierPath = z.object({ appId: AppId, supplierId: SupplierId });

export const requestOwnEntity = defineEndpoint({
  id: 'requestOwnEntity',
  method: 'POST',
  path: '/api/apps/{appId}/supplier/{supplierId}/ownEntity',
  summary: 'Ask Orbis to add a company it does not know; the supplier is linked to it once Orbis has',
  access: 'user',
  permission: 'Connector.OwnEntity',
  application: true,
  params: SupplierPath,
  body: OwnEntityBody,
  data: OwnEntityRequest,
});

export const listOwnEntityRequests = defineEndpoint({
  id: 'listOwnEntityRequests',
  method: 'GET',
  path: '/api/apps/{appId}/supplier/{supplierId}/ownEntity',
  summary: 'The own-entity requests of a supplier with their state, newest first',
  access: 'user',
  permission: [...SUPPLIER_READERS, 'Connector.OwnEntity'],
  application: true,
  localRead: true,
  params: SupplierPath,
  data: z.array(OwnEntityRequest),
});
