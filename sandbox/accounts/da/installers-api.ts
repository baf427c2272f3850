/**
 * Application installers: `POST /api/v1/download/applicationinstaller/{app}/{version}/{os}` answers a
 * signed link (with `include_core_pack`, to the bigger installer that bundles the core content) and
 * logs the download; `GET {me}/log/downloads/applicationinstaller` lists the user's log, newest first.
 * Installers carry a free trial, so any signed-in customer may download any of them.
 */

import { installerFile, isDownloadProduct } from '../../content/seed/content/installers.ts'
import { versions } from '../../content/seed/content/versions.ts'
import { flag } from '../core/body.ts'
import { errors, json, notFound } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { checkOs, checkVersion } from './filters.ts'
import { installerKey, type Links } from './links.ts'

export function registerInstallersApi(router: Router, context: CoreContext, links: Links): void {
  const { db, config } = context

  router.add('da', {
    method: 'POST',
    path: '/api/v1/download/applicationinstaller/:app/:version/:os',
    auth: 'bearer',
    handler: ({ params, body, query, caller, baseUrl }) => {
      if (caller.kind !== 'user') throw errors.accessDenied()
      const app = params.app ?? ''
      if (!isDownloadProduct(app)) throw errors.invalidValue(`Unknown application: ${app.slice(0, 40)}`)
      const version = checkVersion(params.version ?? '', 'version')
      const os = checkOs(params.os ?? '', 'os')
      if (!versions[app].includes(version)) throw notFound()
      const corePack = flag(body, 'include_core_pack') || flag(Object.fromEntries(query), 'include_core_pack')
      const file = installerFile(app, version, os, corePack)
      const { url, expires } = links.link(baseUrl, installerKey(app, version, os, corePack), file)
      db.prepare(
        `INSERT INTO da_installer_downloads (user_id, app_name, app_version, os, include_core_pack, file_name,
          file_size, mime_type, downloaded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(caller.uid, app, version, os, corePack ? 1 : 0, file.fileName, file.size, file.mimeType, isoNow())
      return json(200, {
        url,
        url_expires: expires,
        mime_type: file.mimeType,
        file_size: file.size,
        file_name: file.fileName,
        app_name: app,
        app_version: version,
        os,
        include_core_pack: corePack,
      })
    },
  })

  router.add('da', {
    method: 'GET',
    path: '{me}/log/downloads/applicationinstaller',
    auth: 'bearer',
    handler: ({ userId }) => {
      const rows = db
        .prepare(
          `SELECT id, app_name, app_version, os, include_core_pack, file_name, file_size, mime_type, downloaded_at
            FROM da_installer_downloads WHERE user_id = ? ORDER BY id DESC`,
        )
        .all(userId ?? 0) as Array<Record<string, unknown>>
      return json(200, {
        items: rows.map((row) => ({ ...row, include_core_pack: row.include_core_pack === 1 })),
      })
    },
  })

  const isoNow = () => new Date(config.now()).toISOString()
}
