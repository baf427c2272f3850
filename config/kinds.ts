/**
 * The kinds of value a variable can hold, each a parser that returns the typed value or throws
 * `Invalid` with what was expected, in words a deployer reads at start-up. No imports: every part of
 * the project (site, stand-ins, scripts, tests) uses these, so this folder depends on nothing
 * (docs/decisions/220).
 */

/** What a parser throws; the reader turns it into `NAME "value": <message>`. */
export class Invalid extends Error {
  override readonly name = 'Invalid'
}

export interface Kind<T> {
  /** Parses a trimmed, non-empty value; throws `Invalid`. */
  readonly parse: (raw: string) => T
  /** What a valid value looks like, for the generated docs ("whole ms, 100–60000"). */
  readonly shape: string
  /** How a value is shown in the generated docs (lists joined back with commas). */
  readonly show?: (value: T) => string
}

const wholeNumber = (raw: string, min: number, max: number, unit: string): number => {
  const value = Number(raw)
  if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max)
    throw new Invalid(`must be a whole number of ${unit} from ${min} to ${max}`)
  return value
}

export const port: Kind<number> = {
  parse: (raw) => {
    if (!/^\d+$/.test(raw) || Number(raw) > 65_535) throw new Invalid('must be a port from 0 to 65535')
    return Number(raw)
  },
  shape: 'port, 0–65535',
}

export const millis = (min: number, max: number): Kind<number> => ({
  parse: (raw) => wholeNumber(raw, min, max, 'milliseconds'),
  shape: `whole ms, ${min}–${max}`,
})

export const seconds = (min: number, max: number): Kind<number> => ({
  parse: (raw) => wholeNumber(raw, min, max, 'seconds'),
  shape: `whole seconds, ${min}–${max}`,
})

export const count = (min: number, max: number): Kind<number> => ({
  parse: (raw) => wholeNumber(raw, min, max, 'units'),
  shape: `whole number, ${min}–${max}`,
})

/** A size in whole megabytes (MiB); the reader's callers turn it into bytes. */
export const megabytes = (min: number, max: number): Kind<number> => ({
  parse: (raw) => wholeNumber(raw, min, max, 'megabytes'),
  shape: `whole MB, ${min}–${max}`,
})

export const oneOf = <const T extends string>(values: ReadonlyArray<T>): Kind<T> => ({
  parse: (raw) => {
    const value = raw.toLowerCase() as T
    if (!values.includes(value)) throw new Invalid(`must be one of ${values.join(', ')}`)
    return value
  },
  shape: values.join(' \\| '),
})

/** `on` / `off`, as a boolean. */
export const onOff: Kind<boolean> = {
  parse: (raw) => {
    const value = raw.toLowerCase()
    if (value !== 'on' && value !== 'off') throw new Invalid('must be on or off')
    return value === 'on'
  },
  shape: 'on \\| off',
  show: (value) => (value ? 'on' : 'off'),
}

export const matching = (pattern: RegExp, expected: string): Kind<string> => ({
  parse: (raw) => {
    if (!pattern.test(raw)) throw new Invalid(`must be ${expected}`)
    return raw
  },
  shape: expected,
})

export const text = (expected = 'text'): Kind<string> => ({ parse: (raw) => raw, shape: expected })

/**
 * A URL with one of `protocols`; `origin` keeps only scheme, host and port (and refuses a path), and
 * the result never ends in a slash.
 */
export const url = (
  protocols: ReadonlyArray<string>,
  options: { origin?: boolean; query?: boolean } = {},
): Kind<string> => ({
  parse: (raw) => {
    let parsed: URL
    try {
      parsed = new URL(raw)
    } catch {
      throw new Invalid(`must be a URL like ${protocols[0]}//host:port`)
    }
    if (!protocols.includes(parsed.protocol)) {
      const article = protocols[0]?.startsWith('http') ? 'an' : 'a'
      throw new Invalid(`must be ${article} ${protocols.map((p) => `${p}//`).join(' or ')} URL`)
    }
    if (!options.query && (parsed.search || parsed.hash))
      throw new Invalid('must not carry a query or fragment')
    if (options.origin) {
      if (parsed.pathname !== '/') throw new Invalid('must be an origin, without a path')
      return parsed.origin
    }
    return options.query ? raw : parsed.href.replace(/\/+$/, '')
  },
  shape: `${protocols.join(' or ')} URL${options.origin ? ' (origin)' : ''}`,
})

/** Comma-separated items of `item`; empty items are dropped. */
export const list = <T>(item: Kind<T>, noun: string): Kind<ReadonlyArray<T>> => ({
  parse: (raw) =>
    raw
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        try {
          return item.parse(part)
        } catch (error) {
          throw error instanceof Invalid ? new Invalid(`"${part}" ${error.message}`) : error
        }
      }),
  shape: `comma-separated ${noun}`,
  show: (values) => values.map((value) => (item.show ? item.show(value) : String(value))).join(','),
})

/** An IPv4 or IPv6 address, optionally with a /prefix; `*` means everyone. */
export const addressRange: Kind<string> = {
  parse: (raw) => {
    if (raw === '*') return raw
    const [address = '', prefix] = raw.split('/')
    const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address)
    const v6 = /^[0-9a-f:]+$/i.test(address) && address.includes(':')
    if (!(v4?.slice(1).every((part) => Number(part) <= 255) || v6))
      throw new Invalid('must be an IP address or a range like 10.0.0.0/8')
    const bits = v4 ? 32 : 128
    if (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= bits))
      throw new Invalid(`must have a prefix length from 0 to ${bits}`)
    return raw.toLowerCase()
  },
  shape: 'IP address or range',
}
