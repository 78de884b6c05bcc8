// examples/strict-csp.html's consent-gated measuring script (<script type="text/plain"
// data-nl-consent="statistics" src=…>): the library runs it once statistics is allowed. It counts
// its runs and sets a statistics cookie of its own, which the cookie bar's declarations
// (examples/_includes/header.html) delete again when the visitor withdraws statistics.
window.strictCspStatisticsRuns = (window.strictCspStatisticsRuns ?? 0) + 1;
document.cookie = 'statistiek_demo=1; path=/; samesite=lax';
