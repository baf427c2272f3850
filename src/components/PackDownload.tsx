/**
 * A soundpack's action (decision 184): download the pack, after its licence where it has one. The
 * terms are a modal <dialog> opened by an invoker command, so the button works before (and without)
 * the page's script; "Agree and download" downloads the archive and says so.
 */
import { useId, useRef, useState } from 'react'
import { fileUrl } from '../../models/content/imageUrl.ts'
import type { Soundpack } from '../../models/content/index.ts'
import { useCdn } from '../content/ContentContext.ts'
import { RichText } from './RichText.tsx'

const size = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1000)} KB`

export function PackDownload({ pack, small = false }: { pack: Soundpack; small?: boolean }) {
  const cdn = useCdn()
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const [started, setStarted] = useState(false)
  const archive = pack.download
  const url = archive ? fileUrl(cdn, archive.file) : undefined
  if (!archive || !url) return null
  const href = `${url}?dl=${encodeURIComponent(archive.fileName)}`
  const button = small ? 'button button--small' : 'button'
  const done = (
    <p className="pack-download__status" role="status">
      {started ? `Your download of ${pack.title} (${size(archive.sizeBytes)}) has started.` : ''}
    </p>
  )
  const link = (label: string) => (
    <a
      className="button"
      href={href}
      download={archive.fileName}
      data-cta="download"
      onClick={() => {
        dialog.current?.close()
        setStarted(true)
      }}
    >
      {label}
    </a>
  )
  if (!pack.licence)
    return (
      <div className="pack-download">
        {link(`Download ${pack.title}`)}
        {done}
      </div>
    )
  const licence = pack.licence
  return (
    <div className="pack-download">
      <button
        type="button"
        className={button}
        data-cta="licence"
        {...{ commandfor: id, command: 'show-modal' }}
      >
        Get {pack.title}
      </button>
      <span className="pack-download__size">Free · {size(archive.sizeBytes)}</span>
      {done}
      <dialog ref={dialog} id={id} className="modal" aria-labelledby={`${id}-title`} {...{ closedby: 'any' }}>
        <h2 id={`${id}-title`} className="modal__title">
          {licence.title}
        </h2>
        <p className="modal__subject">
          {pack.title} · {archive.fileName} · {size(archive.sizeBytes)}
        </p>
        <RichText value={licence.body} className="rich-text modal__body" />
        <div className="modal__actions">
          {link(licence.acceptLabel)}
          <button type="button" className="button button--ghost" {...{ commandfor: id, command: 'close' }}>
            {licence.declineLabel}
          </button>
        </div>
      </dialog>
    </div>
  )
}
