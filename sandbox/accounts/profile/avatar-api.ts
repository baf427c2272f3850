/**
 * The avatar flow of the reference: ask for an upload URL, PUT the raw image there from the browser
 * (cross-origin, so CORS for the allowed origins), then PUT {me}/avatar to make the upload the avatar.
 * The upload URL carries a one-time secret instead of a bearer token, like a pre-signed storage URL.
 */
import { createHash, randomBytes } from 'node:crypto'
import { requireParams } from '../core/body.ts'
import { errorReply, errors, json, noContent, notFound, type Reply } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { avatarContentTypes, makeAvatarSizes, maxAvatarBytes } from './images.ts'
import { avatarSizes, ensureProfile, toProfile } from './profiles.ts'

const uploadTtlSeconds = 15 * 60
const hash = (token: string) => createHash('sha256').update(token).digest('base64url')

interface UploadRow {
  token_hash: string
  user_id: number
  content_type: string
  expires_at: number
  image_id: string | null
}

export function registerAvatar(router: Router, context: CoreContext): void {
  const { db, config, nowSeconds, isAllowedAddress } = context
  const isoNow = () => new Date(config.now()).toISOString()

  /** CORS headers for an allowed browser origin; none for others, so the browser refuses the answer. */
  const cors = (origin: string | string[] | undefined): Record<string, string> =>
    typeof origin === 'string' && isAllowedAddress(origin)
      ? { 'access-control-allow-origin': origin, vary: 'Origin' }
      : { vary: 'Origin' }

  const dropImages = (imageId: string | null) => {
    if (imageId) db.prepare('DELETE FROM profile_images WHERE image_id = ?').run(imageId)
  }

  router.add('profile', {
    method: 'POST',
    path: '{me}/fileuploadurl',
    auth: 'bearer',
    handler: ({ userId, body, baseUrl }) => {
      const user = ensureProfile(db, userId, isoNow()).user_id
      const params = requireParams(body, ['upload_type', 'content_type'])
      if (params.upload_type !== 'avatar')
        throw errors.invalidValue(`Unknown upload_type: ${params.upload_type}`)
      if (!(params.content_type in avatarContentTypes)) {
        throw errors.invalidParameters(
          `content_type must be one of ${Object.keys(avatarContentTypes).join(', ')}`,
        )
      }
      const token = randomBytes(32).toString('base64url')
      const expiresAt = nowSeconds() + uploadTtlSeconds
      db.prepare(
        'INSERT INTO profile_uploads (token_hash, user_id, upload_type, content_type, expires_at) VALUES (?, ?, ?, ?, ?)',
      ).run(hash(token), user, params.upload_type, params.content_type, expiresAt)
      return json(200, {
        method: 'PUT',
        url: `${baseUrl}/uploads/${token}`,
        expires: new Date(expiresAt * 1000).toISOString(),
      })
    },
  })

  router.add('profile', {
    method: 'OPTIONS',
    path: '/uploads/:token',
    auth: 'none',
    handler: ({ headers }) => {
      const allowed = cors(headers.origin)
      if (!allowed['access-control-allow-origin']) return { status: 403, headers: allowed }
      return {
        status: 204,
        headers: {
          ...allowed,
          'access-control-allow-methods': 'PUT',
          'access-control-allow-headers': 'content-type',
          'access-control-max-age': '600',
        },
      }
    },
  })

  router.add('profile', {
    method: 'PUT',
    path: '/uploads/:token',
    auth: 'none',
    rawBody: maxAvatarBytes,
    handler: async ({ params, headers, raw }): Promise<Reply> => {
      try {
        const upload = db
          .prepare('SELECT * FROM profile_uploads WHERE token_hash = ?')
          .get(hash(params.token!)) as UploadRow | undefined
        if (!upload || upload.expires_at < nowSeconds())
          throw errors.accessDenied('Invalid or expired upload URL')
        if (upload.image_id) throw errors.accessDenied('This upload URL was already used')
        const type = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
        if (type !== upload.content_type) {
          throw errors.invalidParameters(`Content-Type must be ${upload.content_type}, as requested`)
        }
        const sizes = await makeAvatarSizes(raw ?? Buffer.alloc(0), type)
        const imageId = randomBytes(12).toString('base64url')
        const insert = db.prepare(
          'INSERT INTO profile_images (image_id, user_id, size, bytes) VALUES (?, ?, ?, ?)',
        )
        for (const [size, bytes] of Object.entries(sizes)) insert.run(imageId, upload.user_id, size, bytes)
        db.prepare('UPDATE profile_uploads SET image_id = ?, uploaded_at = ? WHERE token_hash = ?').run(
          imageId,
          nowSeconds(),
          upload.token_hash,
        )
        return { status: 204, headers: cors(headers.origin) }
      } catch (error) {
        const reply = errorReply(error)
        return { ...reply, headers: { ...reply.headers, ...cors(headers.origin) } }
      }
    },
  })

  router.add('profile', {
    method: 'PUT',
    path: '{me}/avatar',
    auth: 'bearer',
    handler: ({ userId, baseUrl }) => {
      const row = ensureProfile(db, userId, isoNow())
      // Only an upload not yet made the avatar counts: each upload URL sets the avatar at most once.
      const latest = db
        .prepare(
          `SELECT image_id FROM profile_uploads WHERE user_id = ? AND image_id IS NOT NULL AND applied = 0
           ORDER BY uploaded_at DESC, rowid DESC LIMIT 1`,
        )
        .get(row.user_id) as { image_id: string } | undefined
      if (!latest) throw errors.invalidParameters('No uploaded image: PUT one to a file upload URL first')
      db.prepare('UPDATE profiles SET avatar_id = ?, avatar_ts = ?, date_updated = ? WHERE user_id = ?').run(
        latest.image_id,
        nowSeconds(),
        isoNow(),
        row.user_id,
      )
      db.prepare('UPDATE profile_uploads SET applied = 1 WHERE user_id = ? AND image_id IS NOT NULL').run(
        row.user_id,
      )
      // The previous avatar and uploads never made the avatar: nobody links to them any more.
      db.prepare('DELETE FROM profile_images WHERE user_id = ? AND image_id != ?').run(
        row.user_id,
        latest.image_id,
      )
      return json(200, toProfile(db, ensureProfile(db, row.user_id, isoNow()), baseUrl))
    },
  })

  router.add('profile', {
    method: 'DELETE',
    path: '{me}/avatar',
    auth: 'bearer',
    handler: ({ userId }) => {
      const row = ensureProfile(db, userId, isoNow())
      db.prepare(
        'UPDATE profiles SET avatar_id = NULL, avatar_ts = NULL, date_updated = ? WHERE user_id = ?',
      ).run(isoNow(), row.user_id)
      dropImages(row.avatar_id)
      return noContent()
    },
  })

  router.add('profile', {
    method: 'GET',
    path: '/avatars/:imageId/:file',
    auth: 'none',
    handler: ({ params }) => {
      const size = params.file!.replace(/\.webp$/, '')
      if (!(size in avatarSizes) || !params.file!.endsWith('.webp')) throw notFound()
      const image = db
        .prepare('SELECT bytes FROM profile_images WHERE image_id = ? AND size = ?')
        .get(params.imageId!, size) as { bytes: Uint8Array } | undefined
      if (!image) throw notFound()
      // The image id changes with every new avatar, so an address never changes content.
      return {
        status: 200,
        body: Buffer.from(image.bytes),
        headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' },
      }
    },
  })
}
