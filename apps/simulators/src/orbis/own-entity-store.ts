import { randomUUID } from 'node:crypto';
import type { OrbisOwnEntityAnswer, OrbisOwnEntityFields, OwnEntityKind } from '@connector/contracts/providers/orbis';
import type { Company } from '../world/company.ts';
import { COUNTRIES } from '../world/countries.ts';
import { compactId } from '../world/ids.ts';

interface OwnEntityRequest {
  requestId: string;
  kind: OwnEntityKind;
  entity: OrbisOwnEntityFields;
  acceptedAt: number;
  company: Company | null;
}

/** What Orbis knows of an own entity beyond the request: nothing researched yet. */
const UNRESEARCHED = {
  previousName: null,
  legalForm: '',
  nationalId: '',
  nationalIdLabel: '',
  nationalIdType: '',
  status: 'Active',
  entityType: 'Company',
  sizeClass: 'Small company',
  email: '',
  website: '',
  incorporationDate: '',
  industry: { word: '', naceSection: '', naceCode: '', naceLabel: '' },
  tin: '',
  tradeDescription: '',
} as const satisfies Partial<Company>;

/** A new BvD ID: the country, then a mark no generated company carries, then the request's own digits. */
const newBvdId = (country: string, requestId: string) => `${country}*OE${requestId.replace(/-/g, '').slice(0, 10).toUpperCase()}`;

function companyOf(request: OwnEntityRequest, index: number): Company {
  const { entity } = request;
  const profile = COUNTRIES.find((country) => country.iso === entity.COUNTRY_ISO_CODE);
  return {
    ...UNRESEARCHED,
    index,
    bvdId: newBvdId(entity.COUNTRY_ISO_CODE, request.requestId),
    name: entity.NAME,
    addressLine1: entity.ADDRESS_LINE1,
    addressLine2: entity.ADDRESS_LINE2 ?? null,
    postcode: entity.POSTCODE ?? '',
    city: entity.CITY ?? '',
    state: entity.US_STATE ?? null,
    country: entity.COUNTRY_ISO_CODE,
    countryName: profile?.name ?? entity.COUNTRY_ISO_CODE,
    currency: profile?.currency ?? '',
  };
}

/**
 * Orbis's own-entity requests: each is pending until `delayMs` after it was accepted, then its
 * company belongs to the world. Time is read, not waited for, so a test's clock moves it on.
 */
export class OwnEntityStore {
  private readonly requests = new Map<string, OwnEntityRequest>();
  private readonly byReference = new Map<string, string>();
  private readonly pending: OwnEntityRequest[] = [];
  private readonly companies: Company[] = [];
  private readonly byBvdId = new Map<string, Company>();
  private generation = 0;

  constructor(
    private readonly delayMs: () => number,
    private readonly now: () => number,
  ) {}

  /** Accepts a request; the same reference again answers the request it first made. */
  submit(kind: OwnEntityKind, entity: OrbisOwnEntityFields, reference?: string): OrbisOwnEntityAnswer {
    const known = reference === undefined ? undefined : this.byReference.get(reference);
    if (known !== undefined) return this.status(known) as OrbisOwnEntityAnswer;
    const request: OwnEntityRequest = { requestId: randomUUID(), kind, entity, acceptedAt: this.now(), company: null };
    this.requests.set(request.requestId, request);
    if (reference !== undefined) this.byReference.set(reference, request.requestId);
    this.pending.push(request);
    return this.status(request.requestId) as OrbisOwnEntityAnswer;
  }

  /** Where a request stands; undefined for an id Orbis never gave. */
  status(requestId: string): OrbisOwnEntityAnswer | undefined {
    this.settle();
    const request = this.requests.get(requestId);
    if (!request) return undefined;
    const bvdId = request.company?.bvdId ?? null;
    return { RequestId: request.requestId, Status: bvdId ? 'Created' : 'Pending', BvDId: bvdId };
  }

  /** The created company with this BvD ID, in any spelling. */
  find(id: string): Company | null {
    this.settle();
    return this.byBvdId.get(compactId(id)) ?? null;
  }

  /** Every created company, oldest first, and a number that changes whenever one is added. */
  created(): { companies: readonly Company[]; generation: number } {
    this.settle();
    return { companies: this.companies, generation: this.generation };
  }

  /** Adds the companies of the requests whose time has come, in the order they were asked for. */
  private settle(): void {
    const due = this.now() - this.delayMs();
    while (this.pending[0] && this.pending[0].acceptedAt <= due) {
      const request = this.pending.shift() as OwnEntityRequest;
      request.company = companyOf(request, this.companies.length);
      this.companies.push(request.company);
      this.byBvdId.set(compactId(request.company.bvdId), request.company);
      this.generation++;
    }
  }
}
