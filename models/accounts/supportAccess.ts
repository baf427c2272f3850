/**
 * The support access log's rules (issue 30 item 5, decision 252): what one entry says (who read whose
 * data, what and when), how entries are kept (newest first, one line per visit, a bounded number for a
 * bounded time), and the plain words a customer reads about them on their overview. No I/O here.
 */

/** What a support read looked at, in the order a sentence names them. */
export const supportTopics = ['profile', 'licences', 'subscriptions', 'orders', 'invoice'] as const
export type SupportTopic = (typeof supportTopics)[number]

export interface SupportAccess {
  /** When, as an ISO time (the latest read of the visit). */
  readonly at: string
  /** Who: the admin's user id, name and address. */
  readonly adminId: number
  readonly adminName: string
  readonly adminEmail: string
  /** Whose data: the customer's user id. */
  readonly userId: number
  /** What was read. */
  readonly topics: ReadonlyArray<SupportTopic>
}

/** Entries kept per customer, and for how long (also the store's time to live). */
export const keptEntries = 50
export const keptForMs = 90 * 24 * 60 * 60 * 1000
/** Reads by the same admin this close together are one visit: one line, its topics merged. */
export const visitMs = 30 * 60 * 1000

const byOrder = (topics: Iterable<SupportTopic>): SupportTopic[] =>
  supportTopics.filter((t) => new Set(topics).has(t))

/** The log with `entry` added: newest first, merged into the latest visit, old and surplus entries gone. */
export function withAccess(
  log: ReadonlyArray<SupportAccess>,
  entry: SupportAccess,
  now: number,
): SupportAccess[] {
  const kept = log.filter((e) => now - Date.parse(e.at) < keptForMs)
  const [latest, ...rest] = kept
  const sameVisit =
    latest !== undefined &&
    latest.adminId === entry.adminId &&
    latest.userId === entry.userId &&
    Date.parse(entry.at) - Date.parse(latest.at) < visitMs
  const next = sameVisit
    ? [{ ...entry, topics: byOrder([...latest.topics, ...entry.topics]) }, ...rest]
    : [{ ...entry, topics: byOrder(entry.topics) }, ...kept]
  return next.slice(0, keptEntries)
}

const isTopic = (value: unknown): value is SupportTopic =>
  typeof value === 'string' && (supportTopics as ReadonlyArray<string>).includes(value)

/** A stored log read back; anything malformed is left out rather than failing the customer's page. */
export function parseLog(text: string | undefined): SupportAccess[] {
  if (!text) return []
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return []
  }
  if (!Array.isArray(raw)) return []
  return raw.flatMap((e): SupportAccess[] => {
    if (typeof e !== 'object' || e === null) return []
    const { at, adminId, adminName, adminEmail, userId, topics } = e as Record<string, unknown>
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return []
    if (!Number.isSafeInteger(adminId) || !Number.isSafeInteger(userId)) return []
    if (typeof adminName !== 'string' || typeof adminEmail !== 'string' || !Array.isArray(topics)) return []
    return [
      {
        at,
        adminId: adminId as number,
        adminName,
        adminEmail,
        userId: userId as number,
        topics: byOrder(topics.filter(isTopic)),
      },
    ]
  })
}

const topicWords: Readonly<Record<SupportTopic, string>> = {
  profile: 'your profile',
  licences: 'your licences',
  subscriptions: 'your subscriptions',
  orders: 'your orders',
  invoice: 'an invoice',
}

/** "your profile, your licences and your orders" (topics in their fixed order). */
export function topicsInWords(topics: ReadonlyArray<SupportTopic>): string {
  const words = byOrder(topics).map((t) => topicWords[t])
  if (words.length <= 1) return words[0] ?? 'your account'
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}
