/**
 * Issue 33: the WordPress plugin (wordpress/nl-components/, packed by the build as
 * dist/wordpress/nl-components.zip) in a real WordPress: Debian's 6.1 with MariaDB and PHP's own
 * server on 127.0.0.1 (test/wordpress/), the zip installed as Plugins → Add New → Upload installs it,
 * and activated. Content is saved by an Author (no unfiltered_html: kses applies) through the REST
 * API with an application password, as block content (a Custom HTML block) and as classic content.
 * Pages are opened by the runner in the engine under test (test/wordpress/commands.mjs), each in
 * a context of its own. Skipped, with the reason, where Debian's packages are missing and cannot be
 * installed.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { pollServerCommand } from './helpers.ts';
import { siteSnippets, type Snippet } from './snippets.ts';

interface Site {
  url: string;
  author: { id: number };
  editor: { id: number };
  pids: number[];
  plugin: { active: boolean; data: Record<string, string> };
  skip?: string;
}
interface Post {
  id: number;
  link: string;
  content: { raw: string; rendered: string };
}
interface Tree {
  tag?: string;
  id?: string;
  text?: string;
  attributes?: Record<string, string>;
  children?: Tree[];
}
interface Opened {
  state: 'ready' | 'timeout';
  debug: boolean;
  undefinedTags: string[];
  boxes: string[];
  panel: boolean;
  head: string[];
  tree: Tree[] | null;
  log: string[];
}

const rest = (path: string, method = 'GET', body?: unknown, user = 'author') =>
  executeServerCommand<{ status: number; body: unknown }, object>('wp-rest', { path, method, body, user });
const open = (url: string, user?: string) => pollServerCommand<Opened, object>('wp-open', { url, user });
const setup = <T>(action: string, ...args: string[]) => executeServerCommand<T, object>('wp-setup', { action, args });

/** The marker before snippet i in a post of every snippet. */
const MARKER = (i: number) => `<div id="nl-snippet-${i}"></div>`;

/** A stored post of every snippet, split at the markers: snippet i's stored HTML at [i]. */
function splitRaw(raw: string): string[] {
  const parts: string[] = [];
  const pieces = raw.split(/<div id="nl-snippet-(\d+)"><\/div>/);
  for (let i = 1; i < pieces.length; i += 2) parts[Number(pieces[i])] = pieces[i + 1]!.replace(/<!-- \/?wp:html -->/g, '');
  return parts;
}

/** The page's tree of a post of every snippet, split at the markers (top-level <div id="nl-snippet-N">). */
function splitTree(trees: Tree[]): Tree[][] {
  const parts: Tree[][] = [];
  let current: Tree[] | undefined;
  for (const tree of trees) {
    const marker = tree.tag === 'div' && /^nl-snippet-(\d+)$/.exec(tree.id ?? '');
    if (marker) parts[Number(marker[1])] = current = [];
    else current?.push(tree);
  }
  return parts;
}

const block = (html: string) => `<!-- wp:html -->\n${html}\n<!-- /wp:html -->`;

/** Saves a post as the Author; throws on anything but 201. */
async function publish(title: string, content: string, status = 'publish', user = 'author'): Promise<Post> {
  const { status: code, body } = await rest('/wp/v2/posts', 'POST', { title, content, status }, user);
  if (code !== 201) throw new Error(`POST /wp/v2/posts: ${code} ${JSON.stringify(body).slice(0, 300)}`);
  return body as Post;
}

const parse = (html: string) => new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;

/** Every nl-* element as the browser parses the HTML (in templates too), in order: tag and attributes (sorted: their order means nothing, and TinyMCE writes them in its own). */
function nlElements(html: string): string[] {
  const found: string[] = [];
  const walk = (root: ParentNode) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.localName.startsWith('nl-')) found.push(`<${element.localName}${[...element.attributes].map((a) => ` ${a.name}=${JSON.stringify(a.value)}`).sort().join('')}>`);
      if (element instanceof HTMLTemplateElement) walk(element.content);
    }
  };
  walk(parse(html));
  return found;
}

/** The tree as the runner's inspect() writes it (tags; attributes of nl-* elements), from HTML. */
function treeOf(root: ParentNode): Tree[] {
  return [...root.childNodes]
    .map((child): Tree | null => {
      if (!(child instanceof Element)) return null;
      const item: Tree = { tag: child.localName };
      if (child.localName.startsWith('nl-')) item.attributes = Object.fromEntries([...child.attributes].map((a) => [a.name, a.value]).sort());
      item.children = treeOf(child instanceof HTMLTemplateElement ? child.content : child);
      return item;
    })
    .filter((item): item is Tree => item !== null);
}

/**
 * Each outermost nl-* element with its parent's tag and its whole subtree (tags, and the nl-*
 * elements' attributes; text aside, which WordPress's typography may change): a <p> put around
 * or inside a tag changes one of them.
 */
function nlSubtrees(trees: Tree[], parent = '(content)'): string[] {
  const strip = (tree: Tree): Tree => ({ tag: tree.tag, ...(tree.attributes && { attributes: tree.attributes }), children: (tree.children ?? []).filter((c) => c.tag).map(strip) });
  return trees.flatMap((tree) => {
    if (!tree.tag) return [];
    if (tree.tag.startsWith('nl-')) return [`${parent} > ${JSON.stringify(strip(tree))}`];
    return nlSubtrees(tree.children ?? [], tree.tag);
  });
}

describe('the WordPress plugin in a real WordPress (issue 33)', function () {
  this.timeout(180_000);
  let site: Site;
  let snippets: Snippet[];
  const posts: { block?: Post; classic?: Post } = {};

  before(async function () {
    // Pending while Debian's packages install (npm test started that) and while the servers start.
    for (;;) {
      site = await executeServerCommand<Site & { pending?: boolean }, object>('wp-start', {});
      if (!(site as { pending?: boolean }).pending) break;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    if (site.skip) {
      console.info(`WordPress tests skipped: ${site.skip}`);
      this.skip();
    }
    snippets = (await siteSnippets()).filter((snippet) => snippet.html.includes('<nl-'));
  });

  after(async () => {
    if (site && !site.skip) await executeServerCommand('wp-stop', {});
  });

  it('installs from the zip and is active, with the version of the package', async () => {
    const { version } = (await (await fetch('/package.json')).json()) as { version: string };
    expect(site.plugin).to.deep.include({ active: true });
    expect(site.plugin.data).to.deep.include({ Name: 'nl-components', Version: version, RequiresWP: '6.1' });
  });

  it('without the plugin, an Author loses the tags: the issue\'s example and every snippet, in block and classic content', async () => {
    const example = '<nl-accordion><nl-accordion-item item-id="a1" heading="Vraag 1"><p>Antwoord</p></nl-accordion-item></nl-accordion><nl-search action="/zoeken" label="Zoek"></nl-search><nl-map config=\'{"api_key":"x","pois":[]}\'></nl-map>';
    const parts = snippets.map((snippet, i) => `${MARKER(i)}\n${snippet.html}`);
    await setup('active', '0');
    try {
      for (const content of [example, block(example)]) {
        const post = await publish('Zonder plug-in', content);
        expect(nlElements(post.content.raw)).to.deep.equal([]);
        expect(post.content.raw).to.include('<p>Antwoord</p>');
      }
      for (const content of [parts.join('\n\n'), parts.map(block).join('\n\n')]) {
        const stored = splitRaw((await publish('Alle voorbeelden, zonder plug-in', content)).content.raw);
        const kept = snippets.filter((_, i) => nlElements(stored[i] ?? '').length > 0).map((snippet) => `${snippet.source} "${snippet.title}"`);
        expect(kept).to.deep.equal([]);
      }
    } finally {
      expect(await setup('active', '1')).to.equal(true);
    }
    const post = await publish('Met plug-in', example);
    expect(post.content.raw).to.equal(example);
  });

  for (const kind of ['block', 'classic'] as const) {
    it(`stores every snippet of the examples site with every nl-* element, attribute and value intact (${kind})`, async () => {
      expect(snippets.length).to.be.greaterThan(50);
      // One post with every snippet, each after a marker of its own (an empty <div>, which kses and
      // wpautop leave as it is), so that each snippet is compared, and shown, on its own.
      const parts = snippets.map((snippet, i) => `${MARKER(i)}\n${snippet.html}`);
      posts[kind] = await publish(`Alle voorbeelden (${kind})`, kind === 'block' ? parts.map(block).join('\n\n') : parts.join('\n\n'));
      const stored = splitRaw(posts[kind]!.content.raw);
      const failures = snippets.flatMap((snippet, i) => {
        const want = nlElements(snippet.html);
        const got = nlElements(stored[i] ?? '');
        if (JSON.stringify(got) === JSON.stringify(want)) return [];
        const lost = want.filter((element) => !got.includes(element));
        return [`${snippet.source} "${snippet.title}": ${lost.length ? `lost ${lost.join(', ')}` : `got ${got.join(', ')}`}`];
      });
      expect(failures).to.deep.equal([]);
    });
  }

  it('removes on… handlers, javascript: URLs (in the tags\' URL attributes too) and <script>', async () => {
    const hostile =
      '<nl-accordion onclick="alert(1)"><nl-accordion-item item-id="h1" heading="Kop" onmouseover="alert(2)"><p onclick="alert(3)">Tekst</p></nl-accordion-item></nl-accordion>' +
      '<nl-search action="javascript:alert(4)" label="Zoek"></nl-search>' +
      '<nl-iframe-modal src="javascript:alert(5)" title="Route">Route</nl-iframe-modal>' +
      '<nl-bg-image src="JaVaScRiPt:alert(6)" alt=""></nl-bg-image>' +
      '<script>alert(7)</script><nl-video video-id="abc" title="Film" onfocus="alert(8)"></nl-video>';
    for (const content of [hostile, block(hostile)]) {
      const { content: stored } = await publish('Vijandig', content);
      const raw = stored.raw;
      expect(raw).not.to.match(/\son\w+=/i);
      expect(raw).not.to.match(/javascript:/i);
      expect(raw).not.to.include('<script');
      // The tags and their harmless attributes stay.
      expect(nlElements(raw)).to.include.members(['<nl-accordion-item heading="Kop" item-id="h1">', '<nl-video title="Film" video-id="abc">']);
      expect(nlElements(raw).map((element) => /^<([\w-]+)/.exec(element)![1])).to.deep.equal(['nl-accordion', 'nl-accordion-item', 'nl-search', 'nl-iframe-modal', 'nl-bg-image', 'nl-video']);
    }
  });

  for (const kind of ['block', 'classic'] as const) {
    it(`shows every published snippet with every tag upgraded, nothing on the console, and the snippet's tree (${kind})`, async () => {
      // A snippet whose other tags WordPress removed for the Author (a <form>, an <input>: its
      // rules for the role) cannot work from the Author's post; an Editor's post shows those.
      const stored = splitRaw(posts[kind]!.content.raw);
      const whole = snippets.map((snippet, i) => JSON.stringify(treeOf(parse(snippet.html))) === JSON.stringify(treeOf(parse(stored[i] ?? ''))));
      const failures: string[] = [];
      for (const [user, indexes] of [
        ['author', snippets.map((_, i) => i).filter((i) => whole[i])],
        ['editor', snippets.map((_, i) => i).filter((i) => !whole[i])],
      ] as const) {
        if (!indexes.length) continue;
        const parts = indexes.map((i) => `${MARKER(i)}\n${snippets[i]!.html}`);
        const post = await publish(`Zichtbaar (${kind}, ${user})`, kind === 'block' ? parts.map(block).join('\n\n') : parts.join('\n\n'), 'publish', user);
        const page = await open(post.link);
        if (page.state !== 'ready' || page.undefinedTags.length) failures.push(`${user}: not upgraded: ${page.undefinedTags.join(', ') || page.state}`);
        failures.push(...page.log.map((line) => `${user}: console: ${line}`));
        if (page.debug || page.panel) failures.push(`${user}: preview mode for a visitor`);
        const shown = splitTree(page.tree ?? []);
        const saved = splitRaw(post.content.raw);
        for (const i of indexes) {
          const want = nlSubtrees(treeOf(parse(saved[i] ?? '')));
          const got = nlSubtrees(shown[i] ?? []);
          if (JSON.stringify(got) !== JSON.stringify(want)) failures.push(`${snippets[i]!.source} "${snippets[i]!.title}": tree\n  want ${want.join('\n       ')}\n  got  ${got.join('\n       ')}`);
        }
      }
      expect(failures).to.deep.equal([]);
    });
  }

  it('leaves a classic post without an nl-* tag as WordPress renders it (wpautop as before)', async () => {
    const post = await publish('Gewoon', 'Eerste alinea\nmet een regel.\n\nTweede alinea.');
    const page = await open(post.link);
    expect(page.tree).to.deep.equal([
      { tag: 'p', children: [{ text: 'Eerste alinea' }, { tag: 'br', children: [] }, { text: 'met een regel.' }] },
      { tag: 'p', children: [{ text: 'Tweede alinea.' }] },
    ]);
  });

  it('puts the stylesheet, the loader as a module and the core chunk on the page, from the plugin\'s copy', async () => {
    const post = await publish('Kop', '<p>Geen tags hier.</p>');
    const page = await open(post.link);
    const base = `${site.url}/wp-content/plugins/nl-components/lib/`;
    expect(page.head.some((line) => line.startsWith('<link rel="stylesheet"') && line.includes(`href="${base}nl-components.css?ver=`))).to.equal(true, page.head.join('\n'));
    expect(page.head.some((line) => line.startsWith('<script type="module"') && line.includes(`src="${base}nl-components.js?ver=`))).to.equal(true, page.head.join('\n'));
    expect(page.head.some((line) => /^<link rel="modulepreload" href="[^"]+\/lib\/chunks\/define-[\w-]+\.js"/.test(line))).to.equal(true, page.head.join('\n'));
    expect(page.head.join('\n')).not.to.include('integrity=');
    expect(page.log).to.deep.equal([]);
    // nl_components_preload: the code of the tags at the top of every page, fetched during the parse.
    await setup('option', 'nl_test_preload', JSON.stringify(['nl-cookie-bar', 'not-a-tag']));
    try {
      const preloaded = (await open(post.link)).head.filter((line) => line.startsWith('<link rel="modulepreload"'));
      expect(preloaded).to.have.length(2);
      expect(preloaded[1]).to.include(`href="${base}elements/nl-cookie-bar.js"`);
    } finally {
      await setup('option', 'nl_test_preload', 'null');
    }
  });

  it('loads the library from a base URL a site sets (nl_components_base_url), with Subresource Integrity', async () => {
    // The runner's /cdn/ serves dist/ with CORS, on this page's host: another origin than WordPress's.
    const cdn = `${location.origin}/cdn/`;
    await setup('option', 'nl_test_base_url', JSON.stringify(cdn));
    try {
      const post = await publish('Van een CDN', block('<nl-accordion><nl-accordion-item item-id="c1" heading="Vraag"><p>Antwoord</p></nl-accordion-item></nl-accordion>'));
      const page = await open(post.link);
      const head = page.head.join('\n');
      expect(head).to.include(`<script type="importmap">{"integrity":{"${cdn}`);
      expect(head).to.match(new RegExp(`<link rel="stylesheet"[^>]* href="${cdn}nl-components.css\\?ver=[^"]+"[^>]* integrity="sha384-`));
      expect(head).to.match(new RegExp(`<script type="module" src="${cdn}nl-components.js\\?ver=[^"]+"[^>]* integrity="sha384-[^"]+" crossorigin="anonymous"`));
      expect(page.state).to.equal('ready');
      expect(page.undefinedTags).to.deep.equal([]);
      expect(page.log).to.deep.equal([]);
    } finally {
      await setup('option', 'nl_test_base_url', 'null');
    }
  });

  it('is in preview mode in a post\'s preview for an editor, with a mistake shown in place; never for a visitor', async () => {
    const mistake = '<nl-accordion variant="grid"><nl-accordion-item item-id="m1" heading="Vraag"><p>Antwoord</p></nl-accordion-item></nl-accordion>';
    const post = await publish('Met een fout', block(mistake));
    const preview = await open(`${post.link}?preview=true`, 'editor');
    expect(preview.debug).to.equal(true);
    expect(preview.boxes.join('\n')).to.include('nl-accordion: attribute "variant" must be one of "list", "gallery", got "grid"');
    const visitor = await open(post.link);
    expect(visitor.debug).to.equal(false);
    expect(visitor.boxes).to.deep.equal([]);
    expect(visitor.panel).to.equal(false);
    // A draft's preview, too.
    const draft = await publish('Concept met een fout', block(mistake), 'draft');
    const draftPreview = await open(`${site.url}/?p=${draft.id}&preview=true`, 'editor');
    expect(draftPreview.debug).to.equal(true);
    expect(draftPreview.boxes.join('\n')).to.include('nl-accordion: attribute "variant"');
  });

  it("issue 39: ?preview=true is no preview mode for a visitor, a Subscriber or an Author on someone else's post (block and classic)", async () => {
    const mistake = '<nl-accordion variant="grid"><nl-accordion-item item-id="m1" heading="Vraag"><p>Antwoord</p></nl-accordion-item></nl-accordion>';
    const posts = [await publish('Voorbeeld blok', block(mistake), 'publish', 'editor'), await publish('Voorbeeld klassiek', mistake, 'publish', 'editor')];
    const seen: string[] = [];
    for (const post of posts) {
      for (const url of [`${post.link}?preview=true`, `${site.url}/?p=${post.id}&preview=true`]) {
        for (const user of [undefined, 'subscriber', 'author']) {
          const page = await open(url, user);
          if (page.debug || page.panel || page.boxes.length) seen.push(`${user ?? 'visitor'}: ${url}`);
        }
      }
      // The editor who may edit it still gets preview mode there.
      expect((await open(`${post.link}?preview=true`, 'editor')).debug, `editor: ${post.link}`).to.equal(true);
    }
    expect(seen, 'preview mode for someone who may not edit the post').to.deep.equal([]);
    // An Author on their own post does.
    const own = await publish('Eigen bericht', block(mistake), 'publish', 'author');
    expect((await open(`${own.link}?preview=true`, 'author')).debug).to.equal(true);
  });

  it('keeps the snippets through the classic editor\'s Visual and Text tabs and a save', async () => {
    // The first snippet of each tag (the editor with all of them is slow to open).
    const chosen = [...new Map(snippets.map((snippet) => [/<(nl-[\w-]+)/.exec(snippet.html)![1], snippet])).values()];
    const post = await publish('In de klassieke editor', chosen.map((snippet) => snippet.html).join('\n\n'));
    const before = nlElements(post.content.raw);
    expect(before.length).to.be.greaterThan(25);
    const classic = <T>(step: string) => executeServerCommand<T, object>('wp-classic', { step, id: post.id });
    try {
      await classic('open');
      // Whichever tab it opened on: Text → Visual → Text → Visual, then Update.
      for (const step of ['text', 'visual', 'text']) await classic(step);
      const { text } = await classic<{ text: string }>('read');
      expect(nlElements(text)).to.deep.equal(before);
      await classic('visual');
      const { raw, log } = await classic<{ raw: string; log: string[] }>('save');
      expect(nlElements(raw)).to.deep.equal(before);
      // WordPress's own admin asks the internet for avatars, which fails here; nothing of ours may fail.
      expect(log.filter((line) => line.startsWith('pageerror') || /nl-components|nl-/.test(line))).to.deep.equal([]);
    } finally {
      await classic('close');
    }
    // The classic editor stores paragraphs as blank lines (its removep), which wpautop turns back
    // into <p> on the page: the page's tree is what must match the snippets'.
    const page = await open(post.link);
    expect(nlSubtrees(page.tree ?? [])).to.deep.equal(nlSubtrees(treeOf(parse(post.content.raw))));
    expect(page.undefinedTags).to.deep.equal([]);
  });

  it('makes PHP write no notice, warning or error (WP_DEBUG)', async () => {
    const { log } = await executeServerCommand<{ log: string }, object>('wp-php-log', {});
    expect(log.split('\n').filter((line) => /nl[-_]components/i.test(line))).to.deep.equal([]);
  });

  it('uninstalls cleanly: the plugin\'s folder goes, nothing of it stays in the database, the posts stay', async () => {
    const left = await setup<{ deleted: boolean; folder: boolean; options: string[]; usermeta: string[]; postmeta: string[] }>('uninstall');
    expect(left).to.deep.equal({ deleted: true, folder: false, options: [], usermeta: [], postmeta: [] });
    const { body } = await rest(`/wp/v2/posts/${posts.block!.id}?context=edit`);
    expect((body as Post).content.raw).to.equal(posts.block!.content.raw);
  });

  it('stops everything it started: MariaDB, PHP\'s server and its workers, by process id', async () => {
    const { left } = await executeServerCommand<{ left: number[] }, object>('wp-stop', {});
    expect(left).to.deep.equal([]);
  });
});

describe('the WordPress plugin as the examples site offers it (issue 33)', () => {
  it('"In je CMS" links the zip, which holds the plugin, its data and the library', async () => {
    for (const page of ['/cms.html', '/en/cms.html']) {
      const doc = new DOMParser().parseFromString(await (await fetch(page)).text(), 'text/html');
      const link = doc.querySelector<HTMLAnchorElement>('#wordpress-plugin ~ p a[download], #wordpress-plugin + p a[download]');
      expect(link?.getAttribute('href'), page).to.equal('/dist/wordpress/nl-components.zip');
    }
    const response = await fetch('/dist/wordpress/nl-components.zip');
    expect(response.headers.get('content-type')).to.equal('application/zip');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 2))).to.equal('PK');
    // The names of a zip's entries are in it as plain text.
    const text = new TextDecoder('latin1').decode(bytes);
    for (const file of ['nl-components.php', 'readme.txt', 'includes/data.php', 'includes/kses.php', 'includes/autop.php', 'js/editor.js', 'lib/nl-components.js', 'lib/nl-components.css', 'lib/elements/nl-accordion.js', 'lib/THIRD-PARTY-LICENSES.txt']) {
      expect(text, file).to.include(`nl-components/${file}`);
    }
    expect(text).not.to.match(/nl-components\/lib\/[\w/.-]+\.map/);
  });
});
