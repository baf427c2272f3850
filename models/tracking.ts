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
