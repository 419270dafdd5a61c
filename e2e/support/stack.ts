/**
 * Where the stack started by the global setup listens, and who may sign in first. The setup
 * writes the port into the environment; the workers inherit it.
 */
export const ADMIN = { email: 'superadmin@example.com', password: 'Sup3r-Secret!pass' } as const;
export const DEFAULT_TENANT = 'default';

/**
 * What every stack the browser tests start shares: the embedded database in `dataDir`, the first
 * super administrator, and the demo application wired to the simulators, as `npm start` has them.
 */
export function demoStackEnv(dataDir: string): Record<string, string | undefined> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEFAULT_TENANT,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  };
}

export function serverPort(): number {
  const port = Number(process.env.E2E_SERVER_PORT);
  if (!port) throw new Error('E2E_SERVER_PORT is not set: run the browser tests through playwright.config.ts');
  return port;
}

/** URL of a tenant's console: `http://<tenant>.localhost:<port><path>`; no tenant = the default. */
export function consoleUrl(path = '/admin', tenant?: string): string {
  const host = tenant ? `${tenant}.localhost` : 'localhost';
  return `http://${host}:${serverPort()}${path}`;
}

/** Where the simulators of the outside services listen (fault injection, connectivity values). */
export function simulatorUrl(): string {
  const url = process.env.E2E_SIMULATOR_URL;
  if (!url) throw new Error('E2E_SIMULATOR_URL is not set: run the browser tests through playwright.config.ts');
  return url;
}
