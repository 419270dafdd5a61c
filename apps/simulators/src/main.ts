import { buildSimulators } from './app.ts';
import { loadSimulatorConfig } from './config.ts';

const started = performance.now();
const config = loadSimulatorConfig();
const app = await buildSimulators({ config, logger: { level: config.logLevel } });

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as { port: number };
const seconds = ((performance.now() - started) / 1000).toFixed(2);
process.stdout.write(
  `Simulators listening on http://${config.host}:${port} (${config.companies} companies, seed ${config.seed}, ready in ${seconds} s)\n`,
);
