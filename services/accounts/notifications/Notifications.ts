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
import { type CustomerResult, serviceCalls } from '../http/customer.ts'
import type { AccountsError } from '../http/errors.ts'

/** The console's calls: the customer's bearer, with the service's admin scope. */
type Result<A> = CustomerResult<A>
/** Calls that need no customer, or take one when there is one. */
type Open<A> = Effect.Effect<A, AccountsError>
type Id = number | string

export interface NotificationsShape {
  readonly listCampaigns: (query?: { status?: string }) => Result<CampaignList>
  readonly createCampaign: (input: CampaignInput) => Result<Campaign>
  /** Any of the fields, `status` included (the lifecycle of models/notifications/lifecycle.ts). */
  readonly updateCampaign: (id: Id, input: CampaignInput) => Result<Campaign>
  readonly listNotifications: (query?: { campaign_id?: Id; status?: string }) => Result<NotificationList>
  readonly createNotification: (input: NotificationInput) => Result<Notification>
  readonly updateNotification: (id: Id, input: NotificationInput) => Result<Notification>
  /** `POST /api/v2/notifications/{id}`: a draft copy with the same hosts and content. */
  readonly cloneNotification: (id: Id, overrides?: NotificationInput) => Result<Notification>
  readonly addHost: (id: Id, input: HostInput) => Result<Host>
  readonly updateHost: (id: Id, hostId: Id, input: HostInput) => Result<Host>
  readonly removeHost: (id: Id, hostId: Id) => Result<void>
  readonly setContent: (id: Id, language: string, content: ContentInput) => Result<LanguageContent>
  readonly listTemplates: () => Open<TemplateList>
  readonly listTestUsers: () => Result<TestUserList>
  /** Adds a test user (201) or changes whether one is enabled (200). */
  readonly saveTestUser: (input: { user_id: Id; enabled?: boolean }) => Result<TestUser>
  readonly removeTestUser: (userId: Id) => Result<void>
  /** `GET /api/v2/me/notifications`: for the customer in context when there is one, anonymous otherwise. */
  readonly listDeviceNotifications: (query: DeviceQuery) => Open<DeviceNotificationList>
  /** The older `GET /api/v1/notifications`: no auth, so anonymous campaigns only. */
  readonly listDeviceNotificationsV1: (query: DeviceQuery) => Open<DeviceNotificationList>
}

export class Notifications extends Context.Service<Notifications, NotificationsShape>()(
  'services/accounts/notifications/Notifications',
) {}

const segment = (id: Id) => encodeURIComponent(String(id))

export const makeNotifications = Effect.gen(function* () {
  const { customer, optionalCustomer, app } = serviceCalls(yield* AccountsHttp, 'notifications')
  const notification = (id: Id) => `/api/v2/notifications/${segment(id)}`

  return Notifications.of({
    listCampaigns: (query) =>
      customer.json(
        'listCampaigns',
        { method: 'GET', path: '/api/v2/campaigns', params: query },
        CampaignList,
      ),
    createCampaign: (input) =>
      customer.json('createCampaign', { method: 'POST', path: '/api/v2/campaigns', params: input }, Campaign),
    updateCampaign: (id, input) =>
      customer.json(
        'updateCampaign',
        { method: 'PUT', path: `/api/v2/campaigns/${segment(id)}`, params: input },
        Campaign,
      ),
    listNotifications: (query) =>
      customer.json(
        'listNotifications',
        { method: 'GET', path: '/api/v2/notifications', params: query },
        NotificationList,
      ),
    createNotification: (input) =>
      customer.json(
        'createNotification',
        { method: 'POST', path: '/api/v2/notifications', params: input },
        Notification,
      ),
    updateNotification: (id, input) =>
      customer.json(
        'updateNotification',
        { method: 'PUT', path: notification(id), params: input },
        Notification,
      ),
    cloneNotification: (id, overrides) =>
      customer.json(
        'cloneNotification',
        { method: 'POST', path: notification(id), params: overrides ?? {} },
        Notification,
      ),
    addHost: (id, input) =>
      customer.json('addHost', { method: 'POST', path: `${notification(id)}/hosts`, params: input }, Host),
    updateHost: (id, hostId, input) =>
      customer.json(
        'updateHost',
        { method: 'PUT', path: `${notification(id)}/hosts/${segment(hostId)}`, params: input },
        Host,
      ),
    removeHost: (id, hostId) =>
      customer.empty('removeHost', {
        method: 'DELETE',
        path: `${notification(id)}/hosts/${segment(hostId)}`,
      }),
    setContent: (id, language, content) =>
      customer.json(
        'setContent',
        { method: 'PUT', path: `${notification(id)}/content/${segment(language)}`, params: content },
        LanguageContent,
      ),
    listTemplates: () =>
      app.json('listTemplates', { method: 'GET', path: '/api/v2/templates' }, TemplateList),
    listTestUsers: () =>
      customer.json('listTestUsers', { method: 'GET', path: '/api/v2/testusers' }, TestUserList),
    saveTestUser: (input) =>
      customer.json('saveTestUser', { method: 'POST', path: '/api/v2/testusers', params: input }, TestUser),
    removeTestUser: (userId) =>
      customer.empty('removeTestUser', { method: 'DELETE', path: `/api/v2/testusers/${segment(userId)}` }),
    listDeviceNotifications: (query) =>
      optionalCustomer.json(
        'listDeviceNotifications',
        { method: 'GET', path: '/api/v2/me/notifications', params: { ...query } },
        DeviceNotificationList,
      ),
    listDeviceNotificationsV1: (query) =>
      app.json(
        'listDeviceNotificationsV1',
        { method: 'GET', path: '/api/v1/notifications', params: { ...query } },
        DeviceNotificationList,
      ),
  })
})

/** Needs AccountsHttp (services/accounts/layer.ts provides it). */
export const NotificationsLive = Layer.effect(Notifications, makeNotifications)
