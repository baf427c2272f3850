/**
 * Demo licences (shared ids: docs/accounts-sandbox-license.md) and unregistered serial numbers. Each
 * seeded licence is inserted with its product and activations only when its row is missing, so a restart
 * never brings back an activation a test or a customer removed.
 */
import { type Db, transaction } from '../core/db.ts'
import type { CoreContext } from '../core/module.ts'
import { findProductType } from './catalogue.ts'
import { canonicalHardwareId } from './licenses.ts'

const day = 86_400_000

interface SeedLicense {
  readonly id: number
  readonly userId: number
  readonly productTypeId: number
  readonly licenseTypeId: number
  readonly serial?: string
  readonly ilokUserId?: string
  /** Days from the seeding clock to the licence's end; absent = permanent. */
  readonly validForDays?: number
  readonly subscriptionStatus?: string
  readonly machines?: ReadonlyArray<{ id: string; name: string; version: string; daysAgo: number }>
}

export const seedLicenses: ReadonlyArray<SeedLicense> = [
  {
    id: 1,
    userId: 1001,
    productTypeId: 1,
    licenseTypeId: 101,
    validForDays: 20,
    subscriptionStatus: 'Active',
    machines: [
      { id: 'ana-mbp-7f3a-2c91', name: "Ana's MacBook Pro", version: '2.3.1', daysAgo: 40 },
      { id: 'ana-studio-pc-88d0', name: 'Studio PC', version: '2.3.0', daysAgo: 12 },
    ],
  },
  {
    id: 2,
    userId: 1001,
    productTypeId: 2,
    licenseTypeId: 202,
    serial: 'SAMPLE-PERM-0000-ANA1',
    ilokUserId: 'ana.alvarez',
  },
  { id: 3, userId: 1002, productTypeId: 1, licenseTypeId: 103, validForDays: 3 },
  {
    id: 4,
    userId: 1002,
    productTypeId: 2,
    licenseTypeId: 201,
    validForDays: 12,
    subscriptionStatus: 'Active',
  },
]

/** Serial numbers nobody has registered yet, for `POST {me}/products` (each can be registered once). */
export const freeSerials: ReadonlyArray<{ serial: string; licenseTypeId: number }> = [
  { serial: 'HEXFX-PERM-0001-A1B2', licenseTypeId: 301 },
  { serial: 'HEXFX-PERM-0002-C3D4', licenseTypeId: 301 },
  { serial: 'SUITE-PERM-0001-E5F6', licenseTypeId: 501 },
  { serial: 'SUITE-PERM-0002-G7H8', licenseTypeId: 501 },
  { serial: 'STUDIO-PERM-0001-J9K0', licenseTypeId: 102 },
  { serial: 'DJPRO-PERM-0001-L1M2', licenseTypeId: 402 },
]

function insertSeedLicense(db: Db, seed: SeedLicense, nowMs: number): void {
  const iso = (ms: number) => new Date(ms).toISOString()
  // Seeded products share their licence's id; registered ones come after (INTEGER PRIMARY KEY).
  db.prepare(
    'INSERT OR IGNORE INTO license_products (id, user_id, product_type_id, serial_number, ilok_user_id, date_created) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    seed.id,
    seed.userId,
    seed.productTypeId,
    seed.serial ?? null,
    seed.ilokUserId ?? null,
    iso(nowMs - 60 * day),
  )
  db.prepare(
    'INSERT INTO licenses (id, user_id, license_type_id, product_id, valid_to, subscription_status) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    seed.id,
    seed.userId,
    seed.licenseTypeId,
    seed.id,
    seed.validForDays === undefined ? null : iso(nowMs + seed.validForDays * day),
    seed.subscriptionStatus ?? null,
  )
  if (seed.serial) {
    db.prepare(
      'INSERT OR IGNORE INTO license_serials (serial_number, license_type_id, product_id) VALUES (?, ?, ?)',
    ).run(seed.serial, seed.licenseTypeId, seed.id)
  }
  for (const machine of seed.machines ?? []) {
    db.prepare(
      `INSERT INTO license_activations (license_id, app_id, app_version, hardware_id, canonical_hardware_id,
        machine_name, activated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      seed.id,
      findProductType(seed.productTypeId)!.apps[0]!,
      machine.version,
      machine.id,
      canonicalHardwareId(machine.id),
      machine.name,
      iso(nowMs - machine.daysAgo * day),
    )
  }
}

export async function seedLicense({ db, config }: CoreContext): Promise<void> {
  const nowMs = config.now()
  for (const seed of seedLicenses) {
    if (db.prepare('SELECT 1 FROM licenses WHERE id = ?').get(seed.id)) continue
    // One transaction per licence: a crash mid-seed never leaves a licence without its activations.
    transaction(db, () => insertSeedLicense(db, seed, nowMs))
  }
  for (const { serial, licenseTypeId } of freeSerials) {
    db.prepare('INSERT OR IGNORE INTO license_serials (serial_number, license_type_id) VALUES (?, ?)').run(
      serial,
      licenseTypeId,
    )
  }
}
