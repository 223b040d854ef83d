import type { SystemStyleObject } from '@chakra-ui/react';
import * as sectionCss from '../../components/section.css';
import { staticClass } from '../../theme/static-class';

// routes/home: Chakra's `Container` (maxW 6xl) with the page's own padding.
export const root = staticClass('mv-home', {
  position: 'relative',
  maxW: '6xl',
  w: '100%',
  mx: 'auto',
  px: { base: '4', md: '6', lg: '8' },
  pt: { base: '3', md: '6' },
  pb: '10',
  // The home page's rows below the first screen: the browser skips their style, layout and paint
  // until they come near the viewport (a phone's first load laid out ~800 boxes, most of them
  // never in view). `auto` keeps a row's real height once it has been drawn. A jump to an
  // anchor (the top bar's "Pusat Bantuan" to #footer) draws them all first: rows drawn as the
  // jump nears them would grow from the placeholder and push the target out of view.
  ...({
    [`& .${sectionCss.root}`]: { contentVisibility: 'auto', containIntrinsicSize: 'auto 320px' },
    [`html:has(:target) & .${sectionCss.root}`]: { contentVisibility: 'visible' },
  } as SystemStyleObject),
});
