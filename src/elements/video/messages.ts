import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** The play button's accessible name; the title is also shown on the poster. */
  play: 'Video afspelen: %{title}',
  /** The play button's name when the element has no `title`. */
  playUntitled: 'Video afspelen',
  /** On the poster, and the play button's description: what pressing play does. */
  note: 'Bij afspelen laadt YouTube de video; YouTube kan dan cookies plaatsen.',
  /** Announced (status) between the click and the player. */
  loading: 'De video wordt geladen…',
  /** The title of the player's iframe when the element has no `title`. */
  frameUntitled: 'YouTube-video',
  /** Above the link when YouTube could not be loaded or cannot play the video. */
  failed: 'De video kan hier niet worden afgespeeld.',
  /** The link to the video on youtube.com. */
  watch: 'Bekijk de video op YouTube',
} satisfies Catalogue;

export type VideoKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    play: 'Play video: %{title}',
    playUntitled: 'Play video',
    note: 'Playing loads the video from YouTube, which may then set cookies.',
    loading: 'Loading the video…',
    frameUntitled: 'YouTube video',
    failed: 'The video cannot be played here.',
    watch: 'Watch the video on YouTube',
  } satisfies Catalogue<VideoKey>,
};
