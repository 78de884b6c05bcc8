// nl-video: spec in src/elements/video/video.tsx, its documented facts in src/elements/video/video.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { spec, Video } from '../src/elements/video/video.tsx';

export type { VideoErrorDetail, VideoEventDetail } from '../src/elements/video/video.tsx';

defineElement('nl-video', Video, spec);
