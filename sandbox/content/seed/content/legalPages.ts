/**
 * The site's own pages outside spec §2 (decision 180): the legal pages the footer links to, and the
 * search page's text, whose suggestions show when a search finds nothing.
 */
import type { SeedAssets } from '../assets.ts'
import { page } from '../doc.ts'
import { basic, productCards } from './blocks.ts'
import { allProductCards } from './products.ts'

function legal(
  a: SeedAssets,
  slug: string,
  shortTitle: string,
  title: string,
  description: string,
  parts: Array<{ name?: string; heading: string; body: string }>,
  hours: number,
) {
  return page(a, {
    id: `page_legal_${slug}`,
    contentType: 'legal',
    slug,
    title,
    shortTitle,
    description,
    updatedHours: hours,
    sections: (k) =>
      parts.map((part) => ({
        ...(part.name ? { name: part.name } : {}),
        blocks: [basic(undefined, k, { heading: part.heading, body: part.body })],
      })),
  })
}

export function legalPages(a: SeedAssets): Array<Record<string, unknown>> {
  return [
    legal(
      a,
      'terms',
      'Terms',
      'Terms of use and software licence',
      'The terms for using this website and the licence for Pulsewave software.',
      [
        {
          heading: 'Using this website',
          body: 'You may browse, download installers and read our tutorials for your own use. Do not try to break the site or to reach other customers’ accounts.',
        },
        {
          name: 'software-licence',
          heading: 'Software licence',
          body: 'Each Pulsewave licence lets one person use the software on up to two computers at a time. A trial runs for 30 days; a subscription while it is paid; a lifetime licence for its major version, forever. You may not resell or share a licence.',
        },
        {
          heading: 'Questions',
          body: 'Write to us through the [contact page](page_legal_contact).',
        },
      ],
      460,
    ),
    legal(
      a,
      'privacy',
      'Privacy',
      'Privacy and cookies',
      'What we collect, why, and how you decide about analytics.',
      [
        {
          heading: 'What we collect',
          body: 'Your account details (name, email address, the products you own) and what you download while signed in, so your account can show your licences and downloads.',
        },
        {
          name: 'cookies',
          heading: 'Cookies',
          body: 'Signing in sets cookies that keep you signed in. Analytics, when this site uses them, run only if you allow them: the choice is at the bottom of every page, and you can change it at any time.',
        },
        {
          heading: 'Your rights',
          body: 'You can see, correct and delete your account data in your account’s security settings, or ask us through the [contact page](page_legal_contact).',
        },
      ],
      461,
    ),
    legal(
      a,
      'sound-licence',
      'Sound licence',
      'Sound licence agreement',
      'How you may use the sounds of Pulsewave soundpacks.',
      [
        {
          heading: 'What you may do',
          body: 'Use the sounds in your own music and sound design, released anywhere, commercially or not, royalty-free and forever.',
        },
        {
          heading: 'What you may not do',
          body: 'Resell or redistribute the sounds themselves, on their own or in another sample pack, library or instrument.',
        },
        {
          heading: 'Credit',
          body: 'Credit is appreciated but never required. Browse the [sounds library](page_studio_sounds).',
        },
      ],
      462,
    ),
    legal(
      a,
      'contact',
      'Contact',
      'Contact Pulsewave',
      'How to reach us: support, press, jobs and the company’s details.',
      [
        {
          name: 'help',
          heading: 'Help with a product',
          body: 'Our support team answers at support@pulsewave.example, usually within one working day. Many answers are already in the [tutorials](page_studio_tutorials).',
        },
        {
          heading: 'Press and partnerships',
          body: 'Write to press@pulsewave.example. For jobs, see [careers](page_careers).',
        },
        {
          name: 'company',
          heading: 'Company details',
          body: 'Pulsewave Audio Ltd, 12 Harbour Street, Rotterdam, the Netherlands.',
        },
      ],
      463,
    ),
  ]
}

/** The search page: its heading, and the pages it suggests when nothing matches. */
export function searchPage(a: SeedAssets): Record<string, unknown> {
  return page(a, {
    id: 'page_search',
    contentType: 'search',
    title: 'Search Pulsewave',
    shortTitle: 'Search',
    description: 'Find products, tutorials, sound packs and release notes.',
    updatedHours: 470,
    sections: (k) => [
      {
        name: 'suggestions',
        blocks: [
          basic(undefined, k, {
            heading: 'Popular pages',
            body: 'Start with [how to make a beat](page_studio_tutorials_how-to-make-a-beat), browse the [sounds library](page_studio_sounds), or get the latest [Studio download](downloads_studio_2-3-1).',
          }),
          productCards(a, k, 'Our products', allProductCards()),
        ],
      },
    ],
  })
}
