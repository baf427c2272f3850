/**
 * Content-service configuration from the environment, validated once at start-up. The rules of every
 * SANITY_* variable live in the one configuration schema (config/variables.ts, docs/decisions/220),
 * which mirrors what @sanity/client enforces (its test compares the two, decision 019); this module
 * turns the values into the service's settings and reports every problem at once.
 */
import { ConfigError, settings } from '../../config/read.ts'
import { variables } from '../../config/variables.ts'

export interface ContentConfig {
  /** Shown in 'No content from <name>'. */
  readonly serviceName: string
  readonly projectId: string
  readonly dataset: string
  readonly apiVersion: string
  /** Custom API host (the stand-in); undefined means Sanity's `https://<projectId>.api.sanity.io`. */
  readonly apiHost?: string | undefined
  /** Image and file CDN base. */
  readonly cdnUrl: string
  /** Server-only token for preview (draft) reads; undefined disables preview. */
  readonly readToken?: string | undefined
  /** Whole-request deadline, retries included (docs/decisions/016). */
  readonly timeoutMs: number
  /**
   * The Studio editors work in (SANITY_STUDIO_URL). When set, preview reads come stega-encoded with
   * links into it (visual editing, docs/decisions/170) and preview pages may be framed by it.
   */
  readonly studioUrl?: string | undefined
}

export class ContentConfigError extends Error {
  override readonly name = 'ContentConfigError'
  readonly problems: ReadonlyArray<string>
  constructor(problems: ReadonlyArray<string>) {
    super(`Invalid content service configuration:\n  - ${problems.join('\n  - ')}`)
    this.problems = problems
  }
}

export const defaults = {
  projectId: variables.SANITY_PROJECT_ID.default,
  dataset: variables.SANITY_DATASET.default,
  apiVersion: variables.SANITY_API_VERSION.default,
  cdnUrl: variables.SANITY_CDN_URL.default,
  timeoutMs: variables.SANITY_TIMEOUT_MS.default,
} as const

/** Reads and validates; throws ContentConfigError listing every problem. */
export function loadContentConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  try {
    const values = settings(
      [
        'SANITY_PROJECT_ID',
        'SANITY_DATASET',
        'SANITY_API_VERSION',
        'SANITY_API_HOST',
        'SANITY_CDN_URL',
        'SANITY_READ_TOKEN',
        'SANITY_TIMEOUT_MS',
        'SANITY_STUDIO_URL',
      ],
      env,
    )
    return {
      serviceName: 'Sanity',
      projectId: values.SANITY_PROJECT_ID,
      dataset: values.SANITY_DATASET,
      apiVersion: values.SANITY_API_VERSION,
      apiHost: values.SANITY_API_HOST,
      cdnUrl: values.SANITY_CDN_URL,
      readToken: values.SANITY_READ_TOKEN,
      timeoutMs: values.SANITY_TIMEOUT_MS,
      studioUrl: values.SANITY_STUDIO_URL,
    }
  } catch (error) {
    if (error instanceof ConfigError) throw new ContentConfigError(error.problems)
    throw error
  }
}
