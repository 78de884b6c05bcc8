// "Controleer je HTML" (/controleer.html, issue 14.4): the HTML checker of `nl-components check`
// (dist/checker/checker.js: parse5 and ajv, loaded by this page only) on what the editor pastes,
// with each problem and its line, and a live preview of the HTML in the library's preview mode.
const input = document.getElementById('controleer-html');
const status = document.getElementById('controleer-status');
const list = document.getElementById('controleer-lijst');
const preview = document.getElementById('controleer-preview');
const example = document.getElementById('controleer-voorbeeld');
// The page's language: the English page (/en/controleer.html, issue 18.4) gets English texts.
const lang = document.documentElement.lang.startsWith('en') ? 'en' : 'nl';
const TEXTS = {
  nl: {
    count: (n) => (n === 1 ? '1 probleem gevonden.' : `${n} problemen gevonden.`),
    where: (line, column) => `Regel ${line}, kolom ${column}`,
    none: 'Geen problemen gevonden.',
    empty: 'Plak je HTML hierboven.',
    failed: (message) => `De controle kon niet worden geladen (${message}).`,
  },
  en: {
    count: (n) => (n === 1 ? '1 problem found.' : `${n} problems found.`),
    where: (line, column) => `Line ${line}, column ${column}`,
    none: 'No problems found.',
    empty: 'Paste your HTML above.',
    failed: (message) => `The checker could not be loaded (${message}).`,
  },
}[lang];

const EXAMPLES = {};
EXAMPLES.nl = `<nl-acordion>
  <nl-accordion-item item-id="cv" heading="Welke documenten heb ik nodig?">
    <p>Je cv en een korte motivatie.</p>
  </nl-accordion-item>
</nl-acordion>

<nl-alert type="succes">Je sollicitatie is verstuurd.</nl-alert>

<nl-slider config='{"slidesToShow": 3,}' label="Vacatures">
  <div>Een</div><div>Twee</div><div>Drie</div>
</nl-slider>

<nl-search></nl-search>
`;
EXAMPLES.en = `<nl-acordion>
  <nl-accordion-item item-id="cv" heading="Which documents do I need?">
    <p>Your CV and a short motivation.</p>
  </nl-accordion-item>
</nl-acordion>

<nl-alert type="succes">Your application has been sent.</nl-alert>

<nl-slider config='{"slidesToShow": 3,}' label="Vacancies">
  <div>One</div><div>Two</div><div>Three</div>
</nl-slider>

<nl-search></nl-search>
`;
const EXAMPLE = EXAMPLES[lang];

const CHECK_DELAY = 200;
const PREVIEW_DELAY = 600;

/** The preview document: the pasted HTML on an empty page with the library, in preview mode. */
function previewPage(html) {
  return `<!doctype html>
<html lang="${lang}" data-nl-debug>
<head>
<meta charset="utf-8">
<link rel="stylesheet" href="/dist/nl-components.css">
<link rel="stylesheet" href="/assets/site.css">
<script type="module" src="/dist/nl-components.js"></script>
</head>
<body style="padding: 1rem">
${html}
</body>
</html>`;
}


/** Puts the caret at line/column of the textarea (and scrolls there), so the editor can fix it. */
function goTo(line, column) {
  const lines = input.value.split('\n');
  const offset = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1;
  input.focus();
  input.setSelectionRange(offset, offset + Math.max(1, (lines[line - 1] ?? '').length - column + 1));
}

function show(problems) {
  list.replaceChildren(
    ...problems.map((problem) => {
      const item = document.createElement('li');
      item.className = 'checker__problem';
      const where = document.createElement('button');
      where.type = 'button';
      where.className = 'checker__where';
      where.textContent = TEXTS.where(problem.line, problem.column);
      where.addEventListener('click', () => goTo(problem.line, problem.column));
      const what = document.createElement('code');
      what.textContent = problem.attribute ? `${problem.tag} ${problem.attribute}` : problem.tag;
      item.append(where, ' ', what, `: ${problem.message}`);
      return item;
    }),
  );
  status.textContent = input.value.trim() ? (problems.length ? TEXTS.count(problems.length) : TEXTS.none) : TEXTS.empty;
}

let checkTimer = 0;
let previewTimer = 0;

async function start() {
  let checker;
  try {
    const { loadChecker } = await import('/dist/checker/checker.js');
    checker = await loadChecker('/dist/');
  } catch (error) {
    status.textContent = TEXTS.failed(error.message);
    return;
  }
  const run = () => show(input.value.trim() ? checker.check(input.value) : []);
  const update = () => {
    clearTimeout(checkTimer);
    clearTimeout(previewTimer);
    checkTimer = setTimeout(run, CHECK_DELAY);
    previewTimer = setTimeout(() => (preview.srcdoc = previewPage(input.value)), PREVIEW_DELAY);
  };
  input.addEventListener('input', update);
  example.addEventListener('click', () => {
    input.value = EXAMPLE;
    update();
    input.focus();
  });
  run();
  preview.srcdoc = previewPage(input.value);
}

void start();
