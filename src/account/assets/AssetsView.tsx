import { assetTypes, installerApps, installerSystems } from '../../../models/accounts/daRules.ts'
import { downloadMessages } from '../downloads/DownloadsView.tsx'
import { fileSize, platformNames, productName } from '../downloads/format.ts'
import type { SignedInRead } from '../guard.ts'
import { AccountPage } from '../kit/AccountPage.tsx'
import type { MessageOverrides } from '../kit/messages.ts'
import { Problem } from '../kit/Notices.tsx'
import type { AccountSearch } from '../kit/search.ts'
import { useAccountCommand } from '../kit/useAccountCommand.ts'
import {
  type AssetRow,
  type AssetSearch,
  type AssetsRead,
  type ResourceRow,
  resourceDownloadAction,
} from './types.ts'

const assetMessages: MessageOverrides = {
  codes: { ...downloadMessages.codes, 2000: 'None of your products includes this download.' },
  statuses: { 404: 'We could not find that download. It may have been removed.' },
}

const done = { emailResourceLink: 'We have emailed you the link. It works for 7 days.' }

const typeNames: Readonly<Record<string, string>> = {
  expansion: 'Expansion',
  soundpack: 'Sound pack',
  plugin: 'Plugin',
}
const nothing = () => {}

function EmailLink({ resource }: { resource: ResourceRow }) {
  const command = useAccountCommand('emailResourceLink', nothing)
  return (
    <form {...command.form} className="asset__inline-form">
      <input type="hidden" name="resourceId" value={resource.id} />
      <button
        type="submit"
        className="button button--ghost"
        disabled={!command.canSubmit}
        aria-busy={command.busy}
      >
        Email me the link <span className="visually-hidden">to {resource.name}</span>
      </button>
      {command.failure && (
        <Problem failure={command.failure} overrides={assetMessages} onRetry={command.retry} />
      )}
      {command.done && (
        <p className="account-page__notice" role="status">
          {done.emailResourceLink}
        </p>
      )}
    </form>
  )
}

function Resource({ asset, resource }: { asset: AssetRow; resource: ResourceRow }) {
  const systems = resource.systems.map((os) => platformNames[os as keyof typeof platformNames] ?? os)
  return (
    <li className="asset__resource" data-resource={resource.id}>
      <p>
        <strong>{resource.name}</strong>
        {systems.length > 0 && ` · ${systems.join(', ')}`}
        <br />
        <span className="account-page__muted">
          {resource.fileName} · {fileSize(resource.fileSize)}
        </span>
      </p>
      <form method="post" action={resourceDownloadAction} className="asset__inline-form">
        <input type="hidden" name="assetId" value={asset.id} />
        <input type="hidden" name="resourceId" value={resource.id} />
        <button type="submit" className="button">
          Download <span className="visually-hidden">{resource.name}</span>
        </button>
      </form>
      <EmailLink resource={resource} />
    </li>
  )
}

function Asset({ asset }: { asset: AssetRow }) {
  return (
    <li className="asset account-page__card" data-asset={asset.id}>
      <h2>
        {asset.name}
        {asset.beta && <span className="account-page__muted"> (beta)</span>}
      </h2>
      <dl className="account-page__details">
        <dt>Type</dt>
        <dd data-field="type">{typeNames[asset.type] ?? asset.type}</dd>
        {asset.version && (
          <>
            <dt>Version</dt>
            <dd>{asset.version}</dd>
          </>
        )}
        <dt>Works with</dt>
        <dd>{asset.hostApps.map(productName).join(', ') || 'Any'}</dd>
      </dl>
      <ul className="asset__resources" aria-label={`Downloads of ${asset.name}`}>
        {asset.resources.map((resource) => (
          <Resource key={resource.id} asset={asset} resource={resource} />
        ))}
      </ul>
    </li>
  )
}

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string
  label: string
  value: string | undefined
  options: ReadonlyArray<[string, string]>
}) {
  return (
    <label>
      {label}{' '}
      <select name={name} defaultValue={value ?? ''}>
        <option value="">All</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}

/** A plain GET form: the filters live in the address, so a filtered list can be shared and reloaded. */
function Filters({ filters }: { filters: AssetSearch }) {
  return (
    <form method="get" action="/account/assets" className="assets__filters" aria-label="Filter your assets">
      <Select
        name="type"
        label="Type"
        value={filters.type}
        options={assetTypes.map((t) => [t, typeNames[t] ?? t])}
      />
      <Select
        name="app"
        label="For"
        value={filters.app}
        options={installerApps.map((a) => [a, productName(a)])}
      />
      <Select
        name="os"
        label="System"
        value={filters.os}
        options={installerSystems.map((o) => [o, platformNames[o]])}
      />
      <button type="submit" className="button button--ghost">
        Show
      </button>
    </form>
  )
}

/** /account/assets: the expansions, sound packs and plugins of the customer's products, with downloads. */
export function AssetsView({ read, search }: { read: SignedInRead<AssetsRead>; search: AccountSearch }) {
  return (
    <AccountPage
      id="assets"
      title="Your expansions, sound packs and plugins"
      wide
      read={read}
      notices={{ search, done }}
      overrides={assetMessages}
    >
      {(value) => (
        <>
          <Filters filters={value.filters} />
          {value.assets.length === 0 ? (
            <p className="account-page__empty" data-empty="assets">
              Nothing here yet. Expansions, sound packs and plugins come with your licences; register a
              product on the <a href="/account/licences">licences page</a>.
            </p>
          ) : (
            <ul className="assets">
              {value.assets.map((asset) => (
                <Asset key={asset.id} asset={asset} />
              ))}
            </ul>
          )}
        </>
      )}
    </AccountPage>
  )
}
