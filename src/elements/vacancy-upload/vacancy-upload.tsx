/**
 * nl-vacancy-upload: the file field of the application form (a CV, a letter). A native
 * `<input type="file">` in the element's light DOM, so it submits with the page's <form> (FormData,
 * form.reset(), `required`, checkValidity()), with our own look, checks and drag and drop around it.
 *
 * - The input: an editor may write a plain `<input type="file" name="cv">` inside the element as the
 *   no-JavaScript fallback. The element adopts it (any depth; moved to be its direct child) instead
 *   of adding a second one, so a file chosen before the code arrived is kept; without one it makes
 *   its own. Either way the input is managed here in effects (name, accept, required, aria-*), not
 *   rendered by React: React cannot take over an element it did not create, and one code path for
 *   both cases is the one that gets tested. Its listeners are native for the same reason.
 * - Checks (case-insensitive extension against `accept`, then size against `max-size`): a refused
 *   file is removed from the input (input.value = ''), the message is shown as a light-DOM
 *   `<p class="nl-error-message">` tied to the input with aria-describedby and aria-invalid, and set
 *   as the input's custom validity, so checkValidity() refuses the form until a valid file is chosen
 *   or the form is reset: an applicant who meant to attach a CV is not sent on without one.
 * - Look: the input is visually hidden but stays in the tab order and is the thing that is operated
 *   (Space or Enter opens the file chooser); a light-DOM `<label for>` drawn as a button
 *   (`Kies een bestand`) names it and opens the chooser on click, and shows the input's focus.
 * - Drag and drop onto the element puts the (first) dropped file on the input through a
 *   DataTransfer and fires `input` and `change` on it, as a choice in the chooser does; the same
 *   checks follow. While an upload is on the page, a file dropped *next to* it is refused instead of
 *   being opened by the browser, which would leave the page and lose the form.
 */
import { useLayoutEffect, useEffect, useEffectEvent, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { attr, type Attr } from '../../core/attributes.ts';
import { useHostContext, type ElementProps, type ElementSpec, type NlElement } from '../../core/define.tsx';
import { emit } from '../../core/events.ts';
import { formatNumber, type Lang, type Translate } from '../../core/i18n.ts';
import { listen } from '../../core/listen.ts';
import { draftRecord, useDraftField } from '../../core/form-draft.ts';
import { newId, useFormReset, useLogOnce, useNamesOffWhenSaved } from '../../core/form-field.ts';
import { messages, type VacancyUploadKey } from './messages.ts';
import styles from './vacancy-upload.css?inline';

export const DEFAULT_ACCEPT = ['pdf', 'doc', 'docx'] as const;
/** MB; 1 MB is 1024 × 1024 bytes, as PHP's upload_max_filesize `10M` and nginx's `10m` count. */
export const DEFAULT_MAX_SIZE = 10;
const MB = 1024 * 1024;

export interface ChangeDetail {
  name: string;
  /** Bytes. */
  size: number;
  /** The MIME type the browser gives (may be '' for an unknown type). */
  type: string;
}
export type InvalidReason = 'type' | 'size';
export interface InvalidDetail {
  reason: InvalidReason;
  /** The message shown, in the page language. */
  message: string;
}

/** `accept`: a list of extensions without dots, separated by commas or spaces (`pdf,doc,docx`); case and a leading dot are forgiven. */
function extensionsAttr(): Attr<string[]> {
  const fallback = [...DEFAULT_ACCEPT];
  return {
    kind: 'string',
    typeText: 'string',
    default: fallback,
    required: false,
    parse(name, raw) {
      if (raw === null || raw.trim() === '') return { value: [...fallback] };
      const list = raw
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((token) => token.replace(/^\./, '').toLowerCase());
      if (!list.length || list.some((ext) => !/^[a-z0-9]+$/.test(ext))) {
        return { value: [...fallback], problem: `attribute "${name}" must be a list of file extensions like "pdf,doc,docx", got ${JSON.stringify(raw)}` };
      }
      return { value: [...new Set(list)] };
    },
  };
}

/** `max-size`: MB, a number greater than 0. */
function sizeAttr(): Attr<number> {
  const base = attr.number({ default: DEFAULT_MAX_SIZE });
  return {
    ...base,
    parse(name, raw) {
      const result = base.parse(name, raw);
      if (!result.problem && result.value <= 0) {
        return { value: DEFAULT_MAX_SIZE, problem: `attribute "${name}" must be greater than 0, got ${JSON.stringify(raw)}` };
      }
      return result;
    },
  };
}

const attributes = {
  name: attr.string(),
  label: attr.string(),
  required: attr.boolean(),
  accept: extensionsAttr(),
  'max-size': sizeAttr(),
};

type Props = ElementProps<typeof attributes, VacancyUploadKey>;

export const spec: ElementSpec<typeof attributes, VacancyUploadKey> = {
  attributes,
  messages,
  styles,
  // Issue 30.1: its state goes with the form when the browser keeps it (src/core/define.tsx).
  formState: true,
  methods: {
    /** Focuses the file input. */
    focus(this: NlElement, options?: FocusOptions) {
      const input = this.querySelector<HTMLInputElement>(':scope > input[type="file"]');
      if (input) input.focus(options);
      else HTMLElement.prototype.focus.call(this, options);
    },
  },
};

/**
 * `.pdf, .doc of .docx` (nl), `.pdf, .doc, or .docx` (en): the "or" list of the page language, as
 * `Intl.ListFormat(lang, { type: 'disjunction' })` makes it (a test checks that they agree). Made
 * here because the hint is in the first render (issue 38): a page's first ListFormat loads the
 * locale's list patterns, 2–12 ms in that task at 1x CPU.
 */
export function typeList(extensions: readonly string[], lang: Lang): string {
  const items = extensions.map((ext) => `.${ext}`);
  const or = lang === 'nl' ? ' of ' : ' or ';
  if (items.length < 3) return items.join(or);
  return `${items.slice(0, -1).join(', ')}${lang === 'nl' ? or : `,${or}`}${items.at(-1)!}`;
}

/** The extension of a file name, lower case ('' for none): `CV.PDF` → `pdf`. */
export function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * `125 bytes`, `245 kB`, `1,2 MB` in the page language (binary units, as max-size counts). Below 1 kB
 * (1024 bytes) the exact count, from the catalogue's `bytes` text: rounding up, 125 bytes read "1 kB".
 */
export function fileSize(bytes: number, lang: Lang, t: Translate<VacancyUploadKey>): string {
  if (bytes < 1024) return t('bytes', { count: bytes });
  if (bytes < MB) {
    return `${formatNumber(Math.max(1, Math.ceil(bytes / 1024)), lang, 0)} kB`;
  }
  return `${formatNumber(bytes / MB, lang, 1)} MB`;
}

function message(t: Translate<VacancyUploadKey>, reason: InvalidReason, accept: readonly string[], maxSize: number, lang: Lang): string {
  if (reason === 'type') return t('type', { count: accept.length, types: typeList(accept, lang) });
  return t('size', { max: formatNumber(maxSize, lang) });
}

const hasFiles = (event: DragEvent) => Boolean(event.dataTransfer?.types.includes('Files'));

interface Adopted {
  id: string;
  name: string;
  required: boolean;
  describedBy: string;
}

const inputs = new WeakMap<HTMLElement, HTMLInputElement>();

/**
 * The element's file input: the editor's fallback input (the first, at any depth) when there is one,
 * else a new one. Decided once per element, so a re-render (or a remount after the element was
 * taken out of the page and put back) keeps the same input and the file in it.
 */
function fileInput(host: HTMLElement): HTMLInputElement {
  let input = inputs.get(host);
  if (!input) {
    input = host.querySelector<HTMLInputElement>('input[type="file"]') ?? document.createElement('input');
    inputs.set(host, input);
  }
  return input;
}

/** Which file fails the checks, and why. */
function refusal(file: File | null, accept: readonly string[], maxSize: number): InvalidReason | null {
  if (!file) return null;
  if (!accept.includes(extension(file.name))) return 'type';
  if (file.size > maxSize * MB) return 'size';
  return null;
}

export function VacancyUpload({ attrs, host, t, lang }: Props) {
  const { tag } = useHostContext();
  // What the editor's input brought (read once, before we change it).
  const [adopted] = useState<Adopted>(() => {
    const input = fileInput(host);
    return { id: input.id, name: input.name, required: input.required, describedBy: input.getAttribute('aria-describedby') ?? '' };
  });
  const [ids] = useState(() => {
    const base = newId(tag);
    return { input: adopted.id || `${base}-input`, hint: `${base}-hint`, error: `${base}-error`, note: `${base}-note` };
  });
  // A file chosen in the fallback input before the code arrived is checked like any other (without events).
  const [initial] = useState(() => {
    const chosen = fileInput(host).files?.[0] ?? null;
    const reason = refusal(chosen, attrs.accept, attrs['max-size']);
    return { file: reason ? null : chosen, reason };
  });
  const [file, setFile] = useState<File | null>(initial.file);
  const [refused, setRefused] = useState<InvalidReason | null>(initial.reason);
  // The application's draft said a file was chosen, and no browser keeps one: ask for it again.
  const [chooseAgain, setChooseAgain] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  // The accepted file as the last event told it, to fire nl-change only when it changes.
  const current = useRef<File | null>(initial.file);
  const depth = useRef(0);

  const name = attrs.name || adopted.name;
  const required = attrs.required || adopted.required;
  const maxSize = attrs['max-size'];
  const error = refused ? message(t, refused, attrs.accept, maxSize, lang) : '';
  useLogOnce(host, name ? null : `${tag}: attribute "name" is required (or a name on the <input type="file"> inside)`);

  // The input, before paint and before the listeners below: ours from now on.
  useLayoutEffect(() => {
    const input = fileInput(host);
    input.type = 'file';
    input.id = ids.input;
    input.slot = 'input';
    if (input.parentNode !== host) host.prepend(input);
    if (initial.reason) input.value = '';
  }, [host, ids, initial]);

  useLayoutEffect(() => {
    const input = fileInput(host);
    if (name) input.name = name;
    input.required = required;
    input.accept = attrs.accept.map((ext) => `.${ext}`).join(',');
    const describedBy = [adopted.describedBy, ids.hint, chooseAgain && ids.note, error && ids.error].filter(Boolean).join(' ');
    input.setAttribute('aria-describedby', describedBy);
    if (error) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    input.setCustomValidity(error);
  }, [host, name, required, attrs.accept, adopted.describedBy, ids, error, chooseAgain]);

  /** Checks what the input holds now, renders the result, then fires the events. */
  const check = useEffectEvent(() => {
    const input = fileInput(host);
    const chosen = input.files?.[0] ?? null;
    const reason = refusal(chosen, attrs.accept, maxSize);
    if (reason) input.value = '';
    const accepted = reason ? null : chosen;
    const before = current.current;
    current.current = accepted;
    // Rendered before the events, so that a listener sees the message and the file name.
    flushSync(() => {
      setFile(accepted);
      setRefused(reason);
      if (accepted) setChooseAgain(false);
    });
    if (reason) emit<InvalidDetail>(host, 'nl-invalid', { reason, message: message(t, reason, attrs.accept, maxSize, lang) });
    if (accepted !== before) emit<ChangeDetail | null>(host, 'nl-change', accepted && { name: accepted.name, size: accepted.size, type: accepted.type });
  });

  const focused = useEffectEvent((event: FocusEvent) => {
    setFocusVisible(event.type === 'focus' && fileInput(host).matches(':focus-visible'));
  });

  useLayoutEffect(() => listen(fileInput(host), { change: () => check(), focus: focused, blur: focused }), [host]);

  const drop = useEffectEvent((event: DragEvent) => {
    depth.current = 0;
    setDragging(false);
    const dropped = event.dataTransfer?.files[0];
    if (!dropped) return;
    const transfer = new DataTransfer();
    transfer.items.add(dropped);
    const input = fileInput(host);
    input.files = transfer.files;
    // As a choice in the file chooser: page scripts that listen to the input hear it too.
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });

  // Native listeners: drag events come from light-DOM children too (docs/decisions.md, React event props).
  useEffect(() => {
    const usable = (event: DragEvent) => hasFiles(event) && !fileInput(host).disabled;
    return listen(host, {
      dragenter: (event: DragEvent) => {
        if (!usable(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      },
      dragover: (event: DragEvent) => {
        if (!usable(event)) return;
        event.preventDefault();
        event.dataTransfer!.dropEffect = 'copy';
      },
      dragleave: (event: DragEvent) => {
        if (!hasFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      },
      drop: (event: DragEvent) => {
        if (!usable(event)) return;
        event.preventDefault();
        drop(event);
      },
    });
  }, [host]);

  // A file dropped next to the element would make the browser open it and leave the page.
  useEffect(() => {
    const view = host.ownerDocument.defaultView;
    if (!view) return;
    const guard = (event: DragEvent) => {
      if (event.defaultPrevented || !hasFiles(event)) return;
      const target = event.composedPath()[0];
      if (target instanceof HTMLInputElement && target.type === 'file') return; // another file field takes it
      event.preventDefault();
      if (event.type === 'dragover') event.dataTransfer!.dropEffect = 'none';
    };
    return listen(view as unknown as EventTarget, { dragover: guard, drop: guard });
  }, [host]);

  // Issue 30.1: an input we made, or named, was not a named control when the page was parsed: nameless
  // while the page is saved, so that the browser restores the rest of the form (src/core/form-field.ts).
  // An editor's input that had its name in the markup keeps it.
  useNamesOffWhenSaved(host, () => (adopted.name ? [] : [fileInput(host)]));

  useFormReset(
    host,
    () => fileInput(host),
    () => {
      current.current = null;
      flushSync(() => {
        setFile(null);
        setRefused(null);
        setChooseAgain(false);
      });
    },
  );

  // The application's draft (nl-vacancy-form) keeps only that a file was chosen, never the file or its
  // name. Restored while the input is empty (a browser that restored the file itself needs no note).
  useDraftField(
    host,
    () => (file || chooseAgain ? { file: true } : undefined),
    (data) => {
      const record = draftRecord(data);
      if (record?.file !== true) return false;
      if (!fileInput(host).files?.length) setChooseAgain(true);
      return true;
    },
  );

  function remove() {
    const input = fileInput(host);
    input.value = '';
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    // The remove button is gone now: keep the keyboard where the field is.
    input.focus();
  }

  const hint = t('hint', { types: typeList(attrs.accept, lang), max: formatNumber(maxSize, lang) });
  return (
    <>
      <slot name="label" />
      <div part="dropzone" className="dropzone" data-dragging={dragging ? '' : undefined} data-invalid={error ? '' : undefined}>
        <div className="row">
          <slot name="button" />
          <slot name="input" />
          <span part="drop-hint" className="drop-hint">
            {t('drop')}
          </span>
        </div>
        <slot name="hint" />
        <slot name="note" />
        <div className="status">
          {/* What is announced: the file's name and size, without the Verwijderen button of the row
              (issue 31: the row as live region had "cv.pdf (2 kB) Verwijderen" read out). The row's
              own name and size are hidden from screen readers, which read them here, just before it;
              the button is still described by them (aria-describedby reads hidden text). */}
          <span className="visually-hidden" aria-live="polite">
            {file ? `${file.name} (${fileSize(file.size, lang, t)})` : ''}
          </span>
          {file && (
            <div part="file" className="file">
              <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 2.75h8l4.25 4.25v14.25H6Z M14 2.75V7h4.25" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinejoin="round" />
              </svg>
              <span part="file-name" className="file-name" id="file-name" aria-hidden="true">
                {file.name}
              </span>
              <span part="file-size" className="file-size" id="file-size" aria-hidden="true">
                ({fileSize(file.size, lang, t)})
              </span>
              <button part="remove" type="button" className="remove" aria-describedby="file-name file-size" onClick={remove}>
                {t('remove')}
              </button>
            </div>
          )}
        </div>
      </div>
      <slot name="error" />
      {createPortal(
        <>
          {attrs.label && (
            <label slot="label" htmlFor={ids.input} className="nl-vacancy-upload-label">
              {attrs.label}
            </label>
          )}
          <label slot="button" htmlFor={ids.input} className={`nl-vacancy-upload-button${focusVisible ? ' nl-focus-visible' : ''}`}>
            {t('choose')}
          </label>
          <span slot="hint" id={ids.hint} className="nl-vacancy-upload-hint">
            {hint}
          </span>
          {chooseAgain && !file && (
            <p slot="note" id={ids.note} className="nl-vacancy-upload-note">
              {t('chooseAgain')}
            </p>
          )}
          {error && (
            <p slot="error" id={ids.error} className="nl-error-message" role="alert">
              {error}
            </p>
          )}
        </>,
        host,
      )}
    </>
  );
}
