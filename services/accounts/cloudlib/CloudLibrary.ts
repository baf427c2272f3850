/**
 * The cloud-library service (spec §7, "Cloud library"): one call, a file's details with the request
 * that downloads it. There is no listing (decision 085); the site reaches files by id (decision 120).
 */
import { Context, Effect, Layer } from 'effect'
import { CloudFile } from '../../../models/accounts/cloudlib.ts'
import { AccountsHttp } from '../http/client.ts'
import type { AccountsError } from '../http/errors.ts'
import type { Credentials } from '../http/request.ts'

export interface CloudLibraryShape {
  readonly getFile: (credentials: Credentials, fileId: string) => Effect.Effect<CloudFile, AccountsError>
}

export class CloudLibrary extends Context.Service<CloudLibrary, CloudLibraryShape>()(
  'services/accounts/cloudlib/CloudLibrary',
) {}

export const makeCloudLibrary = Effect.gen(function* () {
  const http = yield* AccountsHttp
  return CloudLibrary.of({
    getFile: (credentials, fileId) =>
      http.json(
        {
          name: 'cloudlib.getFile',
          service: 'cloudlib',
          auth: 'bearer',
          credentials,
          method: 'GET',
          path: `{me}/files/${encodeURIComponent(fileId)}`,
        },
        CloudFile,
      ),
  })
})

export const CloudLibraryLive = Layer.effect(CloudLibrary, makeCloudLibrary)
