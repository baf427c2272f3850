import type { MessageOverrides } from '../../account/kit/messages.ts'

/** How the console words the catalogue codes its calls can return (decision 112). */
export const consoleMessages: MessageOverrides = {
  codes: {
    1004: 'The service does not know one of the values (type, template, campaign, user or language).',
    2000: 'Only notification admins may do this.',
    2012: 'One of the values is not valid (a date, a version range, a status move or an address).',
    2013: 'Please fill in every required field.',
    5023: 'HTML is not allowed; write plain text or Markdown.',
  },
  statuses: {
    403: 'Only notification admins may do this.',
    404: 'That campaign, notification, host or test user no longer exists.',
  },
}

export const consoleDone: Readonly<Record<string, string>> = {
  createCampaign: 'The campaign is created.',
  updateCampaign: 'The campaign is saved.',
  setCampaignStatus: 'The campaign status changed.',
  createNotification: 'The notification is created.',
  updateNotification: 'The notification is saved.',
  setNotificationStatus: 'The notification status changed.',
  cloneNotification: 'The notification is cloned.',
  addHost: 'The host is added.',
  updateHost: 'The host is saved.',
  removeHost: 'The host is removed.',
  setContent: 'The content is saved.',
  saveTestUser: 'The test user is saved.',
  removeTestUser: 'The test user is removed.',
}
