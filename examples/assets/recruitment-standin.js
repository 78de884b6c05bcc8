/**
 * Stand-in for the recruitment platform's script (the demo site loads nothing from other origins).
 * nl-recruitment-loader adds it as <script async> once the visitor allows marketing cookies; it
 * renders a small application form into every [data-recruitment-area] of the page, as the real
 * platform does with its own form. A real platform would also set its cookies here.
 * Built with DOM methods only (no innerHTML). The form sends nothing: it says so instead.
 */
(function standIn() {
  let count = 0;

  function field(id, label, type, autocomplete) {
    const wrapper = document.createElement('div');
    wrapper.className = 'form-field';
    const labelElement = document.createElement('label');
    labelElement.htmlFor = id;
    labelElement.textContent = label;
    const input = document.createElement('input');
    input.id = id;
    input.name = id.replace(/-\d+$/, '');
    input.type = type;
    input.required = true;
    input.autocomplete = autocomplete;
    wrapper.append(labelElement, input);
    return wrapper;
  }

  function render(area) {
    if (area.querySelector('.recruitment-standin')) return;
    count += 1;
    const form = document.createElement('form');
    form.className = 'recruitment-standin';
    const heading = document.createElement('p');
    heading.className = 'recruitment-standin__title';
    heading.textContent = 'Solliciteren via het sollicitatieplatform (nagemaakt)';
    const button = document.createElement('button');
    button.type = 'submit';
    button.className = 'button';
    button.textContent = 'Versturen';
    const status = document.createElement('p');
    status.className = 'recruitment-standin__status';
    status.setAttribute('role', 'status');
    form.append(heading, field(`platform-naam-${count}`, 'Naam', 'text', 'name'), field(`platform-email-${count}`, 'E-mailadres', 'email', 'email'), button, status);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      status.textContent = 'Dit is een nagemaakt platform voor de voorbeeldsite: er is niets verstuurd.';
    });
    area.replaceChildren(form);
  }

  document.querySelectorAll('[data-recruitment-area]').forEach(render);
})();
