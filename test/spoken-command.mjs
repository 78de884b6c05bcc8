// What a screen reader gets from Chromium (issue 31), for test/spoken-*.test.ts: a test-runner command
// that reads the test page's accessibility tree through the DevTools protocol (the `Accessibility`
// domain: the tree Chromium hands to NVDA, JAWS, VoiceOver and TalkBack, shadow roots included), and
// reads and writes the transcripts under test/spoken/. docs/spoken.md describes the whole design.
//
// executeServerCommand('spoken', payload):
//   {action: 'focused'}          → one line for the focused node: `button "Vraag 1", collapsed`. The focused
//                                  element is the page's deepest activeElement (through open shadow roots
//                                  and same-origin frames); its role, name, states, value and description
//                                  are Chromium's (Accessibility.getPartialAXTree). `(body)` when nothing is.
//   {action: 'node'}             → the same line for the element marked `data-spoken-node` (a hovered one).
//   {action: 'read'}             → the lines a reading cursor (browse mode) meets in the element marked
//                                  `data-spoken-read`, in order (Accessibility.getFullAXTree, walked from it).
//   {action: 'file', name, text} → the committed transcript test/spoken/<name>.txt (null when there is none);
//                                  with NL_UPDATE_SPOKEN=1 in the runner's environment `text` is written
//                                  there first (answer: {text, updated: true}).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { env } from 'node:process';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('./spoken/', import.meta.url));

const quote = (text) => `"${String(text).replace(/\s+/g, ' ').trim()}"`;
const prop = (node, name) => node.properties?.find((p) => p.name === name)?.value?.value;

/** Roles a reading cursor passes through without saying them (their content is read). */
const SILENT = new Set(['generic', 'none', 'presentation', 'paragraph', 'LineBreak', 'InlineTextBox', 'listitem', 'Section', 'Canvas', 'RootWebArea', 'LabelText', 'Legend', 'strong', 'emphasis', 'subscript', 'superscript', 'code', 'time', 'mark', 'Abbr', 'DescriptionListTerm', 'DescriptionListDetail', 'term', 'definition', 'caption', 'blockquote', 'figure', 'Figcaption', 'FigureCaption', 'rowgroup', 'row', 'Ruby', 'ListMarker', 'sectionheader', 'sectionfooter', 'SectionHeader', 'SectionFooter', 'Insertion', 'Deletion', 'Pre', 'ContentInfo', 'Unknown', 'status', 'alert', 'log', 'timer', 'marquee']);
/** Roles whose name is their content: one line, not descended into. */
const LEAF = new Set(['button', 'link', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'tab', 'checkbox', 'radio', 'switch', 'textbox', 'searchbox', 'combobox', 'ComboBoxSelect', 'ComboBoxMenuButton', 'slider', 'spinbutton', 'image', 'img', 'progressbar', 'cell', 'columnheader', 'rowheader', 'gridcell', 'Iframe', 'IframePresentational', 'MenuListPopup', 'separator']);

/** `role "name", state, …, value "…", description "…"`: a node as a screen reader says it. */
export function describe(node, extra = {}) {
  if (!node) return '(nothing)';
  const role = node.role?.value ?? 'unknown';
  const name = node.name?.value ?? '';
  const parts = [name ? `${role} ${quote(name)}` : role];
  const roledescription = prop(node, 'roledescription');
  if (roledescription) parts.push(`role description ${quote(roledescription)}`);
  const level = prop(node, 'level');
  if (role === 'heading' && level) parts.push(`level ${level}`);
  const expanded = prop(node, 'expanded');
  if (expanded !== undefined) parts.push(expanded ? 'expanded' : 'collapsed');
  const pressed = prop(node, 'pressed');
  if (pressed !== undefined) parts.push(pressed === 'mixed' ? 'partially pressed' : pressed === true || pressed === 'true' ? 'pressed' : 'not pressed');
  const checked = prop(node, 'checked');
  if (checked !== undefined) parts.push(checked === 'mixed' ? 'partially checked' : checked === true || checked === 'true' ? 'checked' : 'not checked');
  if (prop(node, 'selected') === true) parts.push('selected');
  // aria-current is not among the protocol's AX properties: read from the element (extra.current).
  if (extra.current && extra.current !== 'false') parts.push(extra.current === 'true' ? 'current' : `current ${extra.current}`);
  const invalid = prop(node, 'invalid');
  if (invalid && invalid !== 'false') parts.push('invalid');
  if (prop(node, 'required') === true) parts.push('required');
  if (prop(node, 'disabled') === true) parts.push('disabled');
  if (prop(node, 'busy') === true) parts.push('busy');
  if (prop(node, 'modal') === true) parts.push('modal');
  const valuetext = prop(node, 'valuetext');
  const value = valuetext || node.value?.value;
  if (value !== undefined && value !== '' && String(value) !== name) parts.push(`value ${quote(value)}`);
  const description = node.description?.value;
  if (description) parts.push(`description ${quote(description)}`);
  return parts.join(', ');
}

/** The reading cursor's lines for the subtree of `root` (a node of a full tree, `byId` its index). */
function readingLines(root, byId) {
  const lines = [];
  let text = [];
  const flush = () => {
    const joined = text.join(' ').replace(/\s+/g, ' ').trim();
    if (joined) lines.push(`text ${quote(joined)}`);
    text = [];
  };
  // quiet: inside a heading, whose text is its name: only the controls in it are said (a heading's button).
  const visit = (node, top, quiet = false) => {
    if (!node) return;
    const children = () => (node.childIds ?? []).forEach((id) => visit(byId.get(id), false, quiet || node.role?.value === 'heading'));
    if (node.ignored) return children();
    const role = node.role?.value;
    if (role === 'StaticText') {
      if (!quiet) text.push(node.name?.value ?? '');
      return;
    }
    if (role === 'InlineTextBox') return;
    if (SILENT.has(role) || ((role === 'group' || role === 'region' || role === 'section') && !node.name?.value && !top)) return children();
    flush();
    lines.push(describe(node));
    if (!LEAF.has(role)) {
      children();
      flush();
    }
  };
  visit(root, true);
  flush();
  return lines;
}

export function spokenCommand() {
  return {
    name: 'spoken',
    async executeCommand({ command, payload, session }) {
      if (command !== 'spoken') return undefined;
      if (payload.action === 'file') {
        const file = `${DIR}${payload.name}.txt`;
        if (env.NL_UPDATE_SPOKEN === '1' && typeof payload.text === 'string') {
          await mkdir(DIR, { recursive: true });
          await writeFile(file, payload.text);
          return { text: payload.text, updated: true };
        }
        return { text: await readFile(file, 'utf8').catch(() => null), updated: false };
      }
      const page = session.browser.getPage(session.id);
      const client = await page.createCDPSession();
      try {
        // Objects from this session's own Runtime (a handle of puppeteer's session is not valid here).
        const evaluate = async (expression) => (await client.send('Runtime.evaluate', { expression, returnByValue: false })).result;
        if (payload.action === 'focused' || payload.action === 'node') {
          const active = await evaluate(`(() => {
            if (${payload.action === 'node'}) return document.querySelector('[data-spoken-node]');
            let active = document.activeElement;
            for (;;) {
              if (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
              else if (active instanceof HTMLIFrameElement && active.contentDocument?.activeElement) active = active.contentDocument.activeElement;
              else return active;
            }
          })()`);
          const { result } = await client.send('Runtime.callFunctionOn', {
            objectId: active.objectId,
            functionDeclaration:
              'function () { return { body: this === this.ownerDocument.body, current: this.getAttribute("aria-current"), element: this.localName + (this.className ? "." + String(this.className).split(" ")[0] : "") }; }',
            returnByValue: true,
          });
          if (result.value.body) return { line: '(body)' };
          // With its ancestors: a screen reader says the dialog that focus has entered.
          const { nodes } = await client.send('Accessibility.getPartialAXTree', { objectId: active.objectId, fetchRelatives: true });
          const byId = new Map(nodes.map((n) => [n.nodeId, n]));
          const { node } = await client.send('DOM.describeNode', { objectId: active.objectId });
          const focused = nodes.find((n) => n.backendDOMNodeId === node.backendNodeId);
          // Focus on an element the tree leaves out: what a screen reader gets is next to nothing.
          if (!focused || focused.ignored) return { line: `(an element that is not in the accessibility tree: <${result.value.element}>)` };
          let dialog = '';
          for (let n = byId.get(focused.parentId); n; n = byId.get(n.parentId)) {
            if (/^(dialog|alertdialog)$/.test(n.role?.value ?? '')) {
              dialog = ` (in ${describe(n)})`;
              break;
            }
          }
          return { line: describe(focused, result.value) + dialog };
        }
        if (payload.action === 'read') {
          // The element's own DOM nodes, shadow roots included; an element with display: contents has
          // no node in the accessibility tree, so the tree is walked from its root and read wherever
          // one of them is met.
          const element = await evaluate(`document.querySelector('[data-spoken-read]')`);
          const { node } = await client.send('DOM.describeNode', { objectId: element.objectId, depth: -1, pierce: true });
          const own = new Set();
          const collect = (n) => {
            own.add(n.backendNodeId);
            for (const child of [...(n.children ?? []), ...(n.shadowRoots ?? []), ...(n.contentDocument ? [n.contentDocument] : [])]) collect(child);
          };
          collect(node);
          const { nodes } = await client.send('Accessibility.getFullAXTree', {});
          const byId = new Map(nodes.map((n) => [n.nodeId, n]));
          const lines = [];
          const find = (n) => {
            if (!n) return;
            if (own.has(n.backendDOMNodeId)) lines.push(...readingLines(n, byId));
            else (n.childIds ?? []).forEach((id) => find(byId.get(id)));
          };
          find(nodes.find((n) => !n.parentId));
          return { lines };
        }
        throw new Error(`spoken: unknown action ${payload.action}`);
      } finally {
        await client.detach();
      }
    },
  };
}
