/**
 * What an account screen shows while its data loads for longer than a moment (issue 23, decision 197):
 * the router's own pending state (`pendingMs`), so a quick screen never flashes it and a slow one never
 * leaves the old screen standing still. Route definitions ship with every account page
 * (decision 144): this stays tiny.
 */
export function ScreenPending() {
  return (
    <div className="account-page account-pending" data-pending-screen>
      <div className="account-progress" aria-hidden="true" />
      <p role="status">Loading this screen…</p>
    </div>
  )
}

/** Spread into every account screen's route options. */
export const screenPending = { pendingMs: 150, pendingMinMs: 300, pendingComponent: ScreenPending } as const
