/** The Dutch pages of the demo site on a phone, a tablet and a laptop (issue 18 point 1); see test/phone.ts. */
import { phoneEveryPage } from './phone.ts';

await phoneEveryPage('nl');
