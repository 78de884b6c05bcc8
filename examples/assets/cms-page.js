/**
 * "In je CMS" (examples/cms.html): fills each <code data-cms="…"> with its text from
 * /dist/cms-snippets.json, which `npm run build` writes from the same manifest as dist/cms.js
 * (scripts/build/cms.mjs). Text only (textContent), so the page needs no HTML from the build.
 */
const page = document.getElementById('cms');

async function fill() {
  if (!page) return;
  const codes = [...page.querySelectorAll('code[data-cms]')];
  try {
    const response = await fetch(page.dataset.snippets || '/dist/cms-snippets.json');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const snippets = await response.json();
    for (const code of codes) {
      const text = snippets[code.dataset.cms];
      if (typeof text !== 'string') throw new Error(`no text for "${code.dataset.cms}"`);
      code.textContent = text.trimEnd();
    }
  } catch (error) {
    console.error(`cms page: could not load the configurations (${error.message})`);
    for (const code of codes) code.textContent = '';
    document.getElementById('cms-error')?.removeAttribute('hidden');
  }
}

fill();
