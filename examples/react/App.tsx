/**
 * The tags in a React 19 app (issue 17.5): state set as properties, `nl-*` events handled with
 * React 19's `on<event-name>` props, a config object passed as a property (not as a JSON string).
 * test/frameworks.test.tsx renders this component; docs/frameworks.md explains it.
 *
 * In an app of your own, import the tags you use once, before the first render, so that React 19
 * finds each property on the element and sets it as a property (on an element that is not defined
 * yet it would write an attribute, and an object would become "[object Object]"):
 *
 *   import 'nl-components/elements/nl-accordion';
 *   import 'nl-components/elements/nl-accordion-item';
 *   import 'nl-components/elements/nl-slider';
 *
 * The tags bring their own React (bundled into dist/): the app's React and theirs never meet, so any
 * React version of the app works with them (docs/frameworks.md says why).
 */
import { useMemo, useState, type DetailedHTMLProps, type HTMLAttributes } from 'react';

/** Slider presets as the slider's `config` takes them (see nl-slider's doc header). */
export interface SliderConfig {
  slidesToShow?: number;
  slidesToScroll?: number;
  dots?: boolean;
  arrows?: boolean;
  speed?: number;
}

// JSX types for the tags this example uses. (The package's own React typings, issue 17.2, cover
// every tag; this keeps the example self-contained.)
type Tag<P> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & P;
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace to augment
  namespace JSX {
    interface IntrinsicElements {
      'nl-accordion': Tag<{ variant?: 'list' | 'gallery' }>;
      'nl-accordion-item': Tag<{
        'item-id': string;
        heading?: string;
        open?: boolean;
        'onnl-toggle'?: (event: CustomEvent<{ id: string; open: boolean }>) => void;
      }>;
      'nl-slider': Tag<{
        label?: string;
        config?: SliderConfig;
        'onnl-slide'?: (event: CustomEvent<{ index: number; count: number }>) => void;
      }>;
    }
  }
}

const VACANCIES = ['Monteur', 'Planner', 'Chauffeur', 'Schoonmaker'];

export function App() {
  const [open, setOpen] = useState(false);
  const [slide, setSlide] = useState(0);
  const [perView, setPerView] = useState(1);
  // A new object only when the setting changes: React 19 sets the property again on every new object.
  const config = useMemo<SliderConfig>(() => ({ slidesToShow: perView, dots: true }), [perView]);

  return (
    <main lang="nl">
      <button type="button" id="toggle" onClick={() => setOpen((value) => !value)}>
        {open ? 'Antwoord verbergen' : 'Antwoord tonen'}
      </button>
      <p id="accordion-state">De vraag is {open ? 'open' : 'dicht'}.</p>
      <nl-accordion>
        <nl-accordion-item item-id="documenten" heading="Welke documenten heb ik nodig?" open={open} onnl-toggle={(event) => setOpen(event.detail.open)}>
          <p>Je cv en een korte motivatie.</p>
        </nl-accordion-item>
      </nl-accordion>

      <button type="button" id="per-view" onClick={() => setPerView((value) => (value === 1 ? 2 : 1))}>
        {perView === 1 ? 'Twee vacatures tegelijk' : 'Eén vacature tegelijk'}
      </button>
      <p id="slider-state">
        Vacature {slide + 1} van {VACANCIES.length}
      </p>
      <nl-slider label="Vacatures" config={config} onnl-slide={(event) => setSlide(event.detail.index)}>
        {VACANCIES.map((title) => (
          <article key={title}>
            <h3>{title}</h3>
          </article>
        ))}
      </nl-slider>
    </main>
  );
}
