/**
 * Email addresses, comma-separated, as text that wraps after each `@` on a narrow screen instead of in
 * the middle of a word ("ana@" / "example.com", not "ana@example.co" / "m"). A `<wbr>` is a break
 * opportunity and no text: reading, copying and the element's text stay the addresses themselves.
 */
export function EmailAddresses({ addresses }: { addresses: ReadonlyArray<string> }) {
  const [first, ...rest] = addresses
  if (first === undefined) return null
  const at = first.lastIndexOf('@') + 1
  return (
    <>
      {first.slice(0, at)}
      {at > 0 && <wbr />}
      {first.slice(at)}
      {rest.length > 0 && (
        <>
          {', '}
          <EmailAddresses addresses={rest} />
        </>
      )}
    </>
  )
}
