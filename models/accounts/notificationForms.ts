/**
 * The console's form rules (issue 13 "Bad input"), shared by the view (a message next to the field,
 * nothing sent) and the command parser on the server (2013 / 2012 before any call). Each check takes the
 * submitted fields as strings and answers either the service input or the problems by field.
 */
import type { CampaignInput, ContentInput, HostInput, NotificationInput } from './notifications.ts'

export const contentLanguages = ['en', 'de', 'fr', 'es', 'ja'] as const
export const notificationTypes = [
  'licensing',
  'system',
  'promotion',
  'streaming',
  'device_connection',
] as const

export type Fields = Readonly<Record<string, string | undefined>>
export type Problems = Readonly<Record<string, string>>
export type Checked<I> =
  | { readonly ok: true; readonly input: I }
  | { readonly ok: false; readonly problems: Problems }

/** The service refuses tags anywhere (5023); the console says so before sending. */
const htmlTag = /<\/?[A-Za-z][^>]*>/
export const htmlMessage = 'HTML is not allowed here; write plain text or Markdown (**bold**).'
export const requiredMessage = 'Required.'

const text = (fields: Fields, name: string) => (fields[name] ?? '').trim()

/** `2026-01-31T09:00` (a datetime-local field, read as UTC) or a full ISO 8601 date and time. */
export function isoFromField(value: string): string | undefined {
  if (!value) return undefined
  const withZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value) ? `${value}Z` : value
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(withZone))
    return undefined
  const time = Date.parse(withZone)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

/** The value a datetime-local field shows for an ISO date (UTC, minutes). */
export const fieldFromIso = (iso: string | null | undefined): string => (iso ? iso.slice(0, 16) : '')

/** Collects problems; `html` fields are checked for tags, `required` ones for presence. */
function problemsOf(fields: Fields, required: ReadonlyArray<string>, html: ReadonlyArray<string>) {
  const problems: Record<string, string> = {}
  for (const name of html) if (htmlTag.test(fields[name] ?? '')) problems[name] = htmlMessage
  for (const name of required) if (!text(fields, name)) problems[name] = requiredMessage
  return problems
}

function window(fields: Fields, problems: Record<string, string>, required: boolean) {
  const dates: Record<string, string | undefined> = {}
  for (const name of ['starts_at', 'ends_at']) {
    const raw = text(fields, name)
    if (!raw) {
      if (required) problems[name] = requiredMessage
      continue
    }
    dates[name] = isoFromField(raw)
    if (!dates[name]) problems[name] = 'Enter a date and time, e.g. 2026-01-31T09:00 (UTC).'
  }
  const { starts_at, ends_at } = dates
  if (starts_at && ends_at && Date.parse(ends_at) <= Date.parse(starts_at)) {
    problems.ends_at = 'The end must be after the start.'
  }
  return dates
}

const done = <I>(problems: Problems, input: I): Checked<I> =>
  Object.keys(problems).length ? { ok: false, problems } : { ok: true, input }

export function checkCampaign(fields: Fields): Checked<CampaignInput> {
  const problems = problemsOf(fields, ['name'], ['name', 'description'])
  const dates = window(fields, problems, true)
  return done(problems, {
    name: text(fields, 'name'),
    description: text(fields, 'description'),
    anonymous: fields.anonymous === 'on' || fields.anonymous === 'true',
    starts_at: dates.starts_at,
    ends_at: dates.ends_at,
  })
}

export function checkNotification(fields: Fields): Checked<NotificationInput> {
  const problems = problemsOf(fields, ['name', 'campaign_id', 'type', 'template'], ['name'])
  const dates = window(fields, problems, false)
  const type = text(fields, 'type')
  if (type && !(notificationTypes as ReadonlyArray<string>).includes(type)) problems.type = 'Choose a type.'
  const [template, option] = text(fields, 'template').split('/')
  const priority = Number(text(fields, 'priority') || '5')
  if (!Number.isInteger(priority) || priority < 1 || priority > 10) problems.priority = 'From 1 to 10.'
  return done(problems, {
    name: text(fields, 'name'),
    campaign_id: Number(text(fields, 'campaign_id')),
    type,
    template_name: template,
    template_option: option,
    priority,
    is_persistent: fields.is_persistent === 'on',
    is_takeover: fields.is_takeover === 'on',
    starts_at: dates.starts_at,
    ends_at: dates.ends_at,
  })
}

/** `2`, `2.3` or `2.3.1` (the service's version form). */
const versionPattern = /^\d{1,6}(\.\d{1,6}){0,3}$/
const compare = (a: string, b: string) => {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)]
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0)
    if (d) return d
  }
  return 0
}

export function checkHost(fields: Fields): Checked<HostInput> {
  const names = [
    'app_name',
    'os_name',
    'app_version_min',
    'app_version_max',
    'os_version_min',
    'os_version_max',
  ]
  const problems = problemsOf(fields, ['app_name'], names)
  for (const range of ['app_version', 'os_version']) {
    const [min, max] = [text(fields, `${range}_min`), text(fields, `${range}_max`)]
    for (const [name, value] of [
      [`${range}_min`, min],
      [`${range}_max`, max],
    ] as const)
      if (value && !versionPattern.test(value)) problems[name] = 'A version such as 2.3.1.'
    if (min && max && versionPattern.test(min) && versionPattern.test(max) && compare(min, max) > 0) {
      problems[`${range}_max`] = 'The highest version must not be below the lowest.'
    }
  }
  return done(problems, Object.fromEntries(names.map((n) => [n, text(fields, n) || undefined])) as HostInput)
}

export function checkContent(fields: Fields): Checked<{ language: string; content: ContentInput }> {
  const problems = problemsOf(fields, ['language', 'text'], ['text', 'action_label', 'action_url'])
  const language = text(fields, 'language')
  if (language && !(contentLanguages as ReadonlyArray<string>).includes(language)) {
    problems.language = `Unknown language; use one of ${contentLanguages.join(', ')}.`
  }
  const [label, url] = [text(fields, 'action_label'), text(fields, 'action_url')]
  if (label && !url) problems.action_url = 'An action needs an address.'
  if (url && !label) problems.action_label = 'An action needs a label.'
  if (url && !/^(https?:\/\/\S+|\/(?!\/)\S*)$/.test(url)) {
    problems.action_url ??= 'Use a web address (https://…) or a path on this site (/studio).'
  }
  return done(problems, {
    language,
    content: {
      text: [{ mime_type: 'text/markdown', content: text(fields, 'text') }],
      actions: label && url ? [{ label, url }] : [],
    },
  })
}

/** A `FormData` as the string fields the checks read. */
export const fieldsOf = (form: FormData): Fields =>
  Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']))
