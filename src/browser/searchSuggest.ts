/**
 * As-you-type suggestions for a header search field (decision 183): loaded on the field's first
 * focus, so pages pay nothing for it before then. Plain DOM, the ARIA combobox pattern: the field owns
 * a listbox; arrow keys move through it, Enter opens the highlighted page, Escape closes the list (a
 * second Escape closes the menu drawer around it). Without it the form still submits to /search.
 */
interface Suggestion {
  readonly kind: string
  readonly label: string
  readonly path: string
}

const kindNames: Readonly<Record<string, string>> = {
  product: 'Product',
  tutorial: 'Tutorial',
  soundpack: 'Sound pack',
  release: 'Release',
  page: 'Page',
}

const attached = new WeakSet<HTMLInputElement>()

export function suggest(input: HTMLInputElement): void {
  if (attached.has(input) || !input.form) return
  attached.add(input)
  const list = document.createElement('ul')
  list.id = `${input.id}-suggestions`
  list.className = 'site-search__suggestions'
  list.setAttribute('role', 'listbox')
  list.setAttribute('aria-label', 'Suggestions')
  list.hidden = true
  const status = document.createElement('p')
  status.className = 'visually-hidden'
  status.setAttribute('role', 'status')
  input.form.append(list, status)
  input.setAttribute('role', 'combobox')
  input.setAttribute('aria-autocomplete', 'list')
  input.setAttribute('aria-controls', list.id)
  input.setAttribute('aria-expanded', 'false')

  let active = -1
  let timer: ReturnType<typeof setTimeout> | undefined
  let request: AbortController | undefined
  const options = () => [...list.querySelectorAll<HTMLElement>('[role="option"]')]

  const highlight = (index: number) => {
    active = index
    options().forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === index))
    })
    const option = options()[index]
    if (option) input.setAttribute('aria-activedescendant', option.id)
    else input.removeAttribute('aria-activedescendant')
  }

  const close = () => {
    list.hidden = true
    input.setAttribute('aria-expanded', 'false')
    highlight(-1)
  }

  const show = (results: ReadonlyArray<Suggestion>, q: string) => {
    list.replaceChildren(
      ...results.map((result, i) => {
        const option = document.createElement('li')
        option.id = `${list.id}-${i}`
        option.setAttribute('role', 'option')
        option.setAttribute('aria-selected', 'false')
        const link = document.createElement('a')
        link.href = result.path
        link.tabIndex = -1
        link.textContent = result.label
        const kind = document.createElement('span')
        kind.className = 'site-search__kind'
        kind.textContent = kindNames[result.kind] ?? ''
        link.append(' ', kind)
        option.append(link)
        return option
      }),
    )
    active = -1
    list.hidden = results.length === 0
    input.setAttribute('aria-expanded', String(results.length > 0))
    status.textContent = results.length
      ? `${results.length} suggestions for ${q}. Use the arrow keys to choose one.`
      : `No suggestions for ${q}. Press Enter to search.`
  }

  const load = async () => {
    const q = input.value.trim()
    request?.abort()
    if (q.length < 2) return close()
    request = new AbortController()
    try {
      const response = await fetch(`/api/search?${new URLSearchParams({ q })}`, {
        signal: request.signal,
        headers: { accept: 'application/json' },
      })
      const body = (await response.json()) as { results?: Suggestion[] }
      if (input.value.trim() === q) show(response.ok ? (body.results ?? []) : [], q)
    } catch {
      // Aborted by the next keystroke, or offline: the form still submits to /search.
    }
  }

  input.addEventListener('input', () => {
    clearTimeout(timer)
    timer = setTimeout(load, 150)
  })
  input.addEventListener('keydown', (event) => {
    const count = options().length
    if (list.hidden || count === 0) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      highlight((active + (event.key === 'ArrowDown' ? 1 : count - 1)) % count)
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      const link = options()[active]?.querySelector('a')
      if (link) location.assign(link.href)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    }
  })
  // Keep the focus in the field while a suggestion is clicked; leaving the field closes the list.
  list.addEventListener('mousedown', (event) => event.preventDefault())
  input.addEventListener('blur', close)
  if (input.value.trim().length >= 2) void load()
}
