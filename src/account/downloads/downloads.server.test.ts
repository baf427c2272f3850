import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../services/accounts/http/errors.ts'
import { cookieNames } from '../../identity/cookies.ts'
import { request, site, testPlatform } from '../../identity/testing.ts'
import { runRead } from '../registry.server.ts'
import { installerDownloadResponse } from './downloads.server.ts'

const session = { [cookieNames.access]: 'at-1', [cookieNames.refresh]: 'rt-1' }
const post = (path: string, body?: string, origin = site) =>
  request(path, {
    method: 'POST',
    cookies: session,
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
const params = { app: 'studio', version: '2.3.1', os: 'win' }
const link = { url: 'https://da.example.com/files/k/a.exe?signature=s', url_expires: 1 }

describe('installer downloads through the site', () => {
  it('asks for the link with the core pack the form ticked and sends the browser there', async () => {
    const asked: unknown[] = []
    const platform = testPlatform({
      DownloadAssets: {
        downloadInstaller: (input) =>
          Effect.sync(() => {
            asked.push(input)
            return link
          }),
      },
    })
    const response = await installerDownloadResponse(
      platform,
      post('/account/download/installer/studio/2.3.1/win', 'core=1'),
      params,
    )
    expect([response.status, response.headers.get('location')]).toEqual([303, link.url])
    expect(asked).toEqual([{ ...params, includeCorePack: true }])
  })

  it('leaves the core pack out unless asked', async () => {
    const asked: Array<{ includeCorePack: boolean }> = []
    const platform = testPlatform({
      DownloadAssets: {
        downloadInstaller: (input) =>
          Effect.sync(() => {
            asked.push(input)
            return link
          }),
      },
    })
    await installerDownloadResponse(platform, post('/x', ''), params)
    expect(asked.map((a) => a.includeCorePack)).toEqual([false])
  })

  it('refuses a malformed installer with 2012 before any call', async () => {
    const response = await installerDownloadResponse(testPlatform(), post('/x'), {
      ...params,
      version: 'two',
    })
    expect(response.headers.get('location')).toBe('/account/downloads?problem=ApiError.2012')
  })

  it('words a refusal on the history page, refuses cross-site posts, and sends the signed-out to sign-in', async () => {
    const platform = testPlatform({
      DownloadAssets: {
        downloadInstaller: () =>
          Effect.fail(
            new ApiError({
              service: 'da',
              method: 'POST',
              path: '/x',
              status: 404,
              code: undefined,
              message: 'Not found',
            }),
          ),
      },
    })
    const refused = await installerDownloadResponse(platform, post('/x'), params)
    expect(refused.headers.get('location')).toBe('/account/downloads?problem=ApiError')
    expect(
      (await installerDownloadResponse(platform, post('/x', '', 'https://evil.example'), params)).status,
    ).toBe(403)
    const anonymous = await installerDownloadResponse(
      platform,
      request('/x', { method: 'POST', headers: { origin: site } }),
      params,
    )
    expect(anonymous.headers.get('location')).toBe('/auth/sign-in?return=%2Faccount%2Fdownloads')
  })

  it('never redirects to a link that is not a web address', async () => {
    const platform = testPlatform({
      DownloadAssets: { downloadInstaller: () => Effect.succeed({ url: 'javascript:alert(1)' }) },
    })
    const response = await installerDownloadResponse(platform, post('/x'), params)
    expect(response.headers.get('location')).toBe('/account/downloads?problem=DecodeError')
  })

  it('reads the history for the view', async () => {
    const item = {
      id: 4,
      app_name: 'studio',
      app_version: '2.3.1',
      os: 'mac',
      include_core_pack: true,
      file_name: 'a.dmg',
      file_size: 9,
      downloaded_at: '2026-01-02T03:04:05Z',
    }
    const platform = testPlatform({
      DownloadAssets: { listInstallerDownloads: () => Effect.succeed({ items: [item] }) },
    })
    const { value } = await runRead(
      platform,
      request('/account/downloads', { cookies: session }),
      'downloads',
      undefined,
    )
    expect(value).toEqual({
      status: 'signedIn',
      ok: true,
      value: {
        downloads: [
          {
            id: '4',
            app: 'studio',
            version: '2.3.1',
            os: 'mac',
            corePack: true,
            fileName: 'a.dmg',
            fileSize: 9,
            downloadedAt: item.downloaded_at,
          },
        ],
      },
    })
  })
})
