/**
 * The notifications console on the server: its one read (campaigns, notifications, templates and test
 * users at once) and its commands. Each command parses its form with the same rules the view checks
 * (models/accounts/notificationForms.ts): bad input is refused with 2013 (missing) or 2012 (malformed)
 * before any call, so nothing is saved.
 */
import { Effect } from 'effect'
import {
  type Checked,
  checkCampaign,
  checkContent,
  checkHost,
  checkNotification,
  fieldsOf,
  requiredMessage,
} from '../../../models/accounts/notificationForms.ts'
import { isLifecycleStatus } from '../../../models/notifications/lifecycle.ts'
import { Notifications } from '../../../services/accounts/notifications/Notifications.ts'
import { type CommandDef, field, invalid, type Parsed } from '../../account/commands.server.ts'
import { type ReadAnswer, readOf } from '../../account/reads.server.ts'
import { forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import type { Console, ConsoleRead } from './types.ts'

export const consolePath = '/admin/notifications'

export async function consoleRead(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<ConsoleRead>> {
  const outcome = await forCustomer(platform, request, (credentials) =>
    Notifications.use((n) =>
      Effect.all(
        [
          n.listCampaigns(credentials),
          n.listNotifications(credentials),
          n.listTemplates(),
          n.listTestUsers(credentials),
        ],
        { concurrency: 4 },
      ),
    ),
  )
  return readOf(
    outcome,
    ([campaigns, notifications, templates, testUsers]): Console => ({
      campaigns: campaigns.items,
      notifications: notifications.items,
      templates: templates.items,
      testUsers: testUsers.items,
    }),
  )
}

/** A checked form as a command's parse result: any problem is 2013 when something is missing, else 2012. */
function parsed<I>(checked: Checked<I>): Parsed<I> {
  if (checked.ok) return { ok: true, input: checked.input }
  return invalid(Object.values(checked.problems).includes(requiredMessage) ? 2013 : 2012)
}

/** Path ids are positive whole numbers. */
const idOf = (form: FormData, name: string) => {
  const value = field(form, name)
  return /^[1-9]\d{0,9}$/.test(value) ? value : undefined
}

function withId<I>(
  form: FormData,
  names: ReadonlyArray<string>,
  rest: Parsed<I>,
): Parsed<{ ids: string[]; input: I }> {
  const ids = names.map((n) => idOf(form, n))
  if (ids.some((id) => id === undefined)) return invalid(2013)
  return rest.ok ? { ok: true, input: { ids: ids as string[], input: rest.input } } : rest
}

const statusOf = (form: FormData): Parsed<string> => {
  const status = field(form, 'status')
  return isLifecycleStatus(status) ? { ok: true, input: status } : invalid(status ? 2012 : 2013)
}

const back = consolePath
type WithIds<I> = { ids: string[]; input: I }

export const consoleCommands = {
  createCampaign: {
    back,
    parse: (form) => parsed(checkCampaign(fieldsOf(form))),
    call: (input) => (credentials) => Notifications.use((n) => n.createCampaign(credentials, input)),
  } satisfies CommandDef<CampaignForm>,
  updateCampaign: {
    back,
    parse: (form) => withId(form, ['id'], parsed(checkCampaign(fieldsOf(form)))),
    call:
      ({ ids, input }) =>
      (credentials) =>
        Notifications.use((n) => n.updateCampaign(credentials, ids[0] as string, input)),
  } satisfies CommandDef<WithIds<CampaignForm>>,
  setCampaignStatus: {
    back,
    parse: (form) => withId(form, ['id'], statusOf(form)),
    call:
      ({ ids, input }) =>
      (credentials) =>
        Notifications.use((n) => n.updateCampaign(credentials, ids[0] as string, { status: input })),
  } satisfies CommandDef<WithIds<string>>,
  createNotification: {
    back,
    parse: (form) => parsed(checkNotification(fieldsOf(form))),
    call: (input) => (credentials) => Notifications.use((n) => n.createNotification(credentials, input)),
  } satisfies CommandDef<NotificationForm>,
  updateNotification: {
    back,
    parse: (form) => withId(form, ['id'], parsed(checkNotification(fieldsOf(form)))),
    call:
      ({ ids, input }) =>
      (credentials) =>
        Notifications.use((n) => n.updateNotification(credentials, ids[0] as string, input)),
  } satisfies CommandDef<WithIds<NotificationForm>>,
  setNotificationStatus: {
    back,
    parse: (form) => withId(form, ['id'], statusOf(form)),
    call:
      ({ ids, input }) =>
      (credentials) =>
        Notifications.use((n) => n.updateNotification(credentials, ids[0] as string, { status: input })),
  } satisfies CommandDef<WithIds<string>>,
  cloneNotification: {
    back,
    parse: (form) => withId(form, ['id'], { ok: true, input: undefined }),
    call:
      ({ ids }) =>
      (credentials) =>
        Notifications.use((n) => n.cloneNotification(credentials, ids[0] as string)),
  } satisfies CommandDef<WithIds<undefined>>,
  addHost: {
    back,
    parse: (form) => withId(form, ['id'], parsed(checkHost(fieldsOf(form)))),
    call:
      ({ ids, input }) =>
      (credentials) =>
        Notifications.use((n) => n.addHost(credentials, ids[0] as string, input)),
  } satisfies CommandDef<WithIds<HostForm>>,
  updateHost: {
    back,
    parse: (form) => withId(form, ['id', 'hostId'], parsed(checkHost(fieldsOf(form)))),
    call:
      ({ ids, input }) =>
      (credentials) =>
        Notifications.use((n) => n.updateHost(credentials, ids[0] as string, ids[1] as string, input)),
  } satisfies CommandDef<WithIds<HostForm>>,
  removeHost: {
    back,
    parse: (form) => withId(form, ['id', 'hostId'], { ok: true, input: undefined }),
    call:
      ({ ids }) =>
      (credentials) =>
        Notifications.use((n) => n.removeHost(credentials, ids[0] as string, ids[1] as string)),
  } satisfies CommandDef<WithIds<undefined>>,
  setContent: {
    back,
    parse: (form) => withId(form, ['id'], parsed(checkContent(fieldsOf(form)))),
    call:
      ({ ids, input }) =>
      (credentials) =>
        Notifications.use((n) => n.setContent(credentials, ids[0] as string, input.language, input.content)),
  } satisfies CommandDef<WithIds<ContentForm>>,
  saveTestUser: {
    back,
    parse: (form) => withId(form, ['user_id'], { ok: true, input: field(form, 'enabled') !== 'false' }),
    call:
      ({ ids, input }) =>
      (credentials) =>
        Notifications.use((n) => n.saveTestUser(credentials, { user_id: Number(ids[0]), enabled: input })),
  } satisfies CommandDef<WithIds<boolean>>,
  removeTestUser: {
    back,
    parse: (form) => withId(form, ['user_id'], { ok: true, input: undefined }),
    call:
      ({ ids }) =>
      (credentials) =>
        Notifications.use((n) => n.removeTestUser(credentials, ids[0] as string)),
  } satisfies CommandDef<WithIds<undefined>>,
}

type Input<C> = Extract<C, { ok: true }> extends { input: infer I } ? I : never
type CampaignForm = Input<ReturnType<typeof checkCampaign>>
type NotificationForm = Input<ReturnType<typeof checkNotification>>
type HostForm = Input<ReturnType<typeof checkHost>>
type ContentForm = Input<ReturnType<typeof checkContent>>
