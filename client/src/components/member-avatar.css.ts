import { avatarBase, avatarVariants } from '../theme/style-parts';
import { staticClass } from '../theme/static-class';

// components/member-avatar.tsx: Chakra's `Avatar` (subtle, round), its photo over the initials.
export const root = staticClass('mv-member-avatar', {
  ...avatarBase.root,
  ...avatarVariants.variant!.subtle!.root,
  ...avatarVariants.shape!.full!.root,
});
// The header's member button.
export const sm = staticClass('mv-member-avatar--sm', {
  ...avatarVariants.size!.sm!.root,
  overflow: 'hidden',
});
export const lg = staticClass('mv-member-avatar--lg', avatarVariants.size!.lg!.root!);
export const size2xl = staticClass('mv-member-avatar--2xl', avatarVariants.size!['2xl']!.root!);
export const fallback = staticClass('mv-member-avatar__fallback', avatarBase.fallback!);
// Over the initials, as Chakra's image is once it has loaded.
export const image = staticClass('mv-member-avatar__image', {
  ...avatarBase.image,
  position: 'absolute',
  inset: '0',
});
