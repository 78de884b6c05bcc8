/**
 * @tag nl-video
 * @summary A YouTube video behind the site's own poster and a play button; nothing is fetched from YouTube before the click, which loads the IFrame API and plays the video on www.youtube-nocookie.com.
 * A 16:9 box (the same before the upgrade: no layout shift) with the `poster` image (or a neutral
 * placeholder), the title, a play button named `Video afspelen: {title}` that covers the poster, and
 * the note `Bij afspelen laadt YouTube de video; YouTube kan dan cookies plaatsen.`. The click loads
 * https://www.youtube.com/iframe_api once per page (a page that has `window.YT.Player` already is
 * used as it is), makes a player on the privacy-enhanced host with autoplay, and moves focus to it.
 * One video plays at a time: starting one pauses the others. If the API fails to load, takes over
 * 10 s, or the player reports an error, a console.error beginning `nl-video:` is logged and a link
 * `Bekijk de video op YouTube` to https://www.youtube.com/watch?v={id} takes the player's place.
 * A missing or malformed `video-id` is logged and shows the element's own content (no play button).
 * @attr {string} video-id - The YouTube video id, 11 characters of A-Z a-z 0-9 _ - (required).
 * @attr {string} title - The video's title: on the poster, in the play button's name and the player's iframe title.
 * @attr {url} poster - The site's own poster image, an http(s) URL, preferably 16:9 (not on a YouTube host such as
 *   i.ytimg.com: that would reach YouTube before the click); without it a neutral placeholder.
 * @attr {object} messages - Text overrides: `{"play": "Video afspelen: %{title}", "playUntitled", "note", "loading", "frameUntitled", "failed", "watch"}`.
 * @fires {{videoId: string, time: number}} nl-video-play - When the video starts or resumes playing (not after buffering).
 * @fires {{videoId: string, time: number}} nl-video-pause - When the playing video is paused.
 * @fires {{videoId: string, time: number}} nl-video-ended - When the video has played to the end.
 * @fires {{videoId: string, reason: "script" | "timeout" | "player", code?: number}} nl-load-error - When YouTube could not be loaded or cannot play the video (the link is shown).
 * @slot - Fallback for no JavaScript and for a missing or malformed `video-id`: typically `<a href="https://www.youtube.com/watch?v=…">`. Not shown otherwise.
 * @csspart poster - The poster image (or the placeholder without `poster`).
 * @csspart play-button - The play button over the poster.
 * @csspart title - The title on the poster.
 * @csspart play-icon - The round play icon in the middle.
 * @csspart note - The privacy note at the bottom of the poster.
 * @csspart player - The box the YouTube player goes into.
 * @csspart fallback - The overlay with the link after a failure (or the element's own content).
 * @csspart link - The link `Bekijk de video op YouTube`.
 * @cssprop --nl-video-background - Background of the box, also before the upgrade (#1f2937).
 * @cssprop --nl-video-placeholder - The poster without a `poster` image (a dark grey gradient).
 * @cssprop --nl-video-color - Text on the poster (#fff).
 * @cssprop --nl-video-radius - Corner radius of the box (0).
 * @cssprop --nl-video-button-background - The play icon's disc (rgb(17 24 39 / 0.85)).
 * @cssprop --nl-video-button-hover-background - The disc on hover and focus (default: `--nl-color-primary`, #0b57d0).
 * @cssprop --nl-video-button-color - The play triangle (#fff).
 * @cssprop --nl-video-overlay - Behind the note and the failure link (rgb(0 0 0 / 0.75)).
 * @cssprop --nl-video-link-color - The failure link (#fff).
 */
import { defineElement } from '../src/core/define.tsx';
import { spec, Video } from '../src/elements/video/video.tsx';

export type { VideoErrorDetail, VideoEventDetail } from '../src/elements/video/video.tsx';

defineElement('nl-video', Video, spec);
