/** axe on every English page of the demo site, under /en/ (issue 18 point 6); see test/site-axe.ts. */
import { axeEveryPage } from './site-axe.ts';

await axeEveryPage('en');
