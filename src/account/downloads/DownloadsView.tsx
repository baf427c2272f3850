import type { SignedInRead } from '../guard.ts'
import { AccountPage } from '../kit/AccountPage.tsx'
import type { MessageOverrides } from '../kit/messages.ts'
import type { AccountSearch } from '../kit/search.ts'
import { dateTime, fileSize, platformNames, productName } from './format.ts'
import { type DownloadHistoryRead, type InstallerDownloadRow, installerAction } from './types.ts'

/** How the download screens word the catalogue codes their calls can return. */
export const downloadMessages: MessageOverrides = {
  codes: {
    1004: 'We do not offer that application or system.',
    2000: 'Your account does not include this download.',
    2012: 'That download address is not right. Please start again from the downloads page.',
  },
  statuses: { 404: 'We could not find that version. It may no longer be offered.' },
}

const system = (os: string) => platformNames[os as keyof typeof platformNames] ?? os

function Row({ row }: { row: InstallerDownloadRow }) {
  return (
    <li className="account-page__card" data-download={row.id}>
      <h2>
        {productName(row.app)} {row.version} for {system(row.os)}
      </h2>
      <dl className="account-page__details">
        <dt>Core pack</dt>
        <dd data-field="core-pack">{row.corePack ? 'Included' : 'Not included'}</dd>
        <dt>File</dt>
        <dd>
          {row.fileName} · {fileSize(row.fileSize)}
        </dd>
        <dt>Downloaded</dt>
        <dd>{dateTime(row.downloadedAt)} UTC</dd>
      </dl>
      <form method="post" action={installerAction(row.app, row.version, row.os)}>
        {row.corePack && <input type="hidden" name="core" value="1" />}
        <button type="submit" className="button button--ghost">
          Download again{' '}
          <span className="visually-hidden">
            {productName(row.app)} {row.version} for {system(row.os)}
          </span>
        </button>
      </form>
    </li>
  )
}

/** /account/downloads: the installers the customer downloaded while signed in, newest first. */
export function DownloadsView({
  read,
  search,
}: {
  read: SignedInRead<DownloadHistoryRead>
  search: AccountSearch
}) {
  return (
    <AccountPage
      id="downloads"
      title="Your downloads"
      wide
      read={read}
      notices={{ search, done: {} }}
      overrides={downloadMessages}
      empty={{
        when: (value) => value.downloads.length === 0,
        name: 'downloads',
        text: (
          <>
            You have not downloaded an installer while signed in yet. Find one on the{' '}
            <a href="/studio/downloads">downloads pages</a>.
          </>
        ),
      }}
      after={
        <p>
          Links to installers last a few minutes; each download button asks for a fresh one.{' '}
          <a href="/account/assets">Your expansions, sound packs and plugins</a>
        </p>
      }
    >
      {(value) => (
        <ul className="account-page__list" aria-label="Installers you downloaded, newest first">
          {value.downloads.map((row) => (
            <Row key={row.id} row={row} />
          ))}
        </ul>
      )}
    </AccountPage>
  )
}
