/** Tables of the download-assets service: each user's installer downloads and the emails "sent". */
export const daSchema = `
CREATE TABLE IF NOT EXISTS da_installer_downloads (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  app_name TEXT NOT NULL,
  app_version TEXT NOT NULL,
  os TEXT NOT NULL,
  include_core_pack INTEGER NOT NULL,
  file_name TEXT NOT NULL,
  file_size INTEGER NOT NULL,
  mime_type TEXT NOT NULL,
  downloaded_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS da_installer_downloads_user ON da_installer_downloads(user_id);
CREATE TABLE IF NOT EXISTS da_outbox (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  email_address TEXT NOT NULL,
  asset_id INTEGER NOT NULL,
  resource_id INTEGER NOT NULL,
  file_name TEXT NOT NULL,
  link TEXT NOT NULL,
  url_expires INTEGER NOT NULL,
  sent_at TEXT NOT NULL
);
`
