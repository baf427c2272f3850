/**
 * Values the site hands the browser and must get back unchanged (the sign-in request, the browser id):
 * `payload.mac`, where the MAC is an HMAC-SHA-256 of the payload and its purpose under the site's
 * cookie key, so a value made for one purpose is no good for another and none can be forged.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const mac = (key: string, purpose: string, payload: string) =>
  createHmac('sha256', key).update(`${purpose}\0${payload}`).digest('base64url')

export function signValue(key: string, purpose: string, payload: string): string {
  return `${payload}.${mac(key, purpose, payload)}`
}

/** The payload, or undefined when `value` was not signed with this key for this purpose. */
export function verifiedValue(key: string, purpose: string, value: string | undefined): string | undefined {
  if (!value) return undefined
  const dot = value.lastIndexOf('.')
  if (dot < 1) return undefined
  const payload = value.slice(0, dot)
  const given = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(mac(key, purpose, payload))
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : undefined
}

/** The site's cookie key, derived from the app secret the site already keeps (decision 210). */
export const cookieKeyFrom = (appSecret: string): string =>
  createHmac('sha256', appSecret).update('pulsewave site cookie key v1').digest('base64url')
