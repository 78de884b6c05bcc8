// The outside world, as the browser sees it in tests. There is no network here, and the elements'
// real loading code asks for real URLs (https://maps.googleapis.com/maps/api/js?…,
// https://www.youtube.com/iframe_api). Every https:// request of a test page is paused through the
// DevTools protocol (Fetch domain) and answered by the fake for its host, from test/fakes/*.mjs;
// a host without a fake fails as it would offline (net::ERR_INTERNET_DISCONNECTED).
// A fake module exports `hosts` (host names) and `respond(url, request)` → {status?, type, body}
// (or null for a failed request). It may also export `fake(ctx)` → true when it answered a /fake/…
// route of the test server (test/fakes.mjs hands those on).
import { Buffer } from 'node:buffer';
import { readdirSync } from 'node:fs';

const dir = new URL('./fakes/', import.meta.url);
export const fakes = await Promise.all(
  readdirSync(dir)
    .filter((file) => file.endsWith('.mjs'))
    .sort()
    .map((file) => import(new URL(file, dir).href)),
);

function fakeFor(host) {
  return fakes.find((fake) => fake.hosts?.includes(host));
}

/** Sends each https:// request of `page` (a Puppeteer page) to the fake for its host. */
export async function interceptThirdParties(page) {
  // Firefox (WebDriver BiDi) has no DevTools protocol: its whole browser goes through the proxy of
  // test/engines/third-party-proxy.mjs (its prefs), so nothing is needed per page.
  if (page.browser().protocol === 'webDriverBiDi') return;
  const cdp = await page.createCDPSession();
  cdp.on('Fetch.requestPaused', async ({ requestId, request }) => {
    try {
      const url = new URL(request.url);
      const answer = await fakeFor(url.hostname)?.respond?.(url, request);
      if (!answer) {
        await cdp.send('Fetch.failRequest', { requestId, errorReason: 'InternetDisconnected' });
        return;
      }
      const headers = [
        { name: 'content-type', value: answer.type ?? 'text/plain' },
        { name: 'access-control-allow-origin', value: '*' },
        { name: 'cache-control', value: 'no-store' },
      ];
      await cdp.send('Fetch.fulfillRequest', {
        requestId,
        responseCode: answer.status ?? 200,
        responseHeaders: headers,
        body: Buffer.from(answer.body ?? '').toString('base64'),
      });
    } catch {
      // The page or the request went away meanwhile.
    }
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: 'https://*', requestStage: 'Request' }] });
}
