/** HS256 JSON Web Tokens with node:crypto: enough for access tokens a client can decode but not forge. */
import { createHmac, timingSafeEqual } from 'node:crypto'

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')
const sign = (input: string, secret: string): Buffer => createHmac('sha256', secret).update(input).digest()

export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const head = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`
  return `${head}.${sign(head, secret).toString('base64url')}`
}

/** The claims when the signature is ours and the header says HS256; undefined for anything else. */
export function verifyJwt(token: string, secret: string): Record<string, unknown> | undefined {
  const parts = token.split('.')
  if (parts.length !== 3) return undefined
  const [header, payload, signature] = parts as [string, string, string]
  const expected = sign(`${header}.${payload}`, secret)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))
    if (head?.alg !== 'HS256') return undefined
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? claims : undefined
  } catch {
    return undefined
  }
}
