/** axe on every Dutch page of the demo site (issue 18 point 6); see test/site-axe.ts. */
import { axeEveryPage } from './site-axe.ts';

await axeEveryPage('nl');
