// nl-tracking: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "The page's tag-manager tracking: clicks on `a`/`button` with `data-track` or `data-offerte-start`, and the submit of the forms named in `forms`. Once per page; renders nothing. A click on an `a` or `button` with `data-track` (also on something inside it, also inside an open shadow root) pushes `{event: \"track_event\", category: \"Link\"/\"Button\", action: \"Click\", label}`: the label is the Title Case of `data-track`, or of the element's text when it is empty (each word's first letter upper-cased, the rest lower-cased). One with `data-offerte-start` pushes `{event: \"offerte_start\", button_location: \"header\"}`. The submit of a form whose id is a key of `forms` pushes `{event, user_data}` (user_data only with consent for marketing) and then submits the form natively when the tag manager calls back (`eventCallback`) or after 2000 ms, whichever comes first, exactly once; without a tag manager (`window.google_tag_manager` undefined) it warns `nl-tracking: no tag manager on the page …` and submits at once. A submit cancelled by the page is left alone. A second nl-tracking on the page warns and does nothing until the first is removed.",
  attributes: {
    forms: {
      description: 'JSON keyed by form id: `{"contact-form": {"event": "contact_submit", "user_data": {"email": "field id", …}}}`; event `contact_submit` or `call_back`; user_data keys `email`, `first_name`, `last_name`, `phone_number`, `street`, `city`, `postal_code`, `country`, each the id of a field.',
    },
  },
  pages: ['contact.html', 'terugbellen.html'],
};
