import { protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import type {
  BackendMessage,
  CommandCompleteMessage,
  DataRowMessage,
  ParameterDescriptionMessage,
  RowDescriptionMessage,
} from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';

const { serialize } = protocol;

/** Commands whose count is of rows written. */
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** Statements longer than this, or with more parameters, are one-off work (bulk writes): not kept. */
const MAX_TEXT = 8_192;
const MAX_PARAMS = 64;

/** Whether a statement is worth keeping prepared: not a bulk write's one-off text. */
export const worthPreparing = (text: string, params: number) => text.length <= MAX_TEXT && params <= MAX_PARAMS;

interface Statement {
  name: string;
  /** The parameters' types as the server inferred them, to serialise values as PGlite does. */
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite's `query` parses and plans its statement again on every call, in six calls into the
 * database. This keeps the statements a process runs again and again as named prepared
 * statements of PGlite's one session: parsed once, planned once PostgreSQL settles on a generic
 * plan (after five runs, as any driver's prepared statements), and run with one call each (bind,
 * describe, execute and sync together). The most recently used `capacity` statements are kept;
 * older ones are closed. Statements are not transactional, so a rollback leaves them as they are;
 * one whose run fails is forgotten, so a changed table cannot leave a broken plan behind.
 * It also runs the transactions they belong to (`transaction`), with fewer calls than PGlite's
 * own; answers are read by node-postgres's protocol parser. Only for our transactions: it does not
 * flush PGlite's files (with the data directory on Node's file system there is nothing to flush).
 */
export class PgliteStatements {
  readonly #statements = new Map<string, Statement>();
  /** Close messages of evicted statements, sent with the next run. */
  #closing: Uint8Array[] = [];
  #named = 0;

  constructor(
    private readonly client: PGlite,
    private readonly capacity = 256,
  ) {}

  /**
   * Runs `work` in a transaction of PGlite's one session, under PGlite's own transaction lock so
   * that nothing else interleaves. `opening` goes with the BEGIN in one call, and `work`, given its
   * rows, answers whether to commit; COMMIT or ROLLBACK is one call more. (PGlite's `transaction`
   * spends four calls on BEGIN and COMMIT: each statement, then a sync.) A transaction that a
   * failed statement aborted cannot commit: its COMMIT throws.
   */
  transaction<T>(opening: string, work: (rows: unknown[]) => Promise<{ commit: boolean; value: T }>): Promise<T> {
    return this.client._runExclusiveTransaction(async () => {
      // Not on a client that is closing: its module may be half gone.
      await this.client._checkReady();
      try {
        const opened = await this.simple(`begin; ${opening}`);
        const { commit, value } = await work(opened.rows);
        const ended = await this.simple(commit ? 'commit' : 'rollback');
        if (commit && ended.command === 'ROLLBACK') throw new Error('The transaction was rolled back: one of its statements had failed');
        return value;
      } catch (error) {
        // Outside a transaction PostgreSQL only notes that there is none to end.
        await this.simple('rollback').catch(() => {});
        throw error;
      }
    });
  }

  /**
   * A statement of the transaction this session holds, with PGlite's answers and errors: one run
   * again and again is kept prepared, a one-off (a bulk write's long text) is parsed unnamed.
   */
  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob) return Promise.reject(new Error('PGlite blobs are not supported in these statements'));
    return this.client.runExclusive(async () => {
      try {
        if (!worthPreparing(text, params.length)) return await this.#bindAndRun<T>(await this.#parse('', text, options), params, options);
        const statement = this.#statements.get(text) ?? (await this.#prepare(text, options));
        return await this.#run<T>(text, statement, params, options);
      } catch (error) {
        throw Object.assign(error as Error, { query: text, params, queryOptions: options });
      }
    });
  }

  /**
   * Statements without parameters in the simple protocol, in one call into the database: the rows
   * of all of them (those a transaction opens with return one), and the last one's command.
   */
  simple<T>(text: string): Promise<Results<T>> {
    return this.client.runExclusive(async () => this.#results<T>(await this.#exchange([serialize.query(text)])));
  }

  /** How many statements are kept; for tests. */
  get size(): number {
    return this.#statements.size;
  }

  async #prepare(text: string, options?: QueryOptions): Promise<Statement> {
    const statement = await this.#parse(`connector_${++this.#named}`, text, options);
    this.#statements.set(text, statement);
    if (this.#statements.size > this.capacity) {
      const [oldest] = this.#statements;
      if (oldest) this.#forget(oldest[0]);
    }
    return statement;
  }

  /** Parses a statement under `name` (`''`: the unnamed one, replaced by the next) and reads its parameters' types. */
  async #parse(name: string, text: string, options?: QueryOptions): Promise<Statement> {
    const messages = await this.#exchange([
      ...this.#takeClosing(),
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const described = messages.find((message) => message.name === 'parameterDescription') as ParameterDescriptionMessage | undefined;
    return { name, paramTypes: described?.dataTypeIDs ?? [] };
  }

  async #run<T>(text: string, statement: Statement, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    // Most recently used last: the first entry is the one to close when the cache is full.
    this.#statements.delete(text);
    this.#statements.set(text, statement);
    try {
      return await this.#bindAndRun<T>(statement, params, options);
    } catch (error) {
      this.#forget(text);
      throw error;
    }
  }

  /** Binds a parsed statement's values and runs it, in one call. */
  async #bindAndRun<T>(statement: Statement, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const values = this.#serialise(params, statement.paramTypes, options);
    const messages = await this.#exchange([
      ...this.#takeClosing(),
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return this.#results<T>(messages, options);
  }

  /**
   * The answer of one statement, as PGlite's `parseResults` gives it, but looking up a caller's
   * parsers before the client's instead of copying the client's hundreds into a new object on every
   * call (drizzle passes parsers with every query; the copy was a tenth of a page's time).
   */
  #results<T>(answered: BackendMessage[], options?: QueryOptions): Results<T> {
    const overrides = options?.parsers;
    const defaults = this.client.parsers;
    let fields: { name: string; dataTypeID: number }[] = [];
    const rows: unknown[] = [];
    let answer: Results<T> = { rows: rows as T[], fields, affectedRows: 0 };
    for (const message of answered) {
      if (message.name === 'rowDescription') {
        fields = (message as RowDescriptionMessage).fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
      } else if (message.name === 'dataRow') {
        const values = (message as DataRowMessage).fields.map((text: string | null, i: number) => {
          if (text === null) return null;
          const type = fields[i]?.dataTypeID as number;
          const parser = overrides?.[type] ?? defaults[type];
          return parser ? parser(text, type) : text;
        });
        rows.push(options?.rowMode === 'array' ? values : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])));
      } else if (message.name === 'commandComplete') {
        const words = (message as CommandCompleteMessage).text.split(' ');
        const command = words[0] as string;
        const count = Number.parseInt(words.at(-1) as string, 10);
        const affectedRows = WRITES.has(command) && !Number.isNaN(count) ? count : 0;
        const counted = Number.isNaN(count) ? {} : { rowCount: count };
        answer = { rows: rows as T[], fields, command, affectedRows, ...counted } as Results<T>;
      }
    }
    return answer;
  }

  #forget(text: string): void {
    const statement = this.#statements.get(text);
    if (!statement) return;
    this.#statements.delete(text);
    this.#closing.push(serialize.close({ type: 'S', name: statement.name }));
  }

  #takeClosing(): Uint8Array[] {
    const closing = this.#closing;
    this.#closing = [];
    return closing;
  }

  /** As PGlite's `query` does: null stays null, a type's serialiser where there is one, else text. */
  #serialise(params: unknown[], paramTypes: number[], options?: QueryOptions): (string | null)[] {
    return params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[i] as number;
      const serialiser = options?.serializers?.[type] ?? this.client.serializers[type];
      return serialiser ? (serialiser(value) as string) : String(value);
    });
  }

  /**
   * One call into the database with every message; the first error is thrown after the sync. The
   * answer is read by node-postgres's protocol parser: PGlite's own reader cost three times the
   * statement's run on a page of users (150 of 220 µs).
   */
  async #exchange(parts: Uint8Array[]): Promise<BackendMessage[]> {
    const answered: BackendMessage[] = [];
    const parser = new Parser();
    await this.client.execProtocolRawStream(concat(parts), {
      syncToFs: false,
      // A view of the database's memory, valid during this callback only: copied before it is read.
      onRawData: (data) => parser.parse(Buffer.from(data), (message) => answered.push(message)),
    });
    const failed = answered.find((message) => message.name === 'error');
    if (failed) throw failed;
    return answered;
  }
}
