/**
 * A value to copy (a serial number, a referral link) with its Copy button. The button uses the Clipboard
 * API where the browser offers it; where it does not (a page on plain http, an older browser, a denied
 * permission) it selects the value and tries the old copy command, and says which happened, so the
 * customer always knows whether to press Ctrl+C themselves. Without JavaScript the button stays hidden
 * and the value selects whole on one tap (CSS `user-select: all`). The copying itself (copyText.ts)
 * arrives after hydration and the button shows once it is there (decision 271).
 */
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { copyText } from './copyText.ts'

type Copied = 'idle' | 'copied' | 'selected'

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
  const [copy, setCopy] = useState<typeof copyText>()
  const [state, setState] = useState<Copied>('idle')
  useEffect(() => {
    import('./copyText.ts').then(
      (module) => setCopy(() => module.copyText),
      // The chunk did not arrive (the site's chunk-error handling says so): the value still selects whole.
      () => {},
    )
  }, [])
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
        hidden={!copy}
        onClick={async () => {
          if (valueRef.current && copy) setState(await copy(valueRef.current))
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
