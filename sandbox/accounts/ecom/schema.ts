/**
 * The ecommerce tables. Amounts are integer cents. The UNIQUE constraints back the double-submit rule
 * at the storage level too: one redemption per voucher, one order per confirmed plan change.
 */
export const ecomSchema = `
CREATE TABLE IF NOT EXISTS ecom_payment_methods (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL,
  card_type TEXT NOT NULL,
  masked_number TEXT NOT NULL,
  expiration_month INTEGER NOT NULL,
  expiration_year INTEGER NOT NULL,
  declines INTEGER NOT NULL DEFAULT 0,
  billing_address_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE TABLE IF NOT EXISTS ecom_client_tokens (
  token TEXT PRIMARY KEY, user_id INTEGER NOT NULL, expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS ecom_nonces (
  nonce TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  card_type TEXT NOT NULL,
  masked_number TEXT NOT NULL,
  expiration_month INTEGER NOT NULL,
  expiration_year INTEGER NOT NULL,
  declines INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE IF NOT EXISTS ecom_subscriptions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  catalog_product_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  first_billing_date TEXT NOT NULL,
  next_billing_date TEXT NOT NULL,
  current_billing_cycle INTEGER NOT NULL,
  number_of_billing_cycle INTEGER,
  payment_method_token TEXT,
  changing_to INTEGER,
  remaining_credit_cents INTEGER NOT NULL DEFAULT 0,
  discounts TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS ecom_plan_changes (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  subscription_id TEXT NOT NULL,
  from_product_id INTEGER NOT NULL,
  target_product_id INTEGER NOT NULL,
  immediate INTEGER NOT NULL,
  status TEXT NOT NULL,
  amount_due_cents INTEGER NOT NULL,
  credit_left_cents INTEGER NOT NULL,
  next_billing_date TEXT NOT NULL,
  order_id INTEGER UNIQUE,
  transaction_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS ecom_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  tax_cents INTEGER NOT NULL,
  total_cents INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS ecom_order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES ecom_orders(id),
  catalog_product_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  base_price_cents INTEGER NOT NULL,
  special_price_cents INTEGER,
  tax_rate REAL NOT NULL,
  tax_cents INTEGER NOT NULL,
  total_cents INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS ecom_invoices (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES ecom_orders(id), created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS ecom_transactions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  order_id INTEGER NOT NULL REFERENCES ecom_orders(id),
  payment_method_token TEXT,
  amount_cents INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS ecom_vouchers (
  id TEXT PRIMARY KEY,
  user_id INTEGER,
  type TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  redeems_to TEXT NOT NULL,
  expires_at TEXT,
  redeemed_at TEXT,
  redeemed_by_user_id INTEGER,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS ecom_redemptions (
  id INTEGER PRIMARY KEY,
  voucher_id TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL,
  order_id INTEGER,
  redeemed_at TEXT NOT NULL
);
`
