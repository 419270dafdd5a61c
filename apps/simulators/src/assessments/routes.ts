import type { SimulatedProvider } from '@connector/contracts/providers/simulator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { countRequest, type SimulatorContext } from '../context.ts';
import { addFaultHook } from '../control/fault-hook.ts';
import { hasApiToken } from '../shared/api-token.ts';
import { embedRoute } from '../shared/embed.ts';
import type { AssessmentStore, AssessmentView } from './store.ts';

/** Both Catalyst products answer errors as `{ Message }`. */
export const failure = (Message: string) => ({ Message });

/** What every start body carries; a product may ask for more. */
interface StartBody {
  BvDId: string;
  ModelId: string;
  UserName?: string | undefined;
}

/**
 * One Catalyst risk product as the simulators serve it: its routes and wire shapes (from
 * contracts), and what it adds to a start (Supply Chain Catalyst files assessments in portfolios).
 */
export interface AssessmentProduct<Body extends StartBody> {
  provider: Extract<SimulatedProvider, 'catalyst' | 'supplychain'>;
  /** As users know it; the title of the embedded page. */
  name: string;
  apiKey: string;
  paths: { models: string; assessments: string; assessment: string; companyAssessments: string; embed: string };
  startBody: z.ZodType<Body>;
  toWire(view: AssessmentView): unknown;
  /** The 201 answer to a start. */
  started(view: AssessmentView, body: Body): unknown;
  /** What else a start names that must exist: the 404 message when it does not. */
  unknownIn?(body: Body): string | undefined;
  /** The portfolio a start files the assessment in, if the product has portfolios. */
  portfolioOf?(body: Body): string;
  /** The product's own calls, behind the same ApiToken check. */
  routes?(api: FastifyInstance): void;
}

/**
 * A Catalyst product's plugin: faults and request counts first, then (with its ApiToken) models,
 * start, one assessment and a company's, then the embeddable page (with an Orbis context).
 */
export async function assessmentRoutes<Body extends StartBody>(
  app: FastifyInstance,
  { context, store, product }: { context: SimulatorContext; store: AssessmentStore; product: AssessmentProduct<Body> },
) {
  const { paths } = product;
  addFaultHook(app, product.provider, context.faults, failure, countRequest(context));

  await app.register(async (api) => {
    api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!hasApiToken(request, reply, product.apiKey)) return reply;
    });

    api.get(paths.models, async () => store.models);

    api.post(paths.assessments, async (request, reply) => {
      const body = product.startBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send(failure(body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')));
      const model = store.model(body.data.ModelId);
      if (!model) return reply.code(404).send(failure(`Model ${body.data.ModelId} not found`));
      const unknown = product.unknownIn?.(body.data);
      if (unknown) return reply.code(404).send(failure(unknown));
      const company = context.world.findById(body.data.BvDId);
      if (!company || company.bvdId !== body.data.BvDId.toUpperCase()) return reply.code(404).send(failure(`Company ${body.data.BvDId} not found`));
      const view = store.start(company.bvdId, model, body.data.UserName ?? 'api.user@simulator.local', product.portfolioOf?.(body.data) ?? null);
      return reply.code(201).send(product.started(view, body.data));
    });

    api.get<{ Params: { id: string } }>(paths.assessment, async (request, reply) => {
      const view = store.get(request.params.id);
      return view ? product.toWire(view) : reply.code(404).send(failure(`Assessment ${request.params.id} not found`));
    });

    api.get<{ Params: { bvdId: string } }>(paths.companyAssessments, async (request) =>
      store.ofCompany(request.params.bvdId.toUpperCase()).map((view) => product.toWire(view)),
    );

    product.routes?.(api);
  });

  embedRoute(app, paths.embed, product.name, store, context);
}
