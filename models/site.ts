/** Brand facts and the primary navigation, as data. */
export const siteName = 'Pulsewave'

export interface NavLink {
  readonly label: string
  readonly to: string
}

/** The header's destinations, in the bar on wide screens and in the menu drawer on small ones. */
export const primaryNav: ReadonlyArray<NavLink> = [
  { label: 'Studio', to: '/studio' },
  { label: 'Sample', to: '/sample' },
  { label: 'Hex FX', to: '/hex-fx' },
  { label: 'DJ Pro', to: '/dj/pro' },
  { label: 'Music production', to: '/music-production' },
  { label: 'Sounds', to: '/studio/sounds' },
  { label: 'Tutorials', to: '/studio/tutorials' },
]

/**
 * The destination a path belongs to: the one whose address is the longest prefix of it, so a sound
 * pack keeps "Sounds" current and a download page its product. Browser-safe and small: it runs in the
 * header on every page.
 */
export function currentNav(path: string, items: ReadonlyArray<NavLink> = primaryNav): NavLink | undefined {
  let best: NavLink | undefined
  for (const item of items)
    if ((path === item.to || path.startsWith(`${item.to}/`)) && item.to.length > (best?.to.length ?? 0))
      best = item
  return best
}

/** The five ways back offered by the not-found page (spec §2). */
export const notFoundLinks: ReadonlyArray<NavLink> = [
  { label: 'Home', to: '/' },
  { label: 'DJ Pro', to: '/dj/pro' },
  { label: 'Studio', to: '/studio' },
  { label: 'Sample', to: '/sample' },
  { label: 'Hex FX', to: '/hex-fx' },
]

export const notFoundTexts = {
  title: '404: Page not found',
  heading: 'Whoops! Page not found.',
  text: 'Can we help you get back on track?',
} as const
