/**
 * A command's submit button: disabled while its command is in flight, and saying so in words
 * ("Registering…"), so a slow answer never looks like nothing happened. Without JavaScript it is a plain
 * submit button and the browser shows the page loading.
 */
import type { ReactNode } from 'react'

export function SubmitButton({
  command,
  pending,
  className = 'button',
  marker,
  children,
}: {
  command: { readonly busy: boolean; readonly canSubmit: boolean }
  /** What the button says while the command runs, e.g. "Registering…". */
  pending: ReactNode
  className?: string
  /** `data-*` attributes tests and styles find the button by. */
  marker?: Readonly<Record<`data-${string}`, string>>
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      className={className}
      disabled={!command.canSubmit || command.busy}
      aria-busy={command.busy}
      data-pending={command.busy ? 'true' : undefined}
      {...marker}
    >
      {command.busy ? pending : children}
    </button>
  )
}
