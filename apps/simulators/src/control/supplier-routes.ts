import {
  SIM_CONTROL_PATHS as PATHS,
  SimAddSuppliersBody,
  SimSuppliersQuery,
  SimTouchSuppliersBody,
  type SimAddSuppliersResult,
  type SimSupplier,
  type SimSuppliersPage,
  type SimTouchSuppliersResult,
} from '@connector/contracts/providers/simulator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Refusal } from '../ariba/store.ts';
import type { SimulatorContext } from '../context.ts';
import type { Supplier } from '../world/suppliers.ts';
import { invalid } from './invalid.ts';

export function toSimSupplier(s: Supplier): SimSupplier {
  return {
    realm: s.realm,
    smVendorId: s.smVendorId,
    name: s.name,
    city: s.city,
    postcode: s.postcode,
    country: s.country,
    nationalId: s.nationalId,
    trueBvdId: s.trueBvdId,
    noise: s.noise,
    registrationStatus: s.registrationStatus,
    lastUpdated: s.lastUpdated,
  };
}

const refuse = (reply: FastifyReply, { refused, message }: Refusal) => reply.code(refused === 'not-found' ? 404 : 400).send({ message });

/**
 * Ariba's suppliers with their truth, and the changes a test makes to them: touch some, add
 * some, put everything back (and empty the mail sink). The Ariba routes serve the same records,
 * so a change shows there.
 */
export async function supplierRoutes(app: FastifyInstance, { context }: { context: SimulatorContext }) {
  const store = context.ariba;

  app.get(PATHS.suppliers, async (request, reply) => {
    const parsed = SimSuppliersQuery.safeParse(request.query);
    if (!parsed.success) return invalid(reply, parsed.error);
    const { offset, limit, realm } = parsed.data;
    const realms = realm === undefined ? context.world.realms : [realm];
    const all = realms.flatMap((r) => store.suppliers.list(r));
    const page: SimSuppliersPage = { total: all.length, offset, limit, items: all.slice(offset, offset + limit).map(toSimSupplier) };
    return page;
  });

  app.post(PATHS.suppliers, async (request, reply) => {
    const parsed = SimAddSuppliersBody.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    const { realm, ...change } = parsed.data;
    const added = store.add(realm, change);
    if (!Array.isArray(added)) return refuse(reply, added);
    const result: SimAddSuppliersResult = { realm, suppliers: added.map(toSimSupplier) };
    return reply.code(201).send(result);
  });

  app.post(PATHS.touchSuppliers, async (request, reply) => {
    const parsed = SimTouchSuppliersBody.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    const { realm, ...change } = parsed.data;
    const touched = store.touch(realm, change);
    if (!Array.isArray(touched)) return refuse(reply, touched);
    const result: SimTouchSuppliersResult = {
      realm,
      lastUpdated: touched[0]?.lastUpdated ?? new Date(context.now()).toISOString(),
      smVendorIds: touched.map((s) => s.smVendorId),
      suppliers: touched.map(toSimSupplier),
    };
    return result;
  });

  app.post(PATHS.reset, async (_request, reply) => {
    store.reset();
    // A reset starts a test afresh: the mail of earlier tests would only confuse its checks.
    context.mail.mailbox.clear();
    return reply.code(204).send();
  });
}
