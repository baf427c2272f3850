/**
 * Small builders for seed documents: deterministic `_key`s, Portable Text from a tiny markup, images,
 * files and links. Markup: paragraphs split by blank lines; `## ` heading, `- ` bullet; `[text](page.id)`
 * is an internal link to a document id, `[text](https://…)` an external link; `**bold**`, `*em*`.
 */
import { createHash } from 'node:crypto'

/** Keys derived from a document id and a counter: stable across runs, unique within a document. */
export function keyer(scope: string): () => string {
  let n = 0
  return () => createHash('sha1').update(`${scope}#${n++}`).digest('hex').slice(0, 12)
}

export type Key = () => string

export interface ImageField {
  _type: 'image'
  asset: { _type: 'reference'; _ref: string }
  altText: string
  caption?: string
  crop?: { top: number; bottom: number; left: number; right: number }
  hotspot?: { x: number; y: number; width: number; height: number }
}

export function fileField(ref: string) {
  return { _type: 'file', asset: { _type: 'reference', _ref: ref } }
}

export function ref(id: string) {
  return { _type: 'reference', _ref: id }
}

const inline = /\[([^\]]+)\]\(([^)]+)\)|\*\*([^*]+)\*\*|\*([^*]+)\*/g

function spans(text: string, key: Key, markDefs: Array<Record<string, unknown>>) {
  const children: Array<Record<string, unknown>> = []
  let last = 0
  const push = (t: string, marks: string[]) => {
    if (t) children.push({ _type: 'span', _key: key(), text: t, marks })
  }
  for (const m of text.matchAll(inline)) {
    push(text.slice(last, m.index), [])
    if (m[1] !== undefined && m[2] !== undefined) {
      const markKey = key()
      markDefs.push(
        /^https?:/.test(m[2])
          ? { _key: markKey, _type: 'link', href: m[2], openInNewTab: true }
          : { _key: markKey, _type: 'internalLink', reference: ref(m[2]) },
      )
      push(m[1], [markKey])
    } else if (m[3] !== undefined) push(m[3], ['strong'])
    else if (m[4] !== undefined) push(m[4], ['em'])
    last = (m.index ?? 0) + m[0].length
  }
  push(text.slice(last), [])
  return children
}

/** Portable Text from the markup described above. */
export function pt(markup: string, key: Key) {
  return markup
    .trim()
    .split(/\n\s*\n|\n(?=- )/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => {
      const markDefs: Array<Record<string, unknown>> = []
      const heading = para.startsWith('## ')
      const bullet = para.startsWith('- ')
      const text = heading || bullet ? para.slice(heading ? 3 : 2) : para
      return {
        _type: 'block',
        _key: key(),
        style: heading ? 'h3' : 'normal',
        ...(bullet ? { listItem: 'bullet', level: 1 } : {}),
        markDefs,
        children: spans(text.replace(/\s*\n\s*/g, ' '), key, markDefs),
      }
    })
}

/**
 * A call to action. `to` is a document id (optionally `#section`), an http(s) URL, or an action:
 * `checkout:<catalogue id>[:<discount code>]`, `trial:<product>`, `plan:<catalogue id>`.
 */
export function cta(label: string, to: string, key: Key) {
  const action = /^(checkout|trial|plan):([^:]+)(?::(.+))?$/.exec(to)
  if (action) {
    const [, kind, value = '', code] = action
    const detail =
      kind === 'trial'
        ? { kind: 'trial', product: value }
        : {
            kind: kind === 'plan' ? 'planChange' : 'checkout',
            catalogProductId: Number(value),
            ...(code ? { discountCode: code } : {}),
          }
    return { _key: key(), label, action: { _type: 'ctaAction', ...detail } }
  }
  if (/^https?:/.test(to)) return { _key: key(), label, external: to }
  const [id = '', anchor] = to.split('#')
  return { _key: key(), label, internal: ref(id), ...(anchor ? { anchor } : {}) }
}
