/**
 * The one frame of every account screen: its heading, the outcome of a form sent without JavaScript
 * (`?done=` / `?problem=`), a failed read as a problem with a retry, an empty state, and the screen's own
 * content once the read is there. Screens pass what differs; the order and the wording rules are here.
 */
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AccountFailure, AccountResult } from '../../../models/accounts/result.ts'
import type { MessageOverrides } from './messages.ts'
import { Problem } from './Notices.tsx'
import { PageOutcome } from './outcome.tsx'
import type { AccountSearch } from './search.ts'

/** A read as a screen gets it: signed in (the route's guard sent anyone else to sign-in). */
type Read<V> = { readonly status: 'signedIn' } & AccountResult<V>

/** The screen's read binding (useAccountRead): a reload in flight, a failed reload, and how to retry. */
export interface ReadState {
  readonly busy: boolean
  readonly failed: boolean
  readonly reload: () => void
  readonly retry: () => void
}

export interface AccountPageProps<V> {
  /** Prefix of the heading's id (`<id>-heading`), which names the page's region. */
  readonly id: string
  readonly title: ReactNode
  /** Wider screens: lists of cards, tables. */
  readonly wide?: boolean
  /** A page with a layout of its own (the notifications console) instead of the account page's. */
  readonly className?: string
  readonly read: Read<V>
  readonly state?: ReadState
  /** The outcome of a form sent without JavaScript: the page's query and the words for each command. */
  readonly notices?: { readonly search: AccountSearch; readonly done: Readonly<Record<string, string>> }
  /** How this screen words the catalogue's codes. */
  readonly overrides?: MessageOverrides
  /** What shows when the read holds nothing: `data-empty` names it for tests. */
  readonly empty?: { readonly when: (value: V) => boolean; readonly name: string; readonly text: ReactNode }
  /** Shown after the notices whatever the read (a form that adds to the list, an introduction). */
  readonly before?: ReactNode
  /** Shown last whatever the read (a form, a note, a link onwards). */
  readonly after?: ReactNode
  /** The screen's content for the read's value (when not empty). */
  readonly children: (value: V) => ReactNode
}

/** A retry for any screen: its own reload when it has one, else the route's loader runs again. */
function useRetry(state: ReadState | undefined): () => void {
  const router = useRouter()
  return state?.reload ?? (() => void router.invalidate())
}

export function AccountPage<V>(props: AccountPageProps<V>) {
  const { id, title, wide, className, read, state, notices, overrides, empty, before, after, children } =
    props
  const retry = useRetry(state)
  const networkProblem: AccountFailure = { _tag: 'NetworkError' }
  return (
    <section
      className={className ?? (wide ? 'account-page account-page--wide' : 'account-page')}
      aria-labelledby={`${id}-heading`}
      aria-busy={state ? state.busy : undefined}
    >
      <h1 id={`${id}-heading`}>{title}</h1>
      <PageOutcome search={notices?.search} done={notices?.done} overrides={overrides} />
      {before}
      {state?.failed && <Problem failure={networkProblem} onRetry={state.retry} />}
      {!read.ok && <Problem failure={read.failure} overrides={overrides} onRetry={retry} />}
      {read.ok && empty?.when(read.value) && (
        <p className="account-page__empty" data-empty={empty.name}>
          {empty.text}
        </p>
      )}
      {read.ok && !empty?.when(read.value) && children(read.value)}
      {after}
    </section>
  )
}
