import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createRouter, type Route, type RouterDeps } from './route.ts';

export type { RouterDeps } from './route.ts';

export type ModuleOptions<O> = O & { router: RouterDeps };

/**
 * A server module as a Fastify plugin: `app.register(usersModule, { router, ...its dependencies })`.
 * It builds its services from the options and registers its endpoints on its own instance.
 */
export function modulePlugin<O extends object>(
  register: (route: Route, options: ModuleOptions<O>, app: FastifyInstance) => void | Promise<void>,
): FastifyPluginAsync<ModuleOptions<O>> {
  return async (app, options) => {
    await register(createRouter(app, options.router), options, app);
  };
}
