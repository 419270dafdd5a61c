import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PROBES } from './access-log.ts';

/** Smaller answers than this gain less from compression than the work costs. */
const THRESHOLD_BYTES = 1024;

/** Methods whose requests carry no body: nothing to inflate. */
const BODYLESS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/**
 * Compresses large API answers (brotli or gzip, as the request accepts). Only `/api`: the
 * console's assets are compressed once at build time, sign-in pages are small, and the probes
 * answer a few bytes. Routes whose requests have no body skip the plugin's request inflation,
 * so that they pay for no hook they cannot use.
 */
export const apiCompression = fp(async (app: FastifyInstance) => {
  // Runs before the compress plugin's own onRoute hook, which honours `compress: false`.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || PROBES.has(route.url)) route.compress = false;
    if ([route.method].flat().every((method) => BODYLESS.has(method))) route.decompress = false;
  });
  await app.register(compress, { threshold: THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
});
