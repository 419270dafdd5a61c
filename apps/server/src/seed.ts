import { randomInt } from 'node:crypto';
import { SUPER_ADMIN_ROLE } from '@connector/contracts';
import type { Config } from './config.ts';
import { DEMO_APP_ID } from './modules/applications/index.ts';
import type { Services } from './services.ts';

export interface SeedReport {
  tenantCreated: boolean;
  admin: { email: string; created: boolean; generatedPassword?: string } | null;
  /** Whether this start created the demo application wired to the simulators. */
  demoAppCreated: boolean;
}

type SeedServices = Pick<Services, 'tenants' | 'roles' | 'identity' | 'applications' | 'demoMappings'>;

/**
 * First-start data, idempotent: the default tenant, the standard roles and the first super
 * administrator, and the demo application only when `SEED_DEMO` asks for it. Existing rows are
 * never changed, so a restart keeps what administrators edited. Run by `main.ts`, not `buildApp`.
 */
export async function seed({ config, services }: { config: Config; services: SeedServices }): Promise<SeedReport> {
  const { tenants, roles, identity, applications } = services;
  const tenantId = config.defaultTenant;
  const email = (config.adminEmail ?? `admin@${tenantId}.local`).toLowerCase();
  const tenantCreated = await tenants.ensureTenant({
    tenantId,
    name: tenantId,
    address: 'Not set',
    city: 'Not set',
    language: 'en',
    email,
    webSiteUrl: 'http://localhost',
  });
  await roles.ensureStandardRoles(tenantId);
  const demoAppCreated = config.seedDemo ? await applications.ensureDemoApp(tenantId, config.simulatorUrl) : false;
  // Also for a demo application made before mappings existed: only types without a version are seeded.
  if (config.seedDemo) await services.demoMappings(tenantId, DEMO_APP_ID);

  if (await identity.directory.findByEmail(tenantId, email)) {
    return { tenantCreated, admin: { email, created: false }, demoAppCreated };
  }
  const generatedPassword = config.adminPassword ? undefined : generatePassword();
  await identity.directory.createUser({
    tenantId,
    email,
    firstName: 'Super',
    lastName: 'Administrator',
    password: config.adminPassword ?? (generatedPassword as string),
    roles: [SUPER_ADMIN_ROLE],
    language: 'en',
    // The country of its locale: a user record without one is not valid to save again.
    country: 'GB',
    locale: 'en-GB',
  });
  return {
    tenantCreated,
    admin: { email, created: true, ...(generatedPassword ? { generatedPassword } : {}) },
    demoAppCreated,
  };
}

/** A 20-character password meeting the checklist: lower, upper, digit and special character. */
function generatePassword(): string {
  const sets = ['abcdefghijkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!#%+-=?@'];
  const pick = (set: string) => set[randomInt(set.length)] as string;
  const chars = sets.map(pick);
  const all = sets.join('');
  while (chars.length < 20) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
