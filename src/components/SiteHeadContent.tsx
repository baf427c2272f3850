/**
 * The document head the routes ask for (TanStack Router's `HeadContent`, rebuilt from its exported
 * parts), with one difference: updates reach the document debounced by 10 ms (spec §9,
 * `headDebounceMs`). A client navigation settles through several router states (pending, loaded,
 * rendered); the head follows only the last of them, so the title and meta do not flicker through
 * the intermediate ones. The server render and hydration use the tags as they are: nothing waits
 * before the first paint, and the hydrated head equals the server's.
 */
import { Asset, useRouter, useTags } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { headDebounceMs } from '../../models/timing.ts'
import { debounce } from '../browser/timing.ts'

export function SiteHeadContent() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  const [shown, setShown] = useState(tags)
  const head = useMemo(() => debounce(setShown, headDebounceMs), [])
  // Back to what is shown before the delay ends: nothing is pending any more.
  useEffect(() => (tags === shown ? head.cancel() : head.call(tags)), [tags, shown, head])
  useEffect(() => head.cancel, [head])
  return (
    <>
      {shown.map((tag) => (
        <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
      ))}
    </>
  )
}
