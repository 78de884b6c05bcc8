/**
 * The demo site on a phone, a tablet and a laptop (issue 18 point 1): test/site.ts loads every page
 * of the site once in a same-origin iframe 360 px wide (800 px tall) as a first-time visitor, and
 * layoutProblems() below resizes the same frame to 768 and 1280 px. At each of the three widths the
 * page must meet every rule below (rule 2 after the cookie bar at each width too):
 *
 * 1. No sideways scrolling: document.documentElement.scrollWidth <= clientWidth. Wide tables and
 *    code scroll in their own box.
 * 2. Nothing fixed covers content. A "covering element" is an element (light DOM or any open shadow
 *    root) whose computed position is fixed or sticky-and-stuck (for sticky we only look at the
 *    top of the page, where a sticky element is still in flow and covers nothing) with a visible box.
 *    "Content" is every interactive target (rule 3's list) and every visible text box (the client
 *    rects of a non-blank text node) that is not inside the covering element itself. Rule: no
 *    covering element's box intersects a content box by more than 1 px, checked with the page
 *    scrolled to the top and scrolled to the bottom.
 *    The cookie bar is the one exception while it is shown: it sits at the bottom on purpose and
 *    sets scroll-padding-bottom on <html> to its height (checked here), so focused elements scroll
 *    clear of it. After the bar is closed (its first button, "accept"/"close"), the rule applies to
 *    every fixed element left, the bar included. nl-monitoring's bug-report button is not exempt:
 *    the demo site puts it in the footer's flow (placement="inline").
 * 3. Targets at least 24 × 24 px (WCAG 2.2, 2.5.8). Targets: visible a[href], button, input (not
 *    hidden), select, textarea, summary, [role=button|link|tab|checkbox|radio|switch|menuitem],
 *    [tabindex] >= 0, in the light DOM and open shadow roots. A checkbox or radio with a <label>
 *    counts together with its label (the label is part of the target). Exempt: links inside a
 *    sentence (an inline <a> whose nearest block holds other text too; an inline-block around
 *    nothing but the link, as nl-iframe-modal is, is part of the line). Spacing exception: an
 *    undersized target passes when a 24 px circle centred on its box intersects no other target's
 *    box and no other undersized target's circle.
 * 4. Text at least 12 px: every visible non-blank text node's element has font-size >= 12 px.
 * 5. Text stays in its box: the client rects of a visible text node lie
 *    within its element's border box (1 px slack), unless an ancestor clips or scrolls it. (A label
 *    wider than its grid column ran into the value next to it: "Vacaturenummer1024".)
 */
import { cookieBarPart, frames } from './site-pages.ts';


/** Every element of the document and of the open shadow roots in it. */
function allElements(root: Document | ShadowRoot): Element[] {
  const out: Element[] = [];
  const walk = (node: Document | ShadowRoot | Element) => {
    for (const el of node.querySelectorAll('*')) {
      out.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(root);
  return out;
}

/** The element's ancestor chain across shadow boundaries (including itself). */
function composedAncestors(node: Node): Element[] {
  const out: Element[] = [];
  // The frame's nodes come from another window, so no instanceof here.
  let current: Node | null = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
  while (current) {
    if (current.nodeType === Node.ELEMENT_NODE) out.push(current as Element);
    const parent: Node | null = current.parentNode;
    current = parent && parent.nodeType === Node.DOCUMENT_FRAGMENT_NODE && (parent as ShadowRoot).host ? (parent as ShadowRoot).host : parent;
  }
  return out;
}

/** Whether an element is seen; remembered per layout, as hides() is. */
let visibleCache = new WeakMap<Element, boolean>();
function visible(el: Element, win: Window): boolean {
  let seen = visibleCache.get(el);
  if (seen === undefined) {
    seen = isVisible(el, win);
    visibleCache.set(el, seen);
  }
  return seen;
}

function isVisible(el: Element, win: Window): boolean {
  if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const box = el.getBoundingClientRect();
  if (box.width <= 1 || box.height <= 1) return false;
  // Visually hidden (clip / clip-path) helpers.
  const style = win.getComputedStyle(el);
  if (style.clip && style.clip !== 'auto') return false;
  if (style.clipPath && style.clipPath.startsWith('inset(50%')) return false;
  return !composedAncestors(el).some((a) => hides(a, win));
}

/**
 * Whether an element hides what is in it (a clip, or a box 1 px wide that does not overflow).
 * Asked for every ancestor of every text node and target, so remembered per layout: the caches
 * are cleared when the frame is resized or the cookie bar closed (see layoutChanged()).
 */
let hidingCache = new WeakMap<Element, boolean>();
function hides(a: Element, win: Window): boolean {
  let hidden = hidingCache.get(a);
  if (hidden === undefined) {
    const s = win.getComputedStyle(a);
    hidden = Boolean((s.clip && s.clip !== 'auto') || (a.getBoundingClientRect().width <= 1 && s.overflow !== 'visible'));
    hidingCache.set(a, hidden);
  }
  return hidden;
}

/** What the rules look at, found once per width (the same nodes at the top and the bottom of the page). */
interface Snapshot {
  texts: Text[];
  targets: Element[];
}
/** The snapshot's text nodes still in the page (a page's script may replace text while the rules scroll it: /controleer.html). */
const liveTexts = (snapshot: Snapshot) => snapshot.texts.filter((text) => text.isConnected && text.parentElement);
function layoutChanged(doc: Document, win: Window): Snapshot {
  hidingCache = new WeakMap();
  visibleCache = new WeakMap();
  return { texts: textNodes(doc, win), targets: targets(doc, win) };
}

const targetSelector = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex^="-"])',
].join(',');

function targets(doc: Document, win: Window): Element[] {
  return allElements(doc).filter((el) => el.matches(targetSelector) && !(el as HTMLElement).inert && visible(el, win));
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function targetBox(el: Element): Box {
  const box = el.getBoundingClientRect();
  const result = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
  const input = el as HTMLInputElement;
  if (el.localName === 'input' && (input.type === 'checkbox' || input.type === 'radio')) {
    for (const label of input.labels ?? []) {
      const l = label.getBoundingClientRect();
      if (l.width === 0) continue;
      result.left = Math.min(result.left, l.left);
      result.top = Math.min(result.top, l.top);
      result.right = Math.max(result.right, l.right);
      result.bottom = Math.max(result.bottom, l.bottom);
    }
  }
  return result;
}

function describe_(el: Element): string {
  const chain = composedAncestors(el)
    .slice(0, 3)
    .reverse()
    .map((a) => a.localName + (a.id ? `#${a.id}` : a.classList.length ? `.${a.classList[0]}` : ''));
  const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
  return `${chain.join(' > ')}${text ? ` “${text}”` : ''}`;
}

function inSentence(el: Element, win: Window): boolean {
  if (el.localName !== 'a' || win.getComputedStyle(el).display !== 'inline') return false;
  const text = (node: Element) => (node.textContent ?? '').trim();
  // An inline-block around nothing but the link (a tag that wraps it: nl-iframe-modal) sits in the
  // line as the link does.
  const inLine = (node: Element) => {
    const display = win.getComputedStyle(node).display;
    return display === 'inline' || (display === 'inline-block' && text(node) === text(el));
  };
  let block = el.parentElement;
  while (block && inLine(block)) block = block.parentElement;
  if (!block) return false;
  return text(block).length > text(el).length;
}

function undersizedTargets(snapshot: Snapshot, win: Window): string[] {
  // Still shown: the snapshot is of the page's first moments, and a page changes by itself (an
  // nl-alert hides after its `duration`; its close button is then no target, 0 × 0).
  const all = snapshot.targets
    .filter((target) => target.isConnected)
    .map((el) => ({ el, box: targetBox(el) }))
    .filter(({ box }) => box.right > box.left || box.bottom > box.top);
  const small = all.filter(({ el, box }) => (box.right - box.left < 23.5 || box.bottom - box.top < 23.5) && !inSentence(el, win));
  const centre = (b: Box) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });
  const circleHitsBox = (c: { x: number; y: number }, b: Box) => {
    const dx = Math.max(b.left - c.x, 0, c.x - b.right);
    const dy = Math.max(b.top - c.y, 0, c.y - b.bottom);
    return dx * dx + dy * dy < 12 * 12;
  };
  const failing: string[] = [];
  for (const s of small) {
    const c = centre(s.box);
    const contains = (o: Element) => composedAncestors(o).includes(s.el) || composedAncestors(s.el).includes(o);
    const hit =
      all.some((o) => o.el !== s.el && !contains(o.el) && circleHitsBox(c, o.box)) ||
      small.some((o) => {
        if (o.el === s.el || contains(o.el)) return false;
        const d = centre(o.box);
        return Math.hypot(c.x - d.x, c.y - d.y) < 24;
      });
    if (hit) failing.push(`${describe_(s.el)} ${Math.round(s.box.right - s.box.left)}×${Math.round(s.box.bottom - s.box.top)}`);
  }
  return failing;
}

function textNodes(doc: Document, win: Window): Text[] {
  const out: Text[] = [];
  const roots: (Document | ShadowRoot)[] = [doc, ...allElements(doc).flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []))];
  for (const root of roots) {
    const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const parent = text.parentElement;
      if (!parent || !text.data.trim()) continue;
      if (['script', 'style', 'noscript', 'template', 'title'].includes(parent.localName)) continue;
      if (!visible(parent, win)) continue;
      out.push(text);
    }
  }
  return out;
}

function smallText(snapshot: Snapshot, win: Window): string[] {
  const found = new Set<string>();
  for (const text of liveTexts(snapshot)) {
    const size = parseFloat(win.getComputedStyle(text.parentElement!).fontSize);
    if (size < 12) found.add(`${describe_(text.parentElement!)} ${size}px`);
  }
  return [...found];
}

function textOutsideItsBox(snapshot: Snapshot, doc: Document, win: Window): string[] {
  const found = new Set<string>();
  for (const text of liveTexts(snapshot)) {
    const parent = text.parentElement!;
    if (win.getComputedStyle(parent).display === 'inline') continue;
    // Text in a box that scrolls or clips sideways (a code block, a wide table's wrapper) stays in
    // that box by design: only text that spills out over the page counts.
    if (composedAncestors(parent).some((a) => a !== doc.documentElement && a !== doc.body && win.getComputedStyle(a).overflowX !== 'visible')) continue;
    const box = parent.getBoundingClientRect();
    const range = doc.createRange();
    range.selectNodeContents(text);
    const outside = [...range.getClientRects()].some((r) => r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1));
    if (outside) found.add(`${describe_(parent)}: text ${Math.round(range.getBoundingClientRect().width)} px in a ${Math.round(box.width)} px box`);
  }
  return [...found];
}

function contentBoxes(snapshot: Snapshot, doc: Document): { node: Node; box: Box; name: string }[] {
  const boxes: { node: Node; box: Box; name: string }[] = [];
  for (const el of snapshot.targets.filter((target) => target.isConnected)) boxes.push({ node: el, box: el.getBoundingClientRect(), name: describe_(el) });
  for (const text of liveTexts(snapshot)) {
    const range = doc.createRange();
    range.selectNodeContents(text);
    for (const rect of range.getClientRects()) {
      if (rect.width > 0 && rect.height > 0) boxes.push({ node: text, box: rect, name: `text “${text.data.trim().slice(0, 30)}” in ${describe_(text.parentElement!)}` });
    }
  }
  return boxes;
}

function coveringElements(doc: Document, win: Window, except: (el: Element) => boolean): Element[] {
  return allElements(doc).filter((el) => {
    const position = win.getComputedStyle(el).position;
    if (position !== 'fixed' && position !== 'sticky') return false;
    if (except(el) || !visible(el, win)) return false;
    // Only the outermost one counts.
    return !composedAncestors(el)
      .slice(1)
      .some((a) => ['fixed', 'sticky'].includes(win.getComputedStyle(a).position));
  });
}

function covered(snapshot: Snapshot, doc: Document, win: Window, except: (el: Element) => boolean): string[] {
  const found: string[] = [];
  // A sticky element covers nothing until it sticks: at the top of the page it is in flow.
  const covers = coveringElements(doc, win, except).filter((cover) => win.getComputedStyle(cover).position !== 'sticky' || win.scrollY !== 0);
  if (!covers.length) return found;
  const content = contentBoxes(snapshot, doc);
  for (const cover of covers) {
    const c = cover.getBoundingClientRect();
    for (const item of content) {
      if (composedAncestors(item.node).includes(cover)) continue;
      const b = item.box;
      const w = Math.min(c.right, b.right) - Math.max(c.left, b.left);
      const h = Math.min(c.bottom, b.bottom) - Math.max(c.top, b.top);
      if (w > 1 && h > 1) found.push(`${describe_(cover)} covers ${item.name}`);
    }
  }
  return [...new Set(found)];
}

async function coveredTopAndBottom(frame: HTMLIFrameElement, snapshot: Snapshot, except: (el: Element) => boolean): Promise<string[]> {
  const win = frame.contentWindow!;
  const doc = frame.contentDocument!;
  win.scrollTo(0, 0);
  await frames(win, 1);
  const top = covered(snapshot, doc, win, except).map((s) => `top: ${s}`);
  win.scrollTo(0, doc.documentElement.scrollHeight);
  await frames(win, 1);
  const bottom = covered(snapshot, doc, win, except).map((s) => `bottom: ${s}`);
  win.scrollTo(0, 0);
  return [...top, ...bottom];
}

/**
 * nl-monitoring's bug-report button (#nl-monitoring-feedback, drawn by the monitoring SDK) is issue 18
 * point 3, built on its own branch (placement attribute, compact on phones). Until that lands it is left
 * out of rule 2 here; the lead drops this exemption when merging both.
 */

const WIDTHS = [360, 768, 1280];

/** Why the page scrolls sideways (the outermost elements past the right edge), or null when it does not. */
function sidewaysScroll(doc: Document, win: Window): string | null {
  if (doc.documentElement.scrollWidth <= doc.documentElement.clientWidth) return null;
  const wide = allElements(doc)
    .filter(
      (el) =>
        el.getBoundingClientRect().right > doc.documentElement.clientWidth + 0.5 &&
        !composedAncestors(el)
          .slice(1)
          .some((a) => a !== doc.documentElement && a !== doc.body && win.getComputedStyle(a).overflowX !== 'visible'),
    )
    .slice(0, 5)
    .map((el) => `${describe_(el)} right=${Math.round(el.getBoundingClientRect().right)}`);
  return `scrolls sideways (${doc.documentElement.scrollWidth} px): ${wide.join('; ')}`;
}

/** The cookie bar's box while it is shown (after it has waited for its texts), else null. */
async function shownBar(bar: Element | null, win: Window): Promise<DOMRect | null> {
  const part = await cookieBarPart(bar);
  await frames(win, 2);
  const box = part?.getBoundingClientRect();
  return box != null && box.height > 0 ? box : null;
}

/**
 * Every rule above broken on the page in `frame` (loaded 360 px wide by a first-time visitor,
 * test/site.ts), one line each: at 360, 768 and 1280 px (the same frame resized: a page that only
 * fits after a reload at a width would be a bug of its own, as a phone turned sideways does not
 * reload), then with the cookie bar closed (its first button) at each width again. Leaves the frame
 * 360 px wide, the bar closed.
 */
export async function layoutProblems(frame: HTMLIFrameElement): Promise<string[]> {
  const doc = frame.contentDocument!;
  const win = frame.contentWindow!;
  const problems: string[] = [];
  const isBar = (el: Element) => composedAncestors(el).some((a) => a.localName === 'nl-cookie-bar');
  const bar = doc.querySelector('nl-cookie-bar');
  let barShown = false;
  for (const width of WIDTHS) {
    if (frame.width !== String(width)) {
      frame.width = String(width);
      await frames(win, 2);
    }
    const at = (s: string) => `${width} px: ${s}`;
    const sideways = sidewaysScroll(doc, win);
    if (sideways) problems.push(at(sideways));
    const barBox = await shownBar(bar, win);
    barShown ||= barBox != null;
    if (barBox) {
      const padding = parseFloat(win.getComputedStyle(doc.documentElement).scrollPaddingBottom) || 0;
      if (padding + 1 < barBox.height) problems.push(at(`the cookie bar (${Math.round(barBox.height)} px) without scroll-padding-bottom (${padding} px)`));
    }
    const snapshot = layoutChanged(doc, win);
    problems.push(...(await coveredTopAndBottom(frame, snapshot, isBar)).map(at));
    problems.push(...undersizedTargets(snapshot, win).map((s) => at(`target under 24 px: ${s}`)));
    problems.push(...smallText(snapshot, win).map((s) => at(`text under 12 px: ${s}`)));
    problems.push(...textOutsideItsBox(snapshot, doc, win).map((s) => at(`text out of its box: ${s}`)));
  }

  // The bar closed (its first button): nothing fixed may cover content any more, the bar included.
  if (barShown) {
    bar!.shadowRoot!.querySelector<HTMLButtonElement>('button')?.click();
    for (const width of [...WIDTHS].reverse()) {
      frame.width = String(width);
      await frames(win, 2);
      problems.push(...(await coveredTopAndBottom(frame, layoutChanged(doc, win), () => false)).map((s) => `${width} px, after the cookie bar: ${s}`));
    }
  }
  return problems;
}
