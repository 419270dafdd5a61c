// A server instance reduced to its event bus, for the test that kills one while events are
// published and delivered (src/events/kill.test.ts):
// `node --import tsx test/event-worker.ts <postgres URL> <label> <batches> [count|stall]`.
// It reacts to `supplier.linked` by counting each event in `test_effects` in the delivery's own
// transaction, prints `ready` once its queue runs, then publishes `batches` batches of five links
// (each in a transaction of its own, supplier ids `<label>-<batch>-<n>`) and goes on delivering
// until it is killed. With `count` (the default) its subscriber is `countedLink`; with `stall` it
// is `stalledLink`, whose only attempt never ends when `batches` is above 0 (the instance that
// publishes), and counts as `count` does on an instance that publishes nothing.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { createEventBus, createEventsRepository, deliveryJobs } from '../src/events/index.ts';
import type { JobRegistry } from '../src/jobs/index.ts';
import { KILL_TENANT, countedLink, linkOf, stalledLink } from './events.ts';
import { openTestQueue } from './jobs.ts';

const [url = '', label = 'L', batches = '0', mode = 'count'] = process.argv.slice(2);
const subscriber = mode === 'stall' ? stalledLink : countedLink;
const stalls = mode === 'stall' && Number(batches) > 0;
const db = await openDatabase({ kind: 'postgres', url });
const queue = openTestQueue<JobRegistry>(db, { registry: deliveryJobs([subscriber]) });
const bus = createEventBus({ db, queue, repository: createEventsRepository(), subscribers: [subscriber] });
await bus.react(subscriber, async (events, tx) => {
  if (stalls) {
    process.stdout.write('stalled\n');
    await new Promise(() => {});
  }
  for (const event of events) {
    await tx.execute(sql`insert into test_effects (supplier_id, times) values (${event.supplierId}, 1)
      on conflict (supplier_id) do update set times = test_effects.times + 1`);
  }
});
await queue.start();
process.stdout.write('ready\n');
for (let batch = 0; batch < Number(batches); batch++) {
  const links = Array.from({ length: 5 }, (_, n) => linkOf(`${label}-${batch}-${n}`));
  await db.forTenant(KILL_TENANT, (tx) => bus.publish(tx, 'supplier.linked', links));
}
