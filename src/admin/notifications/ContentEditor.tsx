/**
 * One language's content of a notification, with a preview drawn by the very component visitors get
 * (src/notifications/NotificationView.tsx), from what is typed, before it is saved.
 */
import { useState } from 'react'
import { checkContent, contentLanguages } from '../../../models/accounts/notificationForms.ts'
import type { Content, Notification } from '../../../models/accounts/notifications.ts'
import { toSiteNotification } from '../../../models/notifications/display.ts'
import { NotificationView } from '../../notifications/NotificationView.tsx'
import { Field, Outcome, Submit } from './Field.tsx'
import { useCheckedForm } from './useCheckedForm.ts'

function ContentForm({
  notification: n,
  language,
  content,
  reload,
}: {
  notification: Notification
  language?: string
  content?: Content
  reload: () => void
}) {
  const form = useCheckedForm('setContent', reload, checkContent)
  const [lang, setLang] = useState(language ?? '')
  const [text, setText] = useState(content?.text.map((t) => t.content).join('\n\n') ?? '')
  const first = content?.actions?.[0]
  const [label, setLabel] = useState(first?.label ?? '')
  const [url, setUrl] = useState(first?.url ?? '')
  const key = `content-${n.id}-${language ?? 'new'}`
  const preview = toSiteNotification({
    ...n,
    language: lang || 'en',
    content: {
      text: [{ mime_type: 'text/markdown', content: text }],
      actions: label && url ? [{ label, url }] : [],
    },
  })
  return (
    <div className="admin-content" data-language={language ?? 'new'}>
      <form
        {...form.form}
        className="admin-form"
        aria-label={language ? `Content in ${language}` : 'Content in another language'}
      >
        <input type="hidden" name="id" value={String(n.id)} />
        {language ? (
          <input type="hidden" name="language" value={language} />
        ) : (
          <Field
            id={`${key}-language`}
            name="language"
            label={`Language (${contentLanguages.join(', ')})`}
            problems={form.problems}
          >
            {(p) => <input {...p} value={lang} onChange={(e) => setLang(e.target.value.trim())} />}
          </Field>
        )}
        <Field
          id={`${key}-text`}
          name="text"
          label="Text (Markdown: **bold**, *emphasis*)"
          problems={form.problems}
          wide
        >
          {(p) => <textarea {...p} rows={3} value={text} onChange={(e) => setText(e.target.value)} />}
        </Field>
        <Field id={`${key}-label`} name="action_label" label="Action label" problems={form.problems}>
          {(p) => <input {...p} value={label} onChange={(e) => setLabel(e.target.value)} />}
        </Field>
        <Field id={`${key}-url`} name="action_url" label="Action address" problems={form.problems}>
          {(p) => <input {...p} value={url} onChange={(e) => setUrl(e.target.value)} />}
        </Field>
        <Submit form={form}>Save content{language ? ` (${language})` : ''}</Submit>
        <Outcome form={form} />
      </form>
      <p>Preview: what a customer sees</p>
      <div className="admin-preview" data-preview={language ?? 'new'}>
        <NotificationView item={preview} preview={language ?? 'new'} />
      </div>
    </div>
  )
}

export function ContentEditor({
  notification: n,
  reload,
}: {
  notification: Notification
  reload: () => void
}) {
  const languages = Object.keys(n.content).sort()
  return (
    <section aria-labelledby="content-heading">
      <h3 id="content-heading">Content</h3>
      {languages.map((language) => (
        <details key={language} open={languages.length === 1}>
          <summary>{language}</summary>
          <ContentForm notification={n} language={language} content={n.content[language]} reload={reload} />
        </details>
      ))}
      <h4>Add a language</h4>
      <ContentForm key={`new-${languages.join()}`} notification={n} reload={reload} />
    </section>
  )
}
