import { Badge, Box, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { BadgeImage, BadgeTileFragment, type BadgeRef } from './badge-tile';

function BadgeDetails({ badge: ref }: { badge: BadgeRef }) {
  const badge = fragmentData(BadgeTileFragment, ref);
  return (
    <>
      <Dialog.Header justifyContent="center" pt="8">
        <Dialog.Title textAlign="center">{badge.name}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4" align="center" textAlign="center">
          <BadgeImage image={badge.image} obtained={badge.isObtained} size="28" />
          {badge.isObtained ? (
            <Badge colorPalette="green" variant="subtle" size="md">
              {badge.obtainedDate
                ? `Didapat pada ${formatDate(badge.obtainedDate)}`
                : 'Sudah didapat'}
            </Badge>
          ) : (
            <Badge colorPalette="gray" variant="subtle" size="md">
              Terkunci
            </Badge>
          )}
          <Box>
            <Text fontSize="sm" fontWeight="semibold" mb="1">
              {badge.isObtained ? 'Didapat karena' : 'Cara mendapatkan'}
            </Text>
            <Text color="fg.muted">{badge.description || 'Belum ada keterangan.'}</Text>
          </Box>
        </Stack>
      </Dialog.Body>
    </>
  );
}

/** A badge's details: its picture large, its state and how it is (or was) earned. */
export function BadgeDialog(props: { badge: BadgeRef | null; onClose: () => void }) {
  return (
    <Dialog.Root
      open={props.badge != null}
      onOpenChange={(details) => {
        if (!details.open) props.onClose();
      }}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="badge-dialog">
            {props.badge ? <BadgeDetails badge={props.badge} /> : null}
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" colorPalette="brand" w="full">
                  Tutup
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Tutup detail badge" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
