import type { ApolloCache, FragmentType } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CopyButton } from '../../components/copy-button';
import { toaster } from '../../components/toaster';
import { graphql } from '../../gql';
import { fragmentData } from '../../lib/fragment-data';
import { rateLimitedMessage } from '../../lib/rate-limited';
import * as accountCss from './account.css';
import * as buttonCss from '../../components/button.css';
import * as calendarLinkCss from './calendar-link.css';

export interface CalendarFeedLike {
  url: string;
  webcalUrl: string;
}

/** The page's forms post here without JavaScript (gateway: modules/calendar/routes.ts). */
const FORM_ACTION = '/account/poin/kalender';
/** The section's anchor: the form's return lands on it. */
const CALENDAR_LINK_ID = 'kalender';

// What creating and replacing the link both answer.
const CalendarFeedOutcomeFragment = graphql(`
  fragment CalendarFeedOutcome_result on CalendarFeedResult {
    ok
    error {
      code
      message
    }
    calendarFeed {
      url
      webcalUrl
    }
  }
`);

const CreateCalendarFeed = graphql(`
  mutation CreateCalendarFeed {
    createCalendarFeed {
      ...CalendarFeedOutcome_result
    }
  }
`);

const RotateCalendarFeed = graphql(`
  mutation RotateCalendarFeed {
    rotateCalendarFeed {
      ...CalendarFeedOutcome_result
    }
  }
`);

function outcome(result: FragmentType<typeof CalendarFeedOutcomeFragment> | undefined) {
  return result && fragmentData(CalendarFeedOutcomeFragment, result);
}

/** The answer becomes the viewer's link: the page shows it in place (the viewer is one object). */
function showFeed(cache: ApolloCache, feed: CalendarFeedLike | null | undefined) {
  if (!feed) return;
  cache.modify({
    id: cache.identify({ __typename: 'Viewer' }),
    fields: { calendarFeed: () => feed },
  });
}

/**
 * A form that posts (`aksi`) without JavaScript, and runs `run` in place with it. A press before
 * the page's code ran posts too, and the page comes back with the link.
 */
function PostForm(props: {
  action: 'buat' | 'baru';
  label: string;
  busy: boolean;
  solid?: boolean;
  run: () => void;
}) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.run();
  };
  return (
    <form method="post" action={FORM_ACTION} onSubmit={onSubmit}>
      <input type="hidden" name="aksi" value={props.action} />
      <button
        type="submit"
        disabled={props.busy}
        aria-busy={props.busy || undefined}
        className={`${buttonCss.root} ${buttonCss.sm} ${buttonCss.brand} ${
          props.solid ? buttonCss.solid : buttonCss.outline
        }`}
      >
        {props.label}
      </button>
    </form>
  );
}

/**
 * "Tambahkan ke kalender": the member's private `.ics` address of their expiries, made on first
 * use, to subscribe (`webcal:`), download or copy; "Buat tautan baru" replaces it and the old
 * address stops at once.
 */
export function CalendarLink({ feed }: { feed: CalendarFeedLike | null }) {
  const [busy, setBusy] = useState(false);
  // Made in place: the button pressed is gone, so focus moves to the new address (selected).
  const focusUrl = useRef(false);
  const urlInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!feed || !focusUrl.current) return;
    focusUrl.current = false;
    urlInput.current?.focus();
  }, [feed]);
  // The cache's update sees the answer unmasked.
  const [create] = useMutation(CreateCalendarFeed, {
    update: (cache, { data }) => showFeed(cache, data?.createCalendarFeed.calendarFeed),
  });
  const [rotate] = useMutation(RotateCalendarFeed, {
    update: (cache, { data }) => showFeed(cache, data?.rotateCalendarFeed.calendarFeed),
  });

  async function run(rotating: boolean) {
    setBusy(true);
    // Set before the answer lands: the cache shows the link as soon as it does.
    focusUrl.current = !rotating;
    try {
      const result = outcome(
        rotating
          ? (await rotate()).data?.rotateCalendarFeed
          : (await create()).data?.createCalendarFeed,
      );
      if (!result?.ok || !result.calendarFeed) {
        toaster.error(result?.error?.message ?? 'Tautan kalender belum bisa dibuat. Coba lagi.');
        return;
      }
      toaster.success(
        rotating
          ? 'Tautan baru dibuat. Tautan lama sudah tidak berlaku.'
          : 'Tautan kalender siap dipakai',
      );
    } catch (error) {
      toaster.error(rateLimitedMessage(error) ?? 'Tautan kalender belum bisa dibuat. Coba lagi.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className={calendarLinkCss.root}
      id={CALENDAR_LINK_ID}
      data-testid="calendar-link"
      role="group"
      aria-labelledby="calendar-link-title"
    >
      <h3 className={calendarLinkCss.title} id="calendar-link-title">
        Tambahkan ke kalender
      </h3>
      {feed ? (
        <>
          <p className={calendarLinkCss.note}>
            Kalendermu menampilkan tanggal poin hangus dan voucher berakhir, dan ikut diperbarui
            setiap kamu membuka situs ini. Tautan ini pribadi: jangan dibagikan.
          </p>
          <div className={calendarLinkCss.actions}>
            <a
              href={feed.webcalUrl}
              className={`${buttonCss.root} ${buttonCss.sm} ${buttonCss.brand} ${buttonCss.solid}`}
              data-testid="calendar-subscribe"
            >
              Langganan di aplikasi kalender
            </a>
            <a
              href={feed.url}
              download="kedaluwarsa.ics"
              className={`${buttonCss.root} ${buttonCss.sm} ${buttonCss.brand} ${buttonCss.outline}`}
              data-testid="calendar-download"
            >
              Unduh file .ics
            </a>
          </div>
          <div className={accountCss.field}>
            <label className={accountCss.fieldLabel} htmlFor="calendar-link-url">
              Tautan kalender pribadi
            </label>
            <div className={calendarLinkCss.copyRow}>
              <input
                id="calendar-link-url"
                ref={urlInput}
                className={`${accountCss.fieldInput} ${calendarLinkCss.input}`}
                value={feed.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                data-testid="calendar-url"
              />
              <CopyButton
                value={feed.url}
                context="kalender"
                successMessage="Tautan kalender disalin"
                failureMessage="Tautan kalender gagal disalin"
              >
                Salin tautan
              </CopyButton>
            </div>
          </div>
          <p className={calendarLinkCss.note}>
            Tautan tersebar ke orang lain? Buat tautan baru; tautan lama langsung tidak berlaku.
          </p>
          <PostForm action="baru" label="Buat tautan baru" busy={busy} run={() => void run(true)} />
        </>
      ) : (
        <>
          <p className={calendarLinkCss.note}>
            Dapatkan tautan pribadi untuk melihat tanggal poin hangus dan voucher berakhir di Google
            Calendar, Kalender Apple atau Outlook.
          </p>
          <PostForm
            action="buat"
            label="Tambahkan ke kalender"
            busy={busy}
            solid
            run={() => void run(false)}
          />
        </>
      )}
    </div>
  );
}
