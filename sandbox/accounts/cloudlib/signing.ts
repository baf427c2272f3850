/**
 * Download links signed like a storage service's pre-signed URLs (decision 086): the file id and an
 * expiry time, HMAC-signed with a per-data-directory secret, so a link cannot be stretched or pointed
 * at another file, and it works without the customer's token (a browser can follow it).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { type Db, metaSecret } from '../core/db.ts'
import { errors } from '../core/http.ts'

/** Seconds a download link stays valid: long enough to start a download, short enough not to share. */
export const downloadLifetime = 900

export function createSigner(db: Db) {
  const secret = metaSecret(db, 'cloudlib_download_secret')
  const sign = (fileId: string, expires: number) =>
    createHmac('sha256', secret).update(`${fileId}\n${expires}`).digest('base64url')

  return {
    /** The query string of a link to this file valid until `expires` (Unix seconds). */
    query: (fileId: string, expires: number) =>
      new URLSearchParams({ expires: String(expires), signature: sign(fileId, expires) }).toString(),

    /** 403/2000 when the signature does not match or the link has expired. */
    verify(fileId: string, query: URLSearchParams, nowSeconds: number): void {
      const expires = Number(query.get('expires'))
      const given = Buffer.from(query.get('signature') ?? '')
      const wanted = Buffer.from(Number.isSafeInteger(expires) ? sign(fileId, expires) : '')
      if (given.length === 0 || given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
        throw errors.accessDenied('Invalid download signature')
      }
      if (expires <= nowSeconds) throw errors.accessDenied('Download link expired')
    },
  }
}

export type Signer = ReturnType<typeof createSigner>
