'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A video playing muted in a loop by default, with a button toggling pause and play (spec S4
 * "Video"). When the shopper asks for reduced motion it starts paused.
 */
export function VideoPlayer(props: {
  src: string;
  type: string;
  poster?: string;
  description: string;
  responsive: boolean;
  playLabel: string;
  pauseLabel: string;
  /** 'en' where the shop shows the spec's English names (de-AT) */
  labelLang?: 'en';
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    video.current?.pause();
    // after this commit (hydration has drawn the playing state)
    const timer = setTimeout(() => setPlaying(false), 0);
    return () => clearTimeout(timer);
  }, []);
  // the shopper's choice counts, whether or not the video has started yet
  const toggle = () => {
    const node = video.current;
    if (!node) return;
    if (playing) {
      node.pause();
      setPlaying(false);
    } else {
      setPlaying(true);
      void node.play().catch(() => undefined);
    }
  };
  return (
    <div className={`cms-video${props.responsive ? '' : ' cms-video-fixed'}`}>
      <video ref={video} autoPlay loop muted playsInline poster={props.poster} aria-label={props.description}>
        <source src={props.src} type={props.type} />
      </video>
      <button
        type="button"
        className="cms-video-button"
        onClick={toggle}
        aria-label={playing ? props.pauseLabel : props.playLabel}
        lang={props.labelLang}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
    </div>
  );
}
