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
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    // The layer has the host's box and corners (ripple.css.ts); the circle shown through it
    // grows from the touch point to the host's farthest corner.
    const layer = root.createElement('span');
    layer.className = rippleCss.ripple;
    layer.setAttribute('aria-hidden', 'true');
    layer.style.setProperty('--ripple-x', `${x}px`);
    layer.style.setProperty('--ripple-y', `${y}px`);
    layer.style.setProperty(
      '--ripple-radius',
      `${Math.hypot(Math.max(x, rect.width - x), Math.max(y, rect.height - y))}px`,
    );
    // The layer is placed in its host: a static host is made its containing block (relative,
    // with no offset, it stays where it was).
    if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
    host.append(layer);
    const remove = () => layer.remove();
    layer.addEventListener('animationend', remove, { once: true });
    // In case no animation runs (styles missing): never leave the layer behind.
    setTimeout(remove, RIPPLE_MS + 100);
  }

  root.addEventListener('pointerdown', onPointerDown, { passive: true });
  return () => root.removeEventListener('pointerdown', onPointerDown);
}
