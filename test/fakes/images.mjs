// An image CDN for nl-bg-image's tests (src/elements/bg-image/nl-bg-image.test.ts), on the test server:
//   /fake/image/<name>?width=W&quality=Q   an SVG W px wide (16:9, default 800), showing W and Q;
//                                          &delay=ms answers that much later
//   /fake/image/missing…                   404 (a failed load)
//   /fake/image/broken…                    200 text/plain: loads, but is no image (a failed load)
//   /fake/image/upto<N>-…                  404 when width > N, else the image (a larger size fails)
//   /fake/image/slowupto<N>-…              widths up to N answer 600 ms late (a smaller size arrives last)
//   /fake/image/log?name=<name>            the requests for <name> so far from the browser asking, [{name, query}]
// The width comes from ?width= or ?w= (a template of another shape).
// Every image request is logged (name decoded, as the page wrote it). Answers may be cached for an
// hour, as a CDN's are: the element preloads an image and then shows it with CSS, one request.
import { userAgentOf } from './user-agent.mjs';

const requests = [];

function svg(width, quality) {
  const height = Math.max(1, Math.round((width * 9) / 16));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b5e66"/><stop offset="1" stop-color="#f4a259"/></linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<text x="50%" y="50%" text-anchor="middle" font-family="sans-serif" font-size="${Math.max(12, Math.round(width / 12))}" fill="#fff">${width} × ${height}, q${quality}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export async function fake(ctx) {
  if (!ctx.path.startsWith('/fake/image/')) return false;
  const name = decode(ctx.path.slice('/fake/image/'.length));
  if (name === 'log') {
    ctx.type = 'json';
    ctx.set('Cache-Control', 'no-store');
    const agent = userAgentOf(ctx.headers);
    ctx.body = requests.filter((request) => request.agent === agent && request.name === String(ctx.query.name ?? '')).map(({ name: n, query }) => ({ name: n, query }));
    return true;
  }
  const width = Number(ctx.query.width ?? ctx.query.w ?? 800);
  const quality = Number(ctx.query.quality ?? 90);
  requests.push({ name, query: { ...ctx.query }, agent: userAgentOf(ctx.headers) });
  const slow = /^slowupto(\d+)-/.exec(name);
  const delay = slow && width <= Number(slow[1]) ? 600 : Number(ctx.query.delay ?? 0);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(delay, 5000)));
  ctx.set('Cache-Control', 'public, max-age=3600');
  const upto = /^upto(\d+)-/.exec(name);
  if (name.startsWith('missing') || (upto && width > Number(upto[1]))) {
    ctx.status = 404;
    ctx.type = 'text';
    ctx.body = 'Not found';
    return true;
  }
  if (name.startsWith('broken')) {
    ctx.type = 'text';
    ctx.body = 'This is not an image.';
    return true;
  }
  ctx.type = 'image/svg+xml';
  ctx.body = svg(Number.isFinite(width) && width > 0 ? Math.min(width, 4000) : 800, quality);
  return true;
}

/**
 * The examples site's image CDN in the tags' snippets (https://beeld.voorbeeldgroep.example/<name>?width=W&quality=Q),
 * for a snippet rendered on a test page (test/snippets.test.ts): the same images as /fake/image/.
 */
export const hosts = ['beeld.voorbeeldgroep.example'];

export function respond(url) {
  const width = Number(url.searchParams.get('width') ?? url.searchParams.get('w') ?? 800);
  const quality = Number(url.searchParams.get('quality') ?? 90);
  return { type: 'image/svg+xml', body: svg(Number.isFinite(width) && width > 0 ? Math.min(width, 4000) : 800, quality) };
}
