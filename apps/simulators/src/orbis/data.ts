import type { OrbisDataField, OrbisDataValue } from '@connector/contracts/providers/orbis';
import type { Company } from '../world/company.ts';

/** What the world leaves empty (own entities know little), Orbis answers as null. */
const value = (text: string | null): string | null => (text ? text : null);
/** The fields public clients read as lists come as lists, even of one element. */
const list = (text: string | null): string[] | null => (text ? [text] : null);

/** One company as `Companies/data` reports each selectable field. */
export function dataField(company: Company, field: OrbisDataField): OrbisDataValue {
  switch (field) {
    case 'BVDID': return company.bvdId;
    case 'NAME': return company.name;
    case 'PREVIOUS_NAME': return value(company.previousName);
    case 'ADDRESS_LINE1': return value(company.addressLine1);
    case 'ADDRESS_LINE2': return value(company.addressLine2);
    case 'POSTCODE': return value(company.postcode);
    case 'CITY': return value(company.city);
    case 'STATE': return value(company.state);
    case 'COUNTRY_ISO_CODE': return company.country;
    case 'EMAIL': return list(company.email);
    case 'WEBSITE': return list(company.website);
    case 'ENTITY_TYPE': return company.entityType;
    case 'INCORPORATION_DATE': return value(company.incorporationDate);
    case 'NACE2_MAIN_SECTION': return value(company.industry.naceSection);
    case 'NACE2_PRIMARY_CODE': return list(company.industry.naceCode);
    case 'NACE2_PRIMARY_LABEL': return value(company.industry.naceLabel);
    case 'NATIONAL_ID': return list(company.nationalId);
    case 'NATIONAL_ID_LABEL': return list(company.nationalIdLabel);
    case 'NATIONAL_ID_TYPE': return list(company.nationalIdType);
    case 'ORIGINAL_CURRENCY': return value(company.currency);
    case 'STANDARDISED_LEGAL_FORM': return value(company.legalForm);
    case 'STATUS': return company.status;
    case 'TIN': return value(company.tin);
    case 'TRADE_DESCRIPTION_EN': return value(company.tradeDescription);
    case 'TRADE_DESCRIPTION_LANGUAGE': return company.tradeDescription ? 'English' : null;
    case 'SIZE_CLASS': return company.sizeClass;
  }
}
