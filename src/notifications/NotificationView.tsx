/**
 * One notification as a visitor sees it: a banner (always with a dismiss button, decision 190) or, for a
 * takeover, a modal dialog at its stacking level (spec §9). The console's preview renders this very
 * component (`inline`), so what an admin previews is what a customer gets.
 */
import { useEffect, useRef } from 'react'
import {
  dialogLevel,
  type Inline,
  inlineMarkdown,
  type SiteNotification,
  wordsFor,
} from '../../models/notifications/display.ts'

function Text({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.strong ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder
          <strong key={i}>{part.text}</strong>
        ) : part.em ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <em key={i}>{part.text}</em>
        ) : (
          part.text
        ),
      )}
    </>
  )
}

function Body({ item, headingId }: { item: SiteNotification; headingId?: string }) {
  return (
    <div className="site-notification__body">
      {item.media
        .filter((m) => m.type.startsWith('image/'))
        .slice(0, 1)
        .map((m) => (
          <img key={m.src} className="site-notification__media" src={m.src} alt="" loading="lazy" />
        ))}
      {item.text.map((t, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: content paragraphs are a fixed list
        <p key={i} id={i === 0 ? headingId : undefined} className="site-notification__text">
          {t.markdown ? <Text parts={inlineMarkdown(t.content)} /> : t.content}
        </p>
      ))}
      {item.actions.length > 0 && (
        <p className="site-notification__actions">
          {item.actions.map((action) => (
            <a key={`${action.url} ${action.label}`} className="site-notification__action" href={action.url}>
              {action.label}
            </a>
          ))}
        </p>
      )}
    </div>
  )
}

export interface NotificationViewProps {
  readonly item: SiteNotification
  /** Called when the visitor dismisses or closes it; absent in a preview. */
  readonly onDismiss?: () => void
  /** Dialogs only: 0 is the lowest of the stack. */
  readonly depth?: number
  /** In the console's preview: drawn in place instead of over the page; unique per preview on a page. */
  readonly preview?: string
}

export function NotificationView({ item, onDismiss, depth = 0, preview }: NotificationViewProps) {
  const inline = preview !== undefined
  const words = wordsFor(item.language)
  const dialog = useRef<HTMLDivElement>(null)
  const headingId = `site-notification-${item.id}${inline ? `-preview-${preview}` : ''}`
  useEffect(() => {
    if (item.takeover && !inline) dialog.current?.focus()
  }, [item.takeover, inline])
  const place = inline ? ' site-notification--inline' : ''
  const close = (label: string) =>
    onDismiss || inline ? (
      <button type="button" className="site-notification__close" onClick={onDismiss} disabled={!onDismiss}>
        {label}
      </button>
    ) : null

  if (item.takeover && inline) {
    // The preview draws the dialog's box in place: not a dialog on the console page itself.
    return (
      <div className={`site-notification-overlay${place}`} data-notification={item.id} data-type={item.type}>
        <div className="site-notification site-notification--takeover" lang={item.language}>
          <Body item={item} headingId={headingId} />
          {close(words.close)}
        </div>
      </div>
    )
  }
  if (item.takeover) {
    return (
      <div
        className="site-notification-overlay"
        // Set through the DOM, not a style attribute: a server-rendered one would be refused by the
        // policy's style-src, which has no 'unsafe-inline' (decision 213).
        ref={(overlay) => {
          if (overlay) overlay.style.zIndex = String(dialogLevel(depth))
        }}
        data-notification={item.id}
        data-type={item.type}
      >
        <div
          ref={dialog}
          className="site-notification site-notification--takeover"
          role="dialog"
          aria-modal="true"
          aria-labelledby={headingId}
          tabIndex={-1}
          lang={item.language}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && onDismiss) onDismiss()
          }}
        >
          <Body item={item} headingId={headingId} />
          {close(words.close)}
        </div>
      </div>
    )
  }
  return (
    <section
      className={`site-notification site-notification--banner${place}`}
      aria-labelledby={headingId}
      lang={item.language}
      data-notification={item.id}
      data-type={item.type}
    >
      <Body item={item} headingId={headingId} />
      {close(words.dismiss)}
    </section>
  )
}
