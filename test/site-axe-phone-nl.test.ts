/** axe on every Dutch page of the demo site at 360 px, a phone (issue 30.3); see test/site-axe.ts. */
import { axeEveryPage } from './site-axe.ts';

await axeEveryPage('nl', 360);
