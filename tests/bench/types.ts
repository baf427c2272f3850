export interface BenchContext {
  readonly baseUrl: string
  readonly sandboxUrls: Readonly<Record<string, string>>
  readonly siteEnv: Readonly<Record<string, string>>
  /** The production build (dist/client, dist/server). */
  readonly distDir: string
  /** The process id of each process of the stack, by name (`accounts`, `content`, `site`, …). */
  readonly pids: Readonly<Record<string, number>>
}

export interface BenchRow {
  readonly metric: string
  readonly value: number
  readonly unit: string
}
