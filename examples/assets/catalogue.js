/**
 * Catalogue page: renders /dist/custom-elements.json (Custom Elements Manifest, schema 2.0.0) as
 * one section per tag: summary, attributes, events, slots, CSS parts and CSS custom properties.
 *
 * Every text from the manifest goes into the page through textContent, never innerHTML, so a
 * description holding markup cannot inject anything (and the page keeps working under a strict
 * CSP: default-src 'self').
 */

const container = document.getElementById('catalogus');
const MANIFEST_URL = container?.dataset.manifest || '/dist/custom-elements.json';

// The page's language: the English catalogue (/en/catalogus.html, issue 18.4) gets English texts
// and links to the English demo pages (/en/elements/…).
const EN = document.documentElement.lang.startsWith('en');
const T = EN
  ? {
      none: (title) => `No ${title.toLowerCase()}.`,
      tableOf: (title, tag) => `${title} of ${tag}`,
      noSummary: 'No summary.',
      examples: (tag) => `See the examples of ${tag}`,
      attributes: 'Attributes',
      methods: 'Methods',
      cssProperties: 'CSS properties',
      name: 'Name',
      default: 'Default',
      description: 'Description',
      call: 'Call',
      defaultSlot: '(default slot)',
      found: (n, version) => `${n} ${n === 1 ? 'element' : 'elements'} found${version ? ` (manifest schema ${version})` : ''}.`,
      all: 'All elements',
      failed: 'The catalogue could not be loaded.',
      made: ['The manifest is made by ', ' and is then at ', '. Start the example site with ', ' and reload this page.'],
      offline: 'There is no connection to the server.',
      status: (status) => `The server answered ${status}.`,
      invalid: (url) => `${url} is not valid JSON.`,
      empty: 'The manifest holds no elements with a tagName.',
    }
  : {
      none: (title) => `Geen ${title.toLowerCase()}.`,
      tableOf: (title, tag) => `${title} van ${tag}`,
      noSummary: 'Geen samenvatting.',
      examples: (tag) => `Voorbeelden van ${tag} bekijken`,
      attributes: 'Attributen',
      methods: 'Methoden',
      cssProperties: 'CSS-eigenschappen',
      name: 'Naam',
      default: 'Standaard',
      description: 'Beschrijving',
      call: 'Aanroep',
      defaultSlot: '(standaard-slot)',
      found: (n, version) => `${n} ${n === 1 ? 'element' : 'elementen'} gevonden${version ? ` (manifest schema ${version})` : ''}.`,
      all: 'Alle elementen',
      failed: 'De catalogus kon niet worden geladen.',
      made: ['Het manifest wordt gemaakt door ', ' en staat daarna op ', '. Start de voorbeeldsite met ', ' en laad deze pagina opnieuw.'],
      offline: 'Er is geen verbinding met de server.',
      status: (status) => `De server antwoordde met ${status}.`,
      invalid: (url) => `${url} is geen geldige JSON.`,
      empty: 'Het manifest bevat geen elementen met een tagName.',
    };

/**
 * Tags that have a demo page under /elements/. A tag not listed here is shown without a link, so
 * the catalogue never links to a page that does not exist. Add a tag when its demo page is made.
 */
const DEMO_PAGES = {
  'nl-accordion': '/elements/nl-accordion.html',
  'nl-accordion-item': '/elements/nl-accordion.html',
  'nl-search': '/elements/nl-search.html',
  'nl-share-links': '/elements/nl-share-links.html',
  'nl-call-us': '/elements/nl-call-us.html',
  'nl-modal': '/elements/nl-modal.html',
  'nl-alert': '/elements/nl-alert.html',
  'nl-spinner': '/elements/nl-spinner.html',
  'nl-iframe-modal': '/elements/nl-iframe-modal.html',
  'nl-tooltip': '/elements/nl-tooltip.html',
  'nl-address-field': '/elements/nl-address-field.html',
  'nl-date-picker': '/elements/nl-date-picker.html',
  'nl-vacancy-upload': '/elements/nl-vacancy-upload.html',
  'nl-vacancy-form': '/elements/nl-vacancy-form.html',
  'nl-confirm-button': '/elements/nl-confirm-button.html',
  'nl-recruitment-loader': '/elements/nl-recruitment-loader.html',
  'nl-cookie-bar': '/elements/nl-cookie-bar.html',
  'nl-cookie-table': '/elements/nl-cookie-table.html',
  'nl-notification': '/elements/nl-notification.html',
  'nl-slider': '/elements/nl-slider.html',
  'nl-video': '/elements/nl-video.html',
  'nl-bg-image': '/elements/nl-bg-image.html',
  'nl-map': '/elements/nl-map.html',
  'nl-main-menu': '/elements/nl-main-menu.html',
  'nl-tracking': '/elements/nl-tracking.html',
  'nl-faq-feedback': '/elements/nl-faq-feedback.html',
  'nl-monitoring': '/elements/nl-monitoring.html',
};

/** el('p', {className: 'x'}, 'text', child) */
function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null) continue;
    if (key in node && typeof value !== 'string') node[key] = value;
    else if (key === 'className') node.className = value;
    else node.setAttribute(key, String(value));
  }
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}

const text = (value) => (typeof value === 'string' ? value.trim() : '');
const code = (value) => el('code', {}, value);

/**
 * Manifest descriptions are Markdown-ish; only `inline code` is rendered (as <code>), the rest
 * stays plain text. Returns '' for an empty value, so the table shows a dash.
 */
function rich(value) {
  const source = text(value);
  if (!source) return '';
  const fragment = document.createDocumentFragment();
  const pieces = source.split('`');
  pieces.forEach((piece, index) => {
    if (!piece) return;
    // Odd pieces sit between two backticks; after an unmatched last backtick the text stays plain.
    const quoted = index % 2 === 1 && index < pieces.length - 1;
    fragment.append(quoted ? code(piece) : document.createTextNode(index % 2 === 1 ? `\`${piece}` : piece));
  });
  return fragment;
}
const richOf = (item) => rich(text(item.description) || text(item.summary));

/** All custom-element declarations, one per tag (the first wins), sorted by tag name. */
function collectElements(manifest) {
  const byTag = new Map();
  const modules = Array.isArray(manifest?.modules) ? manifest.modules : [];
  for (const module of modules) {
    const declarations = Array.isArray(module?.declarations) ? module.declarations : [];
    for (const declaration of declarations) {
      const tag = text(declaration?.tagName);
      if (tag && !byTag.has(tag)) byTag.set(tag, declaration);
    }
  }
  return [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([tag, declaration]) => ({ tag, declaration }));
}

/**
 * A table with a caption, in a horizontally scrollable region (focusable, so keyboard users can
 * scroll it too). columns: [{label, cell(row) -> string | Node}]
 */
function table(caption, columns, rows) {
  const head = el('tr', {}, ...columns.map((column) => el('th', { scope: 'col' }, column.label)));
  const body = rows.map((row) =>
    el(
      'tr',
      {},
      ...columns.map((column, index) => {
        const value = column.cell(row);
        const content = value === '' || value === undefined || value === null ? '—' : value;
        return index === 0 ? el('th', { scope: 'row' }, content) : el('td', {}, content);
      }),
    ),
  );
  return el(
    'div',
    { className: 'table-scroll', role: 'region', 'aria-label': caption, tabindex: '0' },
    el('table', {}, el('caption', {}, caption), el('thead', {}, head), el('tbody', {}, ...body)),
  );
}

function list(value) {
  return Array.isArray(value) ? value.filter((item) => item && typeof item === 'object') : [];
}

function typeText(item) {
  return text(item?.type?.text);
}

/** One block (heading + table, or a "none" line) for a list from the declaration. */
function part(title, tag, items, columns) {
  const wrapper = el('div', { className: 'catalogue__part' }, el('h3', {}, title));
  if (items.length === 0) {
    wrapper.append(el('p', { className: 'catalogue__none' }, T.none(title)));
  } else {
    wrapper.append(table(T.tableOf(title, tag), columns, items));
  }
  return wrapper;
}

function renderElement({ tag, declaration }) {
  const id = `tag-${tag}`;
  const href = DEMO_PAGES[tag] && (EN ? `/en${DEMO_PAGES[tag]}` : DEMO_PAGES[tag]);
  const name = href ? el('a', { href }, code(tag)) : code(tag);
  const heading = el('h2', { id: `${id}-titel` }, name);
  const summary = text(declaration.summary) || text(declaration.description);

  const section = el(
    'section',
    { className: 'catalogue__element', id, 'aria-labelledby': `${id}-titel` },
    heading,
    el('p', { className: summary ? 'catalogue__summary' : 'catalogue__summary catalogue__none' }, summary ? rich(summary) : T.noSummary),
  );
  if (href) {
    section.append(el('p', {}, el('a', { href }, T.examples(tag))));
  }

  section.append(
    part(T.attributes, tag, list(declaration.attributes), [
      { label: T.name, cell: (a) => code(text(a.name)) },
      { label: 'Type', cell: (a) => (typeText(a) ? code(typeText(a)) : '') },
      { label: T.default, cell: (a) => (text(a.default) ? code(text(a.default)) : '') },
      { label: T.description, cell: richOf },
    ]),
    part('Events', tag, list(declaration.events), [
      { label: T.name, cell: (e) => code(text(e.name)) },
      { label: 'Type', cell: (e) => (typeText(e) ? code(typeText(e)) : '') },
      { label: T.description, cell: richOf },
    ]),
    part('Slots', tag, list(declaration.slots), [
      { label: T.name, cell: (s) => (text(s.name) ? code(text(s.name)) : T.defaultSlot) },
      { label: T.description, cell: richOf },
    ]),
    part('Parts', tag, list(declaration.cssParts), [
      { label: T.name, cell: (p) => code(text(p.name)) },
      { label: T.description, cell: richOf },
    ]),
  );

  // Methods with their signatures (the manifest's `parameters` and `return`, issue 17.3).
  const methods = list(declaration.members).filter((m) => m?.kind === 'method');
  if (methods.length > 0) {
    const signature = (m) =>
      `${text(m.name)}(${list(m.parameters)
        .map((p) => `${p.rest ? '...' : ''}${text(p.name)}${p.optional ? '?' : ''}${text(p.type?.text) ? `: ${text(p.type.text)}` : ''}`)
        .join(', ')})${text(m.return?.type?.text) ? `: ${text(m.return.type.text)}` : ''}`;
    section.append(
      part(T.methods, tag, methods, [
        { label: T.call, cell: (m) => code(signature(m)) },
        { label: T.description, cell: richOf },
      ]),
    );
  }

  // Not asked for by every manifest, but the theming reference editors need most.
  const properties = list(declaration.cssProperties);
  if (properties.length > 0) {
    section.append(
      part(T.cssProperties, tag, properties, [
        { label: T.name, cell: (p) => code(text(p.name)) },
        { label: T.default, cell: (p) => (text(p.default) ? code(text(p.default)) : '') },
        { label: T.description, cell: richOf },
      ]),
    );
  }
  return section;
}

function renderCatalogue(elements, manifest) {
  const fragment = document.createDocumentFragment();
  const version = text(manifest?.schemaVersion);
  fragment.append(
    el(
      'p',
      { className: 'catalogue__status', role: 'status' },
      T.found(elements.length, version),
    ),
  );
  const toc = el(
    'nav',
    { className: 'catalogue__toc', 'aria-labelledby': 'catalogus-inhoud' },
    el('h2', { id: 'catalogus-inhoud' }, T.all),
    el('ul', {}, ...elements.map(({ tag }) => el('li', {}, el('a', { href: `#tag-${tag}` }, code(tag))))),
  );
  fragment.append(toc, ...elements.map(renderElement));
  return fragment;
}

function renderError(message) {
  return el(
    'div',
    { className: 'notice notice--error', role: 'alert' },
    el('p', {}, el('strong', {}, T.failed), ` ${message}`),
    el(
      'p',
      {},
      T.made[0],
      code('npm run build'),
      T.made[1],
      el('a', { href: MANIFEST_URL }, MANIFEST_URL),
      T.made[2],
      code('npm start'),
      T.made[3],
    ),
  );
}

async function main() {
  if (!container) return;
  let content;
  try {
    let response;
    try {
      response = await fetch(MANIFEST_URL, { headers: { Accept: 'application/json' } });
    } catch {
      throw new Error(T.offline);
    }
    if (!response.ok) throw new Error(T.status(`${response.status} ${response.statusText}`.trim()));
    let manifest;
    try {
      manifest = await response.json();
    } catch {
      throw new Error(T.invalid(MANIFEST_URL));
    }
    const elements = collectElements(manifest);
    if (elements.length === 0) throw new Error(T.empty);
    content = renderCatalogue(elements, manifest);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`catalogus: ${MANIFEST_URL} kon niet worden geladen (${message})`);
    content = renderError(message);
  }
  container.replaceChildren(content);
  // A link such as /catalogus.html#tag-nl-search points at a section that exists only now.
  const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  target?.scrollIntoView();
}

main();
