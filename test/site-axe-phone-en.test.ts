/** axe on every English page of the demo site at 360 px, a phone (issue 30.3); see test/site-axe.ts. */
import { axeEveryPage } from './site-axe.ts';

await axeEveryPage('en', 360);
