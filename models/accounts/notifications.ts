/**
 * What the notifications service answers (spec §3 "Notification", "Notification host specification",
 * "Device-notification query"; the field names are the provider's). Fields the screens do not rely on
 * are optional and nullable, so an extra or missing detail in an answer does not break a page.
 */
import { Schema } from 'effect'

const Text = Schema.optional(Schema.NullOr(Schema.String))
const Id = Schema.Union([Schema.Number, Schema.String])
const Meta = Schema.optional(Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown)))

export const Campaign = Schema.Struct({
  id: Id,
  uuid: Text,
  name: Schema.String,
  description: Text,
  anonymous: Schema.Boolean,
  status: Schema.String,
  starts_at: Schema.String,
  ends_at: Schema.String,
  created_at: Text,
  updated_at: Text,
})
export type Campaign = typeof Campaign.Type
export const CampaignList = Schema.Struct({ items: Schema.Array(Campaign) })
export type CampaignList = typeof CampaignList.Type

export const Host = Schema.Struct({
  id: Id,
  app_name: Schema.String,
  app_version_min: Text,
  app_version_max: Text,
  os_name: Text,
  os_version_min: Text,
  os_version_max: Text,
})
export type Host = typeof Host.Type

export const ContentText = Schema.Struct({ mime_type: Schema.String, content: Schema.String, metadata: Meta })
export const ContentMedia = Schema.Struct({
  mime_type: Schema.String,
  src: Schema.Struct({ small: Text, medium: Text, large: Text }),
  metadata: Meta,
})
export const ContentAction = Schema.Struct({ label: Schema.String, url: Schema.String, metadata: Meta })

export const Content = Schema.Struct({
  text: Schema.Array(ContentText),
  media: Schema.optional(Schema.Array(ContentMedia)),
  actions: Schema.optional(Schema.Array(ContentAction)),
})
export type Content = typeof Content.Type

/** `PUT …/content/{language}` answers the language with what was stored. */
export const LanguageContent = Schema.Struct({ language: Schema.String, ...Content.fields })
export type LanguageContent = typeof LanguageContent.Type

const notificationFields = {
  id: Id,
  name: Schema.String,
  campaign_id: Id,
  type: Schema.String,
  priority: Schema.Number,
  template_name: Schema.String,
  template_option: Text,
  is_persistent: Schema.Boolean,
  is_takeover: Schema.Boolean,
  status: Schema.String,
  starts_at: Text,
  ends_at: Text,
  created_at: Text,
  updated_at: Text,
}

export const Notification = Schema.Struct({
  ...notificationFields,
  hosts: Schema.Array(Host),
  content: Schema.Record(Schema.String, Content),
})
export type Notification = typeof Notification.Type
export const NotificationList = Schema.Struct({ items: Schema.Array(Notification) })
export type NotificationList = typeof NotificationList.Type

/** One notification as a device gets it: no hosts, the content of one language. */
export const DeviceNotification = Schema.Struct({
  ...notificationFields,
  language: Schema.String,
  content: Content,
})
export type DeviceNotification = typeof DeviceNotification.Type
export const DeviceNotificationList = Schema.Struct({ items: Schema.Array(DeviceNotification) })
export type DeviceNotificationList = typeof DeviceNotificationList.Type

export const Template = Schema.Struct({
  name: Schema.String,
  description: Text,
  options: Schema.Array(Schema.String),
})
export type Template = typeof Template.Type
export const TemplateList = Schema.Struct({ items: Schema.Array(Template) })
export type TemplateList = typeof TemplateList.Type

export const TestUser = Schema.Struct({ user_id: Id, enabled: Schema.Boolean, created_at: Text })
export type TestUser = typeof TestUser.Type
export const TestUserList = Schema.Struct({ items: Schema.Array(TestUser) })
export type TestUserList = typeof TestUserList.Type

/** What the site sends as the device query (spec §3); the website is the host app. */
export type DeviceQuery = {
  readonly host_app_name: string
  readonly host_app_version?: string
  readonly host_os_name?: string
  readonly host_os_version?: string
  readonly locale?: string
  readonly device_id?: string
}

export type CampaignInput = {
  readonly name?: string
  readonly description?: string
  readonly anonymous?: boolean
  readonly starts_at?: string
  readonly ends_at?: string
  readonly status?: string
}

export type NotificationInput = {
  readonly name?: string
  readonly campaign_id?: number | string
  readonly type?: string
  readonly template_name?: string
  readonly template_option?: string
  readonly priority?: number
  readonly is_persistent?: boolean
  readonly is_takeover?: boolean
  readonly starts_at?: string
  readonly ends_at?: string
  readonly status?: string
}

export type HostInput = {
  readonly app_name?: string
  readonly app_version_min?: string | null
  readonly app_version_max?: string | null
  readonly os_name?: string | null
  readonly os_version_min?: string | null
  readonly os_version_max?: string | null
}

export type ContentInput = {
  readonly text: ReadonlyArray<{ mime_type: string; content: string }>
  readonly media?: ReadonlyArray<{
    mime_type: string
    src: { small?: string; medium?: string; large?: string }
  }>
  readonly actions?: ReadonlyArray<{ label: string; url: string }>
}
