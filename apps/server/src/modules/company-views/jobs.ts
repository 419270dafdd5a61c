import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { defineJob } from '../../jobs/definitions.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { quotaResumeAt } from '../../providers/index.ts';
import type { AppKey, Enhancer } from './enhancer.ts';
import type { WriteBackNotifier } from './notify.ts';
import type { RiskPush } from './risk-push.ts';

/**
 * `company-views.enhance` enhances the linked suppliers of one application. `stately`, keyed by
 * the application: one runs while one more waits, so a link made during a run is not left behind.
 * `company-views.risk-push` pushes the risk exposure the active Risk Integration Mapping chooses,
 * after each enhancement and each activation of a risk version, keyed by the application too.
 * `company-views.notify` e-mails the people waiting for a run that did something; a relay that is
 * away delays the message, never loses it.
 */
export const companyViewJobs = {
  'company-views.enhance': defineJob({
    data: z.object({ tenantId: z.string(), appId: z.string() }),
    policy: 'stately',
    // Backoff up to five minutes: Orbis may be away for half an hour before a supplier waits for the next link.
    retryLimit: 8,
    expireInSeconds: 30 * 60,
  }),
  'company-views.risk-push': defineJob({
    data: z.object({ tenantId: z.string(), appId: z.string() }),
    policy: 'stately',
    retryLimit: 8,
    expireInSeconds: 30 * 60,
  }),
  'company-views.notify': defineJob({
    data: z.object({
      tenantId: z.string(),
      appId: z.string(),
      appName: z.string(),
      recipients: z.array(z.string()),
      enhanced: z.number().int(),
      written: z.number().int(),
      version: z.number().int().nullable(),
    }),
    retryLimit: 8,
    expireInSeconds: 5 * 60,
  }),
};

export type CompanyViewJobs = typeof companyViewJobs;

/** Queues the application's enhancement, in `tx` when given (the link's own transaction). */
export const enqueueEnhancement = (queue: JobQueue<CompanyViewJobs>, key: AppKey, tx?: Tx) =>
  queue.send('company-views.enhance', key, { singletonKey: key.appId, ...(tx ? { tx } : {}) }).then(() => undefined);

/** How long suppliers editing their questionnaire in Ariba are left before their answers are written again. */
export const BUSY_RETRY_SECONDS = 10 * 60;

/**
 * Runs a job's work; when it meets Ariba's used-up quota, the job is queued again for when the
 * quota is back instead of failing (and spending its retries on calls that cannot be made).
 */
async function untilQuota(work: () => Promise<void>, later: (resumeAt: Date) => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const resumeAt = quotaResumeAt(error);
    if (!resumeAt) throw error;
    await later(resumeAt);
  }
}

/** Queues the application's risk push, in `tx` when given. */
export const enqueueRiskPush = (queue: JobQueue<CompanyViewJobs>, key: AppKey, tx?: Tx) =>
  queue.send('company-views.risk-push', key, { singletonKey: key.appId, ...(tx ? { tx } : {}) }).then(() => undefined);

interface CompanyViewWork {
  queue: JobQueue<CompanyViewJobs>;
  enhancer: Enhancer;
  riskPush: RiskPush;
  notify: WriteBackNotifier;
}

export async function registerCompanyViewJobs({ queue, enhancer, riskPush, notify }: CompanyViewWork): Promise<void> {
  await queue.work('company-views.enhance', (job) =>
    untilQuota(
      async () => {
        const { app, enhanced, written, version, deferred } = await enhancer.run(job.data, job.signal);
        // Suppliers editing their questionnaire stay due: the enhancement comes back for them.
        if (deferred > 0) await queue.send('company-views.enhance', job.data, { singletonKey: job.data.appId, startAfter: BUSY_RETRY_SECONDS });
        if (!app || enhanced === 0) return;
        // The risk push follows the enhancement: the companies just linked have exposures to push.
        if (app.flags.riskMapping) await enqueueRiskPush(queue, job.data);
        if (app.jobEmails.length === 0) return;
        await queue.send('company-views.notify', { ...job.data, appName: app.appName, recipients: app.jobEmails, enhanced, written, version });
      },
      (resumeAt) => queue.send('company-views.enhance', job.data, { singletonKey: job.data.appId, startAfter: resumeAt }).then(() => undefined),
    ),
  );
  await queue.work('company-views.risk-push', (job) =>
    untilQuota(
      () => riskPush(job.data, job.signal).then(() => undefined),
      (resumeAt) => queue.send('company-views.risk-push', job.data, { singletonKey: job.data.appId, startAfter: resumeAt }).then(() => undefined),
    ),
  );
  await queue.work('company-views.notify', async (job) => {
    await notify(job.data);
  });
}
