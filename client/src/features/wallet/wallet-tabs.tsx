import { Box, Flex } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../lib/paths';

const tabs = [
  { to: paths.accountVoucher(), label: 'Aktif', end: true },
  { to: paths.accountVoucherBookmark(), label: 'Bookmark', end: false },
  { to: paths.accountVoucherHistory(), label: 'Riwayat', end: false },
];

/**
 * The wallet's three lists as links (NavLink marks the current one with aria-current="page"),
 * so each is its own URL, server-rendered, and Back moves between them.
 */
export function WalletTabs() {
  return (
    <Flex
      as="nav"
      aria-label="Voucher saya"
      borderBottomWidth="1px"
      mt="4"
      mb="5"
      gap="1"
      overflowX="auto"
    >
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end}>
          {({ isActive }) => (
            <Box
              as="span"
              display="block"
              px="4"
              py="2.5"
              fontSize="sm"
              fontWeight={isActive ? 'semibold' : 'medium'}
              color={isActive ? 'brand.700' : 'fg.muted'}
              borderBottomWidth="3px"
              borderColor={isActive ? 'brand.600' : 'transparent'}
              mb="-1px"
              whiteSpace="nowrap"
            >
              {tab.label}
            </Box>
          )}
        </NavLink>
      ))}
    </Flex>
  );
}
