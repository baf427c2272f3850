/**
 * The filters of `GET /api/v1/assets` (spec §3: host_app_name, host_app_version, host_app_os, type,
 * release_type, release_date, latest_only), checked as the catalogue of errors says: a malformed value
 * is 400/2012, a well-formed unknown one 400/1004, a version without its app 400/2013.
 */

import { isDownloadProduct } from '../../content/seed/content/installers.ts'
import { flag, optionalParam, queryObject } from '../core/body.ts'
import { errors } from '../core/http.ts'
import type { Asset, AssetType, Os, ReleaseType } from './catalogue.ts'

export interface AssetFilters {
  readonly hostApp?: { readonly name: string; readonly version?: string }
  readonly os?: Os
  readonly types?: ReadonlyArray<AssetType>
  readonly releaseType?: ReleaseType
  /** Assets released on or after this date (YYYY-MM-DD). */
  readonly releasedSince?: string
  readonly latestOnly: boolean
}

const assetTypes: ReadonlyArray<AssetType> = ['expansion', 'soundpack', 'plugin', 'application_installer']
const semver = /^\d{1,4}(\.\d{1,4}){0,2}$/

/** -1, 0 or 1; missing parts count as 0 (`2.1` = `2.1.0`). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return Math.sign(d)
  }
  return 0
}

export function checkVersion(value: string, name: string): string {
  if (!semver.test(value)) throw errors.invalidParameters(`${name} must be a version like 2.3.1`)
  return value
}

export function checkOs(value: string, name: string): Os {
  if (value !== 'win' && value !== 'mac') throw errors.invalidValue(`${name} must be win or mac`)
  return value
}

export function parseFilters(query: URLSearchParams): AssetFilters {
  const source = queryObject(query)
  const name = optionalParam(source, 'host_app_name')
  const version = optionalParam(source, 'host_app_version')
  if (version !== undefined && name === undefined) throw errors.missingParameters(['host_app_name'])
  if (name !== undefined && !isDownloadProduct(name)) {
    throw errors.invalidValue(`Unknown host_app_name: ${name.slice(0, 40)}`)
  }
  const os = optionalParam(source, 'host_app_os')
  const type = optionalParam(source, 'type')
  const types = type?.split(',').map((t) => t.trim())
  for (const t of types ?? []) {
    if (!assetTypes.includes(t as AssetType)) throw errors.invalidValue(`Unknown type: ${t.slice(0, 40)}`)
  }
  const releaseType = optionalParam(source, 'release_type')
  if (releaseType !== undefined && releaseType !== 'release' && releaseType !== 'beta') {
    throw errors.invalidValue('release_type must be release or beta')
  }
  const since = optionalParam(source, 'release_date')
  if (since !== undefined && !isDate(since)) {
    throw errors.invalidParameters('release_date must be a date like 2026-01-31')
  }
  return {
    hostApp:
      name === undefined
        ? undefined
        : { name, version: version && checkVersion(version, 'host_app_version') },
    os: os === undefined ? undefined : checkOs(os, 'host_app_os'),
    types: types as AssetType[] | undefined,
    releaseType,
    releasedSince: since,
    latestOnly: flag(source, 'latest_only'),
  }
}

const isDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)

/** The assets matching every filter; resources narrowed to the host OS, assets left with none dropped. */
export function applyFilters(assets: ReadonlyArray<Asset>, filters: AssetFilters): Asset[] {
  const { hostApp, os, types, releaseType, releasedSince } = filters
  const matching = assets
    .filter((a) => !types || types.includes(a.type))
    .filter((a) => !releaseType || a.release_type === releaseType)
    .filter((a) => !releasedSince || a.release_date >= releasedSince)
    .filter(
      (a) =>
        !hostApp ||
        a.host_app_compatibility.some(
          (h) =>
            h.name === hostApp.name &&
            (!hostApp.version ||
              (compareVersions(hostApp.version, h.min_version) >= 0 &&
                (h.max_version === null || compareVersions(hostApp.version, h.max_version) <= 0))),
        ),
    )
    .map((a) =>
      os ? { ...a, resources: a.resources.filter((r) => r.host_os_compatibility.includes(os)) } : a,
    )
    .filter((a) => a.resources.length > 0)
  if (!filters.latestOnly) return matching
  // Versions of one asset share its name; keep the newest of each.
  const newest = new Map<string, Asset>()
  for (const a of matching) {
    const seen = newest.get(a.name)
    if (!seen || compareVersions(a.version, seen.version) > 0) newest.set(a.name, a)
  }
  return matching.filter((a) => newest.get(a.name) === a)
}
