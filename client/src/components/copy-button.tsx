import { Button, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { toaster } from '../features/toasts/toaster';

/** How long the button says "Tersalin" after a copy (SPEC 9: 1500 ms by default). */
export const COPIED_MS = 1500;

/**
 * Copies a value and says so: the button shows "Tersalin" for `COPIED_MS`, and a toast reports
 * success or failure. Chakra's Clipboard cannot report a refused write, which SPEC 8's failure
 * toast needs, hence the Clipboard API here.
 */
export function CopyButton({
  value,
  label,
  successMessage,
  failureMessage,
  children = 'Salin',
  ...buttonProps
}: {
  value: string;
  /** The accessible name, e.g. "Salin kode referral". */
  label: string;
  successMessage: string;
  failureMessage: string;
  children?: string;
} & Omit<ButtonProps, 'onClick' | 'children'>) {
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

  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="brand"
      aria-label={label}
      data-copied={copied || undefined}
      onClick={() => void copy()}
      {...buttonProps}
    >
      {copied ? 'Tersalin' : children}
    </Button>
  );
}
