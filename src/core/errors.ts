/**
 * The library's error classes. Every message starts with the tag name ("nl-map: …"), so a console
 * full of errors from a CMS page says at once which tag and which attribute to fix.
 */
import { problem, show } from './problems.ts';
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

/** The longest message logged: one that quotes a hostile value (a 1 MB attribute) is cut short. */
const MAX_MESSAGE = 1000;
/** Values quoted in full up to this length; longer ones as their start and their length. */
const MAX_QUOTED = 200;

/**
 * A message as it is logged: where it quotes `value` (as JSON.stringify writes it) and the value is
 * long, only its start and its length; and never longer than MAX_MESSAGE (test/hostile-input.test.ts).
 */
export function clipMessage(message: string, value = ''): string {
  if (value.length > MAX_QUOTED) {
    const quoted = JSON.stringify(value);
    if (message.includes(quoted)) message = message.replace(quoted, () => `${JSON.stringify(`${value.slice(0, MAX_QUOTED)}…`)} (${value.length} characters)`);
  }
  // Both ends: the start names the tag and the value, the end often says what went wrong.
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 300)} … ${message.slice(-300)} (${message.length} characters)` : message;
}

/**
 * Logs an error the library handled (the element falls back); never throws. With `element` (the
 * tag's host), preview mode shows it in that element's place (src/core/problems.ts).
 */
export function report(error: unknown, tag?: string, element?: Element): void {
  const kind = error instanceof NlConfigError ? 'config' : error instanceof NlLoadError ? 'load' : error instanceof NlServiceError ? 'service' : 'other';
  if (error instanceof NlError) problem('error', clipMessage(error.message), { element, kind });
  else if (tag) problem('error', clipMessage(`${tag}: ${error instanceof Error ? error.message : String(error)}`), { element, kind });
  else {
    console.error(error);
    show('error', error instanceof Error ? error.message : String(error), { element, kind });
  }
}
