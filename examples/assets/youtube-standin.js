/**
 * Stand-in for the YouTube IFrame Player API on the demo site, which works without internet and
 * fetches nothing from other origins. Only the example page of nl-video loads it (a classic
 * <script defer> in its <head>); the library never does.
 *
 * It defines `window.YT` as the real https://www.youtube.com/iframe_api does: `YT.PlayerState`,
 * `YT.ready(fn)` and `new YT.Player(element, {videoId, host, playerVars, events})`. nl-video uses a
 * `window.YT.Player` that is already there instead of loading the API (as it would for a site that
 * loads the IFrame API itself), so on this page a click on a video makes one of these players.
 *
 * The player takes the element's place like the real one, but shows a panel: "Stand-in voor de
 * YouTube-speler: video {id}", the options it was given, a 20-second progress bar and buttons
 * Afspelen / Pauzeren / Einde. They change the player's state and call `onStateChange` as
 * the real player does (PLAYING 1, PAUSED 2, ENDED 0), so nl-video's nl-video-play, nl-video-pause
 * and nl-video-ended events show in the page's event log. Methods: playVideo, pauseVideo,
 * getCurrentTime, getPlayerState, getIframe (the panel), destroy.
 *
 * Built with DOM methods only (no innerHTML); its styles are a constructable stylesheet adopted by
 * the shadow root the panel lands in, and the progress width is set through CSSOM: both CSP-safe.
 */
(function youtubeStandIn() {
  if (window.YT && window.YT.Player) return;

  const STATE = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
  const LENGTH = 20; // seconds

  const CSS = [
    '.yt-standin { box-sizing: border-box; display: flex; flex-direction: column; justify-content: safe center; gap: 0.375rem;',
    '  padding: 0.75rem 1rem; overflow: auto; background: #111827; color: #fff; font: 0.875rem/1.35 system-ui, sans-serif;',
    '  text-align: start; container-type: inline-size; }',
    '.yt-standin:focus-visible { outline: 3px solid #f4a259; outline-offset: -3px; }',
    '.yt-standin > * { flex-shrink: 0; }',
    '.yt-standin p { margin: 0; }',
    '.yt-standin__title { font-weight: 700; font-size: 0.9375rem; }',
    '.yt-standin__info { color: #d1d5db; font-size: 0.8125rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }',
    '.yt-standin__progress-row { display: flex; align-items: center; gap: 0.625rem; font-size: 0.8125rem; }',
    '.yt-standin__bar { flex: 1 1 auto; height: 0.375rem; border-radius: 0.1875rem; background: #4b5563; overflow: hidden; }',
    '.yt-standin__progress { width: 0; height: 100%; background: #f4a259; }',
    '.yt-standin__controls { display: flex; flex-wrap: wrap; gap: 0.375rem; }',
    '.yt-standin__controls button { min-height: 2.25rem; padding: 0.25rem 0.5rem; border: 2px solid #fff; border-radius: 0.375rem;',
    '  background: transparent; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }',
    '.yt-standin__controls button:hover { background: rgb(255 255 255 / 0.15); }',
    '.yt-standin__controls button:focus-visible { outline: 3px solid #f4a259; outline-offset: 2px; }',
    '@container (max-width: 22rem) { .yt-standin__info { display: none; } .yt-standin__title { font-size: 0.875rem; }',
    '  .yt-standin__controls button { font-size: 0.8125rem; } }',
  ].join('\n');

  let sheet = null;
  try {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  } catch {
    sheet = null;
  }

  function adopt(node) {
    const root = node.getRootNode();
    if (!sheet || !root || !('adoptedStyleSheets' in root)) return;
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }

  function text(tag, className, content) {
    const node = document.createElement(tag);
    node.className = className;
    if (content) node.textContent = content;
    return node;
  }

  function clock(seconds) {
    const whole = Math.floor(seconds);
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  }

  class Player {
    constructor(element, options = {}) {
      const events = options.events || {};
      const vars = options.playerVars || {};
      const id = String(options.videoId || '');
      this.events = events;
      this.state = STATE.UNSTARTED;
      this.time = 0;
      this.timer = null;
      this.destroyed = false;

      const panel = text('div', 'yt-standin');
      panel.tabIndex = -1;
      panel.setAttribute('role', 'group');
      panel.setAttribute('aria-label', 'Stand-in voor de YouTube-speler');
      const settings = Object.keys(vars)
        .map((key) => `${key}=${vars[key]}`)
        .join(', ');
      this.timeText = text('span', 'yt-standin__time', '');
      this.progress = text('div', 'yt-standin__progress');
      const bar = text('div', 'yt-standin__bar');
      bar.append(this.progress);
      const progressRow = text('div', 'yt-standin__progress-row');
      progressRow.append(bar, this.timeText);
      const controls = text('div', 'yt-standin__controls');
      for (const [label, action] of [
        ['Afspelen', () => this.playVideo()],
        ['Pauzeren', () => this.pauseVideo()],
        ['Einde', () => this.end()],
      ]) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.addEventListener('click', action);
        controls.append(button);
      }
      panel.append(
        text('p', 'yt-standin__title', `Stand-in voor de YouTube-speler: video ${id}`),
        text('p', 'yt-standin__info', `Host ${options.host || 'https://www.youtube.com'}${settings ? `; ${settings}` : ''}`),
        progressRow,
        controls,
      );
      this.panel = panel;
      element.replaceWith(panel);
      adopt(panel);
      this.show();

      // Like the real player: ready a moment later, not inside the constructor.
      setTimeout(() => {
        if (!this.destroyed && events.onReady) events.onReady({ target: this });
      }, 0);
    }

    change(state) {
      if (this.destroyed || this.state === state) return;
      this.state = state;
      if (this.events.onStateChange) this.events.onStateChange({ target: this, data: state });
    }

    show() {
      this.progress.style.width = `${(this.time / LENGTH) * 100}%`;
      const label = { [STATE.PLAYING]: 'speelt', [STATE.PAUSED]: 'gepauzeerd', [STATE.ENDED]: 'afgelopen' }[this.state] || 'klaar';
      this.timeText.textContent = `${clock(this.time)} / ${clock(LENGTH)} (${label})`;
    }

    playVideo() {
      if (this.destroyed || this.state === STATE.PLAYING) return;
      if (this.state === STATE.ENDED) this.time = 0;
      clearInterval(this.timer);
      this.timer = setInterval(() => {
        this.time = Math.min(LENGTH, this.time + 0.25);
        if (this.time >= LENGTH) this.end();
        else this.show();
      }, 250);
      this.change(STATE.PLAYING);
      this.show();
    }

    pauseVideo() {
      if (this.state !== STATE.PLAYING) return;
      clearInterval(this.timer);
      this.change(STATE.PAUSED);
      this.show();
    }

    end() {
      clearInterval(this.timer);
      this.time = LENGTH;
      this.change(STATE.ENDED);
      this.show();
    }

    getCurrentTime() {
      return this.time;
    }

    getPlayerState() {
      return this.state;
    }

    getIframe() {
      return this.panel;
    }

    destroy() {
      clearInterval(this.timer);
      this.destroyed = true;
      this.panel.remove();
    }
  }

  window.YT = {
    PlayerState: STATE,
    Player,
    loaded: 1,
    ready(fn) {
      fn();
    },
  };
  if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
})();
