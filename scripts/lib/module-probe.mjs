// Preloaded into a process under test (`node --import <this file> ...`): records every module the
// process resolves, through `import` and `require` alike, and its Node options, and writes them as
// JSON to MODULE_PROBE_FILE when the process exits. Lets a test see what a process really loaded.
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.MODULE_PROBE_FILE;
if (!file) throw new Error('module-probe: set MODULE_PROBE_FILE to the file the report goes to');

const loaded = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    loaded.add(resolved.url);
    return resolved;
  },
});
process.on('exit', () => {
  writeFileSync(file, JSON.stringify({ execArgv: process.execArgv, nodeOptions: process.env.NODE_OPTIONS ?? '', loaded: [...loaded] }));
});
