import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.ts';
import { createRouter, type Guard, type LongWork, type Route } from './route.ts';

/** What every module plugin is given besides its own dependencies: the router's checks. */
export interface RouterDeps {
  guard: Guard;
  /** Each signed-in request's unit of database work, and the facts cache the guard reads. */
  db: Pick<Database, 'unit' | 'facts'>;
  /** The 504 protocol, for modules with application calls. */
  longWork?: LongWork;
}

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
