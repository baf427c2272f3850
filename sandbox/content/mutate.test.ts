import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editorToken, type Harness, startHarness } from './testing.ts'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness.close())

describe('documents and mutations with @sanity/client', () => {
  it('creates a document with _rev, _createdAt and _updatedAt, and reads it back by id', async () => {
    const editor = harness.client(editorToken)
    const created = await editor.create({ _id: 'news-1', _type: 'news', title: 'Launch', count: 1 })
    expect(created._rev).toEqual(expect.any(String))
    expect(created._createdAt).toBe(created._updatedAt)
    expect(await harness.client().getDocument('news-1')).toEqual(created)
  })

  it('patches with set, unset, inc and setIfMissing, keeping _createdAt and changing _rev', async () => {
    const editor = harness.client(editorToken)
    const before = await editor.createOrReplace({
      _id: 'news-2',
      _type: 'news',
      title: 'A',
      count: 1,
      old: true,
    })
    const after = await editor
      .patch('news-2')
      .set({ title: 'B', 'meta.tag': 'x' })
      .unset(['old'])
      .inc({ count: 2 })
      .setIfMissing({ tags: [], title: 'ignored' })
      .commit()
    expect(after).toMatchObject({ title: 'B', meta: { tag: 'x' }, count: 3, tags: [] })
    expect(after).not.toHaveProperty('old')
    expect(after._createdAt).toBe(before._createdAt)
    expect(after._rev).not.toBe(before._rev)
  })

  it('createIfNotExists leaves an existing document alone; delete removes it', async () => {
    const editor = harness.client(editorToken)
    await editor.createIfNotExists({ _id: 'news-3', _type: 'news', title: 'first' })
    await editor.createIfNotExists({ _id: 'news-3', _type: 'news', title: 'second' })
    expect((await editor.getDocument('news-3'))?.title).toBe('first')
    const result = await editor.delete('news-3')
    expect(result.results).toEqual([{ id: 'news-3', operation: 'delete' }])
    expect(await editor.getDocument('news-3')).toBeUndefined()
  })

  it('returns ids and the transaction id of a multi-mutation transaction', async () => {
    const editor = harness.client(editorToken)
    const result = await editor
      .transaction()
      .create({ _id: 'drafts.news-4', _type: 'news', title: 'draft' })
      .create({ _id: 'news-5', _type: 'news', title: 'five' })
      .commit({ transactionId: 'tx-test-1' })
    expect(result.transactionId).toBe('tx-test-1')
    expect(result.documentIds).toEqual(['drafts.news-4', 'news-5'])
    expect(await harness.client().getDocument('drafts.news-4')).toBeUndefined()
    expect((await editor.getDocument('drafts.news-4'))?.title).toBe('draft')
  })

  it('rejects a transaction as a whole when one mutation fails', async () => {
    const editor = harness.client(editorToken)
    const attempt = editor
      .transaction()
      .create({ _id: 'news-6', _type: 'news' })
      .create({ _id: 'home', _type: 'page' })
      .commit()
    await expect(attempt).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('already exists'),
    })
    expect(await editor.getDocument('news-6')).toBeUndefined()
  })

  it('refuses mutations without the token (401) and with a wrong one (401)', async () => {
    await expect(harness.client().create({ _type: 'news' })).rejects.toMatchObject({ statusCode: 401 })
    await expect(harness.client('wrong-token').fetch('count(*)')).rejects.toMatchObject({
      statusCode: 401,
      message: expect.stringContaining('Unauthorized'),
    })
  })

  it('patches a missing document with a 404 and a stale revision with a 409', async () => {
    const editor = harness.client(editorToken)
    await expect(editor.patch('missing-doc').set({ a: 1 }).commit()).rejects.toMatchObject({
      statusCode: 404,
    })
    await expect(editor.patch('home').ifRevisionId('stale').set({ a: 1 }).commit()).rejects.toMatchObject({
      statusCode: 409,
    })
  })

  it('serialises concurrent patches so none is lost, and patches and deletes by query', async () => {
    const editor = harness.client(editorToken)
    await editor.create({ _id: 'counter', _type: 'counter', hits: 0 })
    await Promise.all(Array.from({ length: 20 }, () => editor.patch('counter').inc({ hits: 1 }).commit()))
    expect((await editor.getDocument('counter'))?.hits).toBe(20)
    await editor.create({ _id: 'q1', _type: 'queued', done: false })
    await editor.create({ _id: 'q2', _type: 'queued', done: false })
    await editor.patch({ query: '*[_type == "queued"]' }).set({ done: true }).commit()
    expect(await editor.fetch('*[_type == "queued"].done')).toEqual([true, true])
    await editor.delete({ query: '*[_type == "queued"]' })
    expect(await editor.fetch('count(*[_type == "queued"])')).toBe(0)
  })

  it('honours dryRun and autoGenerateArrayKeys', async () => {
    const editor = harness.client(editorToken)
    await editor.create({ _id: 'dry', _type: 'news' }, { dryRun: true })
    expect(await editor.getDocument('dry')).toBeUndefined()
    const keyed = await editor.create(
      { _id: 'keyed', _type: 'news', items: [{ n: 1 }, { n: 2, _key: 'mine' }] },
      { autoGenerateArrayKeys: true },
    )
    expect(keyed.items).toEqual([
      { n: 1, _key: expect.any(String) },
      { n: 2, _key: 'mine' },
    ])
  })

  it('exports the dataset as NDJSON to the editor only', async () => {
    const url = `${harness.sandbox.url}/v2021-10-21/data/export/production?types=page`
    expect((await fetch(url)).status).toBe(401)
    const response = await fetch(url, { headers: { Authorization: `Bearer ${editorToken}` } })
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/)
    const ids = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line)._id)
    expect(ids).toEqual(await harness.client(editorToken).fetch('*[_type == "page"]._id | order(@)'))
  })

  it('runs document actions: create a draft, edit, publish, unpublish, discard', async () => {
    const editor = harness.client(editorToken)
    await editor.action({
      actionType: 'sanity.action.document.create',
      publishedId: 'article',
      attributes: { _id: 'drafts.article', _type: 'news', title: 'draft one' },
      ifExists: 'fail',
    })
    expect(await harness.client().getDocument('article')).toBeUndefined()
    await editor.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.article',
      publishedId: 'article',
      patch: { set: { title: 'draft two' } },
    })
    await editor.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.article',
      publishedId: 'article',
    })
    expect(await harness.client().getDocument('article')).toMatchObject({
      _id: 'article',
      title: 'draft two',
    })
    expect(await editor.getDocument('drafts.article')).toBeUndefined()
    await editor.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.article',
      publishedId: 'article',
    })
    expect(await harness.client().getDocument('article')).toBeUndefined()
    await editor.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.article' })
    expect(await editor.getDocument('drafts.article')).toBeUndefined()
    await expect(
      editor.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.none',
        publishedId: 'none',
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: expect.stringContaining('does not exist') })
  })
})
