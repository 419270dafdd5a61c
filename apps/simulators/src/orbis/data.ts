import type { OrbisDataField, OrbisMatchHit } from '@connector/contracts/providers/orbis';
import type { Company } from '../world/company.ts';
import type { MatchResult } from '../matching/matcher.ts';

/** One company as `POST /Companies/data` reports each selectable field. */
export function dataField(company: Company, field: OrbisDataField): string | null {
  switch (field) {
    case 'BVDID': return company.bvdId;
    case 'NAME': return company.name;
    case 'PREVIOUS_NAME': return company.previousName;
    case 'ADDRESS_LINE1': return company.addressLine1;
    case 'ADDRESS_LINE2': return company.addressLine2;
    case 'POSTCODE': return company.postcode;
    case 'CITY': return company.city;
    case 'STATE': return company.state;
    case 'COUNTRY_ISO_CODE': return company.country;
    case 'EMAIL': return company.email;
    case 'WEBSITE': return company.website;
    case 'ENTITY_TYPE': return company.entityType;
    case 'INCORPORATION_DATE': return company.incorporationDate;
    case 'NACE2_MAIN_SECTION': return company.industry.naceSection;
    case 'NACE2_PRIMARY_CODE': return company.industry.naceCode;
    case 'NACE2_PRIMARY_LABEL': return company.industry.naceLabel;
    case 'NATIONAL_ID': return company.nationalId;
    case 'NATIONAL_ID_LABEL': return company.nationalIdLabel;
    case 'NATIONAL_ID_TYPE': return company.nationalIdType;
    case 'ORIGINAL_CURRENCY': return company.currency;
    case 'STANDARDISED_LEGAL_FORM': return company.legalForm;
    case 'STATUS': return company.status;
    case 'TIN': return company.tin;
    case 'TRADE_DESCRIPTION_EN': return company.tradeDescription;
    case 'TRADE_DESCRIPTION_LANGUAGE': return 'English';
    case 'SIZE_CLASS': return company.sizeClass;
  }
}

export function toMatchHit(result: MatchResult): OrbisMatchHit {
  const { company } = result;
  return {
    BvDId: company.bvdId,
    Name: company.name,
    MatchedName: result.matchedName,
    MatchedName_Type: result.matchedPrevious ? 'Previous' : 'Current',
    Address: company.addressLine1,
    Address_Type: company.entityType === 'Branch' ? 'Branch address' : 'Registered address',
    PostCode: company.postcode,
    City: company.city,
    Country: company.country,
    National_Id: company.nationalId,
    NationalIdLabel: company.nationalIdLabel,
    LegalForm: company.legalForm,
    Status: company.status,
    Score: result.score,
    Hint: result.hint,
  };
}
