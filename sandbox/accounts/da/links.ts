/**
 * Short-lived signed links to files, as the real service hands out CDN links: the path names the file
 * (`installer:studio:2.3.1:win:0` or `resource:71011`) and its name; `expires` (Unix seconds) and an
 * HMAC `signature` over both make it unforgeable and unchangeable (docs/decisions/081).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { installerFile, isDownloadProduct } from '../../content/seed/content/installers.ts'
import { versions } from '../../content/seed/content/versions.ts'
import { findResource } from './catalogue.ts'

export interface LinkedFile {
  readonly fileName: string
  readonly size: number
  readonly mimeType: string
}

/** How long a download link works: long enough to start a download, short enough not to be shared. */
export const linkTtlSeconds = 300
/** An emailed link has to survive until the customer reads the email. */
export const emailLinkTtlSeconds = 7 * 24 * 3600

export const installerKey = (app: string, version: string, os: string, corePack: boolean) =>
  `installer:${app}:${version}:${os}:${corePack ? 1 : 0}`
export const resourceKey = (id: number) => `resource:${id}`

/** The file a key names, or undefined when it names none. */
export function fileOfKey(key: string): LinkedFile | undefined {
  const [kind, ...rest] = key.split(':')
  if (kind === 'resource' && rest.length === 1) {
    const found = findResource(Number(rest[0]))
    return (
      found && {
        fileName: found.resource.file_name,
        size: found.resource.file_size,
        mimeType: found.resource.mime_type,
      }
    )
  }
  const [app = '', version = '', os, corePack] = rest
  if (kind !== 'installer' || !isDownloadProduct(app) || !versions[app].includes(version)) return undefined
  if ((os !== 'win' && os !== 'mac') || (corePack !== '0' && corePack !== '1')) return undefined
  const file = installerFile(app, version, os, corePack === '1')
  return { fileName: file.fileName, size: file.size, mimeType: file.mimeType }
}

export function createLinks(secret: string, nowSeconds: () => number) {
  const sign = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url')

  return {
    /** A link to the file of `key` under the service's base URL, and when it stops working. */
    link(baseUrl: string, key: string, file: LinkedFile, ttl = linkTtlSeconds) {
      const expires = nowSeconds() + ttl
      const path = `${encodeURIComponent(key)}/${encodeURIComponent(file.fileName)}`
      return { url: `${baseUrl}/files/${path}?expires=${expires}&signature=${sign(key, expires)}`, expires }
    },
    /** 'ok', or why the link does not work. */
    check(key: string, expires: string | null, signature: string | null): 'ok' | 'forged' | 'expired' {
      if (!expires || !/^\d{1,12}$/.test(expires) || !signature) return 'forged'
      const expected = Buffer.from(sign(key, Number(expires)))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged'
      return Number(expires) < nowSeconds() ? 'expired' : 'ok'
    },
  }
}

export type Links = ReturnType<typeof createLinks>
