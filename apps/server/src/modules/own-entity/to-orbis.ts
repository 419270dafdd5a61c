import type { OwnEntityBody, OwnEntityRequest } from '@connector/contracts';
import type { OrbisOwnEntityFields } from '@connector/contracts/providers/orbis';
import { isoOrNull } from '../../dates.ts';
import type { OwnEntityRow } from './repository.ts';

/** The form in Orbis's field names (OWN-4); empty optional fields are left out. */
export function toOrbisEntity(body: OwnEntityBody): OrbisOwnEntityFields {
  const entity = {
    NAME: body.CompanyName,
    ADDRESS_LINE1: body.StreetAdress1,
    ADDRESS_LINE2: body.StreetAdress2,
    ADDRESS_LINE3: body.StreetAdress3,
    ADDRESS_LINE4: body.StreetAdress4,
    POSTCODE: body.PostCode,
    US_STATE: body.StateProvince,
    CITY: body.City,
    COUNTRY_ISO_CODE: body.Country,
    PHONE_NUMBER: body.TelephoneNumber,
    FAX_NUMBER: body.FaxNumber,
  };
  return Object.fromEntries(Object.entries(entity).filter(([, value]) => value !== undefined && value !== '')) as OrbisOwnEntityFields;
}


/** A request as the console shows it. */
export function toOwnEntityRequest(row: OwnEntityRow): OwnEntityRequest {
  return {
    requestId: row.requestId,
    supplierId: row.supplierId,
    kind: row.kind,
    state: row.state,
    companyName: row.entity.NAME,
    city: row.entity.CITY ?? null,
    country: row.entity.COUNTRY_ISO_CODE,
    bvdId: row.bvdId,
    note: row.note,
    requestedBy: row.requestedBy,
    requestedAt: row.requestedAt.toISOString(),
    checkedAt: isoOrNull(row.checkedAt),
    finishedAt: isoOrNull(row.finishedAt),
  };
}
