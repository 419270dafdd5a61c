import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const ROOT = join(import.meta.dirname, '..', '..');

/** Loads its sub-processes (transports) from files of its own package; fastify loads it. */
const PINO = ['pino'];

/**
 * The Node apps that build to JavaScript. Everything they import is compiled into one file —
 * our code, the contracts and the pure-JavaScript packages — because a cold start spent a large part
 * of its time resolving and reading about a thousand module files. Packages stay outside (resolved from
 * node_modules at run time) when they read files of their own package beside their code; `copy`
 * lists our own such files, placed where `import.meta.url` of the bundle finds them (the server's
 * `new URL('./migrations', import.meta.url)` resolves against `dist/main.js` once built).
 */
export const NODE_APPS = {
  'apps/server': {
    external: [
      ...PINO,
      '@electric-sql/pglite', // its wasm and data files
      '@node-rs/argon2', // a native addon picked per platform
      '@fastify/swagger', // reads its package.json
      '@fastify/swagger-ui', // serves its static files
      'pg-native', // optional native driver of pg, not installed
      // Loaded at their first use only (IDENTITY=cognito, a tenant's single sign-on): left outside,
      // a server that never uses them neither reads nor holds their code (docs/decisions/032).
      '@aws-sdk/client-cognito-identity-provider',
      '@node-saml/node-saml',
      'openid-client',
      'xml2js',
    ],
    copy: [['src/db/migrations', 'migrations']],
  },
  'apps/simulators': { external: PINO, copy: [] },
};

/**
 * Bundled CommonJS packages call `require` for Node's modules and for the packages left outside;
 * an ES module has no `require`, so the bundle makes one for its own location.
 */
const REQUIRE_SHIM = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** Bundles `<app>/src/main.ts` into `<app>/dist/main.js` (plus a source map) on a clean `dist`. */
export async function bundleApp(app) {
  const spec = NODE_APPS[app];
  if (!spec) throw new Error(`No build for ${app}; choose from ${Object.keys(NODE_APPS).join(', ')}`);
  const dir = join(ROOT, app);
  const dist = join(dir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: [join(dir, 'src', 'main.ts')],
    outfile: join(dist, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: spec.external,
    banner: { js: REQUIRE_SHIM },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const [from, to] of spec.copy) cpSync(join(dir, from), join(dist, to), { recursive: true });
  return join(dist, 'main.js');
}
