import type { ReactNode, SVGProps } from 'react';

export type LineIconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * A 24×24 stroked icon as a plain `<svg>`, hidden from assistive technology (the text beside it
 * says what it means). Sized by a class (`iconCss.root` with a size of icon-size.css.ts); inside
 * Chakra's `<Icon boxSize=…>` it takes Chakra's classes instead.
 */
export function LineIcon({
  children,
  weight = 2,
  round = true,
  ...props
}: LineIconProps & { children: ReactNode; weight?: number; round?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap={round ? 'round' : undefined}
      strokeLinejoin={round ? 'round' : undefined}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
