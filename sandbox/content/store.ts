/**
 * Durable document store: SQLite (node:sqlite) in WAL mode with synchronous=FULL, so a mutation is on
 * disk before it is acknowledged and survives `kill -9`. SQLite is the source of truth; an in-memory
 * copy of every dataset serves reads, because groq-js evaluates over an array of documents anyway and
 * the server is the only writer (docs/decisions/010).
 */
import { DatabaseSync } from 'node:sqlite'

export type Doc = Record<string, unknown> & { _id: string; _type: string }

/** One document's change inside a transaction: `after` null means deleted, `before` null created. */
export interface Change {
  readonly id: string
  readonly before: Doc | null
  readonly after: Doc | null
}

const schema = `
  CREATE TABLE IF NOT EXISTS datasets (name TEXT PRIMARY KEY, created_at TEXT NOT NULL) STRICT;
  CREATE TABLE IF NOT EXISTS documents (
    dataset TEXT NOT NULL REFERENCES datasets(name),
    id TEXT NOT NULL,
    type TEXT NOT NULL,
    rev TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (dataset, id)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS transactions (
    id TEXT NOT NULL,
    dataset TEXT NOT NULL REFERENCES datasets(name),
    at TEXT NOT NULL,
    document_ids TEXT NOT NULL,
    PRIMARY KEY (dataset, id)
  ) STRICT;
  CREATE TABLE IF NOT EXISTS history (
    seq INTEGER PRIMARY KEY,
    dataset TEXT NOT NULL REFERENCES datasets(name),
    transaction_id TEXT NOT NULL,
    at TEXT NOT NULL,
    author TEXT NOT NULL,
    document_id TEXT NOT NULL,
    before TEXT,
    after TEXT
  ) STRICT;
  CREATE INDEX IF NOT EXISTS history_documents ON history (dataset, document_id, seq);
`

/** One document's change in one transaction, as the history API reads it (docs/decisions/168). */
export interface HistoryEntry {
  readonly seq: number
  readonly transactionId: string
  readonly at: string
  readonly author: string
  readonly id: string
  readonly before: Doc | null
  readonly after: Doc | null
}

/** Who writes: the stand-in has one editor (sandbox/content/project.ts). */
const author = 'sandbox-editor'

export class Store {
  readonly #db: DatabaseSync
  readonly #datasets = new Map<string, Map<string, Doc>>()
  readonly #arrays = new Map<string, Doc[]>()
  /** Bumped on every commit; caches derived from documents key on it. */
  generation = 0

  constructor(file: string) {
    this.#db = new DatabaseSync(file)
    this.#db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;')
    this.#db.exec(schema)
    for (const row of this.#db.prepare('SELECT name FROM datasets').all()) {
      this.#datasets.set(String(row.name), new Map())
    }
    for (const row of this.#db.prepare('SELECT dataset, body FROM documents').all()) {
      const doc = JSON.parse(String(row.body)) as Doc
      this.#datasets.get(String(row.dataset))?.set(doc._id, doc)
    }
  }

  datasetNames(): string[] {
    return [...this.#datasets.keys()].sort()
  }

  hasDataset(name: string): boolean {
    return this.#datasets.has(name)
  }

  /** Every document of a dataset (drafts included), as a shared read-only array. */
  documents(dataset: string): ReadonlyArray<Doc> {
    let array = this.#arrays.get(dataset)
    if (!array) {
      array = [...(this.#datasets.get(dataset)?.values() ?? [])]
      this.#arrays.set(dataset, array)
    }
    return array
  }

  get(dataset: string, id: string): Doc | undefined {
    return this.#datasets.get(dataset)?.get(id)
  }

  hasTransaction(dataset: string, id: string): boolean {
    return (
      this.#db.prepare('SELECT 1 FROM transactions WHERE dataset = ? AND id = ?').get(dataset, id) !==
      undefined
    )
  }

  /** Creates the dataset if needed and writes its documents, all in one transaction. */
  importDataset(dataset: string, docs: ReadonlyArray<Doc>, at: string): void {
    this.#write(() => {
      this.#db.prepare('INSERT OR IGNORE INTO datasets (name, created_at) VALUES (?, ?)').run(dataset, at)
      const created = docs.map((doc) => ({ id: doc._id, before: null, after: doc }))
      this.#writeDocs(dataset, created)
      // Each seeded document's creation, under its own revision id, so the Studio's history starts there.
      for (const change of created)
        this.#writeHistory(
          dataset,
          String(change.after._rev ?? 'import'),
          [change],
          String(change.after._updatedAt ?? at),
        )
    })
    if (!this.#datasets.has(dataset)) this.#datasets.set(dataset, new Map())
    this.#apply(
      dataset,
      docs.map((doc) => ({ id: doc._id, before: null, after: doc })),
    )
  }

  /**
   * Writes one transaction's changes atomically, then updates the in-memory copy. Throws (and writes
   * nothing) when the transaction id was already used in this dataset.
   */
  commit(dataset: string, transactionId: string, changes: ReadonlyArray<Change>, at: string): void {
    this.#write(() => {
      this.#db
        .prepare('INSERT INTO transactions (id, dataset, at, document_ids) VALUES (?, ?, ?, ?)')
        .run(transactionId, dataset, at, JSON.stringify(changes.map((change) => change.id)))
      this.#writeDocs(dataset, changes)
      this.#writeHistory(dataset, transactionId, changes, at)
    })
    this.#apply(dataset, changes)
  }

  /** The history of these documents, oldest first: one entry per document per transaction. */
  history(dataset: string, ids: ReadonlyArray<string>): HistoryEntry[] {
    if (ids.length === 0) return []
    const rows = this.#db
      .prepare(
        `SELECT seq, transaction_id, at, author, document_id, before, after FROM history
         WHERE dataset = ? AND document_id IN (${ids.map(() => '?').join(', ')}) ORDER BY seq`,
      )
      .all(dataset, ...ids)
    return rows.map((row) => ({
      seq: Number(row.seq),
      transactionId: String(row.transaction_id),
      at: String(row.at),
      author: String(row.author),
      id: String(row.document_id),
      before: row.before === null ? null : (JSON.parse(String(row.before)) as Doc),
      after: row.after === null ? null : (JSON.parse(String(row.after)) as Doc),
    }))
  }

  /** Where a transaction ends in the history (its last entry), or undefined when unknown. */
  transactionSeq(dataset: string, transactionId: string): number | undefined {
    const row = this.#db
      .prepare('SELECT MAX(seq) AS seq FROM history WHERE dataset = ? AND transaction_id = ?')
      .get(dataset, transactionId)
    return row?.seq === null || row?.seq === undefined ? undefined : Number(row.seq)
  }

  /** Every document id a transaction changed. */
  transactionDocuments(dataset: string, transactionId: string): string[] {
    return this.#db
      .prepare('SELECT document_id FROM history WHERE dataset = ? AND transaction_id = ? ORDER BY seq')
      .all(dataset, transactionId)
      .map((row) => String(row.document_id))
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close()
  }

  #write(body: () => void): void {
    this.#db.exec('BEGIN IMMEDIATE')
    try {
      body()
      this.#db.exec('COMMIT')
    } catch (error) {
      this.#db.exec('ROLLBACK')
      throw error
    }
  }

  #writeHistory(dataset: string, transactionId: string, changes: ReadonlyArray<Change>, at: string): void {
    const insert = this.#db.prepare(
      'INSERT INTO history (dataset, transaction_id, at, author, document_id, before, after) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    for (const { id, before, after } of changes) {
      insert.run(
        dataset,
        transactionId,
        at,
        author,
        id,
        before && JSON.stringify(before),
        after && JSON.stringify(after),
      )
    }
  }

  #writeDocs(dataset: string, changes: ReadonlyArray<Change>): void {
    const upsert = this.#db.prepare(
      'INSERT OR REPLACE INTO documents (dataset, id, type, rev, updated_at, body) VALUES (?, ?, ?, ?, ?, ?)',
    )
    const remove = this.#db.prepare('DELETE FROM documents WHERE dataset = ? AND id = ?')
    for (const { id, after } of changes) {
      if (after === null) remove.run(dataset, id)
      else {
        upsert.run(
          dataset,
          id,
          after._type,
          String(after._rev),
          String(after._updatedAt),
          JSON.stringify(after),
        )
      }
    }
  }

  #apply(dataset: string, changes: ReadonlyArray<Change>): void {
    const docs = this.#datasets.get(dataset)
    if (!docs) return
    for (const { id, after } of changes) {
      if (after === null) docs.delete(id)
      else docs.set(id, after)
    }
    this.#arrays.delete(dataset)
    this.generation++
  }
}
