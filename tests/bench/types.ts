export interface BenchContext {
  readonly baseUrl: string
  readonly sandboxUrls: Readonly<Record<string, string>>
  readonly siteEnv: Readonly<Record<string, string>>
  /** The production build (dist/client, dist/server). */
  readonly distDir: string
}

export interface BenchRow {
  readonly metric: string
  readonly value: number
  readonly unit: string
}
