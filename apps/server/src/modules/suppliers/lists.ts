/** What a person reads of the suppliers: the criteria search, the connected and missing lists, one supplier. */
import {
  SUPPLIER_MESSAGES,
  type CompanyRisk,
  type ConnectedPage,
  type ConnectedSupplier,
  type ConnectedQuery,
  type KeptCandidate,
  type MissingPage,
  type MissingQuery,
  type SearchCriteria,
  type SearchResultRow,
  type SearchResults,
  type Supplier,
  type SupplierDetail,
} from '@connector/contracts';
import { ORBIS_SELECTED_HINT } from '@connector/contracts/providers/orbis';
import type { Database, Tx } from '../../db/client.ts';
import { isoOrNull } from '../../dates.ts';
import { notFound } from '../../errors/index.ts';
import type { OrbisHit } from '../../providers/index.ts';
import { unavailable, type AppRuntime, type AppRuntimes } from '../applications/index.ts';
import { createActiveMappings } from '../mappings/index.ts';
import { appOf, placeOf } from './app-of.ts';
import { criteriaOf } from './criteria.ts';
import type { ConnectedRow, SupplierRow, SuppliersRepository } from './repository/index.ts';
import { explainMatch, type Searched } from './why.ts';

export function toSupplier(row: SupplierRow): Supplier {
  return {
    supplierId: row.supplierId,
    supplierName: row.name,
    supplierPostalCode: row.postalCode,
    supplierCityName: row.city,
    supplierCountryName: row.country,
    supplierNationalId: row.nationalId,
    registrationStatus: row.registrationStatus,
    bvdId: row.bvdId,
    orbisQuestionnaireId: row.orbisQuestionnaireId,
    catalystQuestionnaireId: row.catalystQuestionnaireId,
    supplyChainQuestionnaireId: row.supplyChainQuestionnaireId,
    state: row.state,
    processingDate: isoOrNull(row.processingDate),
    link:
      row.bvdId && row.linkSource && row.linkedAt
        ? { source: row.linkSource, score: row.linkScore, by: row.linkedBy, at: row.linkedAt.toISOString() }
        : null,
    candidates: row.candidates,
    orbisEnhancement: row.bvdId && row.enhancedBvdId === row.bvdId ? row.enhancement : [],
  };
}

/** A candidate as the missing list and the detail keep it. */
/** A row of the connected list: the link, the questionnaires, and the latest assessments' alerts and labels. */
function toConnected(row: ConnectedRow): ConnectedSupplier {
  return {
    bvdId: row.bvdId ?? '',
    supplierName: row.name,
    supplierId: row.supplierId,
    orbisQuestionnaireId: row.orbisQuestionnaireId,
    catalystQuestionnaireId: row.catalystQuestionnaireId,
    supplyChainQuestionnaireId: row.supplyChainQuestionnaireId,
    linkSource: row.linkSource ?? 'manual',
    linkedAt: (row.linkedAt ?? row.updatedAt).toISOString(),
    counter: row.catalystAlerts,
    counterSCC: row.supplyChainAlerts,
    scoreLabel: row.catalystScoreLabel,
    scoreLabelSCC: row.supplyChainScoreLabel,
  };
}

/** A field Orbis left out reads as empty in the console's answers, which carry texts. */
const shown = (value: string | null): string => value ?? '';

/** How each criterion searched agrees with a hit; a field Orbis left out agrees with nothing. */
const whyOf = (searched: Searched, hit: OrbisHit) =>
  explainMatch(searched, { name: shown(hit.Name), city: shown(hit.City), postCode: shown(hit.PostCode), nationalId: shown(hit.National_Id) });

export function keptCandidate(hit: OrbisHit, searched: Searched): KeptCandidate {
  return {
    bvdId: hit.BvDId,
    name: shown(hit.Name),
    city: shown(hit.City),
    country: shown(hit.Country),
    score: Math.round(hit.Score * 100),
    why: whyOf(searched, hit),
  };
}

/**
 * What the application knows of the risk of the companies with these BvD IDs: the stored score
 * labels of the products it shows (its Catalyst flags), none where no linked supplier is assessed.
 */
async function risksOf(tx: Tx, repository: SuppliersRepository, app: AppRuntime, bvdIds: readonly string[]): Promise<(bvdId: string) => CompanyRisk | undefined> {
  const compliance = app.flags.catalystMapping;
  const supplyChain = app.flags.supplyChainMapping;
  const labels = compliance || supplyChain ? await repository.labelsOf(tx, app.tenantId, app.appId, bvdIds) : new Map<string, CompanyRisk>();
  return (bvdId) => {
    const found = labels.get(bvdId);
    const risk = { scoreLabel: compliance ? (found?.scoreLabel ?? null) : null, scoreLabelSCC: supplyChain ? (found?.scoreLabelSCC ?? null) : null };
    return risk.scoreLabel || risk.scoreLabelSCC ? risk : undefined;
  };
}

/** Kept candidates with the risk of their companies. */
const withRisk = (candidates: readonly KeptCandidate[], risk: (bvdId: string) => CompanyRisk | undefined): KeptCandidate[] =>
  candidates.map((candidate) => {
    const known = risk(candidate.bvdId);
    return known ? { ...candidate, risk: known } : candidate;
  });

/** A row of the criteria search: Orbis's hit, the supplier already holding its BvD ID, and why it matched. */
function resultRow(hit: OrbisHit, holder: string | undefined, risk: CompanyRisk | undefined, searched: Searched): SearchResultRow {
  return {
    BvDId: hit.BvDId,
    Score: Math.round(hit.Score * 100),
    Status: shown(hit.Status),
    Name: shown(hit.Name),
    Address_Type: shown(hit.Address_Type),
    Address: shown(hit.Address),
    City: shown(hit.City),
    Country: shown(hit.Country),
    NationalIdLabel: shown(hit.NationalIdLabel),
    National_Id: shown(hit.National_Id),
    ...(holder ? { SupplierId: holder } : {}),
    Selected: hit.Hint === ORBIS_SELECTED_HINT,
    why: whyOf(searched, hit),
    ...(risk ? { risk } : {}),
  };
}

export interface SupplierListsDeps {
  db: Database;
  repository: SuppliersRepository;
  runtimes: AppRuntimes;
}

export function createSupplierLists({ db, repository, runtimes }: SupplierListsDeps) {
  const activeMapping = createActiveMappings(db.facts);
  return {
    async search(tenantId: string, appId: string, criteria: SearchCriteria): Promise<SearchResults> {
      const app = await db.forTenant(tenantId, (tx) => appOf(runtimes, tx, tenantId, appId));
      // No transaction is held while Orbis answers.
      const hits = await app
        .orbis()
        .match(
          {
            Name: criteria.CompanyName,
            Country: criteria.Country,
            ...(criteria.City ? { City: criteria.City } : {}),
            ...(criteria.PostCode ? { PostCode: criteria.PostCode } : {}),
            ...(criteria.NationalId ? { NationalId: criteria.NationalId } : {}),
          },
          { ScoreLimit: criteria.MatchPercent / 100, ExclusionFlags: criteria.Exclusions },
        )
        .catch(unavailable);
      const bvdIds = hits.map((hit) => hit.BvDId);
      const { holders, risk } = await db.forTenant(tenantId, async (tx) => ({
        holders: await repository.holdersOf(tx, tenantId, appId, bvdIds),
        risk: await risksOf(tx, repository, app, bvdIds),
      }));
      const searched: Searched = { name: criteria.CompanyName, city: criteria.City, postCode: criteria.PostCode, nationalId: criteria.NationalId };
      const rows = hits
        .map((hit) => resultRow(hit, holders.get(hit.BvDId), risk(hit.BvDId), searched))
        .sort((a, b) => b.Score - a.Score);
      return { data: rows, ...placeOf(app) };
    },

    connected(tenantId: string, appId: string, query: ConnectedQuery): Promise<ConnectedPage> {
      return db.forTenant(tenantId, async (tx) => {
        const app = await appOf(runtimes, tx, tenantId, appId);
        const { rows, total } = await repository.connected(tx, tenantId, appId, query);
        return {
          data: rows.map(toConnected),
          total,
          ...placeOf(app),
        };
      });
    },

    missing(tenantId: string, appId: string, query: MissingQuery): Promise<MissingPage> {
      return db.forTenant(tenantId, async (tx) => {
        const app = await appOf(runtimes, tx, tenantId, appId);
        const { rows, total } = await repository.missing(tx, tenantId, appId, query);
        const risk = await risksOf(tx, repository, app, rows.flatMap((row) => row.candidates.slice(0, 1).map((c) => c.bvdId)));
        return {
          rows: rows.map((row) => ({
            supplierId: row.supplierId,
            supplierName: row.name,
            processingDate: isoOrNull(row.processingDate),
            state: row.state,
            candidate: withRisk(row.candidates.slice(0, 1), risk)[0] ?? null,
          })),
          total,
        };
      });
    },

    get(tenantId: string, appId: string, supplierId: string): Promise<SupplierDetail> {
      return db.forTenant(tenantId, async (tx) => {
        const app = await appOf(runtimes, tx, tenantId, appId);
        const row = await repository.find(tx, tenantId, appId, supplierId);
        if (!row) throw notFound(SUPPLIER_MESSAGES.notFound);
        const mapping = await activeMapping(tx, { tenantId, appId, mappingType: 'orbisSearchMapping' });
        const risk = await risksOf(tx, repository, app, row.candidates.map((c) => c.bvdId));
        const data = { ...toSupplier(row), candidates: withRisk(row.candidates, risk) };
        return { data, criteria: criteriaOf(row, mapping?.content ?? null), ...placeOf(app) };
      });
    },

  };
}
