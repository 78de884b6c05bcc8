/**
 * The page's publish/subscribe channel (`window.nl.observer`), shared by every copy of the library.
 * Tags load lazily, so a CMS script may publish before the subscribing tag's code has arrived
 * (`components.spinner.show` right at page load): the observer keeps the last 50 events per name,
 * and `subscribe(name, fn, { replay: true })` hands them to a late subscriber first.
 * A subscriber that throws is logged and does not stop the others.
 */
import { singleton } from './global.ts';

export type Listener<T = unknown> = (detail: T, name: string) => void;

export interface Observer {
  publish<T = unknown>(name: string, detail?: T): void;
  subscribe<T = unknown>(name: string, fn: Listener<T>, options?: { replay?: boolean }): () => void;
}

const HISTORY = 50;

function createObserver(): Observer {
  const listeners = new Map<string, Set<Listener>>();
  const history = new Map<string, unknown[]>();
  const call = (fn: Listener, detail: unknown, name: string) => {
    try {
      fn(detail, name);
    } catch (error) {
      console.error(`nl observer: a subscriber of "${name}" threw`, error);
    }
  };
  return {
    publish(name, detail) {
      if (typeof name !== 'string' || !name) {
        console.error('nl observer: publish(name) needs a non-empty string name');
        return;
      }
      const past = history.get(name) ?? [];
      past.push(detail);
      if (past.length > HISTORY) past.shift();
      history.set(name, past);
      for (const fn of [...(listeners.get(name) ?? [])]) call(fn, detail, name);
    },
    subscribe(name, fn, options = {}) {
      if (typeof fn !== 'function') {
        console.error(`nl observer: subscribe("${name}", fn) needs a function`);
        return () => {};
      }
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      const listener = fn as Listener;
      set.add(listener);
      if (options.replay) for (const detail of history.get(name) ?? []) call(listener, detail, name);
      return () => {
        set.delete(listener);
      };
    },
  };
}

export const observer: Observer = singleton('observer', createObserver);
