import { Button, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { ChakraScope } from '../../app/chakra-scope';
import { formatPoints } from '../../lib/format';
import { promoCostLabel } from './promo-card';

function ConfirmRow(props: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="4">
      <Text color="fg.muted">{props.label}</Text>
      <Text fontWeight={props.strong ? 'bold' : 'semibold'}>{props.value}</Text>
    </Flex>
  );
}

export interface ClaimDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  promo: { title: string; price: number };
  /** The member's points. */
  balance: number | null | undefined;
  /** The claim is on its way: "Ya, Klaim" spins and "Batal" waits. */
  loading: boolean;
  onConfirm: () => void;
}

/**
 * The claim's confirmation (cost and balance). Chakra's `Dialog` and its focus trap, loaded by
 * `ClaimVoucher` when the dialog is first wanted: it brings Chakra's runtime with it, in its
 * own scope, and the promo page's first load carries neither.
 */
export function ClaimDialog({
  open,
  onOpenChange,
  promo,
  balance,
  loading,
  onConfirm,
}: ClaimDialogProps) {
  const free = promo.price <= 0;
  return (
    <ChakraScope>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => onOpenChange(details.open)}
        placement="center"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>
                  {free ? 'Klaim voucher ini?' : 'Tukar poin dengan voucher?'}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text fontWeight="semibold">{promo.title}</Text>
                  <Stack gap="1.5" fontSize="sm" bg="gray.50" rounded="md" p="3">
                    <ConfirmRow label="Biaya" value={promoCostLabel(promo.price)} strong />
                    <ConfirmRow label="Poin kamu" value={formatPoints(balance)} />
                    {free ? null : (
                      <ConfirmRow
                        label="Sisa poin setelah tukar"
                        value={formatPoints(Math.max((balance ?? 0) - promo.price, 0))}
                      />
                    )}
                  </Stack>
                  <Text fontSize="xs" color="fg.muted">
                    Voucher yang sudah diklaim tidak dapat dibatalkan.
                  </Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={loading}>
                    Batal
                  </Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="brand" loading={loading} onClick={onConfirm}>
                  {free ? 'Ya, Klaim' : 'Ya, Tukar'}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraScope>
  );
}
