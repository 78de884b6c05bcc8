// nl-video: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "A YouTube video behind the site's own poster and a play button; nothing is fetched from YouTube before the click, which loads the IFrame API and plays the video on www.youtube-nocookie.com. A 16:9 box (the same before the upgrade: no layout shift) with the `poster` image (or a neutral placeholder), the title, a play button named `Video afspelen: {title}` that covers the poster, and the note `Bij afspelen laadt YouTube de video; YouTube kan dan cookies plaatsen.`. The click loads https://www.youtube.com/iframe_api once per page (a page that has `window.YT.Player` already is used as it is), makes a player on the privacy-enhanced host with autoplay, and moves focus to it. One video plays at a time: starting one pauses the others. If the API fails to load, takes over 10 s, or the player reports an error, a console.error beginning `nl-video:` is logged and a link `Bekijk de video op YouTube` to https://www.youtube.com/watch?v={id} takes the player's place. A missing or malformed `video-id` is logged and shows the element's own content (no play button).",
  attributes: {
    'video-id': {
      description: 'The YouTube video id, 11 characters of A-Z a-z 0-9 _ - (required).',
    },
    title: {
      description: "The video's title: on the poster, in the play button's name and the player's iframe title.",
    },
    poster: {
      description: "The site's own poster image, an http(s) URL, preferably 16:9 (not on a YouTube host such as\ni.ytimg.com: that would reach YouTube before the click); without it a neutral placeholder.",
    },
    messages: {
      description: 'Text overrides: `{"play": "Video afspelen: %{title}", "playUntitled", "note", "loading", "frameUntitled", "failed", "watch"}`.',
    },
  },
  events: {
    'nl-video-play': {
      detail: '{videoId: string, time: number}',
      description: 'When the video starts or resumes playing (not after buffering).',
    },
    'nl-video-pause': {
      detail: '{videoId: string, time: number}',
      description: 'When the playing video is paused.',
    },
    'nl-video-ended': {
      detail: '{videoId: string, time: number}',
      description: 'When the video has played to the end.',
    },
    'nl-load-error': {
      detail: '{videoId: string, reason: "script" | "timeout" | "player", code?: number}',
      description: 'When YouTube could not be loaded or cannot play the video (the link is shown).',
    },
  },
  slots: {
    '': 'Fallback for no JavaScript and for a missing or malformed `video-id`: typically `<a href="https://www.youtube.com/watch?v=…">`. Not shown otherwise.',
  },
  parts: {
    poster: 'The poster image (or the placeholder without `poster`).',
    'play-button': 'The play button over the poster.',
    title: 'The title on the poster.',
    'play-icon': 'The round play icon in the middle.',
    note: 'The privacy note at the bottom of the poster.',
    player: 'The box the YouTube player goes into.',
    fallback: "The overlay with the link after a failure (or the element's own content).",
    link: 'The link `Bekijk de video op YouTube`.',
  },
  cssProperties: {
    '--nl-video-background': {
      description: 'Background of the box, also before the upgrade (#1f2937).',
    },
    '--nl-video-placeholder': {
      description: 'The poster without a `poster` image (a dark grey gradient).',
    },
    '--nl-video-color': {
      description: 'Text on the poster (#fff).',
    },
    '--nl-video-radius': {
      description: 'Corner radius of the box (0).',
    },
    '--nl-video-button-background': {
      description: "The play icon's disc (rgb(17 24 39 / 0.85)).",
    },
    '--nl-video-button-hover-background': {
      description: 'The disc on hover and focus (default: `--nl-color-primary`, #0b57d0).',
    },
    '--nl-video-button-color': {
      description: 'The play triangle (#fff).',
    },
    '--nl-video-overlay': {
      description: 'Behind the note and the failure link (rgb(0 0 0 / 0.75)).',
    },
    '--nl-video-link-color': {
      description: 'The failure link (#fff).',
    },
  },
  pages: ['index.html'],
};
