/**
 * The Host header steers nothing (issue 16, decision 067): without SITE_URL (as in this stack) an unknown
 * host is answered as localhost, so redirects, the canonical link and the sign-in address never point at it.
 */
import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { baseUrl } from './support/site.ts'

function getWithHost(
  path: string,
  host: string,
): Promise<{ status: number; location: string; body: string }> {
  const base = new URL(baseUrl())
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, path, headers: { host } }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? '', body }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

describe('an unknown Host header', () => {
  it('changes no redirect, canonical link or sign-in address', async () => {
    const evil = 'evil.example'
    const slashes = await getWithHost('//studio', evil)
    expect(slashes.status).toBeGreaterThanOrEqual(300)
    expect(slashes.location).not.toContain(evil)
    const page = await getWithHost('/studio', evil)
    expect(page.status).toBe(200)
    expect(/<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1]).toMatch(
      /^http:\/\/localhost(:\d+)?\/studio$/,
    )
    const signIn = await getWithHost('/auth/sign-in?return=%2Fstudio', evil)
    const redirectUri = new URL(signIn.location).searchParams.get('redirect_uri') ?? ''
    expect(redirectUri).toMatch(/^http:\/\/localhost(:\d+)?\/studio$/)
    // A loopback host is the site's own: answered as itself.
    const own = await getWithHost('/studio', new URL(baseUrl()).host)
    expect(/<link rel="canonical" href="([^"]+)"/.exec(own.body)?.[1]).toBe(`${baseUrl()}/studio`)
  })
})
