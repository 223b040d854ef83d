import { Box, Flex, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChakraExternalLink } from '../../components/chakra-external-link';
import type { LineIconProps } from '../../components/line-icon';
import { usePublicConfig } from '../../config/public-config';
import { paths } from '../../lib/paths';
import { useTrackIntro } from '../tracking/tracking';
import type { IntroEventKey } from '../tracking/tracking-events';
import {
  BadgeIcon,
  CardIcon,
  PointIcon,
  ReferralIcon,
  SettingIcon,
  VoucherIcon,
} from './account-icons';

interface TileSpec {
  key: string;
  label: string;
  hint: ReactNode;
  icon: ComponentType<LineIconProps>;
  to?: string;
  href?: string;
  track?: IntroEventKey;
}

function TileBody(props: { spec: TileSpec }) {
  const { spec } = props;
  return (
    <Flex
      direction="column"
      gap="2"
      p={{ base: '3', md: '4' }}
      h="full"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      _hover={{ borderColor: 'brand.300', shadow: 'sm' }}
    >
      <Flex
        align="center"
        justify="center"
        boxSize="10"
        rounded="lg"
        bg="brand.50"
        color="brand.600"
      >
        <Icon boxSize="5">
          <spec.icon />
        </Icon>
      </Flex>
      <Text fontWeight="semibold" fontSize="sm">
        {spec.label}
      </Text>
      <Text fontSize="xs" color="fg.muted" lineClamp="2">
        {spec.hint}
      </Text>
    </Flex>
  );
}

/**
 * A tile for each part of the account. SPEC 9's intro events fire as they do from the user
 * menu; Membership opens the sign-on host's card page in a new tab.
 */
export function AccountTiles(props: {
  badgeCount?: { obtained: number; total: number };
  referralCode?: string;
  cardCount?: number;
}) {
  const { ssoUrl } = usePublicConfig();
  const trackIntro = useTrackIntro();
  const tiles: TileSpec[] = [
    {
      key: 'point',
      label: 'Poin Saya',
      hint: 'Riwayat dan poin kedaluwarsa',
      icon: PointIcon,
      to: paths.accountPoint(),
      track: 'myPoint',
    },
    {
      key: 'voucher',
      label: 'Voucher Saya',
      hint: 'Voucher aktif, favorit dan riwayat',
      icon: VoucherIcon,
      to: paths.accountVoucher(),
    },
    {
      key: 'badge',
      label: 'Koleksi Badge',
      hint: props.badgeCount
        ? `${props.badgeCount.obtained}/${props.badgeCount.total} badge terkumpul`
        : 'Badge yang sudah dan belum didapat',
      icon: BadgeIcon,
      to: paths.accountBadge(),
    },
    {
      key: 'referral',
      label: 'Kode Referral',
      hint: props.referralCode ? `Kode ${props.referralCode}` : 'Ajak teman, dapat poin',
      icon: ReferralIcon,
      to: paths.accountReferral(),
      track: 'referral',
    },
    {
      key: 'setting',
      label: 'Pengaturan',
      hint: 'Profil, alamat dan keamanan',
      icon: SettingIcon,
      to: paths.accountSetting(),
      track: 'setting',
    },
    {
      key: 'card',
      label: 'Membership',
      hint: props.cardCount == null ? 'Kartu membership' : `${props.cardCount} kartu membership`,
      icon: CardIcon,
      href: `${ssoUrl}/account/card`,
      track: 'myCard',
    },
  ];

  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 2, sm: 3 }}
      gap={{ base: '3', md: '4' }}
      aria-label="Bagian akun"
      data-testid="account-tiles"
    >
      {tiles.map((spec) => {
        const onClick = spec.track ? () => trackIntro(spec.track!) : undefined;
        return (
          <Box as="li" key={spec.key}>
            {spec.to ? (
              <Box asChild display="block" h="full" data-ripple="">
                <Link to={spec.to} onClick={onClick}>
                  <TileBody spec={spec} />
                </Link>
              </Box>
            ) : (
              <ChakraExternalLink
                href={spec.href!}
                newTab
                display="block"
                h="full"
                data-ripple=""
                onClick={onClick}
                _hover={{ textDecoration: 'none' }}
              >
                <TileBody spec={spec} />
              </ChakraExternalLink>
            )}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
