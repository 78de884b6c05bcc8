// The copy buttons under the snippets (scripts/site/pages.mjs puts them in the served HTML): copies the
// snippet's text as an editor would paste it, and says so in the live region beside the button
// (`Gekopieerd` / `Copied`), so a screen reader hears it too. Keyboard: a native <button>.
const CLEAR_AFTER = 4000;

async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No Clipboard API (an http page that is not localhost, an old browser): select and copy.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position: fixed; inset-block-start: 0; opacity: 0';
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

document.addEventListener('click', async (event) => {
  const button = event.target instanceof Element ? event.target.closest('.snippet-copy') : null;
  if (!button) return;
  const pre = button.parentElement?.previousElementSibling;
  const status = button.parentElement?.querySelector('.snippet-status');
  if (!pre || !status) return;
  const done = await copy(pre.textContent ?? '');
  status.textContent = done ? button.dataset.copied : button.dataset.failed;
  clearTimeout(Number(status.dataset.timer));
  status.dataset.timer = String(setTimeout(() => (status.textContent = ''), CLEAR_AFTER));
});
