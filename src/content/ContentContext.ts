/** The content CDN coordinates for image and file URLs, provided once by the page shell. */
import { createContext, useContext } from 'react'
import type { ContentCdn } from '../../models/content/imageUrl.ts'

export const ContentCdnContext = createContext<ContentCdn>({ baseUrl: '', projectId: '', dataset: '' })

export function useCdn(): ContentCdn {
  return useContext(ContentCdnContext)
}
