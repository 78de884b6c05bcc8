/**
 * The first script of examples/strict-csp.html: a classic, synchronous script in <head>, before the
 * library, the stand-ins and the page's own module, so it sees every Content Security Policy
 * violation of the page from the start.
 *
 * The browser fires `securitypolicyviolation` (bubbles, composed) at the element that broke the
 * policy, or at the document; a listener on the document in the capture phase therefore also hears
 * those from inside shadow roots. Blocked inline styles and scripts, blocked URLs and Trusted Types
 * violations (a plain string given to innerHTML or script.src: the assignment also throws) all
 * arrive here. Frames have documents, and policies, of their own.
 *
 * Each violation goes into `window.cspViolations` (an array the test reads) as a plain object, and
 * into the list #csp-violations on the page, with textContent only.
 */
(function recordViolations() {
  /** @type {Array<Record<string, string | number>>} */
  const violations = (window.cspViolations = []);

  function describe(event) {
    return {
      directive: event.effectiveDirective || event.violatedDirective,
      blocked: event.blockedURI,
      sample: event.sample,
      source: event.sourceFile,
      line: event.lineNumber,
      column: event.columnNumber,
      disposition: event.disposition,
      target: event.target instanceof Element ? event.target.localName : event.target === document ? 'document' : String(event.target),
    };
  }

  function show() {
    const summary = document.getElementById('csp-summary');
    const list = document.getElementById('csp-violations');
    if (!summary || !list) return;
    summary.textContent =
      violations.length === 0
        ? 'Nog geen overtredingen gemeld.'
        : violations.length === 1
          ? '1 overtreding gemeld.'
          : `${violations.length} overtredingen gemeld.`;
    if (violations.length === 0) return;
    const items = violations.map((violation) => {
      const item = document.createElement('li');
      const directive = document.createElement('code');
      directive.textContent = String(violation.directive);
      const where = violation.source ? ` in ${violation.source}:${violation.line}:${violation.column}` : '';
      const what = violation.blocked ? ` blokkeerde ${violation.blocked}` : '';
      const sample = violation.sample ? ` („${violation.sample}”)` : '';
      item.append(directive, `${what}${sample}${where} (bij <${violation.target}>)`);
      return item;
    });
    list.replaceChildren(...items.reverse());
  }

  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      violations.push(describe(event));
      if (document.readyState !== 'loading') show();
    },
    true,
  );
  document.addEventListener('DOMContentLoaded', show, { once: true });
})();
