import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers than this gain less from compression than the work costs. */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses large API answers (brotli or gzip, as the request accepts). Only `/api`: the
 * console's assets are compressed once at build time, and sign-in pages are small.
 */
export const apiCompression = fp(async (app: FastifyInstance) => {
  // Runs before the compress plugin's own onRoute hook, which honours `compress: false`.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, { threshold: THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
});
