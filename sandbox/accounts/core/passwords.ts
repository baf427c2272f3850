/** Password hashes with scrypt (node:crypto): salted, compared in constant time, never stored in clear. */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const keyLength = 32

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((ok, fail) =>
    scrypt(password, salt, keyLength, (error, key) => (error ? fail(error) : ok(key))),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  return `scrypt:${salt.toString('base64url')}:${(await derive(password, salt)).toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split(':')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
