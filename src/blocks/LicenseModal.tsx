import { useEffect, useId, useRef } from 'react'
import type { LicenseModal as LicenseModalDoc, Soundpack } from '../../models/content/index.ts'
import { RichText } from '../components/RichText.tsx'
import { SiteLink } from '../components/SiteLink.tsx'

/**
 * The licence terms before a soundpack download, as a native modal <dialog>: it traps focus, closes on
 * Escape and returns focus to the button that opened it. Stacking level from spec §9 (100000–100150).
 */
export function LicenseModal({
  modal,
  pack,
  onClose,
}: {
  modal: LicenseModalDoc
  pack: Soundpack
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const el = dialog.current
    if (el && !el.open) el.showModal()
    return () => el?.close()
  }, [])
  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="modal__title">
        {modal.title}
      </h2>
      <p className="modal__subject">{pack.title}</p>
      <RichText value={modal.body} className="rich-text modal__body" />
      <div className="modal__actions">
        <SiteLink className="button" to={`/studio/sounds/${pack.slug.current}`} onClick={onClose}>
          {modal.acceptLabel}
        </SiteLink>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {modal.declineLabel}
        </button>
      </div>
    </dialog>
  )
}
