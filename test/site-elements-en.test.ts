/** The tags' English pages on the demo site (/en/elements/) as a first-time visitor sees them: one load each, axe at 360 and 1280 px, the layout at three widths; see test/site.ts. */
import { siteEveryPage } from './site.ts';

await siteEveryPage('elements-en');
