// `npm start`, the one-command demo: builds the console, the server and the simulators (those whose
// sources changed since their last build), starts the simulators and the compiled server with the
// demo application and its mail going to the simulators' mail sink (listed at /__sim/mail), and
// says what it built and how long it took.
// The production start is `npm run start:prod`: the server alone (docs/decisions/009-production-layout.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describePlan, planBuilds, runPlan } from './lib/incremental-build.mjs';
import { runCommand } from './lib/processes.mjs';
import { ROOT, startStack } from './lib/stack.mjs';

const started = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Ports come from the environment the server and simulators read themselves; only defaults here. */
const port = Number(process.env.PORT ?? 3000);
const simPort = Number(process.env.SIM_PORT ?? 4010);
/** The simulators' mail sink; the server sends there unless SMTP_URL names another relay. */
const smtpPort = Number(process.env.SIM_SMTP_PORT ?? 2525);

/**
 * The Node flags of the production start (`start:prod` in package.json: `node <flags> <file>`),
 * for the demo's processes, so that the demo's server runs as production's does: V8's young
 * generation bounded (docs/decisions/032-memory.md). Through NODE_OPTIONS, which takes such flags.
 */
function productionNodeOptions() {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const flags = scripts['start:prod'].split(/\s+/).slice(1, -1);
  return [process.env.NODE_OPTIONS, ...flags].filter(Boolean).join(' ');
}

/** The package's own `build` script, the one the root `npm run build` runs for it. */
async function buildWorkspace(workspace) {
  const result = await runCommand('npm', ['run', 'build', '-w', workspace], { cwd: ROOT });
  return result.code === 0;
}

const plan = planBuilds({ root: ROOT });
console.log(`Build: ${describePlan(plan)}`);
const build = await runPlan(plan, { root: ROOT, build: buildWorkspace });
if (build.failed) {
  console.error(`The build of ${build.failed} failed; not starting.`);
  process.exit(1);
}
const builtMs = performance.now() - started;
const buildNote = build.built.length === 0 ? 'nothing changed, not built' : `built ${build.built.join(', ')} in ${seconds(builtMs)}`;

let stack;
try {
  // The same build production runs; the demo adds the simulators and an application wired to them.
  stack = await startStack({
    port,
    simPort,
    smtpPort,
    compiled: true,
    env: { SEED_DEMO: process.env.SEED_DEMO ?? 'true', SMTP_URL: process.env.SMTP_URL, NODE_OPTIONS: productionNodeOptions() },
  });
} catch (error) {
  console.error(`Could not start: ${error.message}`);
  process.exit(1);
}
const { timings } = stack;
console.log(
  `Started in ${seconds(performance.now() - started)} ` +
    `(${buildNote}; simulators ${seconds(timings.simulatorsMs)}, server ${seconds(timings.serverMs)})`,
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
