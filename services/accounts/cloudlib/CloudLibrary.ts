/**
 * The cloud-library service (spec §7, "Cloud library"): one call, a file's details with the request
 * that downloads it. There is no listing (decision 085); the site reaches files by id (decision 120).
 */
import { Context, Effect, Layer } from 'effect'
import { CloudFile } from '../../../models/accounts/cloudlib.ts'
import { AccountsHttp } from '../http/client.ts'
import { type CustomerResult, serviceCalls } from '../http/customer.ts'

export interface CloudLibraryShape {
  readonly getFile: (fileId: string) => CustomerResult<CloudFile>
}

export class CloudLibrary extends Context.Service<CloudLibrary, CloudLibraryShape>()(
  'services/accounts/cloudlib/CloudLibrary',
) {}

export const makeCloudLibrary = Effect.gen(function* () {
  const { customer } = serviceCalls(yield* AccountsHttp, 'cloudlib')
  return CloudLibrary.of({
    getFile: (fileId) =>
      customer.json(
        'getFile',
        { method: 'GET', path: `{me}/files/${encodeURIComponent(fileId)}` },
        CloudFile,
      ),
  })
})

export const CloudLibraryLive = Layer.effect(CloudLibrary, makeCloudLibrary)
