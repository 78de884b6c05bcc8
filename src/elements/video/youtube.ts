/**
 * The YouTube IFrame Player API, loaded once per page, only when a visitor presses play.
 *
 * - `https://www.youtube.com/iframe_api` is the one URL YouTube documents for the API; the players
 *   it makes are put on the privacy-enhanced host with the (undocumented but long-standing) `host`
 *   option, see video.tsx.
 * - Once per page: every nl-video (and every copy of the library: the pending load is a page-wide
 *   singleton) shares one `<script>`. A page that has the API already (`window.YT.Player`, from its
 *   own `<script>` or from a stand-in such as the demo site's) is used as it is and nothing is
 *   loaded. A `<script src=".../iframe_api">` of the page's own that is still loading is waited
 *   for, not added again.
 * - Ready: the API calls `window.onYouTubeIframeAPIReady` when `YT.Player` exists (the script
 *   itself loads a second one first, so its `load` event is too early). We chain onto whatever
 *   function the page put there (it is still called, first), and also ask `YT.ready()`, in case
 *   the page sets the global after us.
 * - Failure: the script's `error` event (offline, blocked by a content blocker, an HTTP error), a
 *   script that ran but defined no `window.YT`, or no `YT.Player` within LOAD_TIMEOUT (10 s): one
 *   console.error beginning `nl-video:`, the promise rejects with a VideoLoadError, the script we
 *   added is removed. Unlike a platform script, a failed load is not remembered: the next click
 *   (a visitor who asks again, on this video or another) tries again. A click is not hammering.
 */
import { NlLoadError, report } from '../../core/errors.ts';
import { singleton } from '../../core/global.ts';
import { scriptURL } from '../../core/trusted-types.ts';

export const TAG = 'nl-video';
export const API_URL = 'https://www.youtube.com/iframe_api';
/** Where the players are made (YouTube's privacy-enhanced mode). */
export const PLAYER_HOST = 'https://www.youtube-nocookie.com';
/** How long the API may take, from the click until `YT.Player` exists. */
export const LOAD_TIMEOUT = 10_000;

/** YT.PlayerState. */
export const STATE = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } as const;

export interface YTPlayer {
  playVideo?(): void;
  pauseVideo?(): void;
  getCurrentTime?(): number;
  getPlayerState?(): number;
  getIframe?(): HTMLElement | null;
  destroy?(): void;
}

export interface YTEvent<T = undefined> {
  target: YTPlayer;
  data: T;
}

export interface PlayerOptions {
  host: string;
  videoId: string;
  width: string;
  height: string;
  playerVars: Record<string, string | number>;
  events: {
    onReady(event: YTEvent): void;
    onStateChange(event: YTEvent<number>): void;
    onError(event: YTEvent<number>): void;
  };
}

export interface YTNamespace {
  Player: new (element: HTMLElement, options: PlayerOptions) => YTPlayer;
}

type YTGlobal = Partial<YTNamespace> & { ready?(callback: () => void): void };
type YTWindow = Window & { YT?: YTGlobal; onYouTubeIframeAPIReady?: ((...args: unknown[]) => void) | null };

export type LoadFailure = 'script' | 'timeout';

export class VideoLoadError extends NlLoadError {
  readonly reason: LoadFailure;
  constructor(reason: LoadFailure, message: string) {
    super(TAG, message);
    this.name = 'VideoLoadError';
    this.reason = reason;
  }
}

const loading = singleton('video.youtube', () => ({ promise: null as Promise<YTNamespace> | null }));

/** The API, when the page has it. */
export function currentApi(): YTNamespace | null {
  const YT = (window as YTWindow).YT;
  return YT && typeof YT.Player === 'function' ? (YT as YTNamespace) : null;
}

function pageScript(): HTMLScriptElement | undefined {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((script) => script.src.split(/[?#]/)[0] === API_URL);
}

/** Resolves with `window.YT` once `YT.Player` exists; rejects with a VideoLoadError (already logged). */
export function loadYouTube(): Promise<YTNamespace> {
  const ready = currentApi();
  if (ready) return Promise.resolve(ready);
  if (loading.promise) return loading.promise;

  let settled = false;
  const promise = new Promise<YTNamespace>((resolve, reject) => {
    const win = window as YTWindow;
    let added: HTMLScriptElement | null = null;

    const settle = (): boolean => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      loading.promise = null;
      return true;
    };
    const check = () => {
      const YT = currentApi();
      if (YT && settle()) resolve(YT);
    };
    const fail = (reason: LoadFailure, message: string) => {
      if (!settle()) return;
      added?.remove();
      const error = new VideoLoadError(reason, message);
      report(error);
      reject(error);
    };

    // The API calls this global once YT.Player exists. Chain onto the page's own, which runs first.
    const previous = win.onYouTubeIframeAPIReady;
    win.onYouTubeIframeAPIReady = function (this: unknown, ...args: unknown[]) {
      if (typeof previous === 'function') {
        try {
          previous.apply(this, args);
        } catch (error) {
          report(error);
        }
      }
      check();
    };
    const timer = setTimeout(() => fail('timeout', `the YouTube IFrame API did not load within ${LOAD_TIMEOUT / 1000} s (${API_URL})`), LOAD_TIMEOUT);

    if (win.YT?.ready) {
      // The page is loading the API itself (YT exists, YT.Player not yet).
      win.YT.ready(check);
    } else if (!pageScript()) {
      added = document.createElement('script');
      added.src = scriptURL(API_URL); // Trusted Types: a plain string throws under require-trusted-types-for 'script'
      added.async = true;
      added.addEventListener('load', () => {
        if (!win.YT) fail('script', `${API_URL} loaded but did not define window.YT`);
        else if (win.YT.ready) win.YT.ready(check);
        else check();
      });
      added.addEventListener('error', () => fail('script', `could not load the YouTube IFrame API (${API_URL})`));
      document.head.append(added);
    }
  });
  // Only a pending load is shared (YT.ready() may have settled it at once).
  if (!settled) loading.promise = promise;
  void promise.catch(() => undefined);
  return promise;
}
