import { describe, expect, it } from 'vitest'
import { editHeaders } from './editHeaders.ts'

describe('editing a response’s headers', () => {
  it('changes a response the app built in place: no copy of its headers or body', async () => {
    const page = new Response('<p>page</p>', { status: 404, headers: { 'content-type': 'text/html' } })
    const edited = editHeaders(page, (headers) => headers.set('x-cache', 'bypass'))
    expect(edited).toBe(page)
    expect(edited.headers.get('x-cache')).toBe('bypass')
    expect(await edited.text()).toBe('<p>page</p>')
  })

  it('copies a response whose headers cannot change, with its status and body', async () => {
    const redirect = Response.redirect('http://site/studio', 301)
    const edited = editHeaders(redirect, (headers) => headers.set('x-cache', 'bypass'))
    expect(edited).not.toBe(redirect)
    expect(edited.status).toBe(301)
    expect(edited.headers.get('location')).toBe('http://site/studio')
    expect(edited.headers.get('x-cache')).toBe('bypass')
  })
})
