// `npm run build -w apps/server` (or apps/simulators): the app as one JavaScript file in its dist/.
import { relative } from 'node:path';
import { bundleApp } from './lib/bundle.mjs';

for (const app of process.argv.slice(2)) {
  const started = performance.now();
  const file = await bundleApp(app);
  console.log(`built ${relative(process.cwd(), file)} in ${Math.round(performance.now() - started)} ms`);
}
