/**
 * Copying a value for CopyValue.tsx: the Clipboard API where the browser offers it, else selecting the
 * value and the old copy command. Loaded after hydration (decision 271).
 */

function selectText(element: HTMLElement): void {
  const range = document.createRange()
  range.selectNodeContents(element)
  const selection = window.getSelection()
  selection?.removeAllRanges()
  selection?.addRange(range)
}

/** Copies the element's text: 'copied' when it reached the clipboard, 'selected' when only selected. */
export async function copyText(element: HTMLElement): Promise<'copied' | 'selected'> {
  const text = element.textContent ?? ''
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return 'copied'
    }
  } catch {
    // Denied or unavailable: fall through to selecting the text.
  }
  selectText(element)
  try {
    // The pre-Clipboard-API copy: deprecated but still the only one on an insecure page.
    return document.execCommand('copy') ? 'copied' : 'selected'
  } catch {
    return 'selected'
  }
}
