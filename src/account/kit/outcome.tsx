/**
 * One outcome per account screen (issue 23, decision 195): the last command's result, shown in one
 * place near the heading, focused when it appears so a screen reader reads it, and cleared when the
 * next command starts. Before any command runs in the browser, the outcome of a form sent without
 * JavaScript (`?done=` / `?problem=`) shows there instead; the first command hides it for good.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { AccountFailure } from '../../../models/accounts/result.ts'
import type { MessageOverrides } from './messages.ts'
import { Problem, ReturnNotice } from './Notices.tsx'

export type Outcome =
  | { readonly kind: 'done'; readonly text: ReactNode }
  | {
      readonly kind: 'problem'
      readonly failure: AccountFailure
      readonly overrides?: MessageOverrides
      readonly retry?: () => void
    }

/** `undefined`: nothing ran here yet; `null`: a command started (its outcome not yet known). */
type Shown = (Outcome & { readonly id: number }) | null | undefined

interface OutcomeSlot {
  readonly shown: Shown
  readonly show: (outcome: Outcome) => void
  readonly clear: () => void
}

const Slot = createContext<OutcomeSlot | undefined>(undefined)

/** Around the account screens (AccountLayout): a new screen starts with an empty slot. */
export function OutcomeProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown>(undefined)
  const count = useRef(0)
  const slot = useMemo<OutcomeSlot>(
    () => ({
      shown,
      show: (outcome) => {
        count.current += 1
        setShown({ ...outcome, id: count.current })
      },
      clear: () => setShown(null),
    }),
    [shown],
  )
  return <Slot.Provider value={slot}>{children}</Slot.Provider>
}

const noSlot: OutcomeSlot = { shown: undefined, show: () => {}, clear: () => {} }

/** The screen's outcome slot (a no-op outside the account area). */
export const useOutcome = (): OutcomeSlot => useContext(Slot) ?? noSlot

/** Where the outcome shows: the page frame renders it right under the heading. */
export function PageOutcome({
  search,
  done,
  overrides,
}: {
  search?: { done?: string; problem?: string }
  done?: Readonly<Record<string, string>>
  overrides?: MessageOverrides
}) {
  const { shown } = useOutcome()
  const ref = useRef<HTMLDivElement>(null)
  const id = shown ? shown.id : 0
  // Focus follows each new outcome, so the result is read out and the next Tab starts from it.
  useEffect(() => {
    if (id > 0) ref.current?.focus()
  }, [id])
  if (shown === undefined)
    return search && done ? <ReturnNotice search={search} done={done} overrides={overrides} /> : null
  if (shown === null) return null
  return (
    <div ref={ref} tabIndex={-1} className="account-page__outcome" data-outcome-id={shown.id}>
      {shown.kind === 'done' ? (
        <p className="account-page__notice" role="status">
          {shown.text}
        </p>
      ) : (
        <Problem failure={shown.failure} overrides={shown.overrides ?? overrides} onRetry={shown.retry} />
      )}
    </div>
  )
}
