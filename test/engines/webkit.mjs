// WebKit for the browser tests: WebKitGTK's MiniBrowser (Debian's webkit2gtk-driver) driven by
// WebKitWebDriver, which needs a display: each of the launcher's `concurrency` slots has an Xvfb
// server and a WebKitWebDriver of its own (one window per display, so every test page has the
// focus, as Chromium's headless pages do: see pointerToCorner), started with the run and stopped by process group.
// Every test file gets a new WebDriver session, i.e. a new MiniBrowser with an empty, ephemeral
// profile (Chromium's files each get a browser context of their own).
//
// The runner's own commands (sendKeys, sendMouse, setViewport, …) speak to a launcher of type
// 'playwright' through getPage(id).keyboard/.mouse/.setViewportSize; this launcher hands them a page
// of that shape that turns each call into WebDriver actions, so `sendKeys({ down: 'Shift' })` and
// `press: 'Shift+Tab'` work as in the other engines. Third parties go to test/engines/third-party-proxy.mjs.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { newSession } from './webdriver-client.mjs';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib'].map((dir) => `${dir}/webkit2gtk-4.1/MiniBrowser`).find((path) => existsSync(path));

/** Whether WebKitGTK's driver, its MiniBrowser and Xvfb are installed. */
export function findWebKit() {
  return existsSync(WEBKIT_DRIVER) && !!MINIBROWSER && existsSync('/usr/bin/Xvfb') ? MINIBROWSER : undefined;
}

// WebDriver's codes for the keys the tests press (W3C WebDriver, "Keyboard actions").
const KEYS = {
  Backspace: '\uE003', Tab: '\uE004', Enter: '\uE007', Shift: '\uE008', Control: '\uE009', Alt: '\uE00A',
  Escape: '\uE00C', Space: ' ', PageUp: '\uE00E', PageDown: '\uE00F', End: '\uE010', Home: '\uE011',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Delete: '\uE017', Meta: '\uE03D',
};
const key = (name) => KEYS[name] ?? (name.length === 1 ? name : (() => { throw new Error(`webkit: no WebDriver code for the key "${name}"`); })());
const BUTTONS = { left: 0, middle: 1, right: 2 };

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Puts the X pointer at the top left corner of display `display`, inside MiniBrowser's window
 * whatever its size. Xvfb runs no window manager, so its keyboard focus follows the pointer
 * (PointerRoot): GTK counts the window as active, and WebKit the page as focused (document.hasFocus(),
 * :focus, :focus-visible), only while the pointer is over it. The pointer starts at the centre of the
 * screen, which an 800 × 600 window at the corner does not reach. WebDriver's mouse actions go to the
 * web view, not through X, so they never move this pointer. Speaks the X11 protocol itself (a
 * connection without authorisation, then WarpPointer and GetInputFocus, to know it was done).
 */
function pointerToCorner(display) {
  return new Promise((resolve, reject) => {
    const socket = createConnection(`/tmp/.X11-unix/X${display}`);
    let data = Buffer.alloc(0);
    let warped = false;
    socket.on('error', reject);
    // Little-endian, protocol 11.0, no authorisation.
    socket.on('connect', () => socket.write(Buffer.from([0x6c, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0])));
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      if (!warped) {
        if (data.length < 8) return;
        if (data[0] !== 1) return reject(new Error(`webkit: Xvfb :${display} refused the connection`));
        const length = 8 + 4 * data.readUInt16LE(6);
        if (data.length < length) return;
        // The first screen's root window comes after the vendor name (padded to 4 bytes) and the pixmap formats (8 bytes each).
        const root = data.readUInt32LE(40 + Math.ceil(data.readUInt16LE(24) / 4) * 4 + 8 * data[29]);
        data = data.subarray(length);
        const warp = Buffer.alloc(24); // WarpPointer: from anywhere to (0, 0) on the root window.
        warp.writeUInt8(41, 0);
        warp.writeUInt16LE(6, 2);
        warp.writeUInt32LE(root, 8);
        socket.write(Buffer.concat([warp, Buffer.from([43, 0, 1, 0])])); // then GetInputFocus, answered once the warp is done
        warped = true;
      }
      if (data.length >= 32) {
        socket.end();
        resolve();
      }
    });
  });
}

function stopGroup(child) {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/**
 * WebDriver cannot emulate media features: asking for what the engine already reports (the tests'
 * `reducedMotion: 'no-preference'`) is fine, anything else throws (the test is Chromium-only).
 * `matches(query)` asks the page. Also Firefox's (test/engines/firefox.mjs).
 */
const FEATURES = { reducedMotion: 'prefers-reduced-motion', colorScheme: 'prefers-color-scheme', forcedColors: 'forced-colors', contrast: 'prefers-contrast' };

export async function mediaAsIs(features, matches) {
  for (const [name, value] of Object.entries(features)) {
    if (value == null) continue;
    const feature = name === 'media' ? value : `(${FEATURES[name] ?? name}: ${value})`;
    if (!(await matches(feature))) throw new Error(`${feature} cannot be emulated in this engine (only Chromium's DevTools protocol can): make the test chromiumOnly() (test/helpers.ts)`);
  }
}

/** A Playwright-shaped page over one WebDriver session, for the runner's commands. */
function pageOf(slot) {
  const keys = (actions) => slot.driver.performActions([{ type: 'key', id: 'keyboard', actions }]);
  const pointer = (actions) => slot.driver.performActions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }]);
  return {
    keyboard: {
      async press(combo) {
        const parts = combo === '+' ? ['+'] : combo.split('+').map(key);
        await keys([...parts.map((value) => ({ type: 'keyDown', value })), ...parts.reverse().map((value) => ({ type: 'keyUp', value }))]);
      },
      down: (name) => keys([{ type: 'keyDown', value: key(name) }]),
      up: (name) => keys([{ type: 'keyUp', value: key(name) }]),
      /**
       * As the other engines' type() (Puppeteer's, Playwright's): a character a US keyboard has a key
       * for is pressed, '\n' and '\r' press Enter, and any other ('\t', 'é', …) is inserted as text,
       * as an input method would (WebDriver would make '\t' a Tab, which moves focus).
       */
      async type(text) {
        // Runs of keys (printable ASCII, line breaks) and runs of the rest, in order.
        for (const run of text.match(/[ -~\n\r]+|[^ -~\n\r]+/gu) ?? []) {
          if (/^[ -~\n\r]/.test(run)) {
            const values = [...run].map((char) => (char === '\n' || char === '\r' ? KEYS.Enter : char));
            await keys(values.flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]));
          } else {
            await slot.driver.execute((chars) => document.execCommand('insertText', false, chars), run);
          }
        }
      },
    },
    mouse: {
      move: (x, y) => pointer([{ type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) }]),
      down: ({ button = 'left' } = {}) => pointer([{ type: 'pointerDown', button: BUTTONS[button] }]),
      up: ({ button = 'left' } = {}) => pointer([{ type: 'pointerUp', button: BUTTONS[button] }]),
      click: (x, y, { button = 'left' } = {}) =>
        pointer([
          { type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) },
          { type: 'pointerDown', button: BUTTONS[button] },
          { type: 'pointerUp', button: BUTTONS[button] },
        ]),
    },
    async setViewportSize({ width, height }) {
      // Ask for the viewport plus whatever the window has around the web view (nothing while
      // MiniBrowser runs with --full-screen, see newSession, but measured rather than assumed). The
      // X server resizes the window after WebDriver has answered, and a window that has only just
      // been mapped (a new session) can still take GTK's first size (1024 × 768) after ours: so the
      // size is waited for, and asked again a few times before it counts as refused.
      const measure = () => slot.driver.execute(() => [outerWidth, outerHeight, innerWidth, innerHeight]);
      let [outerW, outerH, w, h] = await measure();
      for (let attempt = 0; attempt < 5 && (w !== width || h !== height); attempt++) {
        await slot.driver.setWindowSize(width + (outerW - w), height + (outerH - h));
        for (const end = Date.now() + 1000; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
          [outerW, outerH, w, h] = await measure();
          if ((w === width && h === height) || Date.now() > end) break;
        }
      }
      if (w !== width || h !== height) throw new Error(`webkit: asked for a ${width}×${height} viewport, MiniBrowser's window gives ${w}×${h} (its widgets keep the window at least about 334 px wide)`);
    },
    emulateMedia: (features) => mediaAsIs(features, (query) => slot.driver.execute((q) => matchMedia(q).matches, query)),
    /** Runs `fn(...args)` in the test page (test/browser-log.mjs reads the page's console record). */
    evaluate: (fn, ...args) => slot.driver.execute(fn, ...args),
  };
}

class WebKitLauncher {
  name = 'WebKit';
  type = 'playwright';

  constructor({ concurrency, proxyPort }) {
    this.concurrency = concurrency;
    this.proxyPort = proxyPort;
    this.slots = [];
    this.waiting = [];
  }

  async initialize(config) {
    this.config = config;
  }

  /** An Xvfb server and a WebKitWebDriver on it, each in a process group of its own. */
  async startDriver() {
    // -noreset: the server keeps its state (the pointer's place, see pointerToCorner) when its last client,
    // a session's MiniBrowser, goes.
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp', '-noreset'], { detached: true, stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
    const display = await new Promise((resolve, reject) => {
      xvfb.stdio[3].once('data', (data) => resolve(String(data).trim()));
      xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    });
    await pointerToCorner(display);
    const port = await freePort();
    const driverProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
      detached: true,
      // https:// through the proxy (test/engines/third-party-proxy.mjs says why this way).
      env: { ...process.env, GIO_USE_PROXY_RESOLVER: 'libproxy', https_proxy: `http://127.0.0.1:${this.proxyPort}`, no_proxy: '127.0.0.1,localhost', DISPLAY: `:${display}`, GTK_A11Y: 'none', NO_AT_BRIDGE: '1', WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
      // The page's console does not come this way (test/browser-log.mjs says why).
      stdio: 'ignore',
    });
    return { xvfb, driverProcess, port };
  }

  async startSlot() {
    const slot = { driver: undefined, id: undefined, url: undefined, claimed: true };
    Object.assign(slot, await this.startDriver());
    this.slots.push(slot);
    return slot;
  }

  newSession(port) {
    // --full-screen hides MiniBrowser's toolbar, whose buttons and address field would keep the
    // window at least 447 px wide (the 360 and 400 px tests need less). Xvfb runs no window manager,
    // so GTK's request to make the window full screen goes unanswered: the window keeps the size
    // WebDriver gives it, and the web view fills it (innerWidth, clientWidth and media queries
    // follow, as in a phone's browser).
    const args = ['--automation', '--full-screen'];
    return newSession(`http://127.0.0.1:${port}`, {
      browserName: 'MiniBrowser',
      acceptInsecureCerts: true,
      proxy: { proxyType: 'system' },
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args },
    });
  }

  /**
   * A window of its own for a server command (test/wordpress/commands.mjs opens pages in it, as it
   * opens them in a browser context of their own in Chromium and Firefox): a new MiniBrowser with an
   * empty profile, so cookies of its own, on a display and a WebKitWebDriver of its own (a driver
   * holds one session at a time, and the test page keeps its display's focus). → {driver, close()}
   */
  async openWindow() {
    const { xvfb, driverProcess, port } = await this.startDriver();
    const close = async (driver) => {
      try {
        await driver?.deleteSession();
      } catch {
        // MiniBrowser went away meanwhile
      }
      stopGroup(driverProcess);
      stopGroup(xvfb);
    };
    try {
      const driver = await this.newSession(port);
      return { driver, close: () => close(driver) };
    } catch (error) {
      await close();
      throw error;
    }
  }

  async freeSlot() {
    const free = this.slots.find((slot) => !slot.id && !slot.claimed);
    if (free) return free;
    if (this.slots.length < this.concurrency) return this.startSlot();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async startSession(id, url) {
    const slot = await this.freeSlot();
    slot.claimed = true;
    slot.id = id;
    slot.url = url;
    slot.driver ??= await this.newSession(slot.port);
    // The runner's default viewport in every engine (its Chrome launcher sets 800 × 600).
    await pageOf(slot).setViewportSize({ width: 800, height: 600 });
    await slot.driver.navigateTo(url);
  }

  slotOf(id) {
    const slot = this.slots.find((candidate) => candidate.id === id);
    if (!slot) throw new Error(`webkit: no session ${id}`);
    return slot;
  }

  isActive(id) {
    return this.slots.some((slot) => slot.id === id);
  }

  getBrowserUrl(id) {
    return this.slotOf(id).url;
  }

  getPage(id) {
    return pageOf(this.slotOf(id));
  }

  async stopSession(id) {
    const slot = this.slotOf(id);
    try {
      await slot.driver.deleteSession();
    } catch {
      // MiniBrowser went away meanwhile
    }
    slot.driver = undefined;
    slot.id = undefined;
    slot.url = undefined;
    slot.claimed = false;
    const next = this.waiting.shift();
    if (next) {
      slot.claimed = true;
      next(slot);
    }
    return {};
  }

  async startDebugSession() {
    throw new Error('webkit: debugging is not supported; run the file in Chromium with `npx wtr --manual`');
  }

  async stop() {
    for (const slot of this.slots) {
      try {
        await slot.driver?.deleteSession();
      } catch {
        // gone
      }
      stopGroup(slot.driverProcess);
      stopGroup(slot.xvfb);
    }
    this.slots = [];
  }
}

export function webkitLauncher(options) {
  return new WebKitLauncher(options);
}
