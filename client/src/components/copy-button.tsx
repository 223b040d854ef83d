import { useEffect, useState } from 'react';
import { toaster } from './toaster';
import * as buttonCss from './button.css';
import * as srOnlyCss from './sr-only.css';

/** How long the button says "Tersalin" after a copy (SPEC 9: 1500 ms by default). */
const COPIED_MS = 1500;

/**
 * Copies a value and says so: the button shows "Tersalin" for `COPIED_MS`, and a toast reports
 * success or failure. Chakra's Clipboard cannot report a refused write, which SPEC 8's failure
 * toast needs, hence the Clipboard API here. An outline brand button (`buttonCss`), small
 * unless told; `className` places it (`copyButtonCss.white` on a tinted card). Named by its
 * content, so that the name starts with what it shows (WCAG 2.5.3, "Tersalin" too): the visible
 * words, then `context` for a screen reader only.
 */
export function CopyButton({
  value,
  context,
  successMessage,
  failureMessage,
  children = 'Salin',
  size = 'sm',
  className,
}: {
  value: string;
  /** Read out after the visible words, not shown: "Value ID" makes "Salin Value ID". */
  context: string;
  successMessage: string;
  failureMessage: string;
  children?: string;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toaster.success(successMessage);
    } catch {
      toaster.error(failureMessage);
    }
  }

  const classes = [
    buttonCss.root,
    size === 'md' ? buttonCss.md : buttonCss.sm,
    buttonCss.brand,
    buttonCss.outline,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      data-copied={copied || undefined}
      onClick={() => void copy()}
    >
      {copied ? 'Tersalin' : children}
      <span className={srOnlyCss.srOnly}> {context}</span>
    </button>
  );
}
