import { useEffect, useRef } from 'react';

export interface GalleryVideoProps {
  src: string;
  productName: string;
  poster: string;
  /** The slide in view: it plays; any other slide's movie is paused and not downloaded. */
  active: boolean;
}

/**
 * A movie slide: muted on a loop, without download, full-screen or remote controls
 * (behaviour.md#modals). Only the slide in view loads and plays it: a movie behind another
 * slide would otherwise download with the page (`autoplay` overrides `preload`) and compete
 * with its scripts and pictures on a slow line (behaviour.md#performance).
 */
export function GalleryVideo({ src, productName, poster, active }: GalleryVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (active) {
      // A browser may refuse to autoplay (data saver): the controls stay to start it.
      Promise.resolve()
        .then(() => video.play())
        .catch(() => undefined);
    } else {
      video.pause();
    }
  }, [active]);
  return (
    <video
      ref={ref}
      className="ui-gallery__media"
      src={src}
      aria-label={`${productName} video`}
      muted
      loop
      autoPlay={active}
      preload={active ? 'auto' : 'none'}
      playsInline
      controls
      controlsList="nodownload nofullscreen noremoteplayback"
      disablePictureInPicture
      disableRemotePlayback
      poster={poster}
      width={800}
      height={800}
    />
  );
}
