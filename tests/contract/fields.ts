/**
 * The field names a client method's parameters declare, read from its service's source: an inline
 * object type (`input: { nonce?: string; … }`) or a named one (an interface, an object type alias or a
 * `Schema.Struct` in services/accounts or models/accounts). Plain values (ids, codes) have none.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const sourcesIn = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))

/** The text between the bracket at `open` and its partner. */
function enclosed(text: string, open: number): string {
  const pairs: Record<string, string> = { '(': ')', '{': '}', '<': '>', '[': ']' }
  const stack: string[] = []
  for (let i = open; i < text.length; i++) {
    const c = text[i]!
    if (c in pairs) stack.push(pairs[c]!)
    else if (c === stack.at(-1) && !(c === '>' && text[i - 1] === '=')) {
      stack.pop()
      if (stack.length === 0) return text.slice(open + 1, i)
    }
  }
  return ''
}

/** Splits at the commas (or semicolons) that are not inside brackets. */
function topLevel(text: string, separators = ','): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if ('({[<'.includes(c)) depth++
    else if (')}]>'.includes(c) && !(c === '>' && text[i - 1] === '=')) depth--
    else if (depth === 0 && separators.includes(c)) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  parts.push(text.slice(start))
  return parts.map((p) => p.trim()).filter(Boolean)
}

const fieldNames = (body: string) =>
  topLevel(body, ',;\n')
    .map(
      (member) =>
        /^(?:readonly\s+)?([A-Za-z_]\w*)\??\s*:/.exec(member.replace(/^\/\*\*.*?\*\/\s*/s, ''))?.[1],
    )
    .filter((name): name is string => name !== undefined)

function namedFields(sources: ReadonlyArray<string>, name: string, depth = 0): string[] {
  if (depth > 3) return []
  for (const source of sources) {
    const shape = new RegExp(`(?:interface ${name}\\b[^{]*|type ${name}\\s*=\\s*)\\{`).exec(source)
    if (shape) return fieldNames(enclosed(source, shape.index + shape[0].length - 1))
    const struct = new RegExp(`const ${name}\\s*=\\s*Schema\\.Struct\\(\\{`).exec(source)
    if (struct) return fieldNames(enclosed(source, struct.index + struct[0].length - 1))
    const object = new RegExp(`const ${name}\\s*=\\s*\\{`).exec(source)
    if (object) return fieldNames(enclosed(source, object.index + object[0].length - 1))
    const alias = new RegExp(`type ${name}\\s*=\\s*(?:keyof\\s+)?(?:typeof\\s+)?(\\w+)`).exec(source)
    if (alias?.[1] && alias[1] !== name) return namedFields(sources, alias[1], depth + 1)
  }
  return []
}

/** Per parameter of `service.method` (the service's tag key names its file), the fields it declares. */
export function parameterFields(root: string, serviceKey: string, method: string): string[][] {
  const dir = dirname(resolve(root, serviceKey))
  const own = sourcesIn(dir)
  const declaration = new RegExp(`readonly ${method}\\s*:\\s*(?:<[^(]*>\\s*)?\\(`)
  for (const source of own) {
    const found = declaration.exec(source)
    if (!found) continue
    const params = topLevel(enclosed(source, found.index + found[0].length - 1))
    const everywhere = [
      ...own,
      ...sourcesIn(resolve(root, 'models/accounts')),
      ...sourcesIn(resolve(root, 'services/accounts/http')),
    ]
    return params.map((param) => {
      const type = param.slice(param.indexOf(':') + 1).trim()
      const inline = type.indexOf('{')
      if (inline !== -1) return fieldNames(enclosed(type, inline))
      // `Partial<Record<Field, …>>`: the keys of the record are the fields.
      const named = (/Record<\s*(\w+)/.exec(type) ?? /^(?:typeof\s+)?([A-Z]\w*)/.exec(type))?.[1]
      return named ? namedFields(everywhere, named) : []
    })
  }
  return []
}
