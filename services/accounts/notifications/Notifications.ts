/**
 * The notifications service (spec §7, "Notifications"): one method per call, answers decoded with
 * models/accounts/notifications.ts, failures as the catalogue's tagged errors. The management calls
 * (campaigns, notifications, hosts, content, test users) need a bearer with the service's admin scope;
 * templates and the older v1 device call need none; the v2 device call takes a bearer when there is one.
 */
import { Context, Effect, Layer } from 'effect'
import {
  Campaign,
  type CampaignInput,
  CampaignList,
  type ContentInput,
  DeviceNotificationList,
  type DeviceQuery,
  Host,
  type HostInput,
  LanguageContent,
  Notification,
  type NotificationInput,
  NotificationList,
  TemplateList,
  TestUser,
  TestUserList,
} from '../../../models/accounts/notifications.ts'
import { AccountsHttp } from '../http/client.ts'
import type { AccountsError } from '../http/errors.ts'
import type { Credentials } from '../http/request.ts'

type Result<A> = Effect.Effect<A, AccountsError>
type Id = number | string

export interface NotificationsShape {
  readonly listCampaigns: (credentials: Credentials, query?: { status?: string }) => Result<CampaignList>
  readonly createCampaign: (credentials: Credentials, input: CampaignInput) => Result<Campaign>
  /** Any of the fields, `status` included (the lifecycle of models/notifications/lifecycle.ts). */
  readonly updateCampaign: (credentials: Credentials, id: Id, input: CampaignInput) => Result<Campaign>
  readonly listNotifications: (
    credentials: Credentials,
    query?: { campaign_id?: Id; status?: string },
  ) => Result<NotificationList>
  readonly createNotification: (credentials: Credentials, input: NotificationInput) => Result<Notification>
  readonly updateNotification: (
    credentials: Credentials,
    id: Id,
    input: NotificationInput,
  ) => Result<Notification>
  /** `POST /api/v2/notifications/{id}`: a draft copy with the same hosts and content. */
  readonly cloneNotification: (
    credentials: Credentials,
    id: Id,
    overrides?: NotificationInput,
  ) => Result<Notification>
  readonly addHost: (credentials: Credentials, id: Id, input: HostInput) => Result<Host>
  readonly updateHost: (credentials: Credentials, id: Id, hostId: Id, input: HostInput) => Result<Host>
  readonly removeHost: (credentials: Credentials, id: Id, hostId: Id) => Result<void>
  readonly setContent: (
    credentials: Credentials,
    id: Id,
    language: string,
    content: ContentInput,
  ) => Result<LanguageContent>
  readonly listTemplates: () => Result<TemplateList>
  readonly listTestUsers: (credentials: Credentials) => Result<TestUserList>
  /** Adds a test user (201) or changes whether one is enabled (200). */
  readonly saveTestUser: (
    credentials: Credentials,
    input: { user_id: Id; enabled?: boolean },
  ) => Result<TestUser>
  readonly removeTestUser: (credentials: Credentials, userId: Id) => Result<void>
  /** `GET /api/v2/me/notifications`: signed in when `credentials` are given, anonymous otherwise. */
  readonly listDeviceNotifications: (
    query: DeviceQuery,
    credentials?: Credentials,
  ) => Result<DeviceNotificationList>
  /** The older `GET /api/v1/notifications`: no auth, so anonymous campaigns only. */
  readonly listDeviceNotificationsV1: (query: DeviceQuery) => Result<DeviceNotificationList>
}

export class Notifications extends Context.Service<Notifications, NotificationsShape>()(
  'services/accounts/notifications/Notifications',
) {}

const segment = (id: Id) => encodeURIComponent(String(id))

export const makeNotifications = Effect.gen(function* () {
  const http = yield* AccountsHttp
  const service = 'notifications' as const
  const admin = (credentials: Credentials, name: string) => ({
    name: `notifications.${name}`,
    service,
    auth: 'bearer' as const,
    credentials,
  })
  const notification = (id: Id) => `/api/v2/notifications/${segment(id)}`

  return Notifications.of({
    listCampaigns: (credentials, query) =>
      http.json(
        { ...admin(credentials, 'listCampaigns'), method: 'GET', path: '/api/v2/campaigns', params: query },
        CampaignList,
      ),
    createCampaign: (credentials, input) =>
      http.json(
        { ...admin(credentials, 'createCampaign'), method: 'POST', path: '/api/v2/campaigns', params: input },
        Campaign,
      ),
    updateCampaign: (credentials, id, input) =>
      http.json(
        {
          ...admin(credentials, 'updateCampaign'),
          method: 'PUT',
          path: `/api/v2/campaigns/${segment(id)}`,
          params: input,
        },
        Campaign,
      ),
    listNotifications: (credentials, query) =>
      http.json(
        {
          ...admin(credentials, 'listNotifications'),
          method: 'GET',
          path: '/api/v2/notifications',
          params: query,
        },
        NotificationList,
      ),
    createNotification: (credentials, input) =>
      http.json(
        {
          ...admin(credentials, 'createNotification'),
          method: 'POST',
          path: '/api/v2/notifications',
          params: input,
        },
        Notification,
      ),
    updateNotification: (credentials, id, input) =>
      http.json(
        { ...admin(credentials, 'updateNotification'), method: 'PUT', path: notification(id), params: input },
        Notification,
      ),
    cloneNotification: (credentials, id, overrides) =>
      http.json(
        {
          ...admin(credentials, 'cloneNotification'),
          method: 'POST',
          path: notification(id),
          params: overrides ?? {},
        },
        Notification,
      ),
    addHost: (credentials, id, input) =>
      http.json(
        {
          ...admin(credentials, 'addHost'),
          method: 'POST',
          path: `${notification(id)}/hosts`,
          params: input,
        },
        Host,
      ),
    updateHost: (credentials, id, hostId, input) =>
      http.json(
        {
          ...admin(credentials, 'updateHost'),
          method: 'PUT',
          path: `${notification(id)}/hosts/${segment(hostId)}`,
          params: input,
        },
        Host,
      ),
    removeHost: (credentials, id, hostId) =>
      http.empty({
        ...admin(credentials, 'removeHost'),
        method: 'DELETE',
        path: `${notification(id)}/hosts/${segment(hostId)}`,
      }),
    setContent: (credentials, id, language, content) =>
      http.json(
        {
          ...admin(credentials, 'setContent'),
          method: 'PUT',
          path: `${notification(id)}/content/${segment(language)}`,
          params: content,
        },
        LanguageContent,
      ),
    listTemplates: () =>
      http.json(
        {
          name: 'notifications.listTemplates',
          service,
          auth: 'none',
          method: 'GET',
          path: '/api/v2/templates',
        },
        TemplateList,
      ),
    listTestUsers: (credentials) =>
      http.json(
        { ...admin(credentials, 'listTestUsers'), method: 'GET', path: '/api/v2/testusers' },
        TestUserList,
      ),
    saveTestUser: (credentials, input) =>
      http.json(
        { ...admin(credentials, 'saveTestUser'), method: 'POST', path: '/api/v2/testusers', params: input },
        TestUser,
      ),
    removeTestUser: (credentials, userId) =>
      http.empty({
        ...admin(credentials, 'removeTestUser'),
        method: 'DELETE',
        path: `/api/v2/testusers/${segment(userId)}`,
      }),
    listDeviceNotifications: (query, credentials) =>
      http.json(
        {
          name: 'notifications.listDeviceNotifications',
          service,
          auth: 'optionalBearer',
          credentials,
          method: 'GET',
          path: '/api/v2/me/notifications',
          params: { ...query },
        },
        DeviceNotificationList,
      ),
    listDeviceNotificationsV1: (query) =>
      http.json(
        {
          name: 'notifications.listDeviceNotificationsV1',
          service,
          auth: 'none',
          method: 'GET',
          path: '/api/v1/notifications',
          params: { ...query },
        },
        DeviceNotificationList,
      ),
  })
})

/** Needs AccountsHttp (services/accounts/layer.ts provides it). */
export const NotificationsLive = Layer.effect(Notifications, makeNotifications)
