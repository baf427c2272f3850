import { dayTime } from '../../views/dates.ts'
import { platformNames, productName } from '../../views/names.ts'

export { platformNames, productName }
/** Small display helpers the download screens share (isomorphic). */
export function fileSize(bytes: number | undefined): string {
  if (bytes === undefined) return ''
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`
  return `${(bytes / 1_000_000).toFixed(bytes >= 10_000_000 ? 0 : 1)} MB`
}

export const dateTime = (iso: string | undefined) => dayTime(iso) ?? ''
