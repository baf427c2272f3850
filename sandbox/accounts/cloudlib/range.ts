/**
 * One byte range (`Range: bytes=…`) over a file of known size, as RFC 9110 §14 has it. Several ranges
 * or a malformed header are ignored (the whole file is sent), which the RFC allows; a range starting
 * past the end is unsatisfiable (416).
 */
export interface ByteRange {
  readonly start: number
  /** Inclusive. */
  readonly end: number
}

export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim())
  if (!match) return undefined
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return undefined
  if (first === '') {
    const length = Number(last)
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (last !== '' && Number(last) < start) return undefined
  if (start >= size) return 'unsatisfiable'
  return { start, end }
}
