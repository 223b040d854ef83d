import { Box } from '@chakra-ui/react';
import { useNavigation } from 'react-router-dom';

/** A thin brand-coloured bar at the top of the window while a navigation loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label="Memuat halaman"
      data-testid="navigation-progress"
      position="fixed"
      top="0"
      left="0"
      right="0"
      height="3px"
      bg="brand.500"
      zIndex="max"
      transformOrigin="left"
      animation="navigation-progress 8s cubic-bezier(0.1, 0.7, 0.2, 1) forwards"
    />
  );
}
