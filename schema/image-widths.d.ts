export declare const IMAGE_WIDTHS: readonly [160, 320, 480, 640, 960, 1280, 1600];
