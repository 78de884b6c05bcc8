/**
 * When and how the address is looked up: the rules of README.md here and the issue, in one place and
 * outside React (timers, requests and their order are easier to follow here than in effects).
 *
 * - Debounced: DEBOUNCE_MS after the last change of postcode, house number or extension.
 * - At lookup time, nothing is sent unless postcode and house number are both filled, neither input
 *   has the class `validation-error` (set by a host page's validation library), the postcode is a
 *   Dutch postcode and the house number is 1–99999 (a wrong one is reported, see onInvalid).
 * - Never the same query twice in a row: the last query and its answer are kept; asked again, the
 *   kept answer is shown again (or, while it is on its way, awaited).
 * - A newer query aborts the request before it (AbortController), and an answer that no longer
 *   matches the inputs is not shown.
 * - TIMEOUT_MS without an answer aborts the request and counts as a failure.
 * Timers are setTimeout/clearTimeout, looked up when called, so tests can fake them.
 */
import { failure, readAnswer, requestUrl, type Answer, type Provider, type Query } from './providers.ts';
import { isHouseNumber, isPostcode, normalPostcode } from './postcode.ts';

export const DEBOUNCE_MS = 300;
export const TIMEOUT_MS = 8000;
/** The class a host page's validation library puts on an input it finds invalid. */
export const VALIDATION_ERROR_CLASS = 'validation-error';

export interface LookupConfig {
  provider: Provider;
  /** The endpoint to ask; '' means there is no usable service (manual entry only). */
  endpoint: string;
  apiKey: string;
}

export interface LookupInputs {
  postcode: HTMLInputElement;
  number: HTMLInputElement;
  extension: HTMLInputElement;
}

export interface LookupHooks {
  /** The inputs as they are now (null before they exist). */
  inputs(): LookupInputs | null;
  /** Postcode or house number is filled but malformed: nothing is sent. */
  onInvalid(field: 'postcode' | 'number'): void;
  /** A request has gone out. */
  onStart(): void;
  /** The answer for what the inputs hold now. `fresh`: just received (false: shown again from the last query). */
  onAnswer(answer: Answer, query: Query, fresh: boolean): void;
}

class Superseded extends Error {}
class TimedOut extends Error {}

export class AddressLookup {
  #hooks: LookupHooks | null = null;
  #config: LookupConfig = { provider: 'sixpp', endpoint: '', apiKey: '' };
  #timer: ReturnType<typeof setTimeout> | undefined;
  #controller: AbortController | null = null;
  /** The last query sent and, once it came, its answer. */
  #last: { key: string; query: Query; answer: Answer | null } | null = null;
  /** The key whose answer is shown now (null: nothing, or it belonged to other inputs). */
  #shown: string | null = null;

  /** Connects the inputs and callbacks (from an effect: they read the rendered inputs). */
  connect(hooks: LookupHooks): void {
    this.#hooks = hooks;
  }

  #configured = false;

  /** Sets the service; a later change looks up again (after the pause) with the new one. */
  configure(config: LookupConfig): void {
    const again = this.#configured;
    this.#configured = true;
    this.#config = config;
    if (again) this.schedule();
  }

  /** The query inputs changed: what is shown belongs to other inputs now; look up after a pause. */
  changed(): void {
    this.#shown = null;
    this.schedule();
  }

  /** Looks up after DEBOUNCE_MS, unless something changes before then. */
  schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.run(), DEBOUNCE_MS);
  }

  /** Stops the timer and any request, and forgets the last query (form reset). */
  reset(): void {
    this.destroy();
    this.#last = null;
    this.#shown = null;
  }

  destroy(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#controller?.abort(new Superseded());
    this.#controller = null;
  }

  /** The query the inputs hold now, if one may be sent; reports a malformed postcode or number. */
  #read(report: boolean): { key: string; query: Query } | null {
    const hooks = this.#hooks;
    const inputs = hooks?.inputs();
    if (!hooks || !inputs) return null;
    const postcode = inputs.postcode.value;
    const number = inputs.number.value.trim();
    if (!postcode.trim() || !number) return null;
    // Checked now, not when the input changed: the library may set or clear the class at any time.
    if (inputs.postcode.classList.contains(VALIDATION_ERROR_CLASS) || inputs.number.classList.contains(VALIDATION_ERROR_CLASS)) return null;
    if (!isPostcode(postcode)) {
      if (report) hooks.onInvalid('postcode');
      return null;
    }
    if (!isHouseNumber(number)) {
      if (report) hooks.onInvalid('number');
      return null;
    }
    const query: Query = { postcode: normalPostcode(postcode), number, extension: inputs.extension.value.trim().toUpperCase() };
    const { provider, endpoint, apiKey } = this.#config;
    return { key: JSON.stringify([provider, endpoint, apiKey, query.postcode, query.number, query.extension]), query };
  }

  run(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const read = this.#read(true);
    if (!read || !this.#config.endpoint) return;
    const { key, query } = read;
    if (this.#last?.key === key) {
      // Never the same query twice in a row.
      if (this.#last.answer && this.#shown !== key) this.#show(key, this.#last.answer, query, false);
      return;
    }
    this.#controller?.abort(new Superseded());
    const controller = new AbortController();
    this.#controller = controller;
    const last = { key, query, answer: null as Answer | null };
    this.#last = last;
    this.#hooks?.onStart();
    void this.#fetch(requestUrl(this.#config.provider, this.#config.endpoint, this.#config.apiKey, query), controller).then((answer) => {
      if (this.#controller !== controller || !answer) return; // a newer query took over
      this.#controller = null;
      last.answer = answer;
      // Shown only if the inputs still ask for it; otherwise kept for when they do again.
      if (this.#read(false)?.key === key) this.#show(key, answer, query, true);
    });
  }

  #show(key: string, answer: Answer, query: Query, fresh: boolean): void {
    this.#shown = key;
    this.#hooks?.onAnswer(answer, query, fresh);
  }

  /** The answer, a failure with the message to log, or null when superseded. Never rejects. */
  async #fetch(url: URL, controller: AbortController): Promise<Answer | null> {
    const provider = this.#config.provider;
    const timer = setTimeout(() => controller.abort(new TimedOut()), TIMEOUT_MS);
    try {
      const response = await fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } });
      if (!response.ok) return failure(`the postcode service answered HTTP ${response.status}`);
      const body = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return failure('the postcode service sent an answer that is not valid JSON');
      }
      return readAnswer(provider, json);
    } catch (error) {
      const reason: unknown = controller.signal.reason;
      if (controller.signal.aborted && reason instanceof Superseded) return null;
      if (controller.signal.aborted && reason instanceof TimedOut) {
        return failure(`the postcode service did not answer within ${TIMEOUT_MS / 1000} seconds`);
      }
      return failure(`the postcode service could not be reached (${error instanceof Error ? error.message : String(error)})`);
    } finally {
      clearTimeout(timer);
    }
  }
}
