/**
 * The widths the gateway's `/img` route renders, and the only ones the client asks for: any
 * other width is refused with a 400. A fixed set keeps the image cache small and bounded
 * (sources × widths × formats) and stops anyone from making the gateway resize to every width
 * in turn.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600];
