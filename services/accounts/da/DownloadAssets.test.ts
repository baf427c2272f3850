import { Cause, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { asCustomer } from '../http/customer.ts'
import { jsonResponse, scriptedService } from '../http/testing.ts'
import { DownloadAssets, makeDownloadAssets } from './DownloadAssets.ts'

const me = { accessToken: 'at-0', userId: 0 }
const link = { url: 'https://da.test/files/k/a.exe?sig=1', url_expires: 1_900_000_000, file_size: 10 }
const over = (answer: Response | (() => Response)) =>
  scriptedService(DownloadAssets, makeDownloadAssets, answer)
const failureOf = (exit: Exit.Exit<unknown, unknown>) => {
  if (Exit.isSuccess(exit)) return undefined
  const error = Cause.findErrorOption(exit.cause)
  return error._tag === 'Some' ? (error.value as { _tag: string; code?: number }) : undefined
}
const line = (s: { method: string; url: URL; body: string | undefined; headers: Headers }) =>
  `${s.method} ${s.url.pathname.replace(/^\/da\//, '/')}${s.url.search} ${s.body ?? ''} ${s.headers.get('authorization')}`

describe('Download-assets calls (spec §7)', () => {
  it('asks for an installer link with the core pack flag in the body and decodes it', async () => {
    const { run, seen } = over(jsonResponse(200, { ...link, file_name: 'a.exe', include_core_pack: true }))
    const exit = await run((da) =>
      da
        .downloadInstaller({ app: 'studio', version: '2.3.1', os: 'win', includeCorePack: true })
        .pipe(asCustomer(me)),
    )
    expect(exit).toMatchObject({ _tag: 'Success', value: { url: link.url, include_core_pack: true } })
    expect(seen.map(line)).toEqual([
      'POST /api/v1/download/applicationinstaller/studio/2.3.1/win {"include_core_pack":true} Bearer at-0',
    ])
  })

  it('lists the installer history of me, and of another user through /users/{id}', async () => {
    const item = { id: 3, app_name: 'studio', app_version: '2.3.1', os: 'win', include_core_pack: false }
    const { run, seen } = over(() => jsonResponse(200, { items: [item] }))
    const exit = await run((da) => da.listInstallerDownloads().pipe(asCustomer(me)))
    await run((da) => da.listInstallerDownloads().pipe(asCustomer({ accessToken: 'at-admin', userId: 9 })))
    expect(exit).toMatchObject({ _tag: 'Success', value: { items: [{ id: 3, os: 'win' }] } })
    expect(seen.map((s) => `${s.method} ${s.url.pathname.replace(/^\/da\//, '/')}`)).toEqual([
      'GET /api/v1/me/log/downloads/applicationinstaller',
      'GET /api/v1/users/9/log/downloads/applicationinstaller',
    ])
  })

  it('lists assets with its filters in the query, empty ones left out', async () => {
    const asset = {
      id: 7103,
      name: 'Night Shift Drums',
      type: 'soundpack',
      resources: [{ id: 71031, name: 'Zip' }],
    }
    const { run, seen } = over(jsonResponse(200, { items: [asset] }))
    const exit = await run((da) =>
      da
        .listAssets({ host_app_name: 'studio', type: 'soundpack', release_type: '', latest_only: true })
        .pipe(asCustomer(me)),
    )
    expect(exit).toMatchObject({
      _tag: 'Success',
      value: { items: [{ id: 7103, resources: [{ id: 71031 }] }] },
    })
    expect(seen.map(line)).toEqual([
      'GET /api/v1/assets?host_app_name=studio&type=soundpack&latest_only=true  Bearer at-0',
    ])
  })

  it('asks for resource links by asset and resource, and by resource alone', async () => {
    const { run, seen } = over(() => jsonResponse(200, { ...link, asset_id: 7103, resource_id: 71031 }))
    const byAsset = await run((da) => da.downloadAssetResource(7103, 71031).pipe(asCustomer(me)))
    const alone = await run((da) => da.downloadResource('71031').pipe(asCustomer(me)))
    expect(byAsset).toMatchObject({ _tag: 'Success', value: { resource_id: 71031 } })
    expect(alone).toMatchObject({ _tag: 'Success', value: { url: link.url } })
    expect(seen.map((s) => `${s.method} ${s.url.pathname.replace(/^\/da\//, '/')}`)).toEqual([
      'POST /api/v1/assets/7103/resources/71031/download',
      'POST /api/v1/resources/71031/download',
    ])
  })

  it('emails a resource link and accepts the 204', async () => {
    const { run, seen } = over(() => new Response(null, { status: 204 }))
    expect(Exit.isSuccess(await run((da) => da.emailResourceLink(71082).pipe(asCustomer(me))))).toBe(true)
    expect(seen.map((s) => `${s.method} ${s.url.pathname.replace(/^\/da\//, '/')}`)).toEqual([
      'POST /api/v1/resources/71082/download-email',
    ])
  })

  it('keeps a path segment from escaping its place', async () => {
    const { run, seen } = over(jsonResponse(200, link))
    await run((da) => da.downloadResource('1/../../users').pipe(asCustomer(me)))
    expect(seen[0]?.url.pathname.replace(/^\/da\//, '/')).toBe(
      '/api/v1/resources/1%2F..%2F..%2Fusers/download',
    )
  })

  it.each([
    [403, { error: 'Access denied', code: 2000 }, 'AccessDenied'],
    [404, { message: 'Not found' }, 'ApiError'],
    [400, { error: 'Unknown application', code: 1004 }, 'ApiError'],
  ])('turns a %i answer into a typed failure', async (status, body, tag) => {
    const { run } = over(jsonResponse(status, body))
    const exit = await run((da) => da.downloadResource(1).pipe(asCustomer(me)))
    expect(failureOf(exit)).toMatchObject({ _tag: tag, code: 'code' in body ? body.code : undefined })
  })

  it('fails with a DecodeError when a link has no url', async () => {
    const { run } = over(jsonResponse(200, { url_expires: 1 }))
    const exit = await run((da) => da.downloadResource(1).pipe(asCustomer(me)))
    expect(failureOf(exit)?._tag).toBe('DecodeError')
  })
})
