import { type FormEvent, useEffect, useState } from 'react'
import { avatarTypes, maxAvatarBytes, profileRules } from '../../../models/accounts/profileRules.ts'
import type { AccountFailure } from '../../../models/accounts/result.ts'
import { AccountPage } from '../kit/AccountPage.tsx'
import type { MessageOverrides } from '../kit/messages.ts'
import { Problem } from '../kit/Notices.tsx'
import { commandAction } from '../kit/post.ts'
import type { AccountSearch } from '../kit/search.ts'
import { useAccountCommand } from '../kit/useAccountCommand.ts'
import type { AccountReadBinding } from '../kit/useAccountRead.ts'
import { readyMark } from '../kit/useLazyActor.ts'
import type { profileChangeOf } from './change.ts'
import { contactLevels, profileGroups } from './fields.ts'
import { FieldInput } from './ProfileForm.tsx'
import { type ProfileScreen, profileCodes } from './types.ts'
import type { AvatarUpload } from './useAvatarUpload.ts'

export const profileMessages: MessageOverrides = {
  codes: profileCodes,
  statuses: { 413: `That image is too large. Please choose one under ${maxAvatarBytes / 1024 / 1024} MB.` },
}
const avatarMessages: MessageOverrides = {
  codes: {
    2012: `Please choose a PNG, JPEG, WebP or GIF image under ${maxAvatarBytes / 1024 / 1024} MB.`,
    2013: 'Please choose an image first.',
  },
  statuses: profileMessages.statuses,
}

const done: Readonly<Record<string, string>> = {
  updateProfile: 'Your profile is saved.',
  setAvatar: 'Your new picture is saved.',
  removeAvatar: 'Your picture is removed.',
}

type Reload = () => void

function Notice({
  failure,
  isDone,
  text,
  overrides = profileMessages,
}: {
  failure: AccountFailure | undefined
  isDone: boolean
  text: string
  overrides?: MessageOverrides
}) {
  if (failure) return <Problem failure={failure} overrides={overrides} />
  return isDone ? (
    <p className="account-page__notice" role="status">
      {text}
    </p>
  ) : null
}

function Avatar({
  profile,
  upload,
  reload,
}: {
  profile: ProfileScreen
  upload: AvatarUpload
  reload: Reload
}) {
  const remove = useAccountCommand('removeAvatar', reload)
  return (
    <section className="account-page__card profile__avatar" aria-labelledby="avatar-heading">
      <h2 id="avatar-heading">Picture</h2>
      {profile.avatar ? (
        <img
          src={profile.avatar.mid}
          alt="You"
          width={128}
          height={128}
          className="profile__avatar-image"
          data-avatar="set"
        />
      ) : (
        <p className="account-page__empty" data-avatar="none">
          You have no picture yet.
        </p>
      )}
      <form
        action={commandAction('uploadAvatar')}
        method="post"
        onSubmit={upload.onSubmit}
        {...upload.mark}
        className="profile__avatar-form"
        encType="multipart/form-data"
      >
        <label htmlFor="avatar-file">Choose an image (PNG, JPEG, WebP or GIF, up to 5 MB)</label>
        <input id="avatar-file" name="avatar" type="file" accept={avatarTypes.join(',')} required />
        <button type="submit" className="button" disabled={!upload.canSubmit} aria-busy={upload.busy}>
          Upload picture
        </button>
        <Notice
          failure={upload.failure}
          isDone={upload.done}
          text={done.setAvatar!}
          overrides={avatarMessages}
        />
      </form>
      {profile.avatar && (
        <form {...remove.form}>
          <button
            type="submit"
            className="button button--ghost"
            disabled={!remove.canSubmit}
            aria-busy={remove.busy}
          >
            Remove picture
          </button>
        </form>
      )}
      <Notice failure={remove.failure} isDone={remove.done} text={done.removeAvatar!} />
    </section>
  )
}

/**
 * The service's rules checked in the browser first: a refused change is never sent. The check arrives
 * after hydration, as the form's machine does (decision 271); until both run, the form posts and the
 * server checks the same rules, and the form says `data-ready="false"`.
 */
function useCheckedSave(reload: Reload) {
  const save = useAccountCommand('updateProfile', reload)
  const [check, setCheck] = useState<typeof profileChangeOf>()
  useEffect(() => {
    import('./change.ts').then(
      (module) => setCheck(() => module.profileChangeOf),
      // The chunk did not arrive (the site's chunk-error handling says so): the form stays a plain form.
      () => {},
    )
  }, [])
  const [refused, setRefused] = useState<AccountFailure | undefined>()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!check) return
    const checked = check(new FormData(event.currentTarget))
    setRefused(checked.ok ? undefined : checked.failure)
    if (checked.ok) save.form.onSubmit(event)
    else event.preventDefault()
  }
  const ready = check !== undefined && save.form['data-ready'] === 'true'
  return {
    ...save,
    form: { ...save.form, onSubmit, ...readyMark(ready) },
    failure: refused ?? save.failure,
    done: !refused && save.done,
  }
}

function Details({ profile, reload }: { profile: ProfileScreen; reload: Reload }) {
  const save = useCheckedSave(reload)
  return (
    <form {...save.form} className="account-page__card profile__form" aria-labelledby="details-heading">
      <h2 id="details-heading">Your details</h2>
      {profileGroups.map((group) => (
        // Re-keyed when the stored profile changes, so the uncontrolled fields show what was saved.
        <fieldset key={`${group.title}${JSON.stringify(profile.values)}`} className="profile__group">
          <legend>{group.title}</legend>
          {group.fields.map((view) => (
            <FieldInput key={view.field} view={view} values={profile.values} />
          ))}
        </fieldset>
      ))}
      <button type="submit" className="button" disabled={!save.canSubmit} aria-busy={save.busy}>
        Save profile
      </button>
      <Notice failure={save.failure} isDone={save.done} text={done.updateProfile!} />
    </form>
  )
}

function ContactPreferences({ profile, reload }: { profile: ProfileScreen; reload: Reload }) {
  const save = useCheckedSave(reload)
  const rule = profileRules.global_contact_status
  const current = profile.values.global_contact_status ?? rule.min
  return (
    <form {...save.form} className="account-page__card profile__form" aria-labelledby="contact-heading">
      <h2 id="contact-heading">Contact preferences</h2>
      <fieldset key={String(current)} className="profile__group">
        <legend>Email from us</legend>
        {contactLevels.map((level) => (
          <div key={level.value} className="profile__check">
            <input
              id={`contact-${level.value}`}
              type="radio"
              name="global_contact_status"
              value={level.value}
              defaultChecked={current === level.value}
            />
            <label htmlFor={`contact-${level.value}`}>{level.label}</label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={!save.canSubmit} aria-busy={save.busy}>
        Save preferences
      </button>
      <Notice failure={save.failure} isDone={save.done} text="Your contact preferences are saved." />
    </form>
  )
}

/** /account/profile: every profile field of spec §3, the picture, and contact preferences. */
export function ProfileView({
  data,
  upload,
  search,
}: {
  data: AccountReadBinding<'profile'>
  upload: AvatarUpload
  search: AccountSearch
}) {
  return (
    <AccountPage
      id="profile"
      title="Your profile"
      wide
      read={data.read}
      state={data}
      notices={{ search, done }}
      overrides={search.form === 'avatar' ? avatarMessages : profileMessages}
    >
      {(profile) => (
        <>
          <Avatar profile={profile} upload={upload} reload={data.reload} />
          <Details profile={profile} reload={data.reload} />
          <ContactPreferences profile={profile} reload={data.reload} />
        </>
      )}
    </AccountPage>
  )
}
