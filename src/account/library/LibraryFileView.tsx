import { fileSize } from '../downloads/format.ts'
import type { MessageOverrides } from '../messages.ts'
import { Problem, ReturnNotice } from '../Notices.tsx'
import type { AccountSearch } from '../search.ts'
import { fileDownloadAction, type LibraryFileRead } from './types.ts'

const libraryMessages: MessageOverrides = {
  codes: {
    2000: 'This file belongs to another account.',
    2012: 'That is not a file address we recognise. Please check the link you followed.',
  },
  statuses: {
    404: 'This file is not in your cloud library. It may have been deleted, or belong to another account.',
  },
}

/** /account/library/$fileId: one file of the customer's cloud library (decision 120), with its download. */
export function LibraryFileView({ read, search }: { read: LibraryFileRead; search: AccountSearch }) {
  return (
    <section className="account-page" aria-labelledby="file-heading">
      {read.status === 'signedIn' && read.ok ? (
        <>
          <h1 id="file-heading" data-field="file-name">
            {read.value.name}
          </h1>
          <ReturnNotice search={search} done={{}} overrides={libraryMessages} />
          <dl className="account-page__details account-page__card">
            <dt>Type</dt>
            <dd data-field="type">{read.value.type ?? 'Unknown'}</dd>
            <dt>Size</dt>
            <dd data-field="size">{fileSize(read.value.size)}</dd>
            <dt>Where</dt>
            <dd>Your cloud library</dd>
          </dl>
          {read.value.downloadable ? (
            <form method="post" action={fileDownloadAction(read.value.id)}>
              <button type="submit" className="button">
                Download <span className="visually-hidden">{read.value.name}</span>
              </button>
            </form>
          ) : (
            <p>Open this file in the desktop application to download it.</p>
          )}
        </>
      ) : (
        <>
          <h1 id="file-heading">Cloud library file</h1>
          <ReturnNotice search={search} done={{}} overrides={libraryMessages} />
          {read.status === 'signedIn' && !read.ok && (
            <Problem failure={read.failure} overrides={libraryMessages} />
          )}
        </>
      )}
      <p>
        Files reach this page from links in the desktop application and in our emails.{' '}
        <a href="/account">Back to your account</a>
      </p>
    </section>
  )
}
