/**
 * The licence screen's form rules, shared by the view (the browser checks first) and the server (which
 * checks again before any call). No Effect here: the account views' chunks import it.
 */
/** What a customer types: a serial number, and an iLok user id (letters, digits, `.`, `_`, `-`). */
// biome-ignore lint/complexity/noUselessEscapeInRegex: browsers compile `pattern` with the v flag, where `-` must be escaped
export const serialPattern = /^[A-Za-z0-9\-]{6,64}$/
// biome-ignore lint/complexity/noUselessEscapeInRegex: as above
export const ilokUserPattern = /^[A-Za-z0-9._\-]{3,32}$/

/** The status code that confirms a licence authorization (the service's "done"). */
export const authorizationConfirmed = 0

/** The catalogue code for a value a customer typed, or undefined when it is fine: 2013 empty, 2012 malformed. */
export function checkTyped(value: string, pattern: RegExp): 2012 | 2013 | undefined {
  if (value.trim() === '') return 2013
  return pattern.test(value.trim()) ? undefined : 2012
}
