/**
 * Loading by need (src/core/later.ts): an element deferred until it comes near the viewport is
 * watched by the loader's IntersectionObserver only until its tag's code is defined (issue 38). A
 * tag's code upgrades every element of it at once, so the rest need no watching; left observed, the
 * 1,999 other items of a long accordion made the browser compute their intersections at every frame
 * after each tap.
 */
import { expect } from '@open-wc/testing';
import { defer, start } from '../src/core/later.ts';

describe('loading by need: watching stops at the define', () => {
  it('an element far below is no longer observed once its tag is defined by another element coming near', async () => {
    const unobserve = IntersectionObserver.prototype.unobserve;
    const unobserved: Element[] = [];
    IntersectionObserver.prototype.unobserve = function (this: IntersectionObserver, target: Element) {
      unobserved.push(target);
      return unobserve.call(this, target);
    };
    const spacer = document.createElement('div');
    spacer.style.height = '20000px';
    const tag = 'nl-watched-item';
    const far = document.createElement(tag);
    far.style.display = 'block';
    far.textContent = 'far below';
    document.body.append(spacer, far);
    try {
      start(async () => {}, async () => {});
      defer(far);
      // Two frames: the observer has had its first look, and the element is far away.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(unobserved, 'still watched before the define').to.not.include(far);
      customElements.define(tag, class extends HTMLElement {});
      await customElements.whenDefined(tag);
      await new Promise((resolve) => setTimeout(resolve));
      expect(unobserved).to.include(far);
    } finally {
      IntersectionObserver.prototype.unobserve = unobserve;
      spacer.remove();
      far.remove();
    }
  });
});
