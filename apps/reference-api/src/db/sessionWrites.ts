import {
  AliasNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type OperationNode,
  type RootOperationNode,
  TableNode,
} from "kysely";

/** The tables a session lookup reads (token → user → linked profile). */
const SESSION_TABLES: ReadonlySet<string> = new Set(["tokens", "users", "profiles", "profile_links"]);

/** The NOTIFY channel the session-rows triggers (migration 0009) announce a committed change on. */
export const SESSION_ROWS_CHANNEL = "ceremony_session_rows";

/** This process's own changes to the rows a session lookup reads, seen as they are sent and as they commit. */
export interface SessionWrites {
  /** Called when such a change is sent, when it ends outside a transaction, and when its transaction ends. */
  onChange(listener: () => void): () => void;
  /** True while a transaction that changed such rows is open here: what it wrote is not yet decided. */
  busy(): boolean;
}

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return null;
}

/** True for an UPDATE or DELETE of a session table (an INSERT never changes a row a lookup already read). */
export function changesSessionRows(node: RootOperationNode): boolean {
  if (node.kind === "UpdateQueryNode") return SESSION_TABLES.has(tableName(node.table) ?? "");
  if (node.kind === "DeleteQueryNode")
    return node.from.froms.some((f) => SESSION_TABLES.has(tableName(f) ?? ""));
  return false;
}

/**
 * Wraps a dialect so every UPDATE or DELETE of a session table built with Kysely is seen here: the session cache
 * stops serving at once, stays out of the way while the writing transaction is open, and starts afresh when it ends,
 * without waiting for the NOTIFY that follows the commit (which is how the other instances hear of it). Raw SQL is
 * not seen here; the triggers' NOTIFY still reaches this instance too.
 */
export function watchSessionWrites(dialect: Dialect): { dialect: Dialect; writes: SessionWrites } {
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of listeners) listener();
  };
  const inTransaction = new WeakSet<DatabaseConnection>();
  const wrote = new Set<DatabaseConnection>();
  const ended = (connection: DatabaseConnection) => {
    inTransaction.delete(connection);
    if (wrote.delete(connection)) tell();
  };
  const wrap = (inner: DatabaseConnection): DatabaseConnection => {
    const outer: DatabaseConnection = {
      async executeQuery<R>(query: CompiledQuery) {
        if (!changesSessionRows(query.query)) return inner.executeQuery<R>(query);
        if (inTransaction.has(outer)) wrote.add(outer);
        tell();
        try {
          return await inner.executeQuery<R>(query);
        } finally {
          if (!inTransaction.has(outer)) tell();
        }
      },
      streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
    };
    return outer;
  };
  const connections = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const wrapDriver = (driver: Driver): Driver => ({
    init: () => driver.init(),
    async acquireConnection() {
      const inner = await driver.acquireConnection();
      let outer = connections.get(inner);
      if (!outer) {
        outer = wrap(inner);
        connections.set(inner, outer);
      }
      inners.set(outer, inner);
      return outer;
    },
    async beginTransaction(connection, settings) {
      await driver.beginTransaction(innerOf(connection), settings);
      inTransaction.add(connection);
    },
    async commitTransaction(connection) {
      try {
        await driver.commitTransaction(innerOf(connection));
      } finally {
        ended(connection);
      }
    },
    async rollbackTransaction(connection) {
      try {
        await driver.rollbackTransaction(innerOf(connection));
      } finally {
        ended(connection);
      }
    },
    savepoint:
      driver.savepoint &&
      ((c, name, compile) => driver.savepoint?.(innerOf(c), name, compile) as Promise<void>),
    rollbackToSavepoint:
      driver.rollbackToSavepoint &&
      ((c, name, compile) => driver.rollbackToSavepoint?.(innerOf(c), name, compile) as Promise<void>),
    releaseSavepoint:
      driver.releaseSavepoint &&
      ((c, name, compile) => driver.releaseSavepoint?.(innerOf(c), name, compile) as Promise<void>),
    releaseConnection: (connection) => driver.releaseConnection(innerOf(connection)),
    destroy: () => driver.destroy(),
  });
  const inners = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const innerOf = (outer: DatabaseConnection) => inners.get(outer) ?? outer;
  return {
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => wrapDriver(dialect.createDriver()),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
    },
    writes: {
      onChange(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      busy: () => wrote.size > 0,
    },
  };
}
