import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'
import { demoFiles } from './seed.ts'

let accounts: TestAccounts
let ana: string
let ben: string
let cleo: string
let admin: string
beforeAll(async () => {
  accounts = await startTestAccounts()
  ana = (await login(accounts.url)).tokens.access.token
  ben = (await login(accounts.url, 'ben@example.com', 'Studio-Demo-2')).tokens.access.token
  cleo = (await login(accounts.url, 'cleo@example.com', 'Studio-Demo-3')).tokens.access.token
  admin = (await login(accounts.url, 'admin@example.com', 'Admin-Demo-9')).tokens.access.token
})
afterAll(async () => {
  expect(accounts.unhandled).toEqual([])
  await accounts.close()
})

const anaFiles = demoFiles.filter((file) => file.userId === 1001)
const benFile = demoFiles.find((file) => file.userId === 1002)!
const getFile = (bearer: string, path: string) =>
  call(accounts.url, 'GET', `/cloudlib/api/v1/${path}`, { bearer })

/** Follows a download request exactly as the answer describes it. */
async function follow(
  download: { request: { method: string; url: string; headers: Record<string, string> } },
  range?: string,
) {
  const headers = { ...download.request.headers, ...(range ? { range } : {}) }
  const response = await fetch(download.request.url, { method: download.request.method, headers })
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('GET {me}/files/{fileId}', () => {
  it('describes each of ana’s files with a download whose bytes match the size, name and type', async () => {
    expect(anaFiles.length).toBeGreaterThanOrEqual(3)
    for (const file of anaFiles) {
      const answer = await getFile(ana, `me/files/${file.id}`)
      expect(answer.status).toBe(200)
      expect(Object.keys(answer.body).sort()).toEqual(['download', 'file_name', 'id', 'mime_type', 'size'])
      expect(answer.body).toMatchObject({ id: file.id, file_name: file.fileName, mime_type: file.mimeType })
      expect(answer.body.download.request.method).toBe('GET')
      expect(Date.parse(answer.body.download.expiry)).toBeGreaterThan(Date.now())
      const { response, bytes } = await follow(answer.body.download)
      expect(response.status).toBe(200)
      expect(bytes.length).toBe(answer.body.size)
      expect(response.headers.get('content-type')).toBe(file.mimeType)
      expect(response.headers.get('accept-ranges')).toBe('bytes')
      const disposition = response.headers.get('content-disposition') ?? ''
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+";/)
      expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '')).toBe(file.fileName)
    }
  })

  it('serves bytes that look like their kind: a WAV sample and a JSON preset', async () => {
    const wav = anaFiles.find((file) => file.mimeType === 'audio/wav')!
    const { bytes } = await follow((await getFile(ana, `me/files/${wav.id}`)).body.download)
    expect([bytes.toString('ascii', 0, 4), bytes.toString('ascii', 8, 12)]).toEqual(['RIFF', 'WAVE'])
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8)
    const preset = anaFiles.find((file) => file.mimeType === 'application/json')!
    const { bytes: json } = await follow((await getFile(ana, `me/files/${preset.id}`)).body.download)
    expect(JSON.parse(json.toString('utf8'))).toHaveProperty('parameters')
  })

  it('answers another customer’s file exactly like a missing one', async () => {
    const foreign = await getFile(ana, `me/files/${benFile.id}`)
    const missing = await getFile(ana, 'me/files/no-such-file')
    expect([foreign.status, foreign.body]).toEqual([404, { message: 'Not found' }])
    expect([missing.status, missing.body]).toEqual([404, { message: 'Not found' }])
    expect((await getFile(ben, `me/files/${benFile.id}`)).status).toBe(200)
    for (const file of demoFiles) expect((await getFile(cleo, `me/files/${file.id}`)).status).toBe(404)
  })

  it('refuses /users/{other id} to customers (2000) and lets an admin read the owner’s files', async () => {
    const denied = await getFile(ben, `users/1001/files/${anaFiles[0]!.id}`)
    expect([denied.status, denied.body.code]).toEqual([403, 2000])
    expect(denied.headers.get('x-serato-errorcode')).toBe('2000')
    expect((await getFile(admin, `users/1001/files/${anaFiles[0]!.id}`)).status).toBe(200)
    expect((await getFile(admin, `users/1002/files/${anaFiles[0]!.id}`)).status).toBe(404)
  })

  it('needs a bearer token', async () => {
    const anonymous = await call(accounts.url, 'GET', `/cloudlib/api/v1/me/files/${anaFiles[0]!.id}`)
    expect([anonymous.status, anonymous.body.code]).toEqual([403, 2000])
  })
})

describe('the signed download', () => {
  const fresh = async () => (await getFile(ana, `me/files/${anaFiles[0]!.id}`)).body.download

  it('serves single byte ranges (206) and refuses ranges past the end (416)', async () => {
    const download = await fresh()
    const { bytes: whole } = await follow(download)
    const cases: Array<[string, number, number]> = [
      ['bytes=0-9', 0, 9],
      ['bytes=100-', 100, whole.length - 1],
      ['bytes=-16', whole.length - 16, whole.length - 1],
      [`bytes=10-${whole.length + 50}`, 10, whole.length - 1],
    ]
    for (const [range, start, end] of cases) {
      const { response, bytes } = await follow(download, range)
      expect(response.status).toBe(206)
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${whole.length}`)
      expect(bytes.equals(whole.subarray(start, end + 1))).toBe(true)
    }
    const past = await follow(download, `bytes=${whole.length}-`)
    expect(past.response.status).toBe(416)
    expect(past.response.headers.get('content-range')).toBe(`bytes */${whole.length}`)
    // Several ranges are ignored: the whole file, as RFC 9110 allows.
    const several = await follow(download, 'bytes=0-1,5-6')
    expect([several.response.status, several.bytes.length]).toEqual([200, whole.length])
  })

  it('refuses a tampered, unsigned or expired link with 403/2000', async () => {
    const download = await fresh()
    const url = new URL(download.request.url)
    const tampered = new URL(url)
    tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600))
    const otherFile = new URL(url.href.replace(anaFiles[0]!.id, anaFiles[1]!.id))
    const unsigned = new URL(url)
    unsigned.search = ''
    for (const link of [tampered, otherFile, unsigned]) {
      const refused = await call(accounts.url, 'GET', link.pathname + link.search)
      expect([refused.status, refused.body.code]).toEqual([403, 2000])
    }
    accounts.advance(15 * 60 + 1)
    const expired = await call(accounts.url, 'GET', url.pathname + url.search)
    expect([expired.status, expired.body]).toEqual([403, { error: 'Download link expired', code: 2000 }])
  })
})

describe('determinism', () => {
  it('serves the same bytes from a fresh data directory (other signing secret, same content)', async () => {
    const digest = async (base: string, token: string) => {
      const answer = await call(base, 'GET', `/cloudlib/api/v1/me/files/${anaFiles[0]!.id}`, {
        bearer: token,
      })
      return createHash('sha256')
        .update((await follow(answer.body.download)).bytes)
        .digest('hex')
    }
    const other = await startTestAccounts()
    try {
      const otherAna = (await login(other.url)).tokens.access.token
      expect(await digest(other.url, otherAna)).toBe(await digest(accounts.url, ana))
    } finally {
      await other.close()
    }
  })
})
