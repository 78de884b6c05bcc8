import { expect } from '@open-wc/testing';
import { closest, editDistance } from '../src/core/suggest.ts';

const TAGS = ['nl-accordion', 'nl-accordion-item', 'nl-map', 'nl-modal', 'nl-search', 'nl-slider', 'nl-video'];

describe('suggest: did you mean', () => {
  it('counts insertions, deletions, substitutions and a swap of neighbours as one edit each', () => {
    expect(editDistance('nl-acordion', 'nl-accordion')).to.equal(1);
    expect(editDistance('confg', 'config')).to.equal(1);
    expect(editDistance('cofnig', 'config')).to.equal(1);
    expect(editDistance('map', 'mop')).to.equal(1);
    expect(editDistance('', 'abc')).to.equal(3);
  });

  it('suggests the nearest known name for a likely slip', () => {
    expect(closest('nl-acordion', TAGS)).to.equal('nl-accordion');
    expect(closest('nl-slidr', TAGS)).to.equal('nl-slider');
    expect(closest('NL-VIDEO', TAGS)).to.equal('nl-video');
    expect(closest('confg', ['config', 'styles-url'])).to.equal('config');
    expect(closest('item', ['item-id', 'heading', 'open'])).to.equal('item-id');
  });

  it('suggests nothing when no name is close', () => {
    expect(closest('nl-carousel', TAGS)).to.equal(undefined);
    expect(closest('colour', ['config', 'styles-url'])).to.equal(undefined);
    expect(closest('x', [])).to.equal(undefined);
  });
});
