import { Avatar, Badge, Box, Flex, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { CopyButton } from '../../components/copy-button';
import { paths } from '../../lib/paths';
import { CheckIcon } from './account-icons';
import { ChakraAvatarPhoto } from '../../components/chakra-avatar-photo';

export interface ProfileCardUser {
  fullName: string;
  email?: string | null;
  valueId: string;
  verified: boolean;
  photo: string;
}

/** Who is signed in: photo, name, e-mail, verified state and the Value ID to copy. */
export function ProfileCard({ user }: { user: ProfileCardUser }) {
  return (
    <Box
      bg="white"
      rounded="xl"
      borderWidth="1px"
      p={{ base: '4', md: '5' }}
      data-testid="profile-card"
    >
      <Flex gap="4" align="center">
        <Avatar.Root size="2xl" flexShrink="0">
          <Avatar.Fallback name={user.fullName} />
          <ChakraAvatarPhoto src={user.photo} alt={`Foto profil ${user.fullName}`} />
        </Avatar.Root>
        <Stack gap="1" minW="0" flex="1">
          <Text as="h1" fontWeight="bold" fontSize={{ base: 'lg', md: 'xl' }} lineClamp="2">
            {user.fullName}
          </Text>
          {user.email ? (
            <Text fontSize="sm" color="fg.muted" truncate>
              {user.email}
            </Text>
          ) : null}
          {user.verified ? (
            <Badge colorPalette="green" variant="subtle" alignSelf="flex-start" gap="1">
              <Icon boxSize="3.5">
                <CheckIcon />
              </Icon>
              Terverifikasi
            </Badge>
          ) : (
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette="orange" variant="subtle">
                Belum terverifikasi
              </Badge>
              <Text asChild fontSize="xs" color="brand.600" fontWeight="semibold">
                <Link to={paths.accountSetting()}>Verifikasi sekarang</Link>
              </Text>
            </HStack>
          )}
        </Stack>
      </Flex>
      <Flex
        mt="4"
        px="3"
        py="2"
        bg="brand.50"
        rounded="lg"
        align="center"
        justify="space-between"
        gap="3"
      >
        <Box minW="0">
          <Text fontSize="xs" color="fg.muted">
            Value ID
          </Text>
          <Text fontWeight="semibold" fontFamily="mono" letterSpacing="wide" data-testid="value-id">
            {user.valueId}
          </Text>
        </Box>
        <CopyButton
          value={user.valueId}
          label="Salin Value ID"
          successMessage="Value ID berhasil disalin"
          failureMessage="Gagal menyalin Value ID"
          bg="white"
        />
      </Flex>
    </Box>
  );
}
