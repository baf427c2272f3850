/** Demo data: the beta programs, the partner promotions and a filled-in profile for ana (idempotent). */
import type { CoreContext } from '../core/module.ts'
import { betaPrograms } from './beta.ts'
import { partnerPromotions } from './partners.ts'
import { ensureProfile, saveProfile } from './profiles.ts'

export async function seedProfile({ db, config }: CoreContext): Promise<void> {
  for (const program of betaPrograms) {
    db.prepare(
      `INSERT OR IGNORE INTO profile_beta_programs (id, name, active, qualifying_license_type_ids, download_url)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(
      program.id,
      program.name,
      program.active,
      JSON.stringify(program.qualifying),
      `https://downloads.example.com/beta/${program.file}.zip`,
    )
  }
  for (const promotion of partnerPromotions) {
    db.prepare(
      'INSERT OR IGNORE INTO profile_partner_promotions (name, code_prefix, qualifying_license_type_ids) VALUES (?, ?, ?)',
    ).run(promotion.name, promotion.code_prefix, JSON.stringify(promotion.qualifying))
  }
  const now = new Date(config.now()).toISOString()
  const anaExists = db.prepare('SELECT 1 FROM users WHERE id = 1001 AND deleted_at IS NULL').get()
  if (anaExists && !db.prepare('SELECT 1 FROM profiles WHERE user_id = 1001').get()) {
    ensureProfile(db, 1001, now)
    saveProfile(
      db,
      1001,
      {
        dj_name: 'DJ Ana',
        display_name: 'Ana A.',
        city: 'Austin',
        region: 'TX',
        country_code: 'US',
        daw: 'Studio',
      },
      now,
    )
  }
}
