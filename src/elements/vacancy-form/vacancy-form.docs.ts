// nl-vacancy-form: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "Wraps a vacancy's application `<form>`: tag-manager events per step and on submit, the page marker `data-vacancy-form`, and a read-only e-mail field that must not be empty. The form stays the editor's own light DOM and submits as without the element. Pushes `{event: \"trackEvent\", category: \"Vacature\", action: vacancy-title or vacancy-id, label}` once per page load and label: the step's label when it renders (`Form page visit`, `Email form page visit`, `Form submitted`, `Already applied`, `Email is known`), and `Form submitted` when the form is sent. Every `input[type=email]` in the form is read-only (except in step `email`, where the address is typed); sent empty, it shows `Vul een e-mailadres in` (class `nl-error-message`), becomes editable and invalid (custom validity), and the submit is stopped. Errors as GOV.UK shows them: the form is `novalidate` and the element validates (constraint validation: `required`, `type=email`, `pattern`, `min`/`max`, and the custom validity of nl-address-field, nl-date-picker, nl-vacancy-upload). A submit with errors is cancelled and shows an error summary above the form (`.nl-error-summary`, heading `Er is een probleem` / `There is a problem`, one link `#<field id>` per field, focus moved to it) and the same message at each field (`.nl-error-message`, `aria-describedby`, `aria-invalid=\"true\"`); they clear as the fields are fixed. Texts: the field's `data-error-<kind>`/`data-error`, its custom validity, the catalogue, the browser's. Fields that are not required get ` (optioneel)` / ` (optional)` after their label (`.nl-optional`). A `formnovalidate` button sends unchecked; `data-nl-validation=\"off\"` on the form turns it all off. An overview page carries `data-vacancy-overview` itself (see the README). A draft of the form's fields is kept in sessionStorage (`nl-vacancy-form:draft:{vacancy-id}:{form id or action}`) and restored after Back (a failed submit) and reload, ours (address, date) through their own state; never files, passwords, hidden inputs or `data-nl-draft=\"off\"` fields. Deleted at step `submitted`, on reset and 30 minutes after the last change. A chosen file cannot be restored: the field asks for it again (`fileAgain`).",
  attributes: {
    'vacancy-id': {
      description: "The vacancy's id: the event's action when there is no title, and the value of `data-vacancy-form`.",
    },
    'vacancy-title': {
      description: "The vacancy's title: the event's action.",
    },
    step: {
      description: 'Which page of the application flow this is; its label is pushed when the element renders.',
    },
    messages: {
      description: 'Text overrides, any key of the catalogue: `{"emailRequired": "…", "fileAgain": "…", "errorSummary": "…", "optional": "…", "required": "Vul je %{label} in", …}`.',
    },
  },
  slots: {
    '': 'The application `<form>`.',
  },
  cssProperties: {
    '--nl-vacancy-form-error-color': {
      description: "The error summary's border colour (default: `--nl-color-danger`).",
    },
  },
  pages: ['vacature.html#solliciteren', 'embed/sollicitatie.html'],
};
