/**
 * A value to copy (a serial number, a referral link) with its Copy button. The button uses the Clipboard
 * API where the browser offers it; where it does not (a page on plain http, an older browser, a denied
 * permission) it selects the value and tries the old copy command, and says which happened, so the
 * customer always knows whether to press Ctrl+C themselves. Without JavaScript the button stays hidden
 * and the value selects whole on one tap (CSS `user-select: all`).
 */
import { type ReactNode, useEffect, useRef, useState } from 'react'

type Copied = 'idle' | 'copied' | 'selected'

function selectText(element: HTMLElement): void {
  const range = document.createRange()
  range.selectNodeContents(element)
  const selection = window.getSelection()
  selection?.removeAllRanges()
  selection?.addRange(range)
}

/** Copies the element's text: 'copied' when it reached the clipboard, 'selected' when only selected. */
export async function copyText(element: HTMLElement): Promise<Exclude<Copied, 'idle'>> {
  const text = element.textContent ?? ''
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return 'copied'
    }
  } catch {
    // Denied or unavailable: fall through to selecting the text.
  }
  selectText(element)
  try {
    // The pre-Clipboard-API copy: deprecated but still the only one on an insecure page.
    return document.execCommand('copy') ? 'copied' : 'selected'
  } catch {
    return 'selected'
  }
}

const said: Readonly<Record<Copied, string>> = {
  idle: '',
  copied: 'Copied',
  selected: 'Selected: press Ctrl+C (⌘C on a Mac) to copy it',
}

export function CopyValue({
  value,
  what,
  field,
  children,
}: {
  value: string
  /** What is copied, for the button's accessible name: "serial number". */
  what: string
  /** `data-field` of the value, for tests. */
  field?: string
  /** How the value is shown, when not as plain text (a link). */
  children?: ReactNode
}) {
  const valueRef = useRef<HTMLSpanElement>(null)
  const [ready, setReady] = useState(false)
  const [state, setState] = useState<Copied>('idle')
  useEffect(() => setReady(true), [])
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), 6000)
    return () => clearTimeout(timer)
  }, [state])
  return (
    <span className="copy">
      <span ref={valueRef} className="copy__value" data-field={field}>
        {children ?? value}
      </span>
      <button
        type="button"
        className="button button--ghost copy__button"
        hidden={!ready}
        onClick={async () => {
          if (valueRef.current) setState(await copyText(valueRef.current))
        }}
      >
        Copy <span className="visually-hidden">{what}</span>
      </button>
      <span className="copy__status" role="status">
        {said[state]}
      </span>
    </span>
  )
}
