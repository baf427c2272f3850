import { describe, expect, it } from 'vitest'
import { readContent } from './content.ts'
import { checkLanguage, checkRange, checkVersion, checkWindow } from './fields.ts'
import { seedCampaigns, seedNotifications } from './seed-data.ts'
import { isStatus } from './status.ts'
import { checkTemplate } from './templates.ts'

const now = Date.parse('2026-06-01T00:00:00Z')

describe('seed data', () => {
  it('passes the same checks the API applies', () => {
    for (const c of seedCampaigns(now)) {
      expect(isStatus(c.status)).toBe(true)
      expect(() => checkWindow(c.starts_at, c.ends_at)).not.toThrow()
    }
    for (const n of seedNotifications(now)) {
      expect(() => checkTemplate(n.template_name, n.template_option)).not.toThrow()
      for (const [language, content] of Object.entries(n.content)) {
        expect(checkLanguage(language)).toBe(language)
        expect(readContent(content as unknown as Record<string, unknown>)).toEqual(content)
      }
      for (const h of n.hosts) {
        for (const v of [h.app_version_min, h.app_version_max, h.os_version_min, h.os_version_max]) {
          if (v) expect(() => checkVersion('version', v)).not.toThrow()
        }
        expect(() =>
          checkRange('min', h.app_version_min ?? null, 'max', h.app_version_max ?? null),
        ).not.toThrow()
      }
    }
  })

  it('covers what the demo needs: live, ended and non-live takeover; banners of both kinds; en and de', () => {
    const campaigns = seedCampaigns(now)
    expect(
      campaigns
        .filter((c) => c.status === 'live')
        .map((c) => c.anonymous)
        .sort(),
    ).toEqual([0, 1])
    expect(campaigns.some((c) => c.status === 'ended')).toBe(true)
    const notes = seedNotifications(now)
    expect(notes.some((n) => n.template_option === 'dismissible' && n.is_persistent === 0)).toBe(true)
    expect(notes.some((n) => n.is_persistent === 1)).toBe(true)
    expect(notes.some((n) => n.is_takeover === 1 && n.status !== 'live')).toBe(true)
    for (const n of notes) expect(Object.keys(n.content).sort()).toEqual(['de', 'en'])
    expect(notes.flatMap((n) => n.hosts).some((h) => h.app_name !== 'website' && h.app_version_max)).toBe(
      true,
    )
  })
})
