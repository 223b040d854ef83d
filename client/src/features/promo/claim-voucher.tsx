import { useMutation } from '@apollo/client/react';
import { Box, Button, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { formatPoints } from '../../lib/format';
import { useIdempotencyIntent } from '../../lib/idempotency-key';
import { paths } from '../../lib/paths';
import { useHeaderData } from '../header/header-query';
import { toaster } from '../toasts/toaster';
import {
  claimBlockAfter,
  claimBlockBefore,
  claimLabel,
  type ClaimablePromo,
  type ClaimBlock,
} from './claim-state';
import { promoCostLabel } from './promo-card';
import { signInFirst } from './sign-in-first';
import { forgetMemberList } from '../wallet/wallet-cache';
import { rateLimitedMessage } from '../../lib/rate-limited';

/**
 * The claim. `viewer { point }` (the `Viewer` singleton) updates the header's balance and
 * `promo { … }` the page's stock, both in the normalised cache, without a reload.
 */
export const ClaimVoucherMutation = graphql(`
  mutation ClaimVoucher($promoId: ID!, $idempotencyKey: String) {
    claimVoucher(promoId: $promoId, idempotencyKey: $idempotencyKey) {
      ok
      error {
        code
        message
      }
      voucher {
        code
      }
      viewer {
        point
      }
      promo {
        id
        stock
        isQuotaAvailable
      }
    }
  }
`);

/** The hash a visitor's claim comes back with from sign-in: the dialog opens again. */
const CLAIM_HASH = '#klaim';

export interface ClaimVoucherProps {
  promo: ClaimablePromo & { id: string; title: string };
  /** Buttons beside the claim button (bookmark, share): on a phone in one row with it. */
  secondary?: ReactNode;
}

function ClaimReason({ block, live }: { block: ClaimBlock; live: boolean }) {
  // A closed promo's button already names the reason: only the detail is added, quietly.
  if (block.closed) {
    return (
      <Text role="status" fontSize="sm" color="fg.muted" data-testid="claim-reason">
        {block.detail ?? block.title}
      </Text>
    );
  }
  return (
    <Box
      role={live ? 'alert' : 'status'}
      bg="red.50"
      color="red.800"
      borderWidth="1px"
      borderColor="red.200"
      rounded="md"
      px="3"
      py="2"
      fontSize="sm"
      data-testid="claim-reason"
    >
      <Text fontWeight="semibold">{block.title}</Text>
      {block.detail ? <Text>{block.detail}</Text> : null}
    </Box>
  );
}

function ConfirmRow(props: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="4">
      <Text color="fg.muted">{props.label}</Text>
      <Text fontWeight={props.strong ? 'bold' : 'semibold'}>{props.value}</Text>
    </Flex>
  );
}

/**
 * The claim button with its confirmation dialog (cost and balance). A visitor goes through
 * sign-in and comes back here; a refusal is shown next to the button, not only as a toast.
 */
export function ClaimVoucher({ promo, secondary }: ClaimVoucherProps) {
  const { data: header } = useHeaderData();
  const viewer = header?.viewer;
  const balance = viewer?.point;
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<ClaimBlock | null>(null);
  const [claim, { loading }] = useMutation(ClaimVoucherMutation);
  // Kept when the answer is lost (network error), so the retry cannot claim twice.
  const intent = useIdempotencyIntent();

  // A new promo on the same route starts clean.
  const [lastPromoId, setLastPromoId] = useState(promo.id);
  if (lastPromoId !== promo.id) {
    setLastPromoId(promo.id);
    setRefusal(null);
    setOpen(false);
  }

  const block = refusal ?? claimBlockBefore(promo, viewer ? balance : undefined);
  const disabled = Boolean(block && !block.retryable);
  const free = promo.price <= 0;

  // Back from sign-in with the claim pending: the hash becomes history state (so a reload
  // does not ask again) and the dialog opens once.
  const resumed = (location.state as { resumeClaim?: boolean } | null)?.resumeClaim === true;
  useEffect(() => {
    if (location.hash !== CLAIM_HASH || !viewer) return;
    void navigate(
      { search: location.search, hash: '' },
      { replace: true, preventScrollReset: true, state: { resumeClaim: true } },
    );
  }, [location.hash, location.search, viewer, navigate]);
  const dialogOpen = open || (resumed && Boolean(viewer) && !disabled);

  function setDialogOpen(next: boolean) {
    setOpen(next);
    if (!next && resumed) {
      void navigate(
        { search: location.search },
        { replace: true, preventScrollReset: true, state: null },
      );
    }
  }

  function start() {
    if (!viewer) {
      signInFirst(CLAIM_HASH);
      return;
    }
    setOpen(true);
  }

  async function confirm() {
    try {
      const { data } = await claim({
        variables: { promoId: promo.id, idempotencyKey: intent.keyFor({ promoId: promo.id }) },
        update: (cache, { data: claimed }) => {
          if (claimed?.claimVoucher.ok) forgetMemberList(cache, 'vouchers');
        },
      });
      const result = data?.claimVoucher;
      intent.settle();
      setDialogOpen(false);
      if (result?.ok) {
        setRefusal(null);
        toaster.success('Voucher berhasil diklaim', {
          description: (
            <Link to={paths.accountVoucher()} style={{ textDecoration: 'underline' }}>
              Lihat di Voucher Saya
            </Link>
          ),
        });
        return;
      }
      if (result?.error?.code === 'UNAUTHENTICATED') {
        signInFirst(CLAIM_HASH);
        return;
      }
      setRefusal(
        claimBlockAfter(
          result?.error ?? { code: 'unknown', message: 'Coba lagi sebentar lagi.' },
          promo,
          balance,
        ),
      );
    } catch (error) {
      setDialogOpen(false);
      setRefusal(null);
      toaster.error('Voucher gagal diklaim', {
        description:
          rateLimitedMessage(error) ?? 'Ada gangguan sambungan. Coba lagi sebentar lagi.',
      });
    }
  }

  const label = block?.closed ? block.title : claimLabel(promo.price);

  return (
    <Stack gap="2">
      {block ? <ClaimReason block={block} live={Boolean(refusal)} /> : null}
      <Flex gap="2" direction={{ base: 'row', md: 'column' }}>
        <Button
          colorPalette="brand"
          size="lg"
          flex={{ base: '1', md: 'none' }}
          minW="0"
          order={{ base: 1, md: 0 }}
          disabled={disabled}
          loading={loading}
          onClick={start}
          data-testid="claim-button"
        >
          {label}
        </Button>
        {secondary ? <Flex gap="2">{secondary}</Flex> : null}
      </Flex>
      <Dialog.Root
        open={dialogOpen}
        onOpenChange={(details) => setDialogOpen(details.open)}
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
                <Button colorPalette="brand" loading={loading} onClick={() => void confirm()}>
                  {free ? 'Ya, Klaim' : 'Ya, Tukar'}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
