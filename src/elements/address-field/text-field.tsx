/**
 * nl-address-field: one labelled text input, rendered into the element's light DOM (see
 * address-field.tsx for why). The label and the input each go to a slot of the shadow layout,
 * `{part}-label` and `{part}`; `<label for>` works because both are in the light DOM.
 */
import type { InputHTMLAttributes, Ref } from 'react';

export function TextField({ part, label, id, inputRef, ...input }: { part: string; label: string; id: string; inputRef: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label slot={`${part}-label`} htmlFor={id}>
        {label}
      </label>
      <input ref={inputRef} slot={part} id={id} type="text" {...input} />
    </>
  );
}
