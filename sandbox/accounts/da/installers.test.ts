import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatedBytes } from '../../content/generated.ts'
import { installerFile } from '../../content/seed/content/installers.ts'
import { call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'

let accounts: TestAccounts
let ana: string
let ben: string
beforeAll(async () => {
  accounts = await startTestAccounts()
  ana = (await login(accounts.url)).tokens.access.token
  ben = (await login(accounts.url, 'ben@example.com', 'Studio-Demo-2')).tokens.access.token
})
afterAll(() => accounts.close())

const installer = (path: string, token: string, json?: unknown) =>
  call(accounts.url, 'POST', `/da/api/v1/download/applicationinstaller/${path}`, { bearer: token, json })

const fetchBytes = async (url: string, range?: string) => {
  const response = await fetch(url, { headers: range ? { range } : {} })
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('application installers', () => {
  it('answers a signed short-lived link to the installer the downloads page names', async () => {
    const answer = await installer('studio/2.3.1/win', ana)
    const expected = installerFile('studio', '2.3.1', 'win')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      mime_type: expected.mimeType,
      file_size: expected.size,
      file_name: expected.fileName,
      include_core_pack: false,
    })
    const now = Math.floor(Date.now() / 1000)
    expect(answer.body.url_expires).toBeGreaterThanOrEqual(now + 299)
    expect(answer.body.url_expires).toBeLessThanOrEqual(now + 301)
    const { response, bytes } = await fetchBytes(answer.body.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${expected.fileName}"`)
    expect(response.headers.get('content-type')).toBe(expected.mimeType)
    expect(response.headers.get('content-length')).toBe(String(expected.size))
    // The same bytes as the content stand-in's installer behind the downloads page's link.
    expect(bytes.equals(generatedBytes(expected.fileName, expected.size))).toBe(true)
  })

  it('gives a different, bigger file with include_core_pack (JSON or form), the same on every call', async () => {
    const plain = await installer('sample/2.0.0/mac', ben)
    const core = await installer('sample/2.0.0/mac', ben, { include_core_pack: true })
    const again = await call(
      accounts.url,
      'POST',
      '/da/api/v1/download/applicationinstaller/sample/2.0.0/mac',
      {
        bearer: ben,
        form: { include_core_pack: '1' },
      },
    )
    expect(core.body.include_core_pack).toBe(true)
    expect(core.body.file_size).toBeGreaterThan(plain.body.file_size)
    expect(core.body.file_name).not.toBe(plain.body.file_name)
    const first = (await fetchBytes(core.body.url)).bytes
    const second = (await fetchBytes(again.body.url)).bytes
    const hash = (b: Buffer) => createHash('sha1').update(b).digest('hex')
    expect(first.length).toBe(core.body.file_size)
    expect(hash(second)).toBe(hash(first))
    expect(hash(first)).not.toBe(hash((await fetchBytes(plain.body.url)).bytes))
  })

  it('resumes with ranges (206) and refuses unsatisfiable ones (416)', async () => {
    const { body } = await installer('hex-fx/1.0.0/win', ana)
    const whole = (await fetchBytes(body.url)).bytes
    const part = await fetchBytes(body.url, 'bytes=1000-1999')
    expect(part.response.status).toBe(206)
    expect(part.response.headers.get('content-range')).toBe(`bytes 1000-1999/${whole.length}`)
    expect(part.bytes.equals(whole.subarray(1000, 2000))).toBe(true)
    const bad = await fetchBytes(body.url, `bytes=${whole.length}-`)
    expect(bad.response.status).toBe(416)
    expect(bad.response.headers.get('content-range')).toBe(`bytes */${whole.length}`)
  })

  it('refuses forged, altered and expired links', async () => {
    const { body } = await installer('studio/1.0.0/mac', ana)
    const url = new URL(body.url)
    const forged = new URL(url)
    forged.searchParams.set('signature', 'x'.repeat(43))
    const longer = new URL(url)
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600))
    const other = new URL(url.href.replace('studio%3A1.0.0', 'studio%3A2.3.1'))
    for (const link of [forged, longer, other]) {
      const refused = await call(accounts.url, 'GET', link.pathname + link.search)
      expect([refused.status, refused.body.code], link.href).toEqual([403, 2000])
    }
    const renamed = await call(
      accounts.url,
      'GET',
      `${url.pathname.replace(/[^/]+$/, 'other.dmg')}${url.search}`,
    )
    expect(renamed.status).toBe(404)
    accounts.advance(301)
    const expired = await call(accounts.url, 'GET', url.pathname + url.search)
    expect([expired.status, expired.body.error]).toEqual([403, 'This download link has expired'])
  })

  it("logs every call in the user's history, newest first, and only theirs", async () => {
    const cleo = (await login(accounts.url, 'cleo@example.com', 'Studio-Demo-3')).tokens.access.token
    await installer('studio/1.4.2/win', cleo)
    await installer('sample/1.1.1/mac', cleo, { include_core_pack: true })
    const log = await call(accounts.url, 'GET', '/da/api/v1/me/log/downloads/applicationinstaller', {
      bearer: cleo,
    })
    expect(log.status).toBe(200)
    expect(
      log.body.items.map((i: Record<string, unknown>) => [
        i.app_name,
        i.app_version,
        i.os,
        i.include_core_pack,
      ]),
    ).toEqual([
      ['sample', '1.1.1', 'mac', true],
      ['studio', '1.4.2', 'win', false],
    ])
    expect(Object.keys(log.body.items[0]).sort()).toEqual([
      'app_name',
      'app_version',
      'downloaded_at',
      'file_name',
      'file_size',
      'id',
      'include_core_pack',
      'mime_type',
      'os',
    ])
    const byId = await call(accounts.url, 'GET', '/da/api/v1/users/1003/log/downloads/applicationinstaller', {
      bearer: cleo,
    })
    expect(byId.body).toEqual(log.body)
    const other = await call(
      accounts.url,
      'GET',
      '/da/api/v1/users/1001/log/downloads/applicationinstaller',
      {
        bearer: cleo,
      },
    )
    expect([other.status, other.body.code]).toEqual([403, 2000])
  })

  it('answers the catalogue errors: anonymous, unknown app, version or os, malformed version, HTML', async () => {
    const cases: Array<[string, string, number, number | undefined]> = [
      ['studio/2.3.1/win', '', 403, 2000],
      ['dj/2.3.1/win', ana, 400, 1004],
      ['studio/2.3.1/linux', ana, 400, 1004],
      ['studio/9.9.9/win', ana, 404, undefined],
      ['studio/latest/win', ana, 400, 2012],
    ]
    for (const [path, token, status, code] of cases) {
      const answer = await installer(path, token)
      expect([answer.status, answer.body.code], path).toEqual([status, code])
      if (code) expect(answer.headers.get('x-serato-errorcode')).toBe(String(code))
    }
    const html = await installer('studio/2.3.1/win', ana, { include_core_pack: '<b>yes</b>' })
    expect([html.status, html.body.code]).toEqual([400, 5023])
  })
})
