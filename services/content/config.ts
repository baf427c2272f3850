/**
 * Content-service configuration from the environment (docs/decisions/007), validated once at start-up.
 * Rules @sanity/client already enforces (dataset, API version) are checked by building a client and
 * reporting its error under the variable's name; the rest (project id even with a custom API host,
 * http/https URLs, time-out) are checked here. Everything wrong is reported at once.
 */
import { createClient } from '@sanity/client'

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
  projectId: 'pulsewave',
  dataset: 'production',
  apiVersion: '2021-10-21',
  cdnUrl: 'https://cdn.sanity.io',
  timeoutMs: 5000,
} as const

/** Spec §5: project ids are letters, digits and dashes. */
export const projectIdPattern = /^[a-zA-Z0-9-]+$/

/** Spec §5: the content HTTP client accepts http and https URLs only. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim())

/** Reads and validates; throws ContentConfigError listing every problem. */
export function loadContentConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const problems: string[] = []
  const projectId = blank(env.SANITY_PROJECT_ID) ?? defaults.projectId
  const dataset = blank(env.SANITY_DATASET) ?? defaults.dataset
  const apiVersion = blank(env.SANITY_API_VERSION) ?? defaults.apiVersion
  const apiHost = blank(env.SANITY_API_HOST)?.replace(/\/+$/, '')
  const cdnUrl = (blank(env.SANITY_CDN_URL) ?? defaults.cdnUrl).replace(/\/+$/, '')
  const readToken = blank(env.SANITY_READ_TOKEN)
  const timeoutText = blank(env.SANITY_TIMEOUT_MS)
  const studioUrl = blank(env.SANITY_STUDIO_URL)?.replace(/\/+$/, '')
  const timeoutMs = timeoutText === undefined ? defaults.timeoutMs : Number(timeoutText)

  if (!projectIdPattern.test(projectId))
    problems.push(`SANITY_PROJECT_ID "${projectId}": only letters, digits and dashes are allowed`)
  if (apiHost !== undefined && !isHttpUrl(apiHost))
    problems.push(`SANITY_API_HOST "${apiHost}": must be an http:// or https:// URL`)
  if (!isHttpUrl(cdnUrl)) problems.push(`SANITY_CDN_URL "${cdnUrl}": must be an http:// or https:// URL`)
  if (studioUrl && !isHttpUrl(studioUrl))
    problems.push(`SANITY_STUDIO_URL "${studioUrl}": must be an http:// or https:// URL`)
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000)
    problems.push(
      `SANITY_TIMEOUT_MS "${timeoutText}": must be a whole number of milliseconds from 100 to 60000`,
    )
  if (readToken !== undefined && /\s/.test(readToken))
    problems.push('SANITY_READ_TOKEN: must not contain spaces')

  for (const [variable, check] of [
    ['SANITY_DATASET', { dataset }],
    ['SANITY_API_VERSION', { apiVersion }],
  ] as const) {
    try {
      // Let the client apply its own rules (spec §5), so we never drift from them.
      createClient({
        projectId: 'validation',
        useCdn: false,
        apiVersion: '2021-10-21',
        dataset: 'production',
        ...check,
      })
    } catch (error) {
      problems.push(`${variable} "${Object.values(check)[0]}": ${(error as Error).message}`)
    }
  }
  if (problems.length) throw new ContentConfigError(problems)
  return {
    serviceName: 'Sanity',
    projectId,
    dataset,
    apiVersion,
    apiHost,
    cdnUrl,
    readToken,
    timeoutMs,
    studioUrl,
  }
}
