/**
 * The templates a notification is drawn with (spec §9: the defaults are not shown, so these are ours,
 * decision 113). Read-only: `GET /api/v2/templates` is unauthenticated and has no write call.
 */
import { errors, json } from '../core/http.ts'
import type { Router } from '../core/router.ts'

export interface Template {
  readonly name: string
  readonly description: string
  readonly options: ReadonlyArray<string>
}

export const templates: ReadonlyArray<Template> = [
  { name: 'banner', description: 'A strip above the page or window', options: ['dismissible', 'persistent'] },
  {
    name: 'modal',
    description: 'A dialog with one or two actions',
    options: ['single-action', 'two-actions'],
  },
  {
    name: 'takeover',
    description: 'Covers the whole window until acted on',
    options: ['full-screen', 'video'],
  },
  { name: 'toast', description: 'A short message in a corner that fades', options: ['short', 'long'] },
]

/** 1004 naming the field when the template, or its option, is not one of ours. */
export function checkTemplate(name: string, option: string | null): void {
  const template = templates.find((t) => t.name === name)
  if (!template) {
    throw errors.invalidValue(
      `Unknown template_name: ${name} (one of ${templates.map((t) => t.name).join(', ')})`,
    )
  }
  if (option !== null && !template.options.includes(option)) {
    throw errors.invalidValue(
      `Unknown template_option for ${name}: ${option} (one of ${template.options.join(', ')})`,
    )
  }
}

export function registerTemplatesApi(router: Router): void {
  router.add('notifications', {
    method: 'GET',
    path: '/api/v2/templates',
    auth: 'none',
    handler: () => json(200, { items: templates }),
  })
}
