import * as rippleCss from './ripple.css';

/** What shows a ripple when pressed: buttons, and cards and tiles marked `data-ripple`. */
const RIPPLE_SELECTOR = 'button, [data-ripple]';
/** SPEC 9: about 400 ms (the CSS animation in the theme lasts as long). */
const RIPPLE_MS = 400;

/**
 * Tap feedback for the whole page from ONE delegated listener: a circle grows from the touch
 * point and fades (ripple.css.ts). Nothing under `prefers-reduced-motion`.
 */
export function installRipple(root: Document = document): () => void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

  function onPointerDown(event: PointerEvent) {
    if (reducedMotion.matches || event.button !== 0) return;
    const host = (event.target as Element | null)?.closest?.(RIPPLE_SELECTOR);
    if (!(host instanceof HTMLElement) || host.matches(':disabled, [aria-disabled="true"]')) return;
    const rect = host.getBoundingClientRect();
    const size = Math.max(rect.width, rect.height) * 2;
    const ripple = root.createElement('span');
    ripple.className = rippleCss.ripple;
    ripple.setAttribute('aria-hidden', 'true');
    ripple.style.width = ripple.style.height = `${size}px`;
    ripple.style.left = `${event.clientX - rect.left - size / 2}px`;
    ripple.style.top = `${event.clientY - rect.top - size / 2}px`;
    // The circle is clipped to its host; only a static host needs positioning for that.
    if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
    host.style.overflow = 'hidden';
    host.append(ripple);
    const remove = () => ripple.remove();
    ripple.addEventListener('animationend', remove, { once: true });
    // In case no animation runs (styles missing): never leave the span behind.
    setTimeout(remove, RIPPLE_MS + 100);
  }

  root.addEventListener('pointerdown', onPointerDown, { passive: true });
  return () => root.removeEventListener('pointerdown', onPointerDown);
}
