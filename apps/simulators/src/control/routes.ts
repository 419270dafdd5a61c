import {
  FaultsUpdate,
  SimPageQuery,
  SimSuppliersQuery,
  type SimCompaniesPage,
  type SimCompany,
  type SimHealth,
  type SimStats,
  type SimSuppliersPage,
} from '@connector/contracts/providers/simulator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { SimulatorContext } from '../context.ts';
import type { Company } from '../world/company.ts';

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

function invalid(reply: FastifyReply, error: z.ZodError) {
  return reply.code(400).send({ message: error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') });
}

/** The simulators' own surface for tests and tooling: health, faults, the world's listings. */
export async function controlRoutes(app: FastifyInstance, { context }: { context: SimulatorContext }) {
  const { world } = context;
  const suppliers = () => [...world.suppliersByRealm.values()].flat();

  app.get('/health', async (): Promise<SimHealth> => ({
    status: 'ok',
    seed: world.seed,
    companies: world.table.size,
    realms: [...world.realms],
    suppliers: suppliers().length,
    startupMs: Math.round(context.startupMs),
  }));

  app.get('/faults', async () => context.faults.current());
  app.post('/faults', async (request, reply) => {
    const parsed = FaultsUpdate.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    return context.faults.update(parsed.data);
  });
  app.delete('/faults', async () => context.faults.reset());

  app.get('/companies', async (request, reply) => {
    const parsed = SimPageQuery.safeParse(request.query);
    if (!parsed.success) return invalid(reply, parsed.error);
    const { offset, limit } = parsed.data;
    const end = Math.min(world.table.size, offset + limit);
    const items: SimCompany[] = [];
    for (let i = offset; i < end; i++) items.push(toSimCompany(world.companyAt(i)));
    const page: SimCompaniesPage = { total: world.table.size, offset, limit, items };
    return page;
  });

  app.get('/suppliers', async (request, reply) => {
    const parsed = SimSuppliersQuery.safeParse(request.query);
    if (!parsed.success) return invalid(reply, parsed.error);
    const { offset, limit, realm } = parsed.data;
    const all = realm === undefined ? suppliers() : (world.suppliersByRealm.get(realm) ?? []);
    const page: SimSuppliersPage = {
      total: all.length,
      offset,
      limit,
      items: all.slice(offset, offset + limit).map((s) => ({
        realm: s.realm,
        smVendorId: s.smVendorId,
        name: s.name,
        city: s.city,
        postcode: s.postcode,
        country: s.country,
        nationalId: s.nationalId,
        trueBvdId: s.trueBvdId,
        noise: s.noise,
      })),
    };
    return page;
  });

  app.get('/stats', async (): Promise<SimStats> => ({
    requests: { ...context.stats.requests },
    aribaTokensIssued: context.stats.aribaTokensIssued,
  }));

  app.post('/ariba/revoke-tokens', async (_request, reply) => {
    context.revokeAribaTokens();
    return reply.code(204).send();
  });
}
