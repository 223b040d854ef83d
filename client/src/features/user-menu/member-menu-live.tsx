import {
  Avatar,
  Badge,
  Box,
  Button,
  HStack,
  Popover,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ChakraExternalLink } from '../../components/chakra-external-link';
import { usePublicConfig } from '../../config/public-config';
import type { LiveControlOptions } from '../../lib/deferred-control';
import { ChakraScope } from '../../app/chakra-scope';
import { formatPoint, truncateEmail } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useTrackIntro } from '../tracking/tracking';
import { MemberMenuTrigger, type Viewer } from './member-menu-trigger';
import { ChakraAvatarPhoto } from '../../components/chakra-avatar-photo';

// The confirmation dialog (and its focus trap) loads when a member first asks to log out:
// most visits never do, so it stays out of the first download.
const LogoutDialog = lazy(() =>
  import('./logout-dialog').then((module) => ({ default: module.LogoutDialog })),
);

function Tile(props: { label: string; value?: ReactNode; testId: string }) {
  return (
    <Box
      p="3"
      rounded="md"
      borderWidth="1px"
      height="full"
      _hover={{ bg: 'brand.50', borderColor: 'brand.200' }}
      data-testid={props.testId}
    >
      <Text fontSize="xs" color="fg.muted">
        {props.label}
      </Text>
      <Text fontWeight="semibold" fontSize="sm" truncate>
        {props.value ?? '–'}
      </Text>
    </Box>
  );
}

/** SPEC 2: the member's menu: who, Value ID, the tiles into the account area, Logout. */
export function LiveMemberMenu({
  viewer,
  open: openAtStart,
  triggerMark,
}: LiveControlOptions & { viewer: Viewer }) {
  const config = usePublicConfig();
  const location = useLocation();
  const trackIntro = useTrackIntro();
  const [open, setOpen] = useState(openAtStart);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [logoutAsked, setLogoutAsked] = useState(false);
  const { user } = viewer;

  // A link followed from the menu closes it.
  const [lastKey, setLastKey] = useState(location.key);
  if (lastKey !== location.key) {
    setLastKey(location.key);
    if (open) setOpen(false);
  }

  const badges = viewer.badgeCategories?.flatMap((category) => category.badges) ?? [];
  const obtained = badges.filter((badge) => badge.isObtained).length;
  const tiles: Array<{ key: string; node: ReactNode }> = [
    {
      key: 'tier',
      node: (
        <ChakraExternalLink
          href={`${config.ssoUrl}/tnc_tiers`}
          newTab
          display="block"
          height="full"
        >
          <Tile label={`${config.brandName} Tier`} value={viewer.tier?.name} testId="tile-tier" />
        </ChakraExternalLink>
      ),
    },
    {
      key: 'point',
      node: (
        <Link to={paths.accountPoint()} onClick={() => trackIntro('myPoint')}>
          <Tile label="Poin Saya" value={formatPoint(viewer.point)} testId="tile-point" />
        </Link>
      ),
    },
    {
      key: 'badge',
      node: (
        <Link to={paths.accountBadge()}>
          <Tile
            label="Koleksi Badge"
            value={badges.length ? `${obtained}/${badges.length}` : undefined}
            testId="tile-badge"
          />
        </Link>
      ),
    },
    {
      key: 'voucher',
      node: (
        <Link to={paths.accountVoucher()}>
          <Tile label="Voucher Saya" value="Lihat" testId="tile-voucher" />
        </Link>
      ),
    },
    {
      key: 'card',
      node: (
        <ChakraExternalLink
          href={`${config.ssoUrl}/account/card`}
          newTab
          display="block"
          height="full"
          onClick={() => trackIntro('myCard')}
        >
          <Tile
            label="Membership"
            value={viewer.cards ? `${viewer.cards.totalCount} kartu` : undefined}
            testId="tile-card"
          />
        </ChakraExternalLink>
      ),
    },
    {
      key: 'referral',
      node: (
        <Link to={paths.accountReferral()} onClick={() => trackIntro('referral')}>
          <Tile
            label="Kode Referral"
            value={viewer.referral?.code.toUpperCase()}
            testId="tile-referral"
          />
        </Link>
      ),
    },
  ];

  // Lazy already: Chakra's runtime comes with it, never with the first load.
  return (
    <ChakraScope>
      <>
        <Popover.Root
          open={open}
          onOpenChange={(details) => setOpen(details.open)}
          positioning={{ placement: 'bottom-end' }}
          lazyMount
          unmountOnExit
        >
          <Popover.Trigger asChild>
            <MemberMenuTrigger viewer={viewer} {...triggerMark} />
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content
                width={{ base: '92vw', sm: '360px' }}
                data-testid="user-menu"
                aria-label="Menu akun"
              >
                <Popover.Body>
                  <Stack gap="4">
                    <HStack gap="3" align="center">
                      <Avatar.Root size="lg">
                        <Avatar.Fallback name={user.fullName} />
                        <ChakraAvatarPhoto src={user.photo} alt="" />
                      </Avatar.Root>
                      <Box minW="0">
                        <Popover.Title fontWeight="semibold">{user.fullName}</Popover.Title>
                        {user.email ? (
                          <Text fontSize="sm" color="fg.muted" title={user.email}>
                            {truncateEmail(user.email)}
                          </Text>
                        ) : null}
                        <Link
                          to={paths.accountSetting()}
                          onClick={() => trackIntro('setting')}
                          style={{ fontSize: '0.875rem', color: 'var(--chakra-colors-brand-500)' }}
                        >
                          Lihat Profil
                        </Link>
                      </Box>
                    </HStack>
                    <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start" size="md">
                      Value ID: {user.valueId}
                    </Badge>
                    <SimpleGrid as="ul" columns={2} gap="2" listStyleType="none">
                      {tiles.map((tile) => (
                        <li key={tile.key}>{tile.node}</li>
                      ))}
                    </SimpleGrid>
                    <Button
                      variant="outline"
                      colorPalette="red"
                      onClick={() => {
                        trackIntro('logout');
                        setOpen(false);
                        setLogoutAsked(true);
                        setLogoutOpen(true);
                      }}
                    >
                      Logout
                    </Button>
                  </Stack>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
        {logoutAsked ? (
          <Suspense fallback={null}>
            <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />
          </Suspense>
        ) : null}
      </>
    </ChakraScope>
  );
}
