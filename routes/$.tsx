import { createFileRoute, notFound } from '@tanstack/react-router'

/** The catch-all page shell. Until path resolution lands, every path it receives is not found. */
export const Route = createFileRoute('/$')({
  loader: () => {
    throw notFound()
  },
})
