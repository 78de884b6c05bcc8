/**
 * React's listeners on a shadow root wait for the first event that comes near it
 * (src/core/react-listeners.ts, issue 15). These tests fail when a React upgrade renames the private
 * marker this relies on: the roots then get React's ~140 listeners at mount again.
 */
import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { attr } from '../src/core/attributes.ts';
import { defineElement, type ElementProps } from '../src/core/define.tsx';
import { deferring, isAsleep } from '../src/core/react-listeners.ts';
import { upgraded } from './helpers.ts';

function Form({ attrs }: ElementProps<{ label: ReturnType<typeof attr.string> }>) {
  const [typed, setTyped] = useState('');
  const [changed, setChanged] = useState('');
  const [clicks, setClicks] = useState(0);
  const [focused, setFocused] = useState(false);
  const [submitted, setSubmitted] = useState(0);
  const [captured, setCaptured] = useState(0);
  const [doubled, setDoubled] = useState(0);
  return (
    <form
      onClickCapture={() => setCaptured((n) => n + 1)}
      onDoubleClick={() => setDoubled((n) => n + 1)}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted((n) => n + 1);
      }}
    >
      <label>
        {attrs.label}
        <input id="field" value={typed} onChange={(event) => setTyped(event.target.value)} onFocus={() => setFocused(true)} />
      </label>
      <select id="choice" value={changed} onChange={(event) => setChanged(event.target.value)}>
        <option value="">—</option>
        <option value="a">A</option>
      </select>
      <button type="button" id="count" onClick={() => setClicks((n) => n + 1)}>
        {clicks}
      </button>
      <output id="state">{JSON.stringify({ typed, changed, clicks, focused, submitted, captured, doubled })}</output>
    </form>
  );
}
defineElement('nl-test-listeners', Form, { attributes: { label: attr.string({ default: 'Naam' }) } });

/** Listeners added to each shadow root, counted from before the element exists. */
const added = new WeakMap<EventTarget, number>();
const nativeAdd = EventTarget.prototype.addEventListener;
before(() => {
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
    if (this instanceof ShadowRoot) added.set(this, (added.get(this) ?? 0) + 1);
    return nativeAdd.apply(this, args);
  };
});
after(() => {
  EventTarget.prototype.addEventListener = nativeAdd;
});

const root = (el: Element) => el.shadowRoot!;
const state = (el: Element) => JSON.parse(root(el).querySelector('#state')!.textContent!);
const fresh = () => upgraded(html`<nl-test-listeners></nl-test-listeners>`);

describe('React listeners on shadow roots (issue 15)', () => {
  it('this React has the marker: a rendered element has a few watchers, not React’s ~140 listeners', async () => {
    const el = await fresh();
    expect(deferring(), 'React no longer has the private listening marker (src/core/react-listeners.ts)').to.equal(true);
    expect(isAsleep(root(el))).to.equal(true);
    expect(added.get(root(el)) ?? 0).to.be.at.most(12);
  });

  it('a real click wakes the root before the event reaches it, and React handles that first click', async () => {
    const el = await fresh();
    root(el).querySelector<HTMLButtonElement>('#count')!.click();
    await el.updateComplete;
    // Woken from the document, before the click reached the shadow root: React's capture listener saw it too.
    expect(state(el)).to.include({ clicks: 1, captured: 1 });
    expect(isAsleep(root(el))).to.equal(false);
    expect(added.get(root(el))).to.be.greaterThan(100);
    // Woken once: a second click is handled once, not by two sets of listeners.
    root(el).querySelector<HTMLButtonElement>('#count')!.click();
    await el.updateComplete;
    expect(state(el).clicks).to.equal(2);
    // React's root on the shadow root only attached the listeners: it is not left marked as a root.
    expect(Object.keys(root(el)).filter((key) => key.startsWith('__reactContainer$') && (root(el) as unknown as Record<string, unknown>)[key] != null)).to.deep.equal([]);
  });

  it('an event only the document watches (a double click) wakes the root', async () => {
    const el = await fresh();
    root(el).querySelector('#count')!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(state(el).doubled).to.equal(1);
  });

  it('focus and typing reach React (onFocus, onChange) on a sleeping root', async () => {
    const el = await fresh();
    const input = root(el).querySelector<HTMLInputElement>('#field')!;
    input.focus();
    await sendKeys({ type: 'Sam' });
    await el.updateComplete;
    expect(state(el)).to.include({ typed: 'Sam', focused: true });
  });

  it('events a script dispatches without `composed` wake the root: input, change, submit', async () => {
    const el = await fresh();
    const input = root(el).querySelector<HTMLInputElement>('#field')!;
    // As testing-library does: the prototype's setter, so React's value tracker sees a change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Noor');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await el.updateComplete;
    expect(state(el).typed).to.equal('Noor');

    const other = await fresh();
    const select = root(other).querySelector<HTMLSelectElement>('#choice')!;
    select.value = 'a';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await other.updateComplete;
    expect(state(other).changed).to.equal('a');

    const third = await fresh();
    root(third).querySelector('form')!.requestSubmit();
    await third.updateComplete;
    expect(state(third).submitted).to.equal(1);
  });

  it('a root still works after its element is moved', async () => {
    const el = await fresh();
    const box = document.createElement('div');
    document.body.append(box);
    box.append(el);
    await el.updateComplete;
    root(el).querySelector<HTMLButtonElement>('#count')!.click();
    await el.updateComplete;
    expect(state(el).clicks).to.equal(1);
    box.remove();
  });
});
