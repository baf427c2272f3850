/**
 * Checks one language's content `{text[], media[], actions[]}` (reference: Notification). Text is plain
 * or Markdown, never HTML (decision 112): the core already refuses tags (5023); `text/html` is refused here.
 */
import { errors } from '../core/http.ts'
import type { Content } from './store.ts'

export const textTypes = ['text/plain', 'text/markdown'] as const
export const mediaTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'video/mp4'] as const
const sizes = ['small', 'medium', 'large'] as const

type Item = Record<string, unknown>

function list(field: string, value: unknown): Item[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw errors.invalidParameters(`${field} must be a list`)
  return value.map((item, i) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      throw errors.invalidParameters(`${field}[${i}] must be an object`)
    }
    return item as Item
  })
}

function string(field: string, value: unknown, max: number): string {
  if (value === undefined || value === null || value === '') throw errors.missingParameters([field])
  if (typeof value !== 'string') throw errors.invalidParameters(`${field} must be a string`)
  if (value.length > max) throw errors.invalidParameters(`${field} must be at most ${max} characters`)
  return value
}

function oneOf(field: string, value: unknown, allowed: ReadonlyArray<string>): string {
  const text = string(field, value, 100)
  if (!allowed.includes(text)) throw errors.invalidParameters(`${field} must be one of ${allowed.join(', ')}`)
  return text
}

/** Absolute http(s) addresses, or a path on the host (`/studio/pricing`) for actions. */
function address(field: string, value: unknown, allowPath: boolean): string {
  const text = string(field, value, 2000)
  if (allowPath && /^\/(?!\/)/.test(text)) return text
  let url: URL | undefined
  try {
    url = new URL(text)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw errors.invalidParameters(`${field} must be an http(s) address${allowPath ? ' or a path' : ''}`)
  }
  return text
}

function metadata(field: string, value: unknown): { metadata?: Record<string, unknown> } {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw errors.invalidParameters(`${field} must be an object`)
  return { metadata: value as Record<string, unknown> }
}

/** The checked content; 2013/2012 naming the first bad field (`text[0].mime_type`). */
export function readContent(body: Record<string, unknown>): Content {
  if (body.text === undefined || body.text === null) throw errors.missingParameters(['text'])
  const text = list('text', body.text).map((t, i) => ({
    mime_type: oneOf(`text[${i}].mime_type`, t.mime_type, textTypes),
    content: string(`text[${i}].content`, t.content, 5000),
    ...metadata(`text[${i}].metadata`, t.metadata),
  }))
  if (text.length === 0) throw errors.missingParameters(['text'])
  const media = list('media', body.media).map((m, i) => {
    const src = m.src
    if (!src || typeof src !== 'object' || Array.isArray(src))
      throw errors.missingParameters([`media[${i}].src`])
    const given = sizes.filter((s) => (src as Item)[s] !== undefined)
    if (given.length === 0) throw errors.missingParameters([`media[${i}].src.small|medium|large`])
    return {
      mime_type: oneOf(`media[${i}].mime_type`, m.mime_type, mediaTypes),
      src: Object.fromEntries(
        given.map((s) => [s, address(`media[${i}].src.${s}`, (src as Item)[s], false)]),
      ),
      ...metadata(`media[${i}].metadata`, m.metadata),
    }
  })
  const actions = list('actions', body.actions).map((a, i) => ({
    label: string(`actions[${i}].label`, a.label, 100),
    url: address(`actions[${i}].url`, a.url, true),
    ...metadata(`actions[${i}].metadata`, a.metadata),
  }))
  return { text, media, actions }
}
