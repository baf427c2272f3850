/**
 * The licence service's tables. `licenses (user_id, license_type_id, deleted)` is read by other
 * stand-ins ("which licence types does this customer hold"), so those columns keep their names.
 * Product and serial tables carry a `license_` prefix: the ecommerce stand-in has products of its own.
 */
export const licenseSchema = `
CREATE TABLE IF NOT EXISTS license_products (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  product_type_id INTEGER NOT NULL,
  serial_number TEXT,
  ilok_user_id TEXT,
  date_created TEXT NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS licenses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  license_type_id INTEGER NOT NULL,
  product_id INTEGER REFERENCES license_products(id),
  valid_to TEXT,
  subscription_status TEXT,
  deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS licenses_user ON licenses(user_id);
CREATE TABLE IF NOT EXISTS license_activations (
  id INTEGER PRIMARY KEY,
  license_id INTEGER NOT NULL REFERENCES licenses(id),
  app_id TEXT NOT NULL,
  app_version TEXT,
  hardware_id TEXT NOT NULL,
  canonical_hardware_id TEXT NOT NULL,
  machine_name TEXT,
  activated_at TEXT NOT NULL,
  UNIQUE (license_id, canonical_hardware_id)
);
CREATE TABLE IF NOT EXISTS license_serials (
  serial_number TEXT PRIMARY KEY,
  license_type_id INTEGER NOT NULL,
  product_id INTEGER REFERENCES license_products(id)
);
CREATE TABLE IF NOT EXISTS license_authorizations (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  license_id INTEGER NOT NULL REFERENCES licenses(id),
  action TEXT NOT NULL,
  app_name TEXT NOT NULL,
  app_version TEXT NOT NULL,
  host_machine_id TEXT NOT NULL,
  host_machine_name TEXT,
  system_time TEXT,
  created_at INTEGER NOT NULL,
  status_code INTEGER,
  result TEXT,
  completed_at INTEGER
);
`
