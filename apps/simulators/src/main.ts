import { buildSimulators } from './app.ts';
import { loadSimulatorConfig } from './config.ts';
import { createMailSink } from './mail/sink.ts';

const started = performance.now();
const config = loadSimulatorConfig();
const mail = createMailSink();
const app = await buildSimulators({ config, logger: { level: config.logLevel }, mail });

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

// The mail sink first: once the health check answers, it reports the SMTP port in use.
const smtpPort = await mail.listen({ port: config.smtpPort, host: config.host, log: app.log });
await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as { port: number };
const seconds = ((performance.now() - started) / 1000).toFixed(2);
process.stdout.write(
  `Simulators listening on http://${config.host}:${port} (${config.companies} companies, seed ${config.seed}, ready in ${seconds} s)\n` +
    `  Mail sink on smtp://${config.host}:${smtpPort}; received mail at http://${config.host}:${port}/__sim/mail\n`,
);
