import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AssessmentStore } from '../assessments/store.ts';
import type { SimulatorContext } from '../context.ts';
import { htmlPage } from './html.ts';

const EmbedQuery = z.object({ context: z.string().min(1).max(200) });

/** An assessment as an HTML page for a frame; frames send no headers, so it takes a context. */
export function embedRoute(app: FastifyInstance, path: string, product: string, store: AssessmentStore, context: SimulatorContext) {
  app.get<{ Params: { id: string } }>(path, async (request, reply) => {
    const query = EmbedQuery.safeParse(request.query);
    if (!query.success || !context.reportContexts.isValid(query.data.context)) {
      return reply.code(401).type('text/html').send(htmlPage('Session expired', [], 'Open the assessment again from the application.'));
    }
    const view = store.get(request.params.id);
    if (!view) return reply.code(404).type('text/html').send(htmlPage('Assessment not found', [['Id', request.params.id]]));
    return reply.type('text/html').send(
      htmlPage(`${product}: ${view.model.Name}`, [
        ['Assessment', view.id],
        ['BvD ID', view.bvdId],
        ['Status', view.status],
        ['Score', view.score === null ? '...' : String(view.score)],
        ['Score label', view.scoreLabel ?? ''],
        ['Alerts', String(view.alertCount)],
        ['Started', `${view.startedOn} by ${view.startedBy}`],
        ['Modified', `${view.modifiedOn} by ${view.modifiedBy}`],
      ]),
    );
  });
}
