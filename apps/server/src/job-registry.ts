import { companyViewJobs } from '../modules/company-views/index.ts';
import { importJobs } from '../modules/imports/index.ts';
import { ownEntityJobs } from '../modules/own-entity/index.ts';
import { supplierJobs } from '../modules/suppliers/index.ts';
import type { JobRegistry } from './definitions.ts';

/**
 * Every job the server runs, by name. A module defines its jobs in its own `jobs.ts` (with
 * `defineJob`) and spreads them in here, which is what makes their names and data known to
 * `send` and `work`. Names are stable: a queue keeps its name's jobs across releases.
 *
 * Only the server's assembly (services.ts) imports this file, never a module: a module takes a
 * `JobQueue<typeof itsJobs>`, which the server's `JobQueue<Jobs>` is, so no import goes round.
 */
export const jobRegistry = { ...supplierJobs, ...companyViewJobs, ...ownEntityJobs, ...importJobs } satisfies JobRegistry;

export type Jobs = typeof jobRegistry;
