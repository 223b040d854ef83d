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
    // The circle is clipped by a layer of its own over the host, with the host's corners: the
    // host's own overflow stays as it is (the bell's count on its corner stays whole).
    const clip = root.createElement('span');
    clip.className = rippleCss.clip;
    clip.setAttribute('aria-hidden', 'true');
    const ripple = clip.appendChild(root.createElement('span'));
    ripple.className = rippleCss.ripple;
    ripple.style.width = ripple.style.height = `${size}px`;
    ripple.style.left = `${event.clientX - rect.left - size / 2}px`;
    ripple.style.top = `${event.clientY - rect.top - size / 2}px`;
    // The layer is placed in its host: a static host is made its containing block (relative,
    // with no offset, it stays where it was).
    if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
    host.append(clip);
    const remove = () => clip.remove();
    ripple.addEventListener('animationend', remove, { once: true });
    // In case no animation runs (styles missing): never leave the layer behind.
    setTimeout(remove, RIPPLE_MS + 100);
  }

  root.addEventListener('pointerdown', onPointerDown, { passive: true });
  return () => root.removeEventListener('pointerdown', onPointerDown);
}
