import { parse, protocol, type messages, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

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
 * Only for calls inside a transaction this session holds: it does not flush PGlite's files.
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

  /** The transaction, its `query` running repeated statements prepared, with the same answers and errors. */
  within(transaction: Transaction): Transaction {
    const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
      !worthPreparing(text, params.length) || options?.blob
        ? transaction.query<T>(text, params, options)
        : this.query<T>(text, params, options);
    return Object.assign(Object.create(transaction) as Transaction, { query });
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.client.runExclusive(async () => {
      try {
        const statement = this.#statements.get(text) ?? (await this.#prepare(text, options));
        return await this.#run<T>(text, statement, params, options);
      } catch (error) {
        throw Object.assign(error as Error, { query: text, params, queryOptions: options });
      }
    });
  }

  /** How many statements are kept; for tests. */
  get size(): number {
    return this.#statements.size;
  }

  async #prepare(text: string, options?: QueryOptions): Promise<Statement> {
    const name = `connector_${++this.#named}`;
    const messages = await this.#exchange([
      ...this.#takeClosing(),
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#statements.set(text, statement);
    if (this.#statements.size > this.capacity) {
      const [oldest] = this.#statements;
      if (oldest) this.#forget(oldest[0]);
    }
    return statement;
  }

  async #run<T>(text: string, statement: Statement, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    // Most recently used last: the first entry is the one to close when the cache is full.
    this.#statements.delete(text);
    this.#statements.set(text, statement);
    const values = this.#serialise(params, statement.paramTypes, options);
    try {
      const messages = await this.#exchange([
        ...this.#takeClosing(),
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      return this.#results<T>(messages, options);
    } catch (error) {
      this.#forget(text);
      throw error;
    }
  }

  /**
   * The answer of one statement, as PGlite's `parseResults` gives it, but looking up a caller's
   * parsers before the client's instead of copying the client's hundreds into a new object on every
   * call (drizzle passes parsers with every query; the copy was a tenth of a page's time).
   */
  #results<T>(answered: messages.BackendMessage[], options?: QueryOptions): Results<T> {
    const overrides = options?.parsers;
    const defaults = this.client.parsers;
    let fields: { name: string; dataTypeID: number }[] = [];
    const rows: unknown[] = [];
    let answer: Results<T> = { rows: rows as T[], fields, affectedRows: 0 };
    for (const message of answered) {
      if (message.name === 'rowDescription') {
        fields = (message as messages.RowDescriptionMessage).fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
      } else if (message.name === 'dataRow') {
        const values = (message as messages.DataRowMessage).fields.map((text, i) => {
          if (text === null) return null;
          const type = fields[i]?.dataTypeID as number;
          const parser = overrides?.[type] ?? defaults[type];
          return parser ? parser(text, type) : text;
        });
        rows.push(options?.rowMode === 'array' ? values : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])));
      } else if (message.name === 'commandComplete') {
        const words = (message as messages.CommandCompleteMessage).text.split(' ');
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

  /** One call into the database with every message; the first error is thrown after the sync. */
  #exchange(parts: Uint8Array[]) {
    return this.client.execProtocolStream(concat(parts), { syncToFs: false });
  }
}
