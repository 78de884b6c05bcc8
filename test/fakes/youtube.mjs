// YouTube, as the test pages see it (test/third-party.mjs sends every https:// request for these
// hosts here). nl-video asks for https://www.youtube.com/iframe_api after a click; the answer is a
// fake IFrame Player API:
//   window.YT            {PlayerState, Player, loaded, ready(fn)}; calls window.onYouTubeIframeAPIReady
//   new YT.Player(el, o) records itself in window.__fakeYouTube.players (with its options), puts an
//                        <iframe src="about:blank"> in el's place (the would-be embed URL in its
//                        data-src, e.g. https://www.youtube-nocookie.com/embed/ID?autoplay=1&…) and
//                        calls onReady in a microtask (not a timer: tests may fake setTimeout)
//   player methods       playVideo() → PLAYING, pauseVideo() → PAUSED, getCurrentTime() (player.time),
//                        getPlayerState(), getIframe(), destroy(); each call is noted in player.calls
//   for tests            player.setState(n) fires onStateChange {data: n}; player.fireError(code)
//                        fires onError {data: code}; window.__fakeYouTube.loads counts script runs
// The answer to /iframe_api can be switched by a test through the test server:
//   /fake/youtube/mode?fail=500      HTTP 500 (the script's error event)
//   /fake/youtube/mode?fail=network  a network failure
//   /fake/youtube/mode?hang=1        no answer until the mode is reset (for the 10 s timeout)
//   /fake/youtube/mode               back to normal (and any hanging request fails now)
//   /fake/youtube/log                the paths asked for since the last read; clears it
// Anything else on these hosts: a small HTML page (an iframe that did load a real embed URL) or 404.

export const hosts = ['www.youtube.com', 'www.youtube-nocookie.com'];

let mode = { fail: '', hang: false };
let hanging = [];
let log = [];

const API_SCRIPT = String.raw`(function () {
  var fake = (window.__fakeYouTube = window.__fakeYouTube || { players: [], loads: 0 });
  fake.loads += 1;
  var PlayerState = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };

  function Player(element, options) {
    var self = this;
    options = options || {};
    var events = options.events || {};
    var vars = options.playerVars || {};
    var params = new URLSearchParams();
    Object.keys(vars).forEach(function (key) { params.set(key, String(vars[key])); });
    params.set('enablejsapi', '1');
    var iframe = document.createElement('iframe');
    iframe.id = 'fake-youtube-' + (fake.players.length + 1);
    iframe.src = 'about:blank';
    iframe.setAttribute('data-src', (options.host || 'https://www.youtube.com') + '/embed/' + encodeURIComponent(options.videoId || '') + '?' + params.toString());
    iframe.setAttribute('allow', 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share');
    iframe.setAttribute('allowfullscreen', '');
    iframe.title = 'YouTube video player';
    if (options.width) iframe.setAttribute('width', String(options.width));
    if (options.height) iframe.setAttribute('height', String(options.height));
    element.replaceWith(iframe);
    this.options = options;
    this.iframe = iframe;
    this.state = PlayerState.UNSTARTED;
    this.time = 0;
    this.calls = [];
    this.destroyed = false;
    this.setState = function (state) {
      self.state = state;
      if (!self.destroyed && events.onStateChange) events.onStateChange({ target: self, data: state });
    };
    this.fireError = function (code) {
      if (!self.destroyed && events.onError) events.onError({ target: self, data: code });
    };
    fake.players.push(this);
    Promise.resolve().then(function () {
      if (!self.destroyed && events.onReady) events.onReady({ target: self });
    });
  }
  Player.prototype.playVideo = function () {
    this.calls.push('playVideo');
    if (this.state !== PlayerState.PLAYING) this.setState(PlayerState.PLAYING);
  };
  Player.prototype.pauseVideo = function () {
    this.calls.push('pauseVideo');
    if (this.state === PlayerState.PLAYING || this.state === PlayerState.BUFFERING) this.setState(PlayerState.PAUSED);
  };
  Player.prototype.getCurrentTime = function () { return this.time; };
  Player.prototype.getPlayerState = function () { return this.state; };
  Player.prototype.getIframe = function () { return this.iframe; };
  Player.prototype.destroy = function () {
    this.calls.push('destroy');
    this.destroyed = true;
    this.iframe.remove();
  };

  window.YT = { PlayerState: PlayerState, Player: Player, loaded: 1, ready: function (fn) { fn(); } };
  if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
})();
`;

export function respond(url) {
  log.push(`${url.hostname}${url.pathname}`);
  if (url.hostname === 'www.youtube.com' && url.pathname === '/iframe_api') {
    if (mode.hang) return new Promise((resolve) => hanging.push(resolve));
    if (mode.fail === 'network') return null;
    if (mode.fail) return { status: Number(mode.fail) || 500, type: 'text/plain', body: 'Internal Server Error' };
    return { type: 'text/javascript', body: API_SCRIPT };
  }
  if (url.pathname.startsWith('/embed/')) {
    return { type: 'text/html', body: '<!doctype html><html lang="en"><title>YouTube (fake)</title><p>Fake YouTube player</p></html>' };
  }
  return { status: 404, type: 'text/plain', body: 'Not found' };
}

export async function fake(ctx) {
  if (ctx.path === '/fake/youtube/mode') {
    const fail = String(ctx.query.fail ?? '');
    mode = { fail, hang: Boolean(ctx.query.hang) };
    if (!mode.hang) {
      // Requests that hung fail now, as a dropped connection would.
      for (const release of hanging.splice(0)) release(null);
    }
    ctx.type = 'json';
    ctx.body = mode;
    return true;
  }
  if (ctx.path === '/fake/youtube/log') {
    ctx.type = 'json';
    ctx.body = log.splice(0);
    return true;
  }
  return false;
}
