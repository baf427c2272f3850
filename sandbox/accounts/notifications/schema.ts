/**
 * Tables of the notifications service. Content is one JSON document per notification and language
 * because the service reads and writes it whole (`PUT …/content/{language}`).
 */
export const notificationsSchema = `
CREATE TABLE IF NOT EXISTS notification_campaigns (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  anonymous INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS notifications (
  id INTEGER PRIMARY KEY,
  campaign_id INTEGER NOT NULL REFERENCES notification_campaigns(id),
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  priority INTEGER NOT NULL,
  template_name TEXT NOT NULL,
  template_option TEXT,
  is_persistent INTEGER NOT NULL DEFAULT 0,
  is_takeover INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL,
  starts_at TEXT,
  ends_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS notifications_campaign ON notifications(campaign_id);
CREATE TABLE IF NOT EXISTS notification_hosts (
  id INTEGER PRIMARY KEY,
  notification_id INTEGER NOT NULL REFERENCES notifications(id),
  app_name TEXT NOT NULL,
  app_version_min TEXT,
  app_version_max TEXT,
  os_name TEXT,
  os_version_min TEXT,
  os_version_max TEXT
);
CREATE INDEX IF NOT EXISTS notification_hosts_notification ON notification_hosts(notification_id);
CREATE TABLE IF NOT EXISTS notification_content (
  notification_id INTEGER NOT NULL REFERENCES notifications(id),
  language TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (notification_id, language)
);
CREATE TABLE IF NOT EXISTS notification_test_users (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  enabled INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
`
