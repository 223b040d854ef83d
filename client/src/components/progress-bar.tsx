import * as progressCss from './progress.css';

/**
 * A bar of how far along something is (0–100), as Chakra's `Progress` draws it and names it:
 * the track is the `progressbar`, labelled by `label`. The classes give the palette and the
 * colours (`className` on the root, then the track's and the range's own).
 */
export function ProgressBar(props: {
  value: number;
  label: string;
  /** What the value means, in words (read out instead of a bare percentage). */
  valueText?: string;
  className?: string;
  trackClassName?: string;
  rangeClassName?: string;
}) {
  const join = (...classes: Array<string | undefined>) => classes.filter(Boolean).join(' ');
  return (
    <div className={join(progressCss.root, props.className)}>
      <div
        role="progressbar"
        aria-label={props.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={props.value}
        aria-valuetext={props.valueText}
        className={join(progressCss.track, progressCss.trackFull, props.trackClassName)}
      >
        <div
          className={join(progressCss.range, progressCss.rangeFull, props.rangeClassName)}
          // The one run-time value: how far the range reaches.
          style={{ width: `${props.value}%` }}
        />
      </div>
    </div>
  );
}
