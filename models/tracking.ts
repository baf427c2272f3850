/** Tag-manager id rule of spec §5: GTM- or G- followed by uppercase letters or digits. */
const gtmIdPattern = /^(GTM|G)-[A-Z0-9]+$/

export class InvalidGtmId extends Error {
  override readonly name = 'InvalidGtmId'
}

/**
 * The tag-manager id to use, or undefined (tracking disabled) when unset or empty.
 * Throws InvalidGtmId with the offending value when it is set but malformed.
 */
export function parseGtmId(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined
  if (!gtmIdPattern.test(value))
    throw new InvalidGtmId(
      `GTM_ID "${value}" is not a tag-manager id: expected GTM- or G- followed by uppercase letters or digits (e.g. GTM-AB12CD), or leave it unset to disable tracking`,
    )
  return value
}

/** The data-layer event pushed on every route change. */
export interface PageViewEvent {
  readonly event: 'page_view'
  readonly page_path: string
  readonly page_location: string
  readonly page_title: string
}

export function pageViewEvent(location: { href: string; pathname: string }, title: string): PageViewEvent {
  return { event: 'page_view', page_path: location.pathname, page_location: location.href, page_title: title }
}
