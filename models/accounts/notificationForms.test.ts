import { describe, expect, it } from 'vitest'
import {
  checkCampaign,
  checkContent,
  checkHost,
  checkNotification,
  htmlMessage,
  isoFromField,
} from './notificationForms.ts'

const problemsOf = (checked: { ok: true } | { ok: false; problems: Readonly<Record<string, string>> }) =>
  checked.ok ? {} : checked.problems

describe('console form rules', () => {
  it('reads datetime-local fields as UTC and refuses anything else', () => {
    expect(isoFromField('2026-03-01T09:30')).toBe('2026-03-01T09:30:00.000Z')
    expect(isoFromField('2026-03-01T09:30:00+02:00')).toBe('2026-03-01T07:30:00.000Z')
    expect(isoFromField('tomorrow')).toBeUndefined()
    expect(isoFromField('2026-13-45T99:99')).toBeUndefined()
  })

  it('campaigns: name and window required, the end after the start, no HTML', () => {
    const good = checkCampaign({
      name: 'Spring',
      starts_at: '2026-03-01T00:00',
      ends_at: '2026-04-01T00:00',
      anonymous: 'on',
    })
    expect(good).toEqual({
      ok: true,
      input: {
        name: 'Spring',
        description: '',
        anonymous: true,
        starts_at: '2026-03-01T00:00:00.000Z',
        ends_at: '2026-04-01T00:00:00.000Z',
      },
    })
    expect(
      problemsOf(
        checkCampaign({ name: '<b>x</b>', starts_at: '2026-03-02T00:00', ends_at: '2026-03-01T00:00' }),
      ),
    ).toEqual({
      name: htmlMessage,
      ends_at: 'The end must be after the start.',
    })
    expect(Object.keys(problemsOf(checkCampaign({})))).toEqual(['name', 'starts_at', 'ends_at'])
  })

  it('notifications: template and option from one field, priority 1 to 10, optional window', () => {
    const checked = checkNotification({
      name: 'N',
      campaign_id: '2',
      type: 'promotion',
      template: 'takeover/full-screen',
      priority: '7',
      is_takeover: 'on',
    })
    expect(checked).toMatchObject({
      ok: true,
      input: {
        campaign_id: 2,
        template_name: 'takeover',
        template_option: 'full-screen',
        priority: 7,
        is_takeover: true,
        is_persistent: false,
      },
    })
    expect(
      Object.keys(
        problemsOf(
          checkNotification({
            name: 'N',
            campaign_id: '2',
            type: 'spam',
            template: 'banner/x',
            priority: '11',
          }),
        ),
      ),
    ).toEqual(['type', 'priority'])
  })

  it('hosts: app required, versions well-formed, min not above max', () => {
    expect(
      checkHost({ app_name: 'studio', app_version_min: '2.0.0', app_version_max: '2.10' }),
    ).toMatchObject({ ok: true })
    expect(
      problemsOf(
        checkHost({
          app_name: 'studio',
          app_version_min: '2.3',
          app_version_max: '2.2.9',
          os_version_min: 'ten',
        }),
      ),
    ).toEqual({
      app_version_max: 'The highest version must not be below the lowest.',
      os_version_min: 'A version such as 2.3.1.',
    })
    expect(Object.keys(problemsOf(checkHost({})))).toEqual(['app_name'])
  })

  it('content: a known language, text without HTML, an action with both label and a safe address', () => {
    expect(
      checkContent({ language: 'de', text: '**Hallo**', action_label: 'Los', action_url: '/studio' }),
    ).toEqual({
      ok: true,
      input: {
        language: 'de',
        content: {
          text: [{ mime_type: 'text/markdown', content: '**Hallo**' }],
          actions: [{ label: 'Los', url: '/studio' }],
        },
      },
    })
    expect(
      problemsOf(
        checkContent({
          language: 'xx',
          text: '<script>x</script>',
          action_label: 'Go',
          action_url: 'javascript:x',
        }),
      ),
    ).toEqual({
      language: 'Unknown language; use one of en, de, fr, es, ja.',
      text: htmlMessage,
      action_url: 'Use a web address (https://…) or a path on this site (/studio).',
    })
  })
})
