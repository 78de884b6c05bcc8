// The builders of /bouwers.html (issue 14.6): forms that write nl-map's `config` and nl-tracking's
// `forms` for the editor, so that no JSON is typed by hand. The fields come from the library's JSON
// Schemas (/dist/schemas/), the result is checked with the HTML checker (dist/checker/checker.js),
// and the map is shown live beside the form.
// The page's language: the English page (/en/bouwers.html, issue 18.4) gets English texts.
const EN = document.documentElement.lang.startsWith('en');
const LABELS = EN
  ? {
      name: 'Name',
      address: 'Address',
      zipcode: 'Postcode',
      city: 'City',
      type: 'Marker type',
      lat: 'Latitude (lat)',
      lng: 'Longitude (lng)',
      url: 'Icon (address of the image)',
      size: 'Size in px (width, height)',
      origin: 'Position in a sprite in px (x, y)',
      anchor: 'Anchor point in px (x, y)',
      scaledSize: 'Drawn at in px (width, height)',
      email: 'Email address',
      first_name: 'First name',
      last_name: 'Last name',
      phone_number: 'Phone number',
      street: 'Street',
      postal_code: 'Postcode',
      country: 'Country',
    }
  : {
      name: 'Naam',
      address: 'Adres',
      zipcode: 'Postcode',
      city: 'Plaats',
      type: 'Soort marker',
      lat: 'Breedtegraad (lat)',
      lng: 'Lengtegraad (lng)',
      url: 'Icoon (adres van de afbeelding)',
      size: 'Grootte in px (breedte, hoogte)',
      origin: 'Plaats in een sprite in px (x, y)',
      anchor: 'Ankerpunt in px (x, y)',
      scaledSize: 'Getekend op in px (breedte, hoogte)',
      email: 'E-mailadres',
      first_name: 'Voornaam',
      last_name: 'Achternaam',
      phone_number: 'Telefoonnummer',
      street: 'Straat',
      postal_code: 'Postcode',
      country: 'Land',
    };
const TEXTS = EN
  ? {
      events: { contact_submit: 'contact_submit: contact form', call_back: 'call_back: call-back request' },
      firstLocation: 'Voorbeeld Groep head office',
      remove: (legend) => `Remove ${legend}`,
      notYet: 'Not right yet: ',
      valid: 'The tag is right: the checker finds nothing.',
      location: 'Branch',
      required: ' (required)',
      range: (min, max) => `From ${min} to ${max}.`,
      kind: 'Type',
      kindName: 'Name of the type (as on the branch, or default)',
      first: 'first',
      second: 'second',
      form: 'Form',
      formId: 'Id of the form (required)',
      formIdHint: 'The id of the <form> element.',
      event: 'Event when it is sent',
      userData: 'Fields for user_data (the id of each field; empty = not sent)',
      missingId: 'Not right yet: fill in the id of each form.',
      failed: 'The builder could not load (the JSON Schemas or the checker did not arrive). Reload the page to try again.',
    }
  : {
      events: { contact_submit: 'contact_submit: contactformulier', call_back: 'call_back: terugbelverzoek' },
      firstLocation: 'Voorbeeld Groep hoofdkantoor',
      remove: (legend) => `${legend} verwijderen`,
      notYet: 'Nog niet goed: ',
      valid: 'De tag klopt: de controle vindt niets.',
      location: 'Vestiging',
      required: ' (verplicht)',
      range: (min, max) => `Van ${min} tot ${max}.`,
      kind: 'Soort',
      kindName: 'Naam van de soort (zoals bij de vestiging, of default)',
      first: 'eerste',
      second: 'tweede',
      form: 'Formulier',
      formId: 'Id van het formulier (verplicht)',
      formIdHint: 'Het id van het <form>-element.',
      event: 'Event als het verstuurd is',
      userData: 'Velden voor user_data (het id van elk veld; leeg = niet meesturen)',
      missingId: 'Nog niet goed: vul bij elk formulier het id in.',
      failed: 'De bouwer kon niet laden (de JSON Schemas of de controle kwamen niet aan). Laad de pagina opnieuw om het nog eens te proberen.',
    };
const EVENTS = TEXTS.events;
const FIRST_LOCATION = { name: TEXTS.firstLocation, address: 'Catharijnesingel 48', zipcode: '3511 GC', city: 'Utrecht', type: '', lat: '52.0893', lng: '5.1121' };

let uid = 0;
const id = (prefix) => `${prefix}-${++uid}`;

function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined && value !== false) element.setAttribute(name, value === true ? '' : value);
  element.append(...children);
  return element;
}

function field(label, attributes, hint) {
  const input = el('input', { id: id('veld'), ...attributes });
  const wrapper = el('div', { class: 'form-field' }, el('label', { for: input.id }, label), input);
  if (hint) {
    const hintId = `${input.id}-hint`;
    input.setAttribute('aria-describedby', hintId);
    wrapper.append(el('p', { class: 'form-field__hint', id: hintId }, hint));
  }
  return wrapper;
}

/** A removable group (one location, marker type or form) with a legend. */
function group(legend, onRemove) {
  const set = el('fieldset', { class: 'builder__item' }, el('legend', {}, legend));
  const remove = el('button', { type: 'button', class: 'button button--secondary builder__remove' }, TEXTS.remove(legend));
  remove.addEventListener('click', () => {
    set.remove();
    onRemove();
  });
  return { set, remove };
}

/** `'` and `&` escaped for a single-quoted attribute value. */
const attribute = (text) => text.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

const value = (root, name) => root.querySelector(`[name="${name}"]`)?.value.trim() ?? '';
const number = (text) => (text === '' ? undefined : Number(text.replace(',', '.')));

function showProblems(status, problems) {
  status.replaceChildren(
    problems.length
      ? `${TEXTS.notYet}${problems.map((p) => p.message.replace(/^attribute "[^"]+" /, '')).join('; ')}`
      : TEXTS.valid,
  );
}

async function mapBuilder(schema, checker) {
  const form = document.getElementById('kaart-form');
  const locations = document.getElementById('kaart-locaties');
  const markers = document.getElementById('kaart-markers');
  const live = document.getElementById('kaart-live');
  const snippet = document.getElementById('kaart-snippet');
  const status = document.getElementById('kaart-status');
  const poi = schema.properties.pois.items;
  const icon = schema.properties.markers.additionalProperties;

  // Eager: on a phone the preview is below the form, and the builder is shown once it has drawn.
  const map = el('nl-map', { loading: 'eager' });
  live.append(map);

  function addLocation(values = {}) {
    const { set, remove } = group(`${TEXTS.location} ${locations.children.length + 1}`, update);
    for (const [key, property] of Object.entries(poi.properties)) {
      const required = poi.required?.includes(key);
      if (property.type === 'object') {
        for (const [inner, sub] of Object.entries(property.properties)) {
          set.append(field(`${LABELS[inner] ?? inner}${required ? TEXTS.required : ''}`, { name: `${key}.${inner}`, inputmode: 'decimal', value: values[inner] ?? '', required, min: sub.minimum, max: sub.maximum }, TEXTS.range(sub.minimum, sub.maximum)));
        }
      } else {
        set.append(field(`${LABELS[key] ?? key}${required ? TEXTS.required : ''}`, { name: key, value: values[key] ?? '', required }));
      }
    }
    set.append(remove);
    locations.append(set);
  }

  function addMarker() {
    const { set, remove } = group(`${TEXTS.kind} ${markers.children.length + 1}`, update);
    set.append(field(TEXTS.kindName, { name: 'marker-type', value: markers.children.length ? '' : 'default' }));
    for (const [key, property] of Object.entries(icon.properties)) {
      if (property.type === 'array') {
        const row = el('div', { class: 'builder__pair' });
        row.append(field(`${LABELS[key] ?? key}: ${TEXTS.first}`, { name: `${key}.0`, inputmode: 'numeric' }), field(`${LABELS[key] ?? key}: ${TEXTS.second}`, { name: `${key}.1`, inputmode: 'numeric' }));
        set.append(row);
      } else set.append(field(LABELS[key] ?? key, { name: key, value: key === 'url' ? '/assets/marker-vestiging.svg' : '' }));
    }
    set.append(remove);
    markers.append(set);
  }

  function config() {
    const result = { api_key: value(form, 'api_key'), pois: [] };
    for (const set of locations.children) {
      const item = {};
      for (const key of Object.keys(poi.properties)) {
        if (poi.properties[key].type === 'object') {
          item[key] = Object.fromEntries(Object.keys(poi.properties[key].properties).map((inner) => [inner, number(value(set, `${key}.${inner}`))]));
        } else if (value(set, key) || poi.required?.includes(key)) item[key] = value(set, key);
      }
      result.pois.push(item);
    }
    const icons = {};
    for (const set of markers.children) {
      const type = value(set, 'marker-type');
      if (!type) continue;
      const entry = {};
      for (const [key, property] of Object.entries(icon.properties)) {
        if (property.type === 'array') {
          const pair = [number(value(set, `${key}.0`)), number(value(set, `${key}.1`))];
          if (pair.every((n) => n !== undefined)) entry[key] = pair;
        } else if (value(set, key)) entry[key] = value(set, key);
      }
      icons[type] = entry;
    }
    if (Object.keys(icons).length) result.markers = icons;
    const zoom = number(value(form, 'zoom'));
    if (zoom !== undefined) result.zoom = zoom;
    return result;
  }

  function update() {
    const json = JSON.stringify(config(), null, 2);
    const html = `<nl-map config='${attribute(json)}'></nl-map>`;
    snippet.textContent = html;
    const problems = checker.check(html);
    showProblems(status, problems);
    // The live map gets only a valid config: a half-typed one would be a console error per key.
    if (!problems.length) map.setAttribute('config', json);
  }

  form.addEventListener('input', update);
  document.getElementById('kaart-locatie-erbij').addEventListener('click', () => {
    addLocation();
    update();
    locations.lastElementChild.querySelector('input').focus();
  });
  document.getElementById('kaart-marker-erbij').addEventListener('click', () => {
    addMarker();
    update();
    markers.lastElementChild.querySelector('input').focus();
  });
  addLocation(FIRST_LOCATION);
  update();
  return map;
}

async function trackingBuilder(schema, checker) {
  const form = document.getElementById('meting-form');
  const list = document.getElementById('meting-formulieren');
  const snippet = document.getElementById('meting-snippet');
  const status = document.getElementById('meting-status');
  const entry = schema.additionalProperties;

  function addForm(formId = '', event = entry.properties.event.enum[0]) {
    const { set, remove } = group(`${TEXTS.form} ${list.children.length + 1}`, update);
    set.append(field(TEXTS.formId, { name: 'form-id', value: formId, required: true, spellcheck: 'false' }, TEXTS.formIdHint));
    const select = el('select', { id: id('veld'), name: 'event' }, ...entry.properties.event.enum.map((name) => el('option', { value: name, selected: name === event }, EVENTS[name] ?? name)));
    set.append(el('div', { class: 'form-field' }, el('label', { for: select.id }, TEXTS.event), select));
    const userData = el('fieldset', { class: 'builder__group' }, el('legend', {}, TEXTS.userData));
    for (const key of Object.keys(entry.properties.user_data.properties)) userData.append(field(LABELS[key] ?? key, { name: `user_data.${key}`, spellcheck: 'false' }));
    set.append(userData, remove);
    list.append(set);
  }

  function forms() {
    const result = {};
    for (const set of list.children) {
      const formId = value(set, 'form-id');
      const userData = Object.fromEntries(
        Object.keys(entry.properties.user_data.properties)
          .map((key) => [key, value(set, `user_data.${key}`)])
          .filter(([, fieldId]) => fieldId),
      );
      result[formId] = { event: value(set, 'event'), ...(Object.keys(userData).length && { user_data: userData }) };
    }
    return result;
  }

  function update() {
    const missing = [...list.querySelectorAll('[name="form-id"]')].some((input) => !input.value.trim());
    const html = `<nl-tracking forms='${attribute(JSON.stringify(forms(), null, 2))}'></nl-tracking>`;
    snippet.textContent = html;
    if (missing) status.textContent = TEXTS.missingId;
    else showProblems(status, checker.check(html));
  }

  form.addEventListener('input', update);
  document.getElementById('meting-formulier-erbij').addEventListener('click', () => {
    addForm();
    update();
    list.lastElementChild.querySelector('input').focus();
  });
  addForm('contactformulier', 'contact_submit');
  update();
}

/** Shows a builder (site.css hides it while it is aria-busy: built out of sight, nothing shifts). */
const ready = (id) => document.getElementById(id).removeAttribute('aria-busy');

async function start() {
  const get = async (path) => {
    const response = await fetch(path);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  const [{ loadChecker }, mapSchema, formsSchema] = await Promise.all([
    import('/dist/checker/checker.js'),
    get('/dist/schemas/nl-map.config.schema.json'),
    get('/dist/schemas/nl-tracking.forms.schema.json'),
  ]);
  const checker = await loadChecker('/dist/');
  const map = await mapBuilder(mapSchema, checker);
  // The live map's list is drawn once its code has run: shown after that, not before (at most 3 s:
  // a map whose code does not arrive is no reason to keep the form from the editor).
  const drawn = customElements.whenDefined('nl-map').then(() => map.updateComplete);
  await Promise.race([drawn, new Promise((resolve) => setTimeout(resolve, 3000))]);
  ready('kaartbouwer');
  await trackingBuilder(formsSchema, checker);
  ready('metingbouwer');
}

start().catch((error) => {
  // Shown, not hidden: a builder that could not be built says so where its result would be.
  for (const [section, status] of [['kaartbouwer', 'kaart-status'], ['metingbouwer', 'meting-status']]) {
    ready(section);
    document.getElementById(status).textContent = TEXTS.failed;
  }
  console.error(error);
});
