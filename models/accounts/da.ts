/**
 * What the download-assets service answers (spec §3 "Asset", the download answers of §7; field names are
 * the provider's). Fields the screens do not rely on are optional and nullable, so an extra or missing
 * detail does not break a page. The pure rules the downloads screens and the site route share live in
 * daRules.ts: the browser needs them, and this module's schemas would bring Effect along.
 */
import { Schema } from 'effect'

const Text = Schema.optional(Schema.NullOr(Schema.String))
const Num = Schema.optional(Schema.NullOr(Schema.Number))

/** Any short-lived link a download call hands out. `url_expires` is Unix seconds. */
export const DownloadLink = Schema.Struct({
  url: Schema.String,
  url_expires: Num,
  mime_type: Text,
  file_size: Num,
  file_name: Text,
})
export type DownloadLink = typeof DownloadLink.Type

export const InstallerDownload = Schema.Struct({
  ...DownloadLink.fields,
  app_name: Text,
  app_version: Text,
  os: Text,
  include_core_pack: Schema.optional(Schema.NullOr(Schema.Boolean)),
})
export type InstallerDownload = typeof InstallerDownload.Type

export const InstallerLogEntry = Schema.Struct({
  id: Schema.Union([Schema.Number, Schema.String]),
  app_name: Schema.String,
  app_version: Schema.String,
  os: Schema.String,
  include_core_pack: Schema.optional(Schema.NullOr(Schema.Boolean)),
  file_name: Text,
  file_size: Num,
  mime_type: Text,
  downloaded_at: Text,
})
export type InstallerLogEntry = typeof InstallerLogEntry.Type
export const InstallerLog = Schema.Struct({ items: Schema.Array(InstallerLogEntry) })

export const AssetResource = Schema.Struct({
  id: Schema.Union([Schema.Number, Schema.String]),
  name: Schema.String,
  type: Text,
  installer_type: Text,
  host_os_compatibility: Schema.optional(Schema.NullOr(Schema.Array(Schema.String))),
  file_name: Text,
  mime_type: Text,
  file_size: Num,
})
export type AssetResource = typeof AssetResource.Type

export const Asset = Schema.Struct({
  id: Schema.Union([Schema.Number, Schema.String]),
  name: Schema.String,
  type: Schema.String,
  release_type: Text,
  version: Text,
  release_date: Text,
  host_app_compatibility: Schema.optional(
    Schema.NullOr(Schema.Array(Schema.Struct({ name: Schema.String, min_version: Text, max_version: Text }))),
  ),
  resources: Schema.optional(Schema.NullOr(Schema.Array(AssetResource))),
})
export type Asset = typeof Asset.Type
export const AssetList = Schema.Struct({ items: Schema.Array(Asset) })

export const ResourceDownload = Schema.Struct({
  ...DownloadLink.fields,
  asset_id: Schema.optional(Schema.NullOr(Schema.Union([Schema.Number, Schema.String]))),
  resource_id: Schema.optional(Schema.NullOr(Schema.Union([Schema.Number, Schema.String]))),
})
export type ResourceDownload = typeof ResourceDownload.Type
