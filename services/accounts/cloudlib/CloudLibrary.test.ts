import { Cause, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { asCustomer } from '../http/customer.ts'
import { jsonResponse, scriptedService } from '../http/testing.ts'
import { CloudLibrary, makeCloudLibrary } from './CloudLibrary.ts'

const me = { accessToken: 'at-0', userId: 0 }
const file = {
  id: '5b1e0c2a-7d4f-4e8b-9a61-0a1f00001002',
  file_name: 'Kick 808.wav',
  mime_type: 'audio/wav',
  size: 88244,
  download: {
    request: { method: 'GET', url: 'https://cl.test/download/x?sig=1', headers: {} },
    expiry: '2030-01-01T00:00:00Z',
  },
}
const over = (answer: Response | (() => Response)) => scriptedService(CloudLibrary, makeCloudLibrary, answer)

describe('Cloud library calls (spec §7)', () => {
  it('gets one file of me with the bearer token and decodes its download request', async () => {
    const { run, seen } = over(jsonResponse(200, file))
    const exit = await run((cl) => cl.getFile(file.id).pipe(asCustomer(me)))
    expect(exit).toMatchObject({
      _tag: 'Success',
      value: { size: 88244, download: { request: { method: 'GET' } } },
    })
    expect(
      seen.map(
        (s) =>
          `${s.method} ${s.url.pathname.replace(/^\/cloudlib\//, '/')} ${s.headers.get('authorization')}`,
      ),
    ).toEqual([`GET /api/v1/me/files/${file.id} Bearer at-0`])
  })

  it('answers a missing or foreign file as a typed 404', async () => {
    const { run } = over(jsonResponse(404, { message: 'Not found' }))
    const exit = await run((cl) => cl.getFile('nope-nope').pipe(asCustomer(me)))
    const error = Exit.isFailure(exit) ? Cause.findErrorOption(exit.cause) : undefined
    expect(error?._tag === 'Some' && error.value).toMatchObject({ _tag: 'ApiError', status: 404 })
  })

  it('fails with a DecodeError when the answer has no download request', async () => {
    const { run } = over(jsonResponse(200, { ...file, download: undefined }))
    const exit = await run((cl) => cl.getFile(file.id).pipe(asCustomer(me)))
    const error = Exit.isFailure(exit) ? Cause.findErrorOption(exit.cause) : undefined
    expect(error?._tag === 'Some' && error.value._tag).toBe('DecodeError')
  })
})
