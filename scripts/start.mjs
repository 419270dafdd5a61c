// `npm start`, the one-command demo: builds the console, the server and the simulators, starts the
// simulators and the compiled server with the demo application and its mail going to the
// simulators' mail sink (listed at /__sim/mail), and says how long it took.
// The production start is `npm run start:prod`: the server alone (docs/decisions/009-production-layout.md).
import { runCommand } from './lib/processes.mjs';
import { ROOT, startStack } from './lib/stack.mjs';

const started = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Ports come from the environment the server and simulators read themselves; only defaults here. */
const port = Number(process.env.PORT ?? 3000);
const simPort = Number(process.env.SIM_PORT ?? 4010);
/** The simulators' mail sink; the server sends there unless SMTP_URL names another relay. */
const smtpPort = Number(process.env.SIM_SMTP_PORT ?? 2525);

const build = await runCommand('npm', ['run', 'build'], { cwd: ROOT });
if (build.code !== 0) {
  console.error('The build failed; not starting.');
  process.exit(1);
}
const builtMs = performance.now() - started;

let stack;
try {
  // The same build production runs; the demo adds the simulators and an application wired to them.
  stack = await startStack({
    port,
    simPort,
    smtpPort,
    compiled: true,
    env: { SEED_DEMO: process.env.SEED_DEMO ?? 'true', SMTP_URL: process.env.SMTP_URL },
  });
} catch (error) {
  console.error(`Could not start: ${error.message}`);
  process.exit(1);
}
const { timings } = stack;
console.log(
  `Cold start: ${seconds(performance.now() - started)} ` +
    `(build ${seconds(builtMs)}, simulators ${seconds(timings.simulatorsMs)}, server ${seconds(timings.serverMs)})`,
);

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(0));

// Either child ending ends the whole: a console without its server (or simulators) is no use.
for (const [name, child] of [
  ['server', stack.server],
  ['simulators', stack.simulators],
]) {
  void child.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`The ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    void shutdown(code === 0 ? 1 : (code ?? 1));
  });
}
