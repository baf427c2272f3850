/**
 * What the cloud-library service answers (spec §3 "Cloud file"): a file's details and the request that
 * downloads it. The request is opaque: the site uses its method, URL and headers as given (decision 086).
 */
import { Schema } from 'effect'

export const CloudFile = Schema.Struct({
  id: Schema.String,
  file_name: Schema.String,
  mime_type: Schema.optional(Schema.NullOr(Schema.String)),
  size: Schema.optional(Schema.NullOr(Schema.Number)),
  download: Schema.Struct({
    request: Schema.Struct({
      method: Schema.String,
      url: Schema.String,
      headers: Schema.optional(Schema.NullOr(Schema.Record(Schema.String, Schema.String))),
    }),
    expiry: Schema.optional(Schema.NullOr(Schema.String)),
  }),
})
export type CloudFile = typeof CloudFile.Type

/** File ids are UUID-like: letters, digits and dashes. Anything else is 2012 before any call. */
export const fileIdPattern = /^[A-Za-z0-9-]{8,64}$/

/** The customer can follow the download as a plain link: a GET that needs no header of its own. */
export const isPlainLink = (file: CloudFile): boolean =>
  file.download.request.method.toUpperCase() === 'GET' &&
  Object.keys(file.download.request.headers ?? {}).length === 0
