import type { OrbisMatchCriteria } from '@connector/contracts/providers/orbis';
import type { SimSupplier } from '@connector/contracts/providers/simulator';
import { describe, expect, it } from 'vitest';
import { BreakerRegistry } from '../http/resilience.ts';
import { SIM, useSimulator } from '../../../test/simulator.ts';
import { createOrbisAdapter, selectedHit, type OrbisAdapter } from './client.ts';

const sim = useSimulator();
const SAMPLE = 300;

const orbis = (apiToken: string = SIM.orbis.apiToken) =>
  createOrbisAdapter({ baseUrl: sim().base.orbis, apiToken, breakers: new BreakerRegistry() });

/** Runs `work` over `items` with at most `limit` in flight (Orbis refuses more than 8). */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

interface Score {
  precision: number;
  recall: number;
  predicted: number;
  labelled: number;
}

/**
 * Precision and recall of Orbis's own pick (`Hint: Selected`) over the sample. The criteria are
 * the supplier's name and address without its national id, so names must carry the match.
 */
async function score(adapter: OrbisAdapter, suppliers: SimSupplier[]): Promise<Score> {
  const picks = await mapLimited(suppliers, 6, async (supplier) => {
    const criteria: OrbisMatchCriteria = { Name: supplier.name, City: supplier.city, Country: supplier.country };
    if (supplier.postcode) criteria.PostCode = supplier.postcode;
    return selectedHit(await adapter.match(criteria))?.BvDId;
  });
  let correct = 0;
  let predicted = 0;
  suppliers.forEach((supplier, i) => {
    if (picks[i] === undefined) return;
    predicted += 1;
    if (picks[i] === supplier.trueBvdId) correct += 1;
  });
  const labelled = suppliers.filter((s) => s.trueBvdId !== null).length;
  return { precision: predicted ? correct / predicted : 0, recall: labelled ? correct / labelled : 0, predicted, labelled };
}

const percent = (n: number) => `${(n * 100).toFixed(1)} %`;

describe('Orbis adapter against the simulator', () => {
  it('matches noisy supplier records to the right company', async () => {
    const { items } = await sim().suppliers(SIM.ariba.realms[0], 0, SAMPLE);
    const labelled = items.filter((s) => s.trueBvdId !== null);
    expect(labelled.length).toBeGreaterThanOrEqual(200);
    const result = await score(orbis(), items);
    console.info(
      `Orbis matching of ${items.length} noisy suppliers (${result.labelled} with a true company, ` +
        `${result.predicted} picked): precision ${percent(result.precision)}, recall ${percent(result.recall)}`,
    );
    expect(result.precision).toBeGreaterThanOrEqual(0.95);
    expect(result.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('reads company data with the chosen fields, the lists Orbis sends as text', async () => {
    const { items } = await sim().companies(0, 20);
    const company = items[3];
    if (!company) throw new Error('empty world');
    const answer = await orbis().companyData([company.bvdId, 'UNKNOWN-ID'], ['BVDID', 'NAME', 'COUNTRY_ISO_CODE', 'NATIONAL_ID', 'NATIONAL_ID_LABEL']);
    expect(answer.Data).toEqual([
      { BVDID: company.bvdId, NAME: company.name, COUNTRY_ISO_CODE: company.country, NATIONAL_ID: company.nationalId, NATIONAL_ID_LABEL: company.nationalIdLabel },
    ]);
    expect(answer.SearchSummary.RecordsReturned).toBe(1);
  });

  it('reads the simulator’s hits with the post code and national id of the company', async () => {
    const { items } = await sim().companies(0, 20);
    const company = items[5];
    if (!company) throw new Error('empty world');
    const hits = await orbis().match({ Name: company.name, City: company.city, Country: company.country }, { ScoreLimit: 0.5 });
    expect(hits.find((hit) => hit.BvDId === company.bvdId)).toMatchObject({ PostCode: company.postcode, National_Id: company.nationalId, Status: company.status });
  });

  it('opens the embedded report with a fresh context', async () => {
    const { items } = await sim().suppliers(SIM.ariba.realms[0], 0, 20);
    const bvdId = items.find((s) => s.trueBvdId)?.trueBvdId ?? '';
    const url = await orbis().openReport(bvdId);
    expect(url).toMatch(new RegExp(`/Companies/report/${bvdId}\\?context=.+`));
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(bvdId);
  });

  it('reports a refused token without the upstream body', async () => {
    await expect(orbis('wrong').match({ Name: 'Anything' })).rejects.toMatchObject({
      kind: 'auth',
      message: 'Orbis refused the credentials',
    });
  });
});
