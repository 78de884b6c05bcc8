/**
 * The language of the demo page: the demo scripts write their own texts (event logs, read-outs,
 * what a form would send) in English on the English pages (/en/…, `<html lang="en">`) and in
 * Dutch elsewhere.
 */
export const EN = /^en\b/i.test(document.documentElement.lang);
