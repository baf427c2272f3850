/**
 * Demo data, inserted on first start (and whenever missing): the website app and the demo customers
 * listed in README.md and docs/accounts-sandbox.md. Passwords are public on purpose: this is a stand-in.
 */
import type { CoreContext } from '../core/module.ts'
import { hashPassword } from '../core/passwords.ts'

export const demoApp = { id: 'website', name: 'Pulsewave website', secret: 'website-secret' } as const

export const demoUsers = [
  {
    id: 1001,
    email: 'ana@example.com',
    password: 'Studio-Demo-1',
    first: 'Ana',
    last: 'Alvarez',
    locale: 'en_US',
    verified: true,
    admin: false,
  },
  {
    id: 1002,
    email: 'ben@example.com',
    password: 'Studio-Demo-2',
    first: 'Ben',
    last: 'Brooks',
    locale: 'en_GB',
    verified: false,
    admin: false,
  },
  {
    id: 1003,
    email: 'cleo@example.com',
    password: 'Studio-Demo-3',
    first: 'Cleo',
    last: 'Chen',
    locale: 'de_DE',
    verified: true,
    admin: false,
  },
  {
    id: 1900,
    email: 'admin@example.com',
    password: 'Admin-Demo-9',
    first: 'Ada',
    last: 'Admin',
    locale: 'en_US',
    verified: true,
    admin: true,
  },
] as const

export async function seedIdentity({ db, config }: CoreContext): Promise<void> {
  db.prepare('INSERT OR IGNORE INTO apps (id, name, secret) VALUES (?, ?, ?)').run(
    demoApp.id,
    demoApp.name,
    demoApp.secret,
  )
  const created = new Date(config.now()).toISOString()
  for (const user of demoUsers) {
    const exists = db.prepare('SELECT 1 FROM users WHERE id = ?').get(user.id)
    if (exists) continue
    db.prepare(
      `INSERT INTO users (id, email_address, password_hash, first_name, last_name, locale, email_verified,
        admin, date_created, password_last_updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      user.id,
      user.email,
      await hashPassword(user.password),
      user.first,
      user.last,
      user.locale,
      user.verified ? 1 : 0,
      user.admin ? 1 : 0,
      created,
      created,
    )
  }
}
