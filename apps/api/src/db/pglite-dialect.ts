/**
 * Kysely dialect for PGlite, ported from Kysely 0.29's own PGliteDialect (MIT, Sami Koskimäki and
 * contributors) for Kysely 0.28: 0.29 declares Node.js 22+ and the README promises 20.19+.
 * Delete this file and import PGliteDialect from 'kysely' again once Node.js 20 is dropped.
 *
 * PGlite has one connection. The driver hands it to one holder at a time (0.29 does the same
 * in its runtime) and runs a Kysely transaction inside PGlite's own exclusive transaction, so
 * concurrent requests never interleave statements.
 */
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

export interface PGliteDialectConfig {
  pglite: PGlite;
}

export class PGliteDialect implements Dialect {
  readonly #config: PGliteDialectConfig;

  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }

  createAdapter(): DialectAdapter {
    return new PGliteAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#config.pglite);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class PGliteAdapter extends PostgresAdapter {
  // The migrator holds the only connection from lock to unlock: nobody else can migrate.
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #mutex = new ConnectionMutex();
  #connection?: PGliteConnection;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async init(): Promise<void> {
    if (this.#pglite.closed) throw new Error('PGlite instance is already closed.');
    await this.#pglite.waitReady;
    this.#connection = new PGliteConnection(this.#pglite);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection!;
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).rollback();
  }

  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  #transaction?: PGliteTransaction;
  #commit?: () => void;
  #rollback?: (reason: unknown) => void;
  #closed?: Promise<void>;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { affectedRows, rows } = await (this.#transaction ?? this.#pglite).query<R>(
      compiledQuery.sql,
      compiledQuery.parameters as unknown[],
      { rowMode: 'object' },
    );
    return {
      numAffectedRows: affectedRows != null ? BigInt(affectedRows) : undefined,
      rows: rows ?? [],
    };
  }

  // eslint-disable-next-line require-yield -- the interface wants a generator
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }

  /** Opens PGlite's exclusive transaction and keeps it open until commit or rollback. */
  async begin(): Promise<void> {
    let begun!: () => void;
    const started = new Promise<void>((resolve) => (begun = resolve));
    const done = new Promise<void>((resolve, reject) => {
      this.#commit = resolve;
      this.#rollback = reject;
    });
    this.#closed = this.#pglite.transaction(async (tx) => {
      this.#transaction = tx;
      begun();
      await done;
    });
    // A failed BEGIN must surface here rather than leave begin() waiting.
    await Promise.race([started, this.#closed]);
  }

  async commit(): Promise<void> {
    this.#commit?.();
    try {
      await this.#closed;
    } finally {
      this.#reset();
    }
  }

  async rollback(): Promise<void> {
    this.#rollback?.(new Error('rollback'));
    await this.#closed?.catch(() => {});
    this.#reset();
  }

  #reset(): void {
    this.#transaction = undefined;
    this.#commit = undefined;
    this.#rollback = undefined;
    this.#closed = undefined;
  }
}

/** Kysely 0.28's SqliteDriver keeps its one connection the same way. */
class ConnectionMutex {
  #promise?: Promise<void>;
  #resolve?: () => void;

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => (this.#resolve = resolve));
  }

  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}
