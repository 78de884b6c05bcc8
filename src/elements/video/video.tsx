/**
 * nl-video: a YouTube video behind a facade (after paulirish/lite-youtube-embed), private by
 * default: the site's own `poster` image and a play button; nothing at all is fetched from
 * YouTube (no thumbnail from i.ytimg.com, no preconnect, no script) before the visitor presses
 * play. Then the YouTube IFrame API is loaded (youtube.ts: once per page) and a player is made on
 * the privacy-enhanced host www.youtube-nocookie.com, which plays at once.
 *
 * - Box: 16:9 (`aspect-ratio` with `overflow: hidden`, so content cannot stretch it), the same box
 *   before the upgrade (pre-upgrade.css): no layout shift. The privacy note sits on the
 *   poster, not below it, so the box does not depend on how the note wraps.
 * - The play button covers the whole poster (a big target); its name is `Video afspelen: {title}`,
 *   the title also shows on the poster (aria-hidden there, it is in the name), and the note
 *   `Bij afspelen laadt YouTube de video; YouTube kan dan cookies plaatsen.` is its description.
 *   The click is the visitor's consent for this one video (a "two-click" embed): nothing is stored,
 *   and the cookie-bar categories are not changed.
 * - After the click: `autoplay: 1` plus playVideo() on ready (mobile Safari needs the call), focus
 *   moves to the player's iframe (as lite-youtube does), which gets the title as its `title`.
 * - Events from the player's onStateChange: PLAYING → `nl-video-play`, PAUSED → `nl-video-pause`,
 *   ENDED → `nl-video-ended`, detail {videoId, time}. Like a media element's play/pause events,
 *   buffering (a seek) is neither: a play follows a start, a pause or an end, a pause follows a play.
 * - One at a time: when a video starts playing, every other nl-video on the page that plays is
 *   paused (each fires its own `nl-video-pause`), as YouTube's own pages do.
 * - Failure (the API's script fails or takes over 10 s, or the player's onError): one console.error
 *   beginning `nl-video:`, `nl-load-error` {videoId, reason, code?}, and in place of the player a
 *   plain link `Bekijk de video op YouTube` to https://www.youtube.com/watch?v={id}, which takes
 *   focus when focus was in the element.
 * - `video-id` missing or not an id (11 of A-Z a-z 0-9 _ -): the schema's console.error, no play
 *   button (it could not work); the editor's light-DOM content (a link to the video) is shown on
 *   the poster instead. Otherwise the light DOM is the no-JS fallback only and is not rendered.
 * - `poster` must be an http(s) URL and not on a YouTube host (that would fetch from YouTube before
 *   the click): otherwise logged, and the neutral placeholder is shown.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { attr, type Attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { report } from '../../core/errors.ts';
import { emit } from '../../core/events.ts';
import { singleton } from '../../core/global.ts';
import { messages, type VideoKey } from './messages.ts';
import styles from './video.css?inline';
import { loadYouTube, PLAYER_HOST, STATE, TAG, VideoLoadError, type LoadFailure, type YTNamespace, type YTPlayer } from './youtube.ts';
import { problem as logProblem } from '../../core/problems.ts';

export interface VideoEventDetail {
  videoId: string;
  /** The playback position in seconds (the player's getCurrentTime()). */
  time: number;
}
export interface VideoErrorDetail {
  videoId: string;
  /** `script`: the API did not load; `timeout`: not within 10 s; `player`: the player's onError. */
  reason: LoadFailure | 'player';
  /** The player's error code (only for `player`). */
  code?: number;
}

/** A YouTube video id: 11 characters from the URL-safe base64 alphabet. */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** Hosts that belong to YouTube: a poster from there would be a request to YouTube before the click. */
const YOUTUBE_HOST = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|ggpht\.com|googlevideo\.com)$/i;

export const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

/** The id in a pasted YouTube URL, for a hint in the error message. */
function idInUrl(value: string): string | null {
  try {
    const url = new URL(value);
    if (!YOUTUBE_HOST.test(url.hostname)) return null;
    const id = url.searchParams.get('v') ?? url.pathname.split('/').filter(Boolean).pop() ?? '';
    return VIDEO_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

const videoIdAttr = attr.string({
  required: true,
  check(value, raw) {
    if (VIDEO_ID.test(value)) return undefined;
    const id = idInUrl(value);
    const hint = id ? `; use only the id: "${id}"` : '';
    return `must be a YouTube video id (11 letters, digits, "-" or "_"), got ${JSON.stringify(raw)}${hint}`;
  },
});

const posterUrl = attr.url({ resolve: true });
const posterAttr: Attr<string> = {
  ...posterUrl,
  parse(name, raw) {
    const result = posterUrl.parse(name, raw);
    if (result.problem || !result.value) return result;
    const host = new URL(result.value).hostname;
    if (!YOUTUBE_HOST.test(host)) return result;
    return { value: '', problem: `attribute "${name}" must be the site's own image, not one from ${host}: nothing is fetched from YouTube before the click` };
  },
};

const attributes = {
  'video-id': videoIdAttr,
  title: attr.string(),
  poster: posterAttr,
};

export const spec: ElementSpec<typeof attributes, VideoKey> = { attributes, messages, styles };

type Phase = 'poster' | 'loading' | 'player' | 'failed';

/** One press of play: the player it makes and what it knows. */
interface Session {
  id: string;
  player: YTPlayer | null;
  container: HTMLElement | null;
  frame: HTMLElement | null;
  playing: boolean;
  closed: boolean;
}

/** Every live player on the page (across copies of the library): to pause the others. */
const sessions = singleton('video.sessions', () => new Set<Session>());

/** YouTube's onError codes (IFrame Player API reference). */
const PLAYER_ERRORS: Record<number, string> = {
  2: 'invalid parameter, such as a malformed video id',
  5: 'the HTML5 player failed',
  100: 'video not found: removed or private',
  101: 'the owner does not allow embedding',
  150: 'the owner does not allow embedding',
  153: 'the player could not identify the embedding site (no Referer)',
};

const untitledWarned = new WeakSet<Element>();

function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch (error) {
    report(error, TAG);
    return undefined;
  }
}

function close(session: Session): void {
  if (session.closed) return;
  session.closed = true;
  session.playing = false;
  sessions.delete(session);
  if (session.player) attempt(() => session.player!.destroy?.());
  session.container?.replaceChildren();
  session.player = null;
  session.frame = null;
}

export function Video({ attrs, problems, host, t, lang }: ElementProps<typeof attributes, VideoKey>) {
  const videoId = attrs['video-id'];
  const usable = videoId !== '' && !problems['video-id'];
  const { title, poster } = attrs;
  const [state, setState] = useState<{ id: string; phase: Phase }>({ id: videoId, phase: 'poster' });
  // A new video-id starts over at its poster (the effect below closes the old player).
  const phase: Phase = state.id === videoId ? state.phase : 'poster';

  const container = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const live = useRef<Session | null>(null);
  const focusLink = useRef(false);
  const frameTitle = title || t('frameUntitled');
  const frameTitleRef = useRef(frameTitle);

  useEffect(() => {
    frameTitleRef.current = frameTitle;
    const frame = live.current?.frame;
    if (frame instanceof HTMLIFrameElement) frame.title = frameTitle;
  }, [frameTitle]);

  // Closes the player when the video-id changes or the element is removed (not when it is moved:
  // define.tsx keeps a moved element mounted).
  useEffect(() => {
    const current = live;
    return () => {
      if (current.current) close(current.current);
      current.current = null;
    };
  }, [videoId]);

  // No title: the button and the iframe get generic names, which do not say which video it is.
  // A warning (the element works), once per element.
  useEffect(() => {
    if (title || !usable || untitledWarned.has(host)) return;
    untitledWarned.add(host);
    logProblem('warn', `${TAG}: attribute "title" is missing; the play button is named only "${t('playUntitled')}"`, { element: host, kind: 'config' });
  }, [host, title, usable, t]);

  useLayoutEffect(() => {
    if (phase !== 'failed' || !focusLink.current) return;
    focusLink.current = false;
    link.current?.focus();
  }, [phase]);

  /** `problem`: why the player could not be made (a player error has its code instead). */
  const fail = (session: Session, reason: VideoErrorDetail['reason'], code?: number, problem?: string) => {
    const root = host.shadowRoot!;
    const focused = root.activeElement !== null || document.activeElement === host || document.activeElement === document.body || !document.activeElement;
    close(session);
    // A load failure was logged by youtube.ts (once for every video waiting on it); this is the player's.
    if (reason === 'player') {
      const why = code === undefined ? `the player could not be created: ${problem ?? 'unknown error'}` : `error ${code}: ${PLAYER_ERRORS[code] ?? 'unknown error'}`;
      logProblem('error', `${TAG}: YouTube cannot play video "${session.id}" (${why})`, { element: host, kind: 'service' });
    }
    const detail: VideoErrorDetail = { videoId: session.id, reason };
    if (code !== undefined) detail.code = code;
    emit<VideoErrorDetail>(host, 'nl-load-error', detail);
    focusLink.current = focused;
    setState({ id: session.id, phase: 'failed' });
  };

  const changed = (session: Session, player: YTPlayer, playerState: number) => {
    let name: 'nl-video-play' | 'nl-video-pause' | 'nl-video-ended' | null = null;
    if (playerState === STATE.PLAYING && !session.playing) {
      session.playing = true;
      name = 'nl-video-play';
      // One at a time: pause the others (they fire their own nl-video-pause).
      for (const other of sessions) if (other !== session && other.playing) attempt(() => other.player?.pauseVideo?.());
    } else if (playerState === STATE.PAUSED && session.playing) {
      session.playing = false;
      name = 'nl-video-pause';
    } else if (playerState === STATE.ENDED) {
      session.playing = false;
      name = 'nl-video-ended';
    }
    if (!name) return;
    const time = Number(attempt(() => player.getCurrentTime?.()) ?? 0);
    emit<VideoEventDetail>(host, name, { videoId: session.id, time: Number.isFinite(time) ? time : 0 });
  };

  const nameFrame = (session: Session, player: YTPlayer) => {
    const frame = attempt(() => player.getIframe?.()) ?? (session.container?.firstElementChild as HTMLElement | null) ?? null;
    session.frame = frame;
    if (frame instanceof HTMLIFrameElement) frame.title = frameTitleRef.current;
    return frame;
  };

  const create = (YT: YTNamespace, session: Session) => {
    const box = container.current;
    if (!box) return;
    session.container = box;
    // YT.Player replaces the element it is given: give it one of ours, inside a box React leaves alone.
    const target = document.createElement('div');
    box.replaceChildren(target);
    let player: YTPlayer;
    try {
      player = new YT.Player(target, {
        host: PLAYER_HOST,
        videoId: session.id,
        width: '100%',
        height: '100%',
        playerVars: { autoplay: 1, playsinline: 1, rel: 0, hl: lang },
        events: {
          onReady: (event) => {
            if (session.closed) return;
            nameFrame(session, event.target);
            attempt(() => event.target.playVideo?.());
          },
          onStateChange: (event) => {
            if (!session.closed) changed(session, event.target, event.data);
          },
          onError: (event) => {
            if (!session.closed) fail(session, 'player', event.data);
          },
        },
      });
    } catch (error) {
      if (!session.closed) fail(session, 'player', undefined, error instanceof Error ? error.message : String(error));
      return;
    }
    if (session.closed) {
      // onError during the constructor: fail() could not destroy a player it did not have yet.
      attempt(() => player.destroy?.());
      return;
    }
    session.player = player;
    sessions.add(session);
    setState({ id: session.id, phase: 'player' });
    nameFrame(session, player)?.focus();
  };

  const play = () => {
    if (!usable || phase !== 'poster') return;
    if (live.current) close(live.current);
    const session: Session = { id: videoId, player: null, container: null, frame: null, playing: false, closed: false };
    live.current = session;
    setState({ id: videoId, phase: 'loading' });
    loadYouTube().then(
      (YT) => {
        if (!session.closed) create(YT, session);
      },
      (error: unknown) => {
        if (!session.closed) fail(session, error instanceof VideoLoadError ? error.reason : 'script');
      },
    );
  };

  const label = title ? t('play', { title }) : t('playUntitled');
  const facade = usable && (phase === 'poster' || phase === 'loading');
  return (
    <>
      {phase !== 'player' &&
        (poster ? (
          <img className="poster" part="poster" src={poster} alt="" decoding="async" loading="lazy" />
        ) : (
          <div className="poster poster--placeholder" part="poster" />
        ))}
      <div className="player" part="player" ref={container} />
      {facade && (
        <>
          {/* Before the button, which is transparent and paints over it: its focus ring stays whole. */}
          <p className="note" part="note" id="note">
            {t('note')}
          </p>
          <button type="button" className="play" part="play-button" aria-describedby="note" aria-disabled={phase === 'loading' ? 'true' : undefined} onClick={play}>
            {title && (
              <span className="title" part="title" aria-hidden="true">
                <span className="title-text">{title}</span>
              </span>
            )}
            <svg className="icon" part="play-icon" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
              <circle className="icon-disc" cx="36" cy="36" r="36" />
              {phase === 'loading' ? <circle className="icon-spinner" cx="36" cy="36" r="16" /> : <path className="icon-triangle" d="M29 22.5 51 36 29 49.5Z" />}
            </svg>
            <span className="visually-hidden">{label}</span>
          </button>
        </>
      )}
      <span className="visually-hidden" role="status">
        {phase === 'loading' ? t('loading') : ''}
      </span>
      {usable && phase === 'failed' && (
        <div className="fallback" part="fallback">
          <p className="fallback-text">{t('failed')}</p>
          <a className="fallback-link" part="link" href={watchUrl(state.id)} ref={link}>
            {t('watch')}
          </a>
        </div>
      )}
      {!usable && (
        <div className="fallback fallback--content" part="fallback">
          <slot />
        </div>
      )}
    </>
  );
}
