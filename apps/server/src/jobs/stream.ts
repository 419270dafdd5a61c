/** The three steps of a job that works through many items with an outside call for each. */
export interface StreamParts<Item, Done> {
  /** The next items; none when there are no more. */
  next(): Promise<Item[]>;
  /** One item's outside work; what to store for it. */
  work(item: Item): Promise<Done>;
  /** Stores what was done for these items (one transaction). */
  store(done: Done[]): Promise<void>;
}

/** Items stored in one write. */
const STORE_CHUNK = 100;

/**
 * Works through every item `parallel` at a time across batches: the next batch is read while the
 * work of this one is in flight, and done items are stored a hundred at a time behind the
 * workers, one store after another, so neither reading nor storing ever leaves a call slot idle.
 * A failed item stops the taking of items; the work in flight ends, everything done is stored,
 * and the failure is thrown, so a retry starts from what is still to do. Answers how many items
 * were stored.
 */
export async function runStream<Item, Done>(parts: StreamParts<Item, Done>, parallel: number, signal: AbortSignal): Promise<number> {
  let stored = 0;
  const queue: Item[] = [];
  let exhausted = false;
  let failure: { error: unknown } | null = null;
  const fail = (error: unknown) => {
    failure ??= { error };
  };
  let reading: Promise<void> | null = null;
  const read = (): Promise<void> =>
    (reading ??= parts
      .next()
      .then((items) => {
        if (items.length === 0) exhausted = true;
        queue.push(...items);
      })
      .catch(fail)
      .finally(() => {
        reading = null;
      }));
  const done: Done[] = [];
  let storing: Promise<void> = Promise.resolve();
  const flush = () => {
    const part = done.splice(0);
    if (part.length === 0) return;
    storing = storing.then(() => parts.store(part)).then(() => {
      stored += part.length;
    }, fail);
  };
  const worker = async () => {
    while (!failure && !signal.aborted) {
      if (queue.length <= parallel && !exhausted) void read();
      const item = queue.shift();
      if (item === undefined) {
        if (exhausted) return;
        await read();
        continue;
      }
      try {
        done.push(await parts.work(item));
        if (done.length >= STORE_CHUNK) flush();
      } catch (error) {
        fail(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  flush();
  await storing;
  if (failure) throw (failure as { error: unknown }).error;
  signal.throwIfAborted();
  return stored;
}
