import { fixture } from '@open-wc/testing';
import type { TemplateResult } from 'lit-html';
import type { NlElement } from '../src/core/define.tsx';

/** Renders a fixture and waits until its element (and nl-* descendants) have rendered. */
export async function upgraded<T extends NlElement = NlElement>(template: TemplateResult): Promise<T> {
  const el = await fixture<T>(template);
  await settle(el);
  return el;
}

/** Waits until el and every nl-* element inside it is defined and has committed. */
export async function settle(root: Element): Promise<void> {
  const all = [root, ...root.querySelectorAll('*')].filter((e) => e.localName.startsWith('nl-'));
  await Promise.all(all.map((e) => customElements.whenDefined(e.localName)));
  await Promise.all(all.map((e) => (e as NlElement).updateComplete));
}

/** Runs fn and returns what it logged with console.error (as strings), without printing it. */
export async function errorsDuring(fn: () => unknown | Promise<unknown>): Promise<string[]> {
  const original = console.error;
  const logged: string[] = [];
  console.error = (...args: unknown[]) => {
    logged.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  };
  try {
    await fn();
  } finally {
    console.error = original;
  }
  return logged;
}
