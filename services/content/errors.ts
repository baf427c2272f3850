/** The content service's typed failures; the site maps them to pages (see docs/content-model.md). */
import { Schema } from 'effect'

/** The document for a path does not exist: the site answers 404 'Page Not Found'. */
export class ContentNotFound extends Schema.TaggedError<ContentNotFound>()('ContentNotFound', {
  what: Schema.String,
}) {
  override get message(): string {
    return `Page Not Found: no content for ${this.what}`
  }
}

/** The CMS answered with nothing at all (spec §8): 'No content from <service name>'. */
export class ContentEmpty extends Schema.TaggedError<ContentEmpty>()('ContentEmpty', {
  service: Schema.String,
}) {
  override get message(): string {
    return `No content from ${this.service}`
  }
}

/** Network failure, time-out or a 5xx/4xx from the CMS. */
export class ContentUnavailable extends Schema.TaggedError<ContentUnavailable>()('ContentUnavailable', {
  reason: Schema.Literals(['timeout', 'network', 'server', 'client']),
  statusCode: Schema.optionalKey(Schema.Number),
  detail: Schema.String,
}) {
  override get message(): string {
    return `Content service unavailable (${this.reason}${this.statusCode ? ` ${this.statusCode}` : ''}): ${this.detail}`
  }
}

/** The CMS answered, but the document does not match the content model. */
export class ContentDecodeError extends Schema.TaggedError<ContentDecodeError>()('ContentDecodeError', {
  what: Schema.String,
  detail: Schema.String,
}) {
  override get message(): string {
    return `Content for ${this.what} does not match the model: ${this.detail}`
  }
}

export type ContentError = ContentNotFound | ContentEmpty | ContentUnavailable | ContentDecodeError
