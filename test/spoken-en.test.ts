// What a screen reader says on an English page, every tag (issue 31; test/spoken-run.ts, docs/spoken.md).
import './spoken.ts';
import { spokenSuite } from './spoken-run.ts';

spokenSuite('en');
