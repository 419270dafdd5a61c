import {
  FaultsUpdate,
  SIM_CONTROL_PATHS as PATHS,
  SimPageQuery,
  type SimCompaniesPage,
  type SimCompany,
  type SimHealth,
  type SimStats,
} from '@connector/contracts/providers/simulator';
import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import type { Company } from '../world/company.ts';
import { invalid } from './invalid.ts';

export function toSimCompany(company: Company): SimCompany {
  return {
    bvdId: company.bvdId,
    name: company.name,
    previousName: company.previousName,
    legalForm: company.legalForm,
    addressLine1: company.addressLine1,
    postcode: company.postcode,
    city: company.city,
    country: company.country,
    nationalId: company.nationalId,
    nationalIdLabel: company.nationalIdLabel,
    status: company.status,
    entityType: company.entityType,
    sizeClass: company.sizeClass,
  };
}

/** The simulators' own surface for tests and tooling: health, faults, companies, counters. */
export async function controlRoutes(app: FastifyInstance, { context }: { context: SimulatorContext }) {
  const { world } = context;

  app.get(PATHS.health, async (): Promise<SimHealth> => {
    const suppliersByRealm = Object.fromEntries(world.realms.map((realm) => [realm, context.ariba.suppliers.list(realm).length]));
    return {
      status: 'ok',
      seed: world.seed,
      companies: world.table.size,
      realms: [...world.realms],
      suppliers: Object.values(suppliersByRealm).reduce((sum, n) => sum + n, 0),
      suppliersByRealm,
      startupMs: Math.round(context.startupMs),
      smtpPort: context.mail.port(),
    };
  });

  app.get(PATHS.faults, async () => context.faults.current());
  app.post(PATHS.faults, async (request, reply) => {
    const parsed = FaultsUpdate.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    return context.faults.update(parsed.data);
  });
  app.delete(PATHS.faults, async () => context.faults.reset());

  app.get(PATHS.companies, async (request, reply) => {
    const parsed = SimPageQuery.safeParse(request.query);
    if (!parsed.success) return invalid(reply, parsed.error);
    const { offset, limit } = parsed.data;
    const end = Math.min(world.table.size, offset + limit);
    const items: SimCompany[] = [];
    for (let i = offset; i < end; i++) items.push(toSimCompany(world.companyAt(i)));
    const page: SimCompaniesPage = { total: world.table.size, offset, limit, items };
    return page;
  });

  app.get(PATHS.stats, async (): Promise<SimStats> => ({
    requests: { ...context.stats.requests },
    aribaTokensIssued: context.stats.aribaTokensIssued,
    aribaRateLimited: context.stats.aribaRateLimited,
  }));
}
