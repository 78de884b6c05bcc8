/**
 * The loader as it ships: dist/nl-components.js (npm test builds before it runs the browser tests).
 * This page has no nl-* tag when the loader starts.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';

const fetched = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith('/dist/'));

type Api = { observer: { publish(n: string, d?: unknown): void; subscribe(n: string, f: (d: unknown) => void, o?: { replay?: boolean }): () => void }; ready: Promise<void>; load(tag: string): Promise<void> };

describe('loader (dist/nl-components.js)', () => {
  let api: Api;

  before(async () => {
    api = (await import(/* @vite-ignore */ `${location.origin}/dist/nl-components.js`)) as Api;
    await api.ready;
  });

  it('fetches nothing but itself and its pre-upgrade CSS on a page without nl-* tags', async () => {
    // The stylesheet's entry appears once it has loaded; then give anything else a moment to show up.
    await waitUntil(() => fetched().includes('/dist/nl-components.css'), 'nl-components.css fetched', { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(fetched().sort()).to.deep.equal(['/dist/nl-components.css', '/dist/nl-components.js']);
  });

  it('links dist/nl-components.css once when the page does not (the rules are not inlined)', async () => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) => l.href.includes('nl-components.css'));
    expect(links.map((l) => new URL(l.href).pathname)).to.deep.equal(['/dist/nl-components.css']);
    expect(links[0]!.parentNode === document.head).to.equal(true);
    // Loaded (on a busy machine it may still be on its way when this test starts).
    await waitUntil(
      () => [...document.styleSheets].some((sheet) => sheet.href?.endsWith('/dist/nl-components.css') && sheet.cssRules.length > 10),
      'dist/nl-components.css applied',
      { timeout: 5000 },
    );
  });

  it('sets Google Consent Mode defaults (all denied) before anything else, and offers consent', () => {
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer;
    const first = layer[0]!;
    expect(Object.prototype.toString.call(first)).to.equal('[object Arguments]');
    expect([first[0], first[1]]).to.deep.equal(['consent', 'default']);
    expect(first[2]).to.deep.equal({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
      wait_for_update: 500,
    });
    const nl = (window as unknown as { nl: { consent: { get(): { decided: boolean }; set: unknown; onChange: unknown; open: unknown } } }).nl;
    expect(nl.consent.get().decided).to.equal(false);
    expect([typeof nl.consent.set, typeof nl.consent.onChange, typeof nl.consent.open]).to.deep.equal(['function', 'function', 'function']);
  });

  it('puts its API on window.nl', () => {
    const nl = (window as unknown as { nl: Api }).nl;
    expect(nl.observer).to.equal(api.observer);
    expect(nl.ready).to.equal(api.ready);
    expect(typeof nl.load).to.equal('function');
  });

  it('loads and defines a tag added after load, and only that tag', async () => {
    await fixture(html`<div><nl-call-us phone="0201234567" label="Bel ons"></nl-call-us></div>`);
    await waitUntil(() => customElements.get('nl-call-us'), 'nl-call-us was not defined', { timeout: 5000 });
    const paths = fetched();
    expect(paths).to.include('/dist/elements/nl-call-us.js');
    expect(paths.filter((p) => p.startsWith('/dist/elements/'))).to.deep.equal(['/dist/elements/nl-call-us.js']);
    const el = document.querySelector('nl-call-us') as HTMLElement & { updateComplete: Promise<void> };
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('tel:0201234567');
  });

  it('finds tags nested in added subtrees', async () => {
    const div = document.createElement('div');
    div.innerHTML = '<section><nl-accordion><nl-accordion-item item-id="x" heading="X">x</nl-accordion-item></nl-accordion></section>';
    document.body.append(div);
    await waitUntil(() => customElements.get('nl-accordion') && customElements.get('nl-accordion-item'), 'not defined', { timeout: 5000 });
    div.remove();
  });

  it('a second copy of the library on the page throws nothing and shares one observer', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const second = (await import(/* @vite-ignore */ `${location.origin}/dist/nl-components.js?copy=2`)) as Api;
    await second.ready;
    expect(second.observer).to.equal(api.observer);
    expect((second as unknown as { consent: unknown }).consent === (api as unknown as { consent: unknown }).consent).to.equal(true);
    const defaults = (window as unknown as { dataLayer: IArguments[] }).dataLayer.filter((entry) => entry[0] === 'consent' && entry[1] === 'default');
    expect(defaults.length, 'Consent Mode defaults sent once').to.equal(1);
    // Elements from the second copy's own chunk URL define nothing twice.
    await import(/* @vite-ignore */ `${location.origin}/dist/elements/nl-call-us.js?copy=2`);
    window.removeEventListener('error', onError);
    expect(errors).to.deep.equal([]);
    const received: unknown[] = [];
    second.observer.subscribe('test.shared', (d) => received.push(d));
    api.observer.publish('test.shared', 1);
    expect(received).to.deep.equal([1]);
  });

  it('reports a tag whose code cannot be loaded, and keeps working', async () => {
    const original = console.error;
    const logged: string[] = [];
    console.error = (...args: unknown[]) => logged.push(args.join(' '));
    try {
      await api.load('nl-not-a-tag'); // unknown tags are ignored, nothing is requested
      expect(fetched().some((p) => p.includes('nl-not-a-tag'))).to.equal(false);
    } finally {
      console.error = original;
    }
    expect(logged).to.deep.equal([]);
  });

  it('openModal loads nl-modal on first use and resolves with the button pressed', async () => {
    const before = fetched();
    expect(before).to.not.include('/dist/elements/nl-modal.js');
    const nl = (window as unknown as { nl: { openModal(o: object): Promise<number | 'dismiss'> } }).nl;
    const result = nl.openModal({ title: 'Via de loader', text: 'Hallo', animation: 'none', buttons: [{ text: 'Sluit' }] });
    await waitUntil(() => document.querySelector('nl-modal')?.shadowRoot?.querySelector('dialog')?.open, 'no dialog', { timeout: 5000 });
    expect(fetched()).to.include('/dist/elements/nl-modal.js');
    document.querySelector<HTMLButtonElement>('nl-modal > button')!.click();
    expect(await result).to.equal(0);
  });
  it('showAlert shows the text at once and loads nl-alert for it', async () => {
    const nl = (window as unknown as { nl: { showAlert(text: string, o?: object): HTMLElement } }).nl;
    const alert = nl.showAlert('<b>Opgeslagen</b>', { type: 'success', duration: 0 });
    expect(alert.localName).to.equal('nl-alert');
    expect(alert.textContent).to.equal('<b>Opgeslagen</b>'); // text, not HTML
    expect(alert.closest('.nl-alerts')).to.exist;
    await waitUntil(() => customElements.get('nl-alert'), 'nl-alert not loaded', { timeout: 5000 });
    expect(fetched()).to.include('/dist/elements/nl-alert.js');
    await (alert as HTMLElement & { updateComplete: Promise<void> }).updateComplete;
    alert.shadowRoot!.querySelector<HTMLButtonElement>('button')!.click();
    await waitUntil(() => !alert.isConnected, 'alert not removed after closing');
  });

  it('custom-elements.json lists exactly the attributes each tag observes', async () => {
    type Manifest = { modules: { declarations: { tagName: string; attributes?: { name: string }[] }[] }[] };
    const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as Manifest;
    const declarations = manifest.modules.flatMap((m) => m.declarations);
    expect(declarations.length).to.be.greaterThan(4);
    const ignore = new Set(['messages', 'lang']); // shared by every tag
    for (const declaration of declarations) {
      await api.load(declaration.tagName);
      const element = customElements.get(declaration.tagName) as unknown as { observedAttributes: string[] };
      const observed = element.observedAttributes.filter((a) => !ignore.has(a)).sort();
      const documented = (declaration.attributes ?? []).map((a) => a.name).filter((a) => !ignore.has(a)).sort();
      expect(documented, declaration.tagName).to.deep.equal(observed);
    }
  });

});
