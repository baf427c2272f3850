import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  loader: () => ({ heading: 'A page with nothing on it' }),
  component: () => <h1>{Route.useLoaderData().heading}</h1>,
})
