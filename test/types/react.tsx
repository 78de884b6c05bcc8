// React 19's JSX for the tags (dist/react.d.ts, `nl-components/react`).
import type {} from 'nl-components/react';
import type { MapConfig, NlAccordionItemElement, NlSliderElement } from 'nl-components';
import { useRef } from 'react';

const config: MapConfig = { api_key: 'x', pois: [{ name: 'Utrecht', location: { lat: 52.09, lng: 5.11 } }] };

export function Page({ open }: { open: boolean }) {
  const item = useRef<NlAccordionItemElement>(null);
  const slider = useRef<NlSliderElement>(null);
  return (
    <main>
      <nl-accordion variant="gallery">
        <nl-accordion-item ref={item} item-id="cv" heading="Welke documenten?" open={open} heading-level={2} onnl-toggle={(e) => void e.detail.open}>
          <p>Je cv.</p>
        </nl-accordion-item>
      </nl-accordion>
      <nl-map config={config} />
      <nl-map config='{"api_key":"x","pois":[]}' />
      <nl-slider ref={slider} config={{ slidesToShow: 3 }} onnl-slide={(e) => slider.current?.goTo(e.detail.index)} />
      <nl-modal type="confirm" close-type="button escape" onnl-close={(e) => void e.detail.reason} className="x" />
      {/* @ts-expect-error -- not a value of variant */}
      <nl-accordion variant="grid" />
      {/* @ts-expect-error -- a wrong event detail key */}
      <nl-accordion-item item-id="x" onnl-toggle={(e) => void e.detail.expanded} />
      {/* @ts-expect-error -- a wrong config key */}
      <nl-slider config={{ slides: 3 }} />
      {/* @ts-expect-error -- not an attribute of nl-call-us */}
      <nl-call-us phone="+31 30 123 45 67" telephone="x" />
    </main>
  );
}
