// A server instance reduced to its job queue, for the test that kills one mid-job
// (src/jobs/recovery.test.ts): `node --import tsx test/job-worker.ts <data dir | postgres URL>`.
// It sends itself one `test.long` job, prints `started <id>` once its handler runs, and then
// runs it until the process is killed.
import { openDatabase } from '../src/db/client.ts';
import { openTestQueue } from './jobs.ts';

const [target = ''] = process.argv.slice(2);
const db = await openDatabase(target.startsWith('postgres') ? { kind: 'postgres', url: target } : { kind: 'pglite', dataDir: target });
const queue = openTestQueue(db);
await queue.work('test.long', async (job) => {
  process.stdout.write(`started ${job.id}\n`);
  await new Promise(() => {});
});
await queue.start();
await queue.send('test.long', { label: 'killed' });
