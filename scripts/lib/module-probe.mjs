// Preloaded into the processes under test (`node --import <this file> ...`, or through NODE_OPTIONS
// for a whole tree such as npm and the process it runs): records every module a process resolves,
// through `import` and `require` alike, its arguments, Node options and exit code, and writes them
// as JSON to `<MODULE_PROBE_DIR>/<pid>.json` when the process exits (not when a signal kills it).
// Lets a test see what a process really loaded.
import { renameSync, writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join } from 'node:path';

const dir = process.env.MODULE_PROBE_DIR;
if (!dir) throw new Error('module-probe: set MODULE_PROBE_DIR to the folder the reports go to');

const loaded = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    loaded.add(resolved.url);
    return resolved;
  },
});
process.on('exit', (code) => {
  const report = { argv: process.argv, code, execArgv: process.execArgv, nodeOptions: process.env.NODE_OPTIONS ?? '', loaded: [...loaded] };
  // Renamed into place whole, so a reader watching the folder never sees half a report.
  const file = join(dir, `${process.pid}.json`);
  writeFileSync(`${file}.part`, JSON.stringify(report));
  renameSync(`${file}.part`, file);
});
