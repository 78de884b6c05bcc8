/**
 * nl-recruitment-loader: loads the recruitment platform's script and stylesheet (the application
 * form on a vacancy page comes from there), once per page, only where it is needed, and only with
 * consent.
 *
 * - Needed: `vacancy-id` is non-empty, or the document has an element `[data-recruitment-area]`
 *   (the place the platform renders into). One added later (a CMS block rendered by script) is
 *   noticed by a MutationObserver on the document, which is disconnected as soon as one is found
 *   and is not there at all when `vacancy-id` is set; once needed, always needed.
 * - Consent: the platform sets cookies, for its own tracking and for third-party advertising, so it
 *   waits for the `marketing` category (the one the cookie bar describes for third-party content).
 *   Until then the element shows the consent placeholder (src/core/consent-gate.tsx) in place of
 *   its light-DOM content: what would load and why, `Formulier laden en cookies accepteren`
 *   (allows marketing only) and the cookie settings. Nothing is requested before that.
 * - Once: load.ts (one request per URL per page, whatever the number of loaders or re-renders).
 * - Failure: logged (`nl-recruitment-loader: could not load {url}`), `nl-load-error` {url} per
 *   failed URL; the page goes on without the platform (the light DOM stays). Success: `nl-load`
 *   {script, stylesheet} (absolute URLs; stylesheet '' when there is none).
 * - Layout: from before the upgrade until the platform has loaded, a needed element holds the
 *   consent placeholder's height (pre-upgrade.css, recruitment-loader.css): no layout shift when the
 *   placeholder shows.
 */
import { useEffect, useState } from 'react';
import { attr } from '../../core/attributes.ts';
import { ConsentGate, useConsent } from '../../core/consent-gate.tsx';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { emit } from '../../core/events.ts';
import { loadOnce } from './load.ts';
import { messages, type RecruitmentLoaderKey } from './messages.ts';
import styles from './recruitment-loader.css?inline';

export const AREA = '[data-recruitment-area]';
export const CONSENT_CATEGORY = 'marketing';

export interface LoadDetail {
  script: string;
  stylesheet: string;
}
export interface LoadErrorDetail {
  url: string;
}

const attributes = {
  'script-src': attr.url({ required: true, resolve: true }),
  'stylesheet-src': attr.url({ resolve: true }),
  'vacancy-id': attr.string(),
};

// Never held (src/core/define.tsx `hold`): its pre-upgrade height is a container query on its own
// ::before, which WebKit drops once the element has a shadow root.
export const spec: ElementSpec<typeof attributes, RecruitmentLoaderKey> = { attributes, messages, styles, hold: false };

const hasArea = () => document.querySelector(AREA) !== null;

/** Whether the page has a recruitment area; watches for one only while `watch` and none was found. */
function useRecruitmentArea(watch: boolean): boolean {
  const [found, setFound] = useState(hasArea);
  useEffect(() => {
    if (!watch || found) return;
    const check = () => {
      if (!hasArea()) return;
      observer.disconnect();
      setFound(true);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-recruitment-area'] });
    // One may have come between the render and now.
    queueMicrotask(check);
    return () => observer.disconnect();
  }, [watch, found]);
  return found;
}

export function RecruitmentLoader({ attrs, problems, host, t }: ElementProps<typeof attributes, RecruitmentLoaderKey>) {
  const usable = !problems['script-src'];
  const byId = attrs['vacancy-id'] !== '';
  const area = useRecruitmentArea(usable && !byId);
  const needed = usable && (byId || area);
  const allowed = useConsent(CONSENT_CATEGORY);
  const script = attrs['script-src'];
  const stylesheet = attrs['stylesheet-src'];
  // The script and stylesheet (these ones) have loaded or failed: the space held for them is let go.
  const urls = `${script} ${stylesheet}`;
  const [settledFor, setSettledFor] = useState('');
  const settled = settledFor === urls;

  useEffect(() => {
    if (!needed || !allowed) return;
    let live = true;
    // The stylesheet first, so the platform's form is styled when its script renders it.
    const jobs = [
      { url: stylesheet, done: stylesheet ? loadOnce('stylesheet', stylesheet) : Promise.resolve() },
      { url: script, done: loadOnce('script', script) },
    ];
    void Promise.allSettled(jobs.map((job) => job.done)).then((results) => {
      if (!live) return;
      setSettledFor(`${script} ${stylesheet}`);
      const failed = jobs.filter((_, index) => results[index]!.status === 'rejected');
      for (const job of failed) emit<LoadErrorDetail>(host, 'nl-load-error', { url: job.url });
      if (!failed.length) emit<LoadDetail>(host, 'nl-load', { script, stylesheet });
    });
    return () => {
      live = false;
    };
  }, [host, needed, allowed, script, stylesheet]);

  if (!needed) return <slot />;
  // Until the platform has loaded, the space of the consent placeholder is held (recruitment-loader.css),
  // as it was before the code ran (pre-upgrade.css): no layout shift when the placeholder shows, nor
  // when, with consent given, the platform's form comes in its place. The wrapper stays (only its
  // class goes), so the content that took focus after the consent button is not remounted. The
  // outer one is the container whose width the held height follows (only a needed element's width
  // is kept from depending on its content, as before its upgrade).
  return (
    <div className="hold">
      <div className={allowed && settled ? undefined : 'reserve'}>
        <ConsentGate category={CONSENT_CATEGORY} text={t('consentText')} action={t('consentAction')} settings={t('consentSettings')}>
          <slot />
        </ConsentGate>
      </div>
    </div>
  );
}
