import {
  Avatar,
  Badge,
  Box,
  Button,
  HStack,
  Popover,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ExternalLink } from '../../components/external-link';
import { usePublicConfig } from '../../config/public-config';
import { formatPoint, truncateEmail } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useHeaderData } from '../header/header-query';
import { setReportUser } from '../monitoring/monitoring';
import { identifyMember } from '../tracking/analytics';
import { useTrackIntro } from '../tracking/tracking';
import { rememberLoginRedirect } from './login-redirect';
import { AvatarPhoto } from '../../components/avatar-photo';

// The confirmation dialog (and its focus trap) loads when a member first asks to log out:
// most visits never do, so it stays out of the first download.
const LogoutDialog = lazy(() =>
  import('./logout-dialog').then((module) => ({ default: module.LogoutDialog })),
);

/** SPEC 2: 'Masuk / Daftar' for a visitor, the member's menu otherwise. */
export function UserMenu() {
  const { data, loading } = useHeaderData();
  const viewer = data?.viewer;
  if (viewer) return <MemberMenu viewer={viewer} />;
  if (loading && !data) return <Skeleton width="10" height="10" rounded="full" />;
  return <LoginButton />;
}

function LoginButton() {
  return (
    <Button asChild colorPalette="brand" size="sm" rounded="full" flexShrink={0}>
      {/* A full page load: the gateway starts sign-in (state + PKCE) and leaves for the SSO. */}
      <a href={paths.login()} onClick={() => rememberLoginRedirect(window.location)}>
        Masuk / Daftar
      </a>
    </Button>
  );
}

type Viewer = NonNullable<NonNullable<ReturnType<typeof useHeaderData>['data']>['viewer']>;

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

function MemberMenu({ viewer }: { viewer: Viewer }) {
  const config = usePublicConfig();
  const location = useLocation();
  const trackIntro = useTrackIntro();
  const [open, setOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [logoutAsked, setLogoutAsked] = useState(false);
  const { user } = viewer;

  // Identify the member to error reporting and behaviour analytics (only when configured).
  useEffect(() => {
    setReportUser({ id: user.valueId, username: user.fullName });
    identifyMember(config.analyticsId, user.valueId, user.fullName);
  }, [config.analyticsId, user.valueId, user.fullName]);

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
        <ExternalLink href={`${config.ssoUrl}/tnc_tiers`} newTab display="block" height="full">
          <Tile label={`${config.brandName} Tier`} value={viewer.tier?.name} testId="tile-tier" />
        </ExternalLink>
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
        <ExternalLink
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
        </ExternalLink>
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

  return (
    <>
      <Popover.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        positioning={{ placement: 'bottom-end' }}
        lazyMount
        unmountOnExit
      >
        <Popover.Trigger asChild>
          <Button
            variant="ghost"
            rounded="full"
            p="0"
            minW="auto"
            aria-label={`Menu akun ${user.fullName}`}
            flexShrink={0}
          >
            <Avatar.Root size="sm">
              <Avatar.Fallback name={user.fullName} />
              <AvatarPhoto src={user.photo} alt="" />
            </Avatar.Root>
          </Button>
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
                      <AvatarPhoto src={user.photo} alt="" />
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
  );
}
