/** Customers as the identity service stores and answers them (User shape of account-services.md). */
import type { Db } from '../core/db.ts'
import { errors, notFound } from '../core/http.ts'

export interface UserRow {
  id: number
  email_address: string
  password_hash: string
  first_name: string
  last_name: string
  locale: string
  timestamp: string | null
  email_verified: number
  admin: number
  date_created: string
  password_last_updated: string
  deleted_at: string | null
}

/** The User the services answer: never the hash, the admin flag or the deletion mark. */
export const toUser = (row: UserRow) => ({
  id: row.id,
  email_address: row.email_address,
  first_name: row.first_name,
  last_name: row.last_name,
  date_created: row.date_created,
  locale: row.locale,
  password_last_updated: row.password_last_updated,
})

export type User = ReturnType<typeof toUser>

export function findByEmail(db: Db, email: string): UserRow | undefined {
  return db
    .prepare('SELECT * FROM users WHERE email_address = ? AND deleted_at IS NULL')
    .get(email.trim()) as unknown as UserRow | undefined
}

/** A live (not deleted) user; 404 `{message: "Not found"}` otherwise. */
export function getUser(db: Db, id: number | undefined): UserRow {
  const row =
    id === undefined
      ? undefined
      : (db.prepare('SELECT * FROM users WHERE id = ? AND deleted_at IS NULL').get(id) as unknown as
          | UserRow
          | undefined)
  if (!row) throw notFound()
  return row
}

const emailPattern = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/
const localePattern = /^[a-z]{2}(_[A-Z]{2})?$/
/** Locales the provider's sites are published in; a well-formed other locale is an invalid value (1004). */
export const supportedLocales = new Set([
  'en',
  'en_US',
  'en_GB',
  'de',
  'de_DE',
  'es',
  'es_ES',
  'fr',
  'fr_FR',
  'it',
  'it_IT',
  'ja',
  'ja_JP',
  'nl',
  'nl_NL',
  'pt',
  'pt_BR',
  'zh',
  'zh_CN',
])

/** 400/2012 unless the text looks like an email address. */
export function checkEmail(email: string): string {
  const trimmed = email.trim()
  if (trimmed.length > 254 || !emailPattern.test(trimmed)) {
    throw errors.invalidParameters('email_address is not a valid email address')
  }
  return trimmed
}

/** 400/2012 for a password shorter than 8 or longer than 128 characters. */
export function checkPassword(password: string): string {
  if (password.length < 8 || password.length > 128) {
    throw errors.invalidParameters('password must be 8 to 128 characters long')
  }
  return password
}

/** 400/2012 when malformed (`en-US`), 400/1004 when well formed but not a supported locale. */
export function checkLocale(locale: string): string {
  if (!localePattern.test(locale)) throw errors.invalidParameters('locale must look like en_US')
  if (!supportedLocales.has(locale)) throw errors.invalidValue(`Unsupported locale: ${locale}`)
  return locale
}

export function checkName(name: string, field: string): string {
  const trimmed = name.trim()
  if (trimmed.length > 100) throw errors.invalidParameters(`${field} must be at most 100 characters`)
  return trimmed
}

/** 409 when another live user already has this address. */
export function assertEmailFree(db: Db, email: string, exceptId?: number): void {
  const existing = findByEmail(db, email)
  if (existing && existing.id !== exceptId) throw errors.conflict('Email address already in use')
}
