import { MAPPING_MESSAGES, endpoints } from '@connector/contracts';
import { Answer, type Route } from '../../http/route.ts';
import type { MappingType } from '@connector/contracts';
import type { MappingTools } from './tools.ts';
import type { MappingsService } from './service.ts';

export function registerMappingRoutes(route: Route, mappings: MappingsService, tools: MappingTools): void {
  const keyOf = (tenantId: string, params: { appId: string; mappingType: MappingType }) => ({
    tenantId,
    appId: params.appId,
    mappingType: params.mappingType,
  });
  route(endpoints.getMappingSet, ({ caller, tenantId, params }) => mappings.get(caller, keyOf(tenantId, params)));
  route(endpoints.createMappingVersion, async ({ caller, tenantId, params, body }) => {
    const set = await mappings.create(caller, keyOf(tenantId, params), body.revision, body.content);
    return new Answer(set, MAPPING_MESSAGES.saved, 201);
  });
  route(endpoints.updateMappingVersion, async ({ caller, tenantId, params, body }) => {
    const set = await mappings.update(caller, keyOf(tenantId, params), params.version, body.revision, body.content);
    return new Answer(set, MAPPING_MESSAGES.saved);
  });
  route(endpoints.activateMappingVersion, async ({ caller, tenantId, params, body }) => {
    const set = await mappings.activate(caller, keyOf(tenantId, params), body.revision, body.version);
    return new Answer(set, MAPPING_MESSAGES.activated);
  });
  route(endpoints.getMappingLists, ({ caller, tenantId, params }) => tools.lists(caller, keyOf(tenantId, params)));
  route(endpoints.getMappingModels, ({ caller, tenantId, params }) => tools.models(caller, keyOf(tenantId, params)));
  route(endpoints.getMappingEmails, ({ caller, tenantId, params }) => tools.emails(caller, keyOf(tenantId, params)));
  route(endpoints.updateMappingJob, async ({ caller, tenantId, params, body }) => {
    const saved = await tools.saveJob(caller, keyOf(tenantId, params), body);
    return new Answer(saved, MAPPING_MESSAGES.jobSaved);
  });
  route(endpoints.previewMapping, ({ caller, tenantId, params, body }) => tools.preview(caller, keyOf(tenantId, params), body.supplierId, body.content));
}
