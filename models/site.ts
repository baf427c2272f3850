/** Brand facts and the primary navigation, as data. */
export const siteName = 'Pulsewave'

export interface NavLink {
  readonly label: string
  readonly to: string
}

export const primaryNav: ReadonlyArray<NavLink> = [
  { label: 'Studio', to: '/studio' },
  { label: 'Sample', to: '/sample' },
  { label: 'Hex FX', to: '/hex-fx' },
  { label: 'DJ Pro', to: '/dj/pro' },
  { label: 'Music production', to: '/music-production' },
]

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
