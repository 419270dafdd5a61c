import { deliveryJobs, type Subscriber } from './events/index.ts';
import type { JobRegistry } from './jobs/index.ts';
import { assessmentJobs } from './modules/assessments/index.ts';
import { auditJobs } from './modules/audit/index.ts';
import { companyViewJobs, enhanceAfterLink, pushAfterAssessment, rewriteAfterActivation } from './modules/company-views/index.ts';
import { importJobs } from './modules/imports/index.ts';
import { ownEntityJobs } from './modules/own-entity/index.ts';
import { supplierJobs } from './modules/suppliers/index.ts';

/**
 * Every job the server runs, by name, assembled here in the composition root: a module defines
 * its jobs in its own `jobs.ts` (with `defineJob`) and they are spread in here, which is what
 * makes their names and data known to `send` and `work`. Names are stable: a queue keeps its
 * name's jobs across releases. A module takes a `JobQueue<typeof itsJobs>`, which the server's
 * `JobQueue<Jobs>` is, so no import goes round.
 */
export const jobRegistry = { ...supplierJobs, ...companyViewJobs, ...ownEntityJobs, ...importJobs, ...assessmentJobs, ...auditJobs } satisfies JobRegistry;

export type Jobs = typeof jobRegistry;

/**
 * Every reaction to a domain event (src/events), by name: each gets a queue of its own
 * (`event.<name>`), added to the registry by `deliveryJobs`.
 */
export const subscribers: readonly Subscriber[] = [enhanceAfterLink, rewriteAfterActivation, pushAfterAssessment];

/** The registry the queue is created with: the modules' jobs and one queue per subscriber. */
export const queueRegistry = () => ({ ...deliveryJobs(subscribers), ...jobRegistry });
