/**
 * A destructive command asks first (issue 23, decision 196). The first button only opens an in-page
 * question naming what will go, with the real command's form ("Yes, remove …") and a way to keep it.
 * Without JavaScript the first button is a GET form to the same screen with `?confirm=<key>`, and the
 * screen renders the same question from its query; with JavaScript the question opens in place and
 * takes focus, and "Keep it" gives focus back to the first button.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { SubmitButton } from './SubmitButton.tsx'
import type { AccountCommandBinding } from './useAccountCommand.ts'

/** What the question's form needs of a command: an account command, or any machine bound the same way. */
export type ConfirmCommand = Pick<AccountCommandBinding, 'busy' | 'canSubmit' | 'done'> & {
  readonly form: {
    readonly action: string
    readonly method: 'post'
    readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void
  }
}

export interface ConfirmProps {
  /** Which item of the screen is asked about, as a query token: `?confirm=<key>` opens it without JS. */
  readonly confirmKey: string
  /** The screen's query (`confirm` opened the question without JavaScript). */
  readonly asked: string | undefined
  /** The screen's own address, where the GET form and "Keep it" go. */
  readonly here: string
  readonly command: ConfirmCommand
  /** The first button's words (an action and what it acts on). */
  readonly label: ReactNode
  /** The question: what will go and what that means. */
  readonly question: ReactNode
  readonly yes: ReactNode
  readonly pending: ReactNode
  readonly keep?: string
  /** The command's hidden fields. */
  readonly fields: ReactNode
  /** `data-*` attributes on the first button and on "Yes" (one shows at a time). */
  readonly marker?: Readonly<Record<`data-${string}`, string>>
}

export function Confirm({
  confirmKey,
  asked,
  here,
  command,
  label,
  question,
  yes,
  pending,
  keep = 'Keep it',
  fields,
  marker,
}: ConfirmProps) {
  const [asking, setAsking] = useState(asked === confirmKey)
  // Where focus goes after a change the customer made here (not on the first render).
  const [focus, setFocusState] = useState<{ to: 'question' | 'trigger'; n: number }>()
  const setFocus = (to: 'question' | 'trigger') => setFocusState((last) => ({ to, n: (last?.n ?? 0) + 1 }))
  const questionRef = useRef<HTMLParagraphElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const id = useId()
  useEffect(() => {
    if (focus?.to === 'question') questionRef.current?.focus()
    if (focus?.to === 'trigger') triggerRef.current?.focus()
  }, [focus])
  // Done: the question closes (the screen's outcome says what happened and takes focus).
  useEffect(() => {
    if (command.done) setAsking(false)
  }, [command.done])
  if (!asking)
    return (
      <form
        method="get"
        action={here}
        className="account-page__confirm-open"
        onSubmit={(event) => {
          event.preventDefault()
          setAsking(true)
          setFocus('question')
        }}
      >
        <input type="hidden" name="confirm" value={confirmKey} />
        <button ref={triggerRef} type="submit" className="button button--ghost" {...marker}>
          {label}
        </button>
      </form>
    )
  return (
    <div className="account-page__confirm" data-confirm={confirmKey}>
      <p id={id} ref={questionRef} tabIndex={-1}>
        {question}
      </p>
      <div className="account-page__confirm-actions">
        <form {...command.form}>
          {fields}
          <SubmitButton command={command} pending={pending} className="button button--danger" marker={marker}>
            {yes}
          </SubmitButton>
        </form>
        <a
          className="button button--ghost"
          href={here}
          onClick={(event) => {
            event.preventDefault()
            setAsking(false)
            setFocus('trigger')
          }}
        >
          {keep}
        </a>
      </div>
    </div>
  )
}
