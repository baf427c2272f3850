import { describe, expect, it } from 'vitest'
import {
  chooseShown,
  dialogLevel,
  inlineMarkdown,
  isQuietPath,
  isSafeUrl,
  readDismissed,
  type SiteNotification,
  stackingBase,
  stackingTop,
  stillShown,
  toSiteNotification,
  withDismissed,
} from './display.ts'

const source = {
  id: 3,
  template_name: 'modal',
  template_option: 'two-actions',
  is_persistent: true,
  is_takeover: false,
  priority: 9,
  language: 'de',
  content: {
    text: [
      { mime_type: 'text/markdown', content: '**Testphase** endet' },
      { mime_type: 'text/plain', content: 'a *b*' },
    ],
    media: [{ mime_type: 'image/webp', src: { small: 'https://cdn/s.webp', large: 'https://cdn/l.webp' } }],
    actions: [
      { label: 'Kaufen', url: '/studio/pricing' },
      { label: 'Bad', url: 'javascript:alert(1)' },
      { label: 'Other site', url: '//evil.example' },
    ],
  },
}

describe('site notifications', () => {
  it('maps a device notification for the view: largest image, safe links only, Markdown flagged', () => {
    const item = toSiteNotification(source)
    expect(item).toMatchObject({
      id: '3',
      persistent: true,
      takeover: false,
      language: 'de',
      option: 'two-actions',
      type: 'system',
    })
    expect(item.text.map((t) => t.markdown)).toEqual([true, false])
    expect(item.media).toEqual([{ type: 'image/webp', src: 'https://cdn/l.webp' }])
    expect(item.actions.map((a) => a.label)).toEqual(['Kaufen'])
  })

  it('accepts http(s) addresses and site paths as links, nothing else', () => {
    expect(['https://a.example/x', 'http://a', '/studio'].every(isSafeUrl)).toBe(true)
    expect(['javascript:x', '//a.example', 'data:text/html,x', 'mailto:a@b', ''].some(isSafeUrl)).toBe(false)
  })

  it('stacks dialogs from 100000 upwards and never past 100150', () => {
    expect([0, 1, 2].map(dialogLevel)).toEqual([stackingBase, stackingBase + 10, stackingBase + 20])
    expect(dialogLevel(99)).toBe(stackingTop)
    expect(dialogLevel(-3)).toBe(stackingBase)
  })

  it('remembers dismissals, forgets garbage, keeps a bounded list, and always shows persistent ones', () => {
    expect(readDismissed('not json')).toEqual([])
    expect(readDismissed('{"a":1}')).toEqual([])
    expect(readDismissed(null)).toEqual([])
    let stored = withDismissed([], '4')
    stored = withDismissed(readDismissed(stored), '4')
    expect(readDismissed(stored)).toEqual(['4'])
    let many: ReadonlyArray<string> = []
    for (let i = 0; i < 250; i++) many = readDismissed(withDismissed(many, String(i)))
    expect(many).toHaveLength(200)
    expect(many.at(-1)).toBe('249')
    const item = (id: string, persistent: boolean) => ({ id, persistent }) as SiteNotification
    expect(
      stillShown([item('1', false), item('2', true), item('3', false)], ['1', '2']).map((i) => i.id),
    ).toEqual(['2', '3'])
    // A persistent one put away in this session stays away until the session ends.
    expect(stillShown([item('1', false), item('2', true)], [], ['2']).map((i) => i.id)).toEqual(['1'])
  })

  describe('what a page shows (decision 190)', () => {
    const n = (id: string, type: string, takeover = false) =>
      ({ id, type, takeover, persistent: false, priority: 5 }) as SiteNotification
    // As the service answers: highest priority first.
    const answer = [n('trial', 'licensing'), n('sounds', 'promotion', true), n('studio', 'promotion')]
    const ids = (shown: ReturnType<typeof chooseShown>) => [shown.banner?.id, shown.dialog?.id]

    it('shows one banner and, on a content page, one takeover', () => {
      expect(ids(chooseShown(answer, '/studio'))).toEqual(['trial', 'sounds'])
      expect(ids(chooseShown([n('studio', 'promotion')], '/'))).toEqual(['studio', undefined])
      expect(ids(chooseShown([], '/'))).toEqual([undefined, undefined])
    })

    it('draws a takeover as the banner on account screens, never over the customer’s work', () => {
      const shown = chooseShown(
        [n('sounds', 'promotion', true), n('studio', 'promotion')],
        '/account/licences',
      )
      expect(ids(shown)).toEqual(['sounds', undefined])
      expect(shown.banner?.takeover).toBe(false)
    })

    it('keeps promotions and takeovers off billing, payment and security screens', () => {
      for (const path of [
        '/account/payment-methods',
        '/account/orders',
        '/account/security',
        '/account/invoice',
      ]) {
        expect(isQuietPath(path)).toBe(true)
        expect(ids(chooseShown(answer.slice(1), path))).toEqual([undefined, undefined])
        expect(ids(chooseShown(answer, path))).toEqual(['trial', undefined])
      }
      expect(['/account', '/account/licences', '/studio', '/account/securityx'].some(isQuietPath)).toBe(false)
    })
  })

  it('reads bold and emphasis, and leaves anything else literal', () => {
    expect(inlineMarkdown('**Studio 2.3** is *here* <b>x</b>')).toEqual([
      { strong: true, text: 'Studio 2.3' },
      { text: ' is ' },
      { em: true, text: 'here' },
      { text: ' <b>x</b>' },
    ])
    expect(inlineMarkdown('plain')).toEqual([{ text: 'plain' }])
  })
})
