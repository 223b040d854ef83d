import { toast, Toaster as SonnerToaster } from 'sonner';

export { toast };

/**
 * SPEC 9 toast area, top-right. These are sonner 1.7's own defaults, spelled out so a library
 * upgrade that changes them is visible here: 4000 ms, 3 visible, gap 14, width 356 (built in),
 * offset 32, swipe 20 px or velocity > 0.11 and removal after 200 ms (built in), Alt+T.
 */
export function SonnerToastArea() {
  return (
    <SonnerToaster
      position="top-right"
      duration={4000}
      visibleToasts={3}
      gap={14}
      offset={32}
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel="Notifikasi"
      closeButton
      richColors
    />
  );
}
