import { fileSize } from '../downloads/format.ts'
import type { SignedInRead } from '../guard.ts'
import { AccountPage } from '../kit/AccountPage.tsx'
import type { MessageOverrides } from '../kit/messages.ts'
import type { AccountSearch } from '../kit/search.ts'
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
export function LibraryFileView({
  read,
  search,
}: {
  read: SignedInRead<LibraryFileRead>
  search: AccountSearch
}) {
  return (
    <AccountPage
      id="file"
      title={read.ok ? <span data-field="file-name">{read.value.name}</span> : 'Cloud library file'}
      read={read}
      notices={{ search, done: {} }}
      overrides={libraryMessages}
      after={
        <p>
          Files reach this page from links in the desktop application and in our emails.{' '}
          <a href="/account">Back to your account</a>
        </p>
      }
    >
      {(file) => (
        <>
          <dl className="account-page__details account-page__card">
            <dt>Type</dt>
            <dd data-field="type">{file.type ?? 'Unknown'}</dd>
            <dt>Size</dt>
            <dd data-field="size">{fileSize(file.size)}</dd>
            <dt>Where</dt>
            <dd>Your cloud library</dd>
          </dl>
          {file.downloadable ? (
            <form method="post" action={fileDownloadAction(file.id)}>
              <button type="submit" className="button">
                Download <span className="visually-hidden">{file.name}</span>
              </button>
            </form>
          ) : (
            <p>Open this file in the desktop application to download it.</p>
          )}
        </>
      )}
    </AccountPage>
  )
}
