/**
 * The library's error classes. Every message starts with the tag name ("nl-map: …"), so a console
 * full of errors from a CMS page says at once which tag and which attribute to fix.
 */
export class NlError extends Error {
  readonly tag: string;
  constructor(tag: string, message: string, options?: ErrorOptions) {
    super(`${tag}: ${message}`, options);
    this.name = 'NlError';
    this.tag = tag;
  }
}

/** An attribute (or a JSON value inside one) is malformed, of the wrong type, or missing. */
export class NlConfigError extends NlError {
  readonly attribute: string | undefined;
  constructor(tag: string, message: string, attribute?: string) {
    super(tag, message);
    this.name = 'NlConfigError';
    this.attribute = attribute;
  }
}

/** A script, stylesheet or chunk could not be loaded (offline, blocked, 404, timeout). */
export class NlLoadError extends NlError {
  constructor(tag: string, message: string, options?: ErrorOptions) {
    super(tag, message, options);
    this.name = 'NlLoadError';
  }
}

/** A request to a service failed, timed out or answered something we cannot use. */
export class NlServiceError extends NlError {
  constructor(tag: string, message: string, options?: ErrorOptions) {
    super(tag, message, options);
    this.name = 'NlServiceError';
  }
}

/** Logs an error the library handled (the element falls back); never throws. */
export function report(error: unknown, tag?: string): void {
  if (error instanceof NlError) console.error(error.message);
  else if (tag) console.error(`${tag}: ${error instanceof Error ? error.message : String(error)}`);
  else console.error(error);
}
