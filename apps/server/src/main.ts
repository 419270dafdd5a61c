import { loadConfig } from './config.ts';

// Whatever the server writes (DATA_DIR above all) is for its own user only; data-dir.ts also
// enforces this where a umask cannot reach, so this only guards files nothing else covers.
process.umask(0o077);
const config = loadConfig();
// Tracing patches Fastify, pg and HTTP as they load, so it starts before the server's modules
// are imported; without an endpoint its SDK is never loaded.
const tracing = config.otlpEndpoint
  ? (await import('./observability/tracing.ts')).startTracing({ endpoint: config.otlpEndpoint, serviceName: config.serviceName, hookImports: true })
  : undefined;
const { buildApp } = await import('./app.ts');
const { seed } = await import('./seed.ts');
// Before the embedded database compiles: its memory bound (docs/decisions/032-memory.md).
if (!config.databaseUrl && !config.pgliteOptimizingCompiler) (await import('./db/client.ts')).keepPgliteOnBaselineCompiler();
const { app, services } = await buildApp({ config });
// First start: default tenant, standard roles, super administrator; the demo app only with SEED_DEMO.
const seeded = await seed({ config, services });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await tracing?.shutdown();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

// The queue's first supervision pass costs the most (its statements planned, its tables first
// read): here, not under the first requests.
await services.jobs.supervise();
await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `Connector Console is running at ${url}/admin`,
  `  API documentation: ${url}/api/docs`,
  `  Tenants are reached as http://<tenant>.localhost:${config.port} (default tenant: ${config.defaultTenant})`,
];
if (seeded.admin) {
  lines.push(`  First sign-in: ${seeded.admin.email}`);
  if (seeded.admin.generatedPassword) {
    lines.push(`  Password (generated, shown this once): ${seeded.admin.generatedPassword}`);
  }
}
process.stdout.write(`${lines.join('\n')}\n\n`);
