import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { cookieNames } from '../../identity/cookies.ts'
import { request, site, testPlatform } from '../../identity/testing.ts'
import { commandNames, commandResponse, runRead } from '../registry.server.ts'
import { assetSearchOf, resourceDownloadResponse } from './assets.server.ts'

const session = { [cookieNames.access]: 'at-1', [cookieNames.refresh]: 'rt-1' }
const post = (path: string, body: string) =>
  request(path, {
    method: 'POST',
    cookies: session,
    headers: { origin: site, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
const link = { url: 'https://da.example.com/files/resource:71031/a.zip?signature=s' }

describe('the assets screen on the server', () => {
  it('keeps only the filters it offers, so the service never sees anything else', () => {
    expect(assetSearchOf(new URLSearchParams('type=soundpack&app=studio&os=linux&x=1'))).toEqual({
      type: 'soundpack',
      app: 'studio',
      os: undefined,
    })
  })

  it('lists the latest assets with the page filters and maps them for the view', async () => {
    const seen: unknown[] = []
    const asset = {
      id: 7103,
      name: 'Night Shift Drums',
      type: 'soundpack',
      release_type: 'beta',
      host_app_compatibility: [{ name: 'studio', min_version: '1.5.0', max_version: null }],
      resources: [
        { id: 71031, name: 'Zip', host_os_compatibility: ['win', 'mac'], file_name: 'a.zip', file_size: 5 },
      ],
    }
    const platform = testPlatform({
      DownloadAssets: {
        listAssets: (filters) =>
          Effect.sync(() => {
            seen.push(filters)
            return { items: [asset] }
          }),
      },
    })
    const { value } = await runRead(
      platform,
      request('/account/assets?type=soundpack', { cookies: session }),
      'assets',
      { type: 'soundpack' },
    )
    expect(seen).toEqual([
      { type: 'soundpack', host_app_name: undefined, host_app_os: undefined, latest_only: true },
    ])
    expect(value).toMatchObject({
      ok: true,
      value: {
        assets: [
          {
            id: '7103',
            beta: true,
            hostApps: ['studio'],
            resources: [{ id: '71031', systems: ['win', 'mac'] }],
          },
        ],
      },
    })
  })

  it('downloads by asset and resource, or by resource alone, and refuses malformed ids before any call', async () => {
    const calls: string[] = []
    const platform = testPlatform({
      DownloadAssets: {
        downloadAssetResource: (a, r) =>
          Effect.sync(() => {
            calls.push(`asset ${a}/${r}`)
            return link
          }),
        downloadResource: (r) =>
          Effect.sync(() => {
            calls.push(`resource ${r}`)
            return link
          }),
      },
    })
    const byAsset = await resourceDownloadResponse(
      platform,
      post('/account/download/resource', 'assetId=7103&resourceId=71031'),
    )
    const alone = await resourceDownloadResponse(
      platform,
      post('/account/download/resource', 'resourceId=71031'),
    )
    expect([byAsset.status, byAsset.headers.get('location'), alone.headers.get('location')]).toEqual([
      303,
      link.url,
      link.url,
    ])
    expect(calls).toEqual(['asset 7103/71031', 'resource 71031'])
    const bad = await resourceDownloadResponse(
      platform,
      post('/account/download/resource', 'resourceId=../1'),
    )
    const empty = await resourceDownloadResponse(platform, post('/account/download/resource', ''))
    expect([bad.headers.get('location'), empty.headers.get('location')]).toEqual([
      '/account/assets?problem=ApiError.2012',
      '/account/assets?problem=ApiError.2013',
    ])
  })

  it('emails a resource link as a command', async () => {
    const mailed: unknown[] = []
    const platform = testPlatform({
      DownloadAssets: { emailResourceLink: (id) => Effect.sync(() => void mailed.push(id)) },
    })
    expect(commandNames()).toContain('emailResourceLink')
    const response = await commandResponse(
      platform,
      post('/api/account/command/emailResourceLink', 'resourceId=71082'),
      'emailResourceLink',
    )
    expect([response.status, response.headers.get('location'), mailed]).toEqual([
      303,
      '/account/assets?done=emailResourceLink',
      ['71082'],
    ])
  })
})
