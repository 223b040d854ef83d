const OVERLAY_ROOT_ID = 'mv-overlays';

/**
 * Where dialogs render: an element of their own at the end of the body, over the
 * page's stacking contexts. Not the body itself: React listens for every event on a portal's
 * container, and on the body it would handle each pointer event of the page a second time (on a
 * low-end phone about 10 ms each).
 */
export function overlayRoot(): HTMLElement {
  let root = document.getElementById(OVERLAY_ROOT_ID);
  if (!root) {
    root = document.createElement('div');
    root.id = OVERLAY_ROOT_ID;
    document.body.append(root);
  }
  return root;
}
