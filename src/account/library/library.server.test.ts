import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { cookieNames } from '../../identity/cookies.ts'
import { request, site, testPlatform } from '../../identity/testing.ts'
import { readResponse, runRead } from '../registry.server.ts'
import { fileDownloadResponse } from './library.server.ts'

const session = { [cookieNames.access]: 'at-1', [cookieNames.refresh]: 'rt-1' }
const id = '5b1e0c2a-7d4f-4e8b-9a61-0a1f00001003'
const file = (headers: Record<string, string> = {}) => ({
  id,
  file_name: 'Pad – Wärme.pwpreset',
  mime_type: 'application/json',
  size: 812,
  download: {
    request: { method: 'GET', url: `https://cl.example.com/download/${id}?signature=s`, headers },
    expiry: null,
  },
})
const post = () =>
  request(`/account/download/file/${id}`, { method: 'POST', cookies: session, headers: { origin: site } })

describe('a cloud-library file on the server', () => {
  it('takes the id from the read query', async () => {
    const asked: string[] = []
    const platform = testPlatform({
      CloudLibrary: {
        getFile: (fileId) =>
          Effect.sync(() => {
            asked.push(fileId)
            return file()
          }),
      },
    })
    const answer = await readResponse(
      platform,
      request(`/api/account/read/libraryFile?fileId=${id}`, { cookies: session }),
      'libraryFile',
    )
    expect([answer.status, asked]).toEqual([200, [id]])
  })

  it('reads name, type and size for the view', async () => {
    const platform = testPlatform({ CloudLibrary: { getFile: () => Effect.succeed(file()) } })
    const { value } = await runRead(
      platform,
      request(`/account/library/${id}`, { cookies: session }),
      'libraryFile',
      {
        fileId: id,
      },
    )
    expect(value).toEqual({
      status: 'signedIn',
      ok: true,
      value: { id, name: 'Pad – Wärme.pwpreset', type: 'application/json', size: 812, downloadable: true },
    })
  })

  it('refuses a malformed id with 2012 before any call, and still asks the signed-out to sign in', async () => {
    const platform = testPlatform()
    const bad = await runRead(platform, request('/account/library/x', { cookies: session }), 'libraryFile', {
      fileId: '<script>',
    })
    expect(bad.value).toEqual({
      status: 'signedIn',
      ok: false,
      failure: { _tag: 'ApiError', status: 400, code: 2012 },
    })
    expect(
      (await runRead(platform, request('/account/library/x'), 'libraryFile', { fileId: 'x' })).value,
    ).toEqual({
      status: 'signedOut',
    })
    const refused = await fileDownloadResponse(platform, post(), 'a/b')
    expect(refused.headers.get('location')).toBe('/account/library/a%2Fb?problem=ApiError.2012')
  })

  it('downloads through a freshly signed request, but never one that needs headers a link cannot carry', async () => {
    const plain = testPlatform({ CloudLibrary: { getFile: () => Effect.succeed(file()) } })
    const response = await fileDownloadResponse(plain, post(), id)
    expect([response.status, response.headers.get('location')]).toEqual([303, file().download.request.url])
    const withHeaders = testPlatform({
      CloudLibrary: { getFile: () => Effect.succeed(file({ authorization: 'x' })) },
    })
    const refused = await fileDownloadResponse(withHeaders, post(), id)
    expect(refused.headers.get('location')).toBe(`/account/library/${id}?problem=DecodeError`)
  })
})
