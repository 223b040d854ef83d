import type { CSSProperties } from 'react';

/**
 * A placeholder bar or box while data loads: Chakra's pulse skeleton as a static class
 * (theme/card-css.ts), so lists of skeletons cost no runtime styling. One-off sizes go in
 * `style`; `className` adds a modifier (`mv-skeleton--media`, `mv-card__thumb`, …).
 */
export function SkeletonBlock({ className, style }: { className?: string; style?: CSSProperties }) {
  return <div className={className ? `mv-skeleton ${className}` : 'mv-skeleton'} style={style} />;
}
