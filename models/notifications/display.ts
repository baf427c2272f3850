/**
 * How the website shows a device notification (issue 13): what the banner or dialog needs, the stacking
 * level of each dialog (spec §9: 100000 to 100150), which ones a visitor has dismissed, and the small
 * inline Markdown the content may use. Pure and dependency-free: the idle chunk and the console share it.
 */

export interface SiteNotification {
  readonly id: string
  readonly template: string
  readonly option: string | undefined
  /** The service's type (licensing, system, promotion, …): promotions stay off the quiet screens. */
  readonly type: string
  /** Persistent banners have no dismiss button and are never remembered as dismissed. */
  readonly persistent: boolean
  /** A takeover is a modal dialog; everything else is a banner. */
  readonly takeover: boolean
  readonly priority: number
  /** The language the content is in (the visitor's, or English). */
  readonly language: string
  readonly text: ReadonlyArray<{ readonly markdown: boolean; readonly content: string }>
  readonly media: ReadonlyArray<{ readonly type: string; readonly src: string }>
  readonly actions: ReadonlyArray<{ readonly label: string; readonly url: string }>
}

/** The shape both the device call and the console's content editor produce (a subset of the service's). */
export interface NotificationSource {
  readonly id: number | string
  readonly template_name: string
  readonly template_option?: string | null
  readonly type?: string
  readonly is_persistent: boolean
  readonly is_takeover: boolean
  readonly priority: number
  readonly language: string
  readonly content: {
    readonly text: ReadonlyArray<{ readonly mime_type: string; readonly content: string }>
    readonly media?: ReadonlyArray<{
      readonly mime_type: string
      readonly src: {
        readonly small?: string | null
        readonly medium?: string | null
        readonly large?: string | null
      }
    }>
    readonly actions?: ReadonlyArray<{ readonly label: string; readonly url: string }>
  }
}

/** Only web addresses and paths on this site become links; anything else is dropped, never rendered. */
export const isSafeUrl = (url: string): boolean =>
  /^https?:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)\S*$/.test(url)

export function toSiteNotification(source: NotificationSource): SiteNotification {
  const { content } = source
  return {
    id: String(source.id),
    template: source.template_name,
    option: source.template_option ?? undefined,
    type: source.type ?? 'system',
    persistent: source.is_persistent,
    takeover: source.is_takeover,
    priority: source.priority,
    language: source.language,
    text: content.text.map((t) => ({ markdown: t.mime_type === 'text/markdown', content: t.content })),
    media: (content.media ?? []).flatMap((m) => {
      const src = m.src.large ?? m.src.medium ?? m.src.small
      return src && isSafeUrl(src) ? [{ type: m.mime_type, src }] : []
    }),
    actions: (content.actions ?? []).filter((a) => isSafeUrl(a.url)),
  }
}

export const stackingBase = 100_000
export const stackingTop = 100_150
const stackingStep = 10

/** The z-index of the dialog at `depth` (0 = lowest); never outside the spec's range. */
export const dialogLevel = (depth: number): number =>
  Math.min(stackingTop, stackingBase + Math.max(0, Math.floor(depth)) * stackingStep)

/** localStorage key of the dismissed ids (decision 115). */
export const dismissedKey = 'site-notifications.dismissed'
const maxRemembered = 200

/** The remembered ids from what was stored; anything unreadable counts as nothing dismissed. */
export function readDismissed(stored: string | null): ReadonlyArray<string> {
  try {
    const value: unknown = JSON.parse(stored ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

/** What to store after dismissing `id`: the newest last, the oldest forgotten past a bound. */
export const withDismissed = (dismissed: ReadonlyArray<string>, id: string): string =>
  JSON.stringify([...dismissed.filter((d) => d !== id), id].slice(-maxRemembered))

/**
 * What is not dismissed. A persistent notification is dismissed for the browser session only (its ids
 * in `sessionDismissed`): every banner can be put away, and the persistent ones come back next visit.
 */
export const stillShown = (
  items: ReadonlyArray<SiteNotification>,
  dismissed: ReadonlyArray<string>,
  sessionDismissed: ReadonlyArray<string> = [],
) =>
  items.filter((item) =>
    item.persistent ? !sessionDismissed.includes(item.id) : !dismissed.includes(item.id),
  )

/** sessionStorage key of the persistent notifications dismissed in this browser session. */
export const sessionDismissedKey = 'site-notifications.dismissed-this-session'

/**
 * Screens about money and account safety (decision 190): a customer there is paying, fixing a payment
 * or securing the account, so no promotion and no takeover is shown on them.
 */
const quietPaths = [
  '/account/orders',
  '/account/invoice',
  '/account/payment-methods',
  '/account/subscriptions',
  '/account/vouchers',
  '/account/security',
  '/auth',
  '/sign-up',
]

export const isQuietPath = (path: string): boolean =>
  quietPaths.some((quiet) => path === quiet || path.startsWith(`${quiet}/`))

/** The account area (and the pages around signing in): work screens where nothing may cover a control. */
const isWorkPath = (path: string): boolean =>
  path === '/account' || path.startsWith('/account/') || isQuietPath(path)

export interface Shown {
  /** At most one banner, in the page's flow. */
  readonly banner?: SiteNotification
  /** At most one takeover dialog, and only on content pages. */
  readonly dialog?: SiteNotification
}

/**
 * What a page shows of the notifications the service chose for this visitor (decision 190). The service
 * decides who is targeted; the site decides only where and how many: one banner (the highest priority
 * the service answered first), one dialog on content pages, no promotion or takeover on quiet screens,
 * and on the other account screens a takeover drawn as the banner rather than over the customer's work.
 */
export function chooseShown(items: ReadonlyArray<SiteNotification>, path: string): Shown {
  const quiet = isQuietPath(path)
  const work = isWorkPath(path)
  const allowed = items.filter((item) => !(quiet && (item.type === 'promotion' || item.takeover)))
  const dialog = work ? undefined : allowed.find((item) => item.takeover)
  const bannerItem = allowed.find((item) => item !== dialog && (work || !item.takeover))
  return {
    ...(bannerItem ? { banner: work ? { ...bannerItem, takeover: false } : bannerItem } : {}),
    ...(dialog ? { dialog } : {}),
  }
}

export type Inline = { readonly strong?: boolean; readonly em?: boolean; readonly text: string }

/** `**bold**` and `*emphasis*` only; everything else stays literal text (never HTML). */
export function inlineMarkdown(source: string): Inline[] {
  const parts: Inline[] = []
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*/g
  let last = 0
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: source.slice(last, match.index) })
    parts.push(match[1] !== undefined ? { strong: true, text: match[1] } : { em: true, text: match[2] ?? '' })
    last = match.index + match[0].length
  }
  if (last < source.length) parts.push({ text: source.slice(last) })
  return parts
}

/** The few words of the frame itself, in the content's language (English otherwise). */
const frameWords: Readonly<Record<string, { dismiss: string; close: string; label: string }>> = {
  en: { dismiss: 'Dismiss', close: 'Close', label: 'Message' },
  de: { dismiss: 'Ausblenden', close: 'Schließen', label: 'Mitteilung' },
  fr: { dismiss: 'Masquer', close: 'Fermer', label: 'Message' },
  es: { dismiss: 'Ocultar', close: 'Cerrar', label: 'Mensaje' },
  ja: { dismiss: '非表示', close: '閉じる', label: 'お知らせ' },
}

export const wordsFor = (language: string) =>
  frameWords[language] ?? (frameWords.en as (typeof frameWords)['en'])
