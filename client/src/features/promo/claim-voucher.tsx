import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ButtonLoader } from '../../components/button-loader';
import { graphql } from '../../gql';
import { useIdempotencyIntent } from '../../lib/idempotency-key';
import { useIdleInView } from '../../lib/use-idle-in-view';
import { useLazyModule } from '../../lib/use-lazy-module';
import { paths } from '../../lib/paths';
import { useHeaderData } from '../../lib/header-query';
import { toaster } from '../../components/toaster';
import {
  claimBlockAfter,
  claimBlockBefore,
  claimLabel,
  type ClaimablePromo,
  type ClaimBlock,
  type ClaimingMember,
} from './claim-state';
import { signInFirst } from './sign-in-first';
import { forgetMemberList } from '../../lib/member-lists';
import { rateLimitedMessage } from '../../lib/rate-limited';
import * as buttonCss from '../../components/button.css';
import * as promoCss from './promo.css';

/**
 * The claim. `viewer { point expiringPoint notifications }` (the `Viewer` singleton) updates the
 * header's balance, next expiry (a claim spends the points that expire soonest) and bell (the
 * claim is a notification) and
 * `promo { … }` the page's stock and the member's `viewerClaim` (their limit now reached), both
 * in the normalised cache, without a reload.
 */
const ClaimVoucherMutation = graphql(`
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
        expiringPoint {
          point
          expiredDate
        }
        notifications {
          ...NotificationPanel_list
        }
      }
      promo {
        id
        stock
        isQuotaAvailable
        viewerClaim {
          reason
        }
      }
    }
  }
`);

/** The hash a visitor's claim comes back with from sign-in: the dialog opens again. */
const CLAIM_HASH = '#klaim';

/**
 * The confirmation dialog's module loads when it is first wanted (a press, or back from sign-in with a claim pending), not with the
 * page. Pressing the button starts the download already on the press itself.
 */
const importClaimDialog = () => import('./claim-dialog');

/** The answer to a claim that did not reach the server, or a dialog that could not load. */
const CONNECTION_TROUBLE = 'Ada gangguan sambungan. Coba lagi sebentar lagi.';

export interface ClaimVoucherProps {
  promo: ClaimablePromo & { id: string; title: string };
  /** The gateway's answer for the signed-in member (`Promo.viewerClaim`), once it is known. */
  viewerClaim?: ClaimingMember['claim'];
  /** Buttons beside the claim button (bookmark, share): on a phone in one row with it. */
  secondary?: ReactNode;
}

function ClaimReason({ block, live }: { block: ClaimBlock; live: boolean }) {
  // A closed promo's button already names the reason: only the detail is added, quietly.
  if (block.closed) {
    return (
      <p role="status" className={promoCss.claimNote} data-testid="claim-reason">
        {block.detail ?? block.title}
      </p>
    );
  }
  return (
    <div
      role={live ? 'alert' : 'status'}
      className={promoCss.claimReason}
      data-testid="claim-reason"
    >
      <p className={promoCss.claimReasonTitle}>{block.title}</p>
      {block.detail ? <p>{block.detail}</p> : null}
    </div>
  );
}

/**
 * The claim button with its confirmation dialog (cost and balance). A visitor goes through
 * sign-in and comes back here; a refusal is shown next to the button, not only as a toast.
 * Static markup (promo.css.ts); the dialog loads on demand (claim-dialog.tsx).
 */
export function ClaimVoucher({ promo, viewerClaim, secondary }: ClaimVoucherProps) {
  const { data: header } = useHeaderData();
  const viewer = header?.viewer;
  const balance = viewer?.point;
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<ClaimBlock | null>(null);
  const [claim, { loading }] = useMutation(ClaimVoucherMutation);
  // Focus goes back here when the dialog closes: pressed before the dialog's code had loaded,
  // the button was disabled meanwhile and lost focus, so the dialog cannot know where from.
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Kept when the answer is lost (network error), so the retry cannot claim twice.
  const intent = useIdempotencyIntent();

  // A new promo on the same route starts clean.
  const [lastPromoId, setLastPromoId] = useState(promo.id);
  if (lastPromoId !== promo.id) {
    setLastPromoId(promo.id);
    setRefusal(null);
    setOpen(false);
  }

  const block =
    refusal ?? claimBlockBefore(promo, viewer ? { balance, claim: viewerClaim } : undefined);
  const disabled = Boolean(block && !block.retryable);

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

  // The dialog's code is made ready once a member who can claim has the button in view and the
  // page is idle: evaluated at the press, Chakra's runtime held that press's answer back on a
  // slow phone (bench/RESULTS.md, "The claim confirmation's INP").
  const warm = useIdleInView(buttonRef, Boolean(viewer) && !disabled);
  const [warmFailed, setWarmFailed] = useState(false);
  // The dialog's module, once it has loaded: it then stays mounted (closing animates out).
  const dialogModule = useLazyModule(importClaimDialog, dialogOpen || (warm && !warmFailed), () => {
    // Made ready in the background, it fails quietly; a press asks again.
    if (!dialogOpen) {
      setWarmFailed(true);
      return;
    }
    setDialogOpen(false);
    toaster.error('Voucher gagal diklaim', { description: CONNECTION_TROUBLE });
  });

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
          if (!claimed?.claimVoucher.ok) return;
          forgetMemberList(cache, 'vouchers');
          forgetMemberList(cache, 'pointExpirySchedule');
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
        description: rateLimitedMessage(error) ?? CONNECTION_TROUBLE,
      });
    }
  }

  const label = block?.closed ? block.title : claimLabel(promo.price);
  // Pressed before the dialog's module is here (a slow phone): the button says it is working.
  const busy = loading || (dialogOpen && !dialogModule);

  return (
    <div className={promoCss.claim}>
      {block ? <ClaimReason block={block} live={Boolean(refusal)} /> : null}
      <div className={promoCss.claimRow}>
        <button
          ref={buttonRef}
          type="button"
          className={`${buttonCss.root} ${buttonCss.lg} ${buttonCss.brand} ${buttonCss.solid} ${promoCss.claimButton}`}
          disabled={busy || disabled}
          data-loading={busy ? '' : undefined}
          onClick={start}
          data-testid="claim-button"
        >
          <ButtonLoader loading={busy}>{label}</ButtonLoader>
        </button>
        {secondary ? <div className={promoCss.claimSecondary}>{secondary}</div> : null}
      </div>
      {dialogModule ? (
        <dialogModule.ClaimDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          promo={promo}
          balance={balance}
          loading={loading}
          onConfirm={() => void confirm()}
          finalFocusEl={() => buttonRef.current}
        />
      ) : null}
    </div>
  );
}
