/**
 * Demo campaigns and notifications (docs/accounts-sandbox-notifications.md lists them). Dates are
 * relative to the first start, so the live ones stay live for a year. Fixed ids let tests name them.
 */
import type { Status } from './status.ts'
import type { Content, HostRow } from './store.ts'

const day = 86_400_000

type SeedHost = Partial<Omit<HostRow, 'id' | 'notification_id'>> & { app_name: string }

export const seedCampaigns = (now: number) => [
  {
    id: 1,
    name: 'Studio 2.3 launch',
    description: 'Tells everyone, signed in or not, about Studio 2.3.',
    anonymous: 1,
    status: 'live' as Status,
    starts_at: new Date(now - 30 * day).toISOString(),
    ends_at: new Date(now + 365 * day).toISOString(),
  },
  {
    id: 2,
    name: 'Customer messages',
    description: 'For signed-in customers: licences and new sounds.',
    anonymous: 0,
    status: 'live' as Status,
    starts_at: new Date(now - 30 * day).toISOString(),
    ends_at: new Date(now + 365 * day).toISOString(),
  },
  {
    id: 3,
    name: 'Black Friday 2025',
    description: 'Last year’s sale, kept for reference.',
    anonymous: 1,
    status: 'ended' as Status,
    starts_at: new Date(now - 120 * day).toISOString(),
    ends_at: new Date(now - 60 * day).toISOString(),
  },
]

type Media = Content['media'][number]

/** One language's content: Markdown text, an optional action and optional media. */
const say = (text: string, action?: { label: string; url: string }, media: Media[] = []): Content => ({
  text: [{ mime_type: 'text/markdown', content: text }],
  media,
  actions: action ? [action] : [],
})

const studioImage: Media = {
  mime_type: 'image/webp',
  src: {
    small: 'https://cdn.example.com/notifications/studio-23-small.webp',
    large: 'https://cdn.example.com/notifications/studio-23-large.webp',
  },
}

const website: SeedHost = { app_name: 'website' }

/** Licence types of the licence stand-in's catalogue the targeted notifications are aimed at (decision 191). */
const trialLicenceTypes = [103, 203, 303, 403]
const subscriptionLicenceTypes = [101, 201, 401]
const studio2: SeedHost = { app_name: 'studio', app_version_min: '2.0.0' }

export const seedNotifications = (now: number) => [
  {
    id: 1,
    campaign_id: 1,
    name: 'Studio 2.3 is out',
    type: 'promotion',
    priority: 5,
    template_name: 'banner',
    template_option: 'dismissible',
    is_persistent: 0,
    is_takeover: 0,
    status: 'live' as Status,
    hosts: [
      website,
      {
        app_name: 'studio',
        app_version_min: '2.0.0',
        app_version_max: '2.2.0',
        os_name: 'win',
        os_version_min: '10',
      },
      {
        app_name: 'studio',
        app_version_min: '2.0.0',
        app_version_max: '2.2.0',
        os_name: 'mac',
        os_version_min: '12',
      },
    ] as SeedHost[],
    content: {
      en: say('**Studio 2.3** is here, with a new mixer.', { label: 'See what’s new', url: '/studio' }, [
        studioImage,
      ]),
      de: say('**Studio 2.3** ist da, mit neuem Mixer.', { label: 'Neuigkeiten ansehen', url: '/studio' }, [
        studioImage,
      ]),
    },
  },
  {
    id: 2,
    campaign_id: 1,
    name: 'Scheduled maintenance',
    type: 'system',
    priority: 8,
    template_name: 'banner',
    template_option: 'persistent',
    is_persistent: 1,
    is_takeover: 0,
    status: 'live' as Status,
    starts_at: new Date(now - day).toISOString(),
    ends_at: new Date(now + 7 * day).toISOString(),
    hosts: [website, { app_name: 'studio' }],
    content: {
      en: say('Sign-in may be slow on Sunday between 02:00 and 04:00 UTC while we do maintenance.'),
      de: say('Die Anmeldung kann am Sonntag zwischen 02:00 und 04:00 UTC wegen Wartung langsam sein.'),
    },
  },
  {
    id: 3,
    campaign_id: 2,
    name: 'Your trial ends soon',
    type: 'licensing',
    priority: 9,
    template_name: 'modal',
    template_option: 'two-actions',
    is_persistent: 1,
    is_takeover: 0,
    status: 'live' as Status,
    hosts: [website, studio2],
    // Only customers in a trial: the ones whose trial can end.
    audience: trialLicenceTypes,
    content: {
      en: say('Your trial ends soon. To keep the product and your projects, choose a plan.', {
        label: 'Choose a plan',
        url: '/studio/pricing',
      }),
      de: say('Deine Testversion endet bald. Wähle einen Plan, um sie zu behalten.', {
        label: 'Plan wählen',
        url: '/studio/pricing',
      }),
    },
  },
  {
    id: 4,
    campaign_id: 2,
    name: 'New sound packs',
    type: 'promotion',
    priority: 7,
    template_name: 'takeover',
    template_option: 'full-screen',
    is_persistent: 0,
    is_takeover: 1,
    status: 'draft' as Status,
    hosts: [website, studio2],
    // Free for subscribers: aimed at them.
    audience: subscriptionLicenceTypes,
    content: {
      en: say('Twelve new sound packs, free for subscribers.', {
        label: 'Browse sounds',
        url: '/studio/sounds',
      }),
      de: say('Zwölf neue Soundpacks, gratis für Abonnenten.', {
        label: 'Sounds ansehen',
        url: '/studio/sounds',
      }),
    },
  },
  {
    id: 5,
    campaign_id: 3,
    name: 'Black Friday: 40% off',
    type: 'promotion',
    priority: 6,
    template_name: 'toast',
    template_option: 'short',
    is_persistent: 0,
    is_takeover: 0,
    status: 'ended' as Status,
    hosts: [website],
    content: {
      en: say('40% off every plan this weekend.'),
      de: say('40 % Rabatt auf alle Pläne an diesem Wochenende.'),
    },
  },
]

/** ben (1002) checks drafts on his devices. */
export const seedTestUsers = [{ user_id: 1002, enabled: 1 }]
