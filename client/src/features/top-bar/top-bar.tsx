import { Box, Button, Container, HStack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { FOOTER_ID, paths } from '../../lib/paths';
import { CategoryMenu } from '../header/category-menu';
import { DownloadAppPopover } from './download-app-popover';

const itemStyle = { color: 'white', _hover: { bg: 'whiteAlpha.200' } } as const;

/** SPEC 2: desktop only. Download app on the left; the site menu on the right. */
export function TopBar() {
  return (
    <Box bg="brand.500" color="white" display={{ base: 'none', md: 'block' }} data-testid="top-bar">
      <Container maxW="6xl">
        <HStack justify="space-between" py="1">
          <DownloadAppPopover />
          <HStack as="nav" aria-label="Menu atas" gap="1">
            <Button asChild variant="ghost" size="sm" {...itemStyle}>
              <Link to={paths.about()}>Tentang</Link>
            </Button>
            <Button asChild variant="ghost" size="sm" {...itemStyle}>
              <Link to={paths.business()}>Jadi Partner</Link>
            </Button>
            <CategoryMenu />
            <Button asChild variant="ghost" size="sm" {...itemStyle}>
              <Link to={paths.referral()}>Program Referral</Link>
            </Button>
            <Button asChild variant="ghost" size="sm" {...itemStyle}>
              <a href={`#${FOOTER_ID}`}>Pusat Bantuan</a>
            </Button>
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
