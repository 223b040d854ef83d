import type { CSSProperties } from 'react';
import * as skeletonCss from './skeleton.css';

/**
 * A placeholder bar or box while data loads: Chakra's pulse skeleton as a static class
 * (skeleton.css.ts), so lists of skeletons cost no runtime styling. One-off sizes go in
 * `style`; `className` adds a modifier (`skeletonCss.media`, `cardCss.thumb`, …).
 */
export function SkeletonBlock({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <div
      className={className ? `${skeletonCss.root} ${className}` : skeletonCss.root}
      style={style}
    />
  );
}
