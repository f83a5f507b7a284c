import { Box } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import classes from './launch.module.css';

/** The looping stage video made for the project (apps/web/public/media, shared with the landing hero). */
const VIDEO = { mp4: '/media/stage-lights.mp4', webm: '/media/stage-lights.webm', poster: '/media/stage-lights.jpg' };

/**
 * spec 000 §2.12 step 1: a looping background video 'started on the first mouse press anywhere; a
 * thumbnail shows until the video loads'. Muted and decorative, so screen readers skip it.
 */
export function LaunchHero({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const start = () => {
      const video = ref.current;
      if (!video) return;
      video.muted = true;
      void video.play()?.catch(() => {});
    };
    document.addEventListener('pointerdown', start, { once: true });
    return () => document.removeEventListener('pointerdown', start);
  }, []);

  return (
    <Box component="header" className={classes.hero}>
      <video
        ref={ref}
        className={classes.heroMedia}
        muted
        loop
        playsInline
        preload="auto"
        poster={VIDEO.poster}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="launch-video"
        onLoadedData={() => setLoaded(true)}
      >
        <source src={VIDEO.mp4} type="video/mp4" />
        <source src={VIDEO.webm} type="video/webm" />
      </video>
      {!loaded && <img className={classes.heroMedia} src={VIDEO.poster} alt="" data-testid="launch-thumbnail" />}
      <div className={classes.heroShade} />
      <div className={classes.heroContent}>{children}</div>
    </Box>
  );
}
