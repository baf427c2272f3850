/**
 * Assets for the customer's products: `GET /api/v1/assets` with its filters, signed links to a
 * resource (by asset and resource, or by resource alone), and `download-email`, which "sends" the
 * link to the customer's address: it lands in the outbox that `GET /__sandbox/da/outbox` lists.
 */
import { errors, json, noContent, notFound } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { catalogue, findResource } from './catalogue.ts'
import { productTypesOf } from './entitlements.ts'
import { applyFilters, parseFilters } from './filters.ts'
import { installerAssets } from './installer-assets.ts'
import { emailLinkTtlSeconds, type Links, resourceKey } from './links.ts'

/** Ids are positive whole numbers; anything else names nothing (404). */
const idOf = (raw: string | undefined): number => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN)

export function registerAssetsApi(router: Router, context: CoreContext, links: Links): void {
  const { db, config } = context
  const owned = (uid: number) => productTypesOf(db, uid)

  /** The resource, when the caller may have it: 404 unknown (or not of that asset), 403/2000 not owned. */
  const resourceFor = (uid: number, resourceId: number, assetId?: number) => {
    const found = findResource(resourceId)
    if (!found || (assetId !== undefined && found.asset.id !== assetId)) throw notFound()
    const mine = owned(uid)
    if (!found.entry.productTypes.some((type) => mine.has(type))) {
      throw errors.accessDenied('None of your products includes this asset')
    }
    return found
  }

  const downloadReply = (uid: number, baseUrl: string, resourceId: number, assetId?: number) => {
    const { asset, resource } = resourceFor(uid, resourceId, assetId)
    const file = { fileName: resource.file_name, size: resource.file_size, mimeType: resource.mime_type }
    const { url, expires } = links.link(baseUrl, resourceKey(resource.id), file)
    return json(200, {
      url,
      url_expires: expires,
      mime_type: resource.mime_type,
      file_size: resource.file_size,
      file_name: resource.file_name,
      asset_id: asset.id,
      resource_id: resource.id,
    })
  }

  const uidOf = (caller: { kind: string; uid?: number }): number => {
    if (caller.kind !== 'user' || caller.uid === undefined) throw errors.accessDenied()
    return caller.uid
  }

  router.add('da', {
    method: 'GET',
    path: '/api/v1/assets',
    // Installers are anyone's (the provider's client lists them without a token); the rest are the customer's.
    auth: 'optional',
    handler: ({ caller, query }) => {
      const filters = parseFilters(query)
      const installersOnly = filters.types?.every((type) => type === 'application_installer') === true
      const mine = installersOnly && caller.kind !== 'user' ? new Set<number>() : owned(uidOf(caller))
      const visible = catalogue.filter((e) => e.productTypes.some((t) => mine.has(t))).map((e) => e.asset)
      // Installers come only when asked for by type, so the customer's own asset list stays theirs.
      const installers = filters.types?.includes('application_installer') ? installerAssets : []
      return json(200, { items: applyFilters([...visible, ...installers], filters) })
    },
  })

  router.add('da', {
    method: 'POST',
    path: '/api/v1/assets/:assetId/resources/:resourceId/download',
    auth: 'bearer',
    handler: ({ caller, params, baseUrl }) =>
      downloadReply(uidOf(caller), baseUrl, idOf(params.resourceId), idOf(params.assetId)),
  })

  router.add('da', {
    method: 'POST',
    path: '/api/v1/resources/:id/download',
    auth: 'bearer',
    handler: ({ caller, params, baseUrl }) => downloadReply(uidOf(caller), baseUrl, idOf(params.id)),
  })

  router.add('da', {
    method: 'POST',
    path: '/api/v1/resources/:id/download-email',
    auth: 'bearer',
    handler: ({ caller, params, baseUrl }) => {
      const uid = uidOf(caller)
      const { asset, resource } = resourceFor(uid, idOf(params.id))
      const user = db.prepare('SELECT email_address FROM users WHERE id = ?').get(uid) as
        | { email_address: string }
        | undefined
      if (!user) throw notFound()
      const file = { fileName: resource.file_name, size: resource.file_size, mimeType: resource.mime_type }
      const { url, expires } = links.link(baseUrl, resourceKey(resource.id), file, emailLinkTtlSeconds)
      db.prepare(
        `INSERT INTO da_outbox (user_id, email_address, asset_id, resource_id, file_name, link, url_expires, sent_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(uid, user.email_address, asset.id, resource.id, resource.file_name, url, expires, isoNow())
      return noContent()
    },
  })

  // What the stand-in "sent": tests read the download emails here instead of a mailbox.
  router.add('__sandbox', {
    method: 'GET',
    path: '/da/outbox',
    auth: 'none',
    handler: () =>
      json(200, {
        items: db
          .prepare(
            'SELECT id, user_id, email_address, asset_id, resource_id, file_name, link, url_expires, sent_at FROM da_outbox ORDER BY id',
          )
          .all(),
      }),
  })

  const isoNow = () => new Date(config.now()).toISOString()
}
