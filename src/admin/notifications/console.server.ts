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
import { field, formCommand, invalid, type Parsed } from '../../account/kit/command.server.ts'
import { read, readOf } from '../../account/kit/read.server.ts'
import type { Console } from './types.ts'

export const consolePath = '/admin/notifications'

const consoleRead = read(async ({ customer }) => {
  const outcome = await customer(
    Notifications.use((n) =>
      Effect.all([n.listCampaigns(), n.listNotifications(), n.listTemplates(), n.listTestUsers()], {
        concurrency: 4,
      }),
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
})

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

const consoleCommands = {
  createCampaign: formCommand({
    back,
    parse: (form) => parsed(checkCampaign(fieldsOf(form))),
    call: (input) => Notifications.use((n) => n.createCampaign(input)),
  }),
  updateCampaign: formCommand({
    back,
    parse: (form) => withId(form, ['id'], parsed(checkCampaign(fieldsOf(form)))),
    call: ({ ids, input }) => Notifications.use((n) => n.updateCampaign(ids[0] as string, input)),
  }),
  setCampaignStatus: formCommand({
    back,
    parse: (form) => withId(form, ['id'], statusOf(form)),
    call: ({ ids, input }) => Notifications.use((n) => n.updateCampaign(ids[0] as string, { status: input })),
  }),
  createNotification: formCommand({
    back,
    parse: (form) => parsed(checkNotification(fieldsOf(form))),
    call: (input) => Notifications.use((n) => n.createNotification(input)),
  }),
  updateNotification: formCommand({
    back,
    parse: (form) => withId(form, ['id'], parsed(checkNotification(fieldsOf(form)))),
    call: ({ ids, input }) => Notifications.use((n) => n.updateNotification(ids[0] as string, input)),
  }),
  setNotificationStatus: formCommand({
    back,
    parse: (form) => withId(form, ['id'], statusOf(form)),
    call: ({ ids, input }) =>
      Notifications.use((n) => n.updateNotification(ids[0] as string, { status: input })),
  }),
  cloneNotification: formCommand({
    back,
    parse: (form) => withId(form, ['id'], { ok: true, input: undefined }),
    call: ({ ids }) => Notifications.use((n) => n.cloneNotification(ids[0] as string)),
  }),
  addHost: formCommand({
    back,
    parse: (form) => withId(form, ['id'], parsed(checkHost(fieldsOf(form)))),
    call: ({ ids, input }) => Notifications.use((n) => n.addHost(ids[0] as string, input)),
  }),
  updateHost: formCommand({
    back,
    parse: (form) => withId(form, ['id', 'hostId'], parsed(checkHost(fieldsOf(form)))),
    call: ({ ids, input }) =>
      Notifications.use((n) => n.updateHost(ids[0] as string, ids[1] as string, input)),
  }),
  removeHost: formCommand({
    back,
    parse: (form) => withId(form, ['id', 'hostId'], { ok: true, input: undefined }),
    call: ({ ids }) => Notifications.use((n) => n.removeHost(ids[0] as string, ids[1] as string)),
  }),
  setContent: formCommand({
    back,
    parse: (form) => withId(form, ['id'], parsed(checkContent(fieldsOf(form)))),
    call: ({ ids, input }) =>
      Notifications.use((n) => n.setContent(ids[0] as string, input.language, input.content)),
  }),
  saveTestUser: formCommand({
    back,
    parse: (form) => withId(form, ['user_id'], { ok: true, input: field(form, 'enabled') !== 'false' }),
    call: ({ ids, input }) =>
      Notifications.use((n) => n.saveTestUser({ user_id: Number(ids[0]), enabled: input })),
  }),
  removeTestUser: formCommand({
    back,
    parse: (form) => withId(form, ['user_id'], { ok: true, input: undefined }),
    call: ({ ids }) => Notifications.use((n) => n.removeTestUser(ids[0] as string)),
  }),
}

export const reads = { notificationsConsole: consoleRead }
export const commands = consoleCommands
