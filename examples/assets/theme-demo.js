/**
 * /thema.html: tries the design tokens out live. Every control of #thema-form sets one token on
 * :root of this page (document.documentElement.style, CSSOM: allowed under the site's CSP), so every
 * element on the page re-themes at once, the header's and the cookie bar's too. It also
 *   - writes the chosen values as CSS into #thema-css (to copy into a site's stylesheet),
 *   - computes the WCAG contrast of every pair of colours that meets on screen (#thema-contrast) and
 *     says in #thema-samenvatting (a status region) whether all of them reach AA,
 *   - opens a dialog with window.nl.openModal for the [data-theme-modal] button,
 *   - applies presets: the site's own colours (removes what the page set), the library's defaults,
 *     and a dark theme.
 * Nothing is stored: a reload shows the site's colours again.
 */

const root = document.documentElement;
const form = document.getElementById('thema-form');

/** The library's defaults (src/core/tokens.css; the table on this page lists them too). */
const LIBRARY = {
  '--nl-color-primary': '#0b57d0',
  '--nl-color-primary-contrast': '#ffffff',
  '--nl-color-text': '#1b1f24',
  '--nl-color-background': '#ffffff',
  '--nl-color-border': '#767676',
  '--nl-color-danger': '#c5221f',
  '--nl-color-success': '#1a7f37',
  '--nl-font-family': '',
  '--nl-radius': '4px',
  '--nl-space': '16px',
  '--nl-focus-ring': '3px solid #0b57d0',
};

/** Light text on a dark background; every pair at AA or better (the contrast table shows it). */
const DARK = {
  '--nl-color-primary': '#8fd3da',
  '--nl-color-primary-contrast': '#0b2a2e',
  '--nl-color-text': '#f3f6f7',
  '--nl-color-background': '#1b2430',
  '--nl-color-border': '#8a96a3',
  '--nl-color-danger': '#ff9a8f',
  '--nl-color-success': '#7bd88f',
  '--nl-font-family': '',
  '--nl-radius': '8px',
  '--nl-space': '16px',
  '--nl-focus-ring': '3px solid #ffd54a',
};

const TOKENS = Object.keys(LIBRARY);

/** Any CSS colour as #rrggbb (through a canvas), or null when it is not one. */
const canvas = document.createElement('canvas');
canvas.width = canvas.height = 1;
const context = canvas.getContext('2d', { willReadFrequently: true });
function toHex(colour) {
  if (!colour) return null;
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = '#000001';
  context.fillStyle = colour;
  if (context.fillStyle === '#000001' && colour.trim() !== '#000001') return null;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** A length in px (rem counted from the root font size). */
function toPx(length) {
  const match = /^\s*([\d.]+)(px|rem|em)?\s*$/.exec(length ?? '');
  if (!match) return null;
  const value = Number(match[1]);
  return match[2] === 'rem' || match[2] === 'em' ? value * parseFloat(getComputedStyle(root).fontSize) : value;
}

/** What the page uses now: the computed value of each token on :root (the site's, or what was set here). */
function current() {
  const style = getComputedStyle(root);
  return Object.fromEntries(TOKENS.map((name) => [name, style.getPropertyValue(name).trim()]));
}

function focusParts(ring) {
  const parts = (ring || LIBRARY['--nl-focus-ring']).split(/\s+(?![^(]*\))/);
  return { width: toPx(parts[0]) ?? 3, colour: toHex(parts.slice(2).join(' ')) ?? toHex(current()['--nl-color-primary']) };
}

/** Shows the current values in the controls. */
function showValues() {
  const values = current();
  for (const control of form.querySelectorAll('[data-token]')) {
    const value = values[control.dataset.token];
    if (control.type === 'color') control.value = toHex(value) ?? toHex(LIBRARY[control.dataset.token]);
    else if (control.type === 'range') control.value = String(Math.round(toPx(value) ?? toPx(LIBRARY[control.dataset.token])));
    else if (control.localName === 'select') {
      const option = [...control.options].find((o) => o.value === value);
      control.value = option ? option.value : '';
    }
  }
  const focus = focusParts(values['--nl-focus-ring']);
  form.querySelector('[data-focus="color"]').value = focus.colour;
  form.querySelector('[data-focus="width"]').value = String(focus.width);
  showOutputs();
}

function showOutputs() {
  for (const output of form.querySelectorAll('output')) {
    const control = document.getElementById(output.htmlFor.value);
    output.textContent = `${control.value} px`;
  }
}

/** Sets the token of one control on :root. */
function apply(control) {
  if (control.dataset.focus) {
    const colour = form.querySelector('[data-focus="color"]').value;
    const width = form.querySelector('[data-focus="width"]').value;
    root.style.setProperty('--nl-focus-ring', `${width}px solid ${colour}`);
    return;
  }
  const name = control.dataset.token;
  if (!name) return;
  const value = control.dataset.unit ? `${control.value}${control.dataset.unit}` : control.value;
  if (value) root.style.setProperty(name, value);
  else root.style.removeProperty(name);
}

function preset(values) {
  for (const name of TOKENS) {
    const value = values?.[name];
    if (value) root.style.setProperty(name, value);
    else root.style.removeProperty(name);
  }
}

/* ---------------------------------------------------------------- contrast */

function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function ratio(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

// The page's language: the English page (/en/thema.html, issue 18.4) gets English texts.
const EN = document.documentElement.lang.startsWith('en');
const T = EN
  ? {
      pairs: ['Text on primary (buttons)', 'Text on background', 'Links and accents on background', 'Error on background', 'Success on background', 'Field border on background', 'Focus ring on background'],
      yes: (needed) => `yes (${needed}:1 needed)`,
      no: (needed) => `no: ${needed}:1 needed`,
      failing: (list) => `Not everything passes AA: ${list}.`,
      passing: 'All combinations pass WCAG AA.',
      modal: { title: 'This is what a dialog looks like', text: 'The buttons, the corners and the icon follow the tokens.', cancel: 'Cancel', ok: 'OK' },
    }
  : {
      pairs: ['Tekst op primair (knoppen)', 'Tekst op achtergrond', 'Links en accenten op achtergrond', 'Foutmelding op achtergrond', 'Gelukt op achtergrond', 'Rand van velden op achtergrond', 'Focusrand op achtergrond'],
      yes: (needed) => `ja (${needed}:1 nodig)`,
      no: (needed) => `nee: ${needed}:1 nodig`,
      failing: (list) => `Niet alles haalt AA: ${list}.`,
      passing: 'Alle combinaties halen WCAG AA.',
      modal: { title: 'Zo ziet een dialoog eruit', text: 'De knoppen, de hoeken en het icoon volgen de tokens.', cancel: 'Annuleren', ok: 'Akkoord' },
    };

const PAIRS = [
  ['--nl-color-primary-contrast', '--nl-color-primary', 4.5],
  ['--nl-color-text', '--nl-color-background', 4.5],
  ['--nl-color-primary', '--nl-color-background', 4.5],
  ['--nl-color-danger', '--nl-color-background', 4.5],
  ['--nl-color-success', '--nl-color-background', 4.5],
  ['--nl-color-border', '--nl-color-background', 3],
  ['focus', '--nl-color-background', 3],
].map((pair, index) => [T.pairs[index], ...pair]);

// `4,5` (nl), `4.5` (en), written out: a page's first Intl object costs 70–180 ms in one task on a
// phone (docs/performance.md).
const number = { format: (value) => (EN ? value.toFixed(1) : value.toFixed(1).replace('.', ',')) };

function showContrast() {
  const values = current();
  const colour = (name) => (name === 'focus' ? focusParts(values['--nl-focus-ring']).colour : toHex(values[name]) ?? toHex(LIBRARY[name]));
  const body = document.getElementById('thema-contrast');
  const failing = [];
  body.replaceChildren(
    ...PAIRS.map(([label, fg, bg, minimum]) => {
      const value = ratio(colour(fg), colour(bg));
      const ok = value >= minimum;
      if (!ok) failing.push(label.toLowerCase());
      const row = document.createElement('tr');
      const head = document.createElement('th');
      head.scope = 'row';
      head.textContent = label;
      const figure = document.createElement('td');
      figure.textContent = `${number.format(Math.floor(value * 10) / 10)}:1`;
      const verdict = document.createElement('td');
      const needed = minimum === 3 ? '3' : EN ? '4.5' : '4,5';
      verdict.textContent = ok ? T.yes(needed) : T.no(needed);
      verdict.className = ok ? 'theme-contrast--ok' : 'theme-contrast--fail';
      row.append(head, figure, verdict);
      return row;
    }),
  );
  document.getElementById('thema-samenvatting').textContent = failing.length ? T.failing(failing.join(', ')) : T.passing;
}

/* ---------------------------------------------------------------- the CSS to copy */

function showCss() {
  const values = current();
  const lines = TOKENS.filter((name) => values[name]).map((name) => `  ${name}: ${values[name]};`);
  document.getElementById('thema-css').textContent = `:root {\n${lines.join('\n')}\n}`;
}

function refresh() {
  showOutputs();
  showContrast();
  showCss();
}

form.addEventListener('input', (event) => {
  apply(event.target);
  refresh();
});
form.addEventListener('submit', (event) => event.preventDefault());
document.addEventListener('click', (event) => {
  const button = event.target.closest?.('[data-theme-preset], [data-theme-modal]');
  if (!button) return;
  if (button.dataset.themeModal !== undefined) {
    window.nl?.openModal({
      type: 'confirm',
      title: T.modal.title,
      text: T.modal.text,
      buttons: [{ text: T.modal.cancel }, { text: T.modal.ok }],
    });
    return;
  }
  const name = button.dataset.themePreset;
  preset(name === 'library' ? LIBRARY : name === 'dark' ? DARK : null);
  showValues();
  refresh();
});

showValues();
refresh();
