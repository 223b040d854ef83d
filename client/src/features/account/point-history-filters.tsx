import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FilterLinks } from '../../components/filter-links';
import { paths } from '../../lib/paths';
import { addDays, jakartaDay } from '../../lib/jakarta-day';
import {
  POINT_KINDS,
  isFiltered,
  pointHistorySearch,
  readPointHistoryParams,
  type PointHistoryParams,
} from './point-history-params';
import * as accountCss from './account.css';
import * as buttonCss from '../../components/button.css';

const PRESETS = [
  { days: 30, label: '30 hari' },
  { days: 90, label: '90 hari' },
];

/** A date of the range: Chakra's Field (a labelled group) around its small Input. */
function DateField(props: { label: string; name: string; max: string; value: string }) {
  const id = useId();
  return (
    <div role="group" className={`${accountCss.field} ${accountCss.pointFiltersField}`}>
      <label htmlFor={id} className={accountCss.fieldLabel}>
        {props.label}
      </label>
      <input
        id={id}
        type="date"
        name={props.name}
        max={props.max}
        defaultValue={props.value}
        className={`${accountCss.fieldInput} ${accountCss.pointFiltersInput}`}
      />
    </div>
  );
}

/**
 * Kind (Semua / Diperoleh / Digunakan) and period as links, and a from–to range as a GET form:
 * every choice is in the URL, works without JavaScript, survives a reload and Back.
 */
export function PointHistoryFilters({ params }: { params: PointHistoryParams }) {
  const today = jakartaDay(new Date());
  const presetFrom = (days: number) => addDays(today, -(days - 1));
  const noRange = !params.from && !params.to;
  const navigate = useNavigate();

  // Without JavaScript the form is a plain GET; with it, empty dates are left out of the URL
  // and a backwards range is turned around before it gets there.
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value) values.set(key, value);
    }
    const next = readPointHistoryParams(values);
    void navigate({ search: pointHistorySearch(next) }, { preventScrollReset: true });
  }
  return (
    <div className={accountCss.pointFilters}>
      <FilterLinks
        label="Jenis transaksi"
        items={POINT_KINDS.map((kind) => ({
          label: kind.label,
          search: pointHistorySearch(params, { kind: kind.value }),
          active: params.kind === kind.value,
        }))}
      />
      <FilterLinks
        label="Periode"
        items={[
          {
            label: 'Semua waktu',
            search: pointHistorySearch(params, { from: undefined, to: undefined }),
            active: noRange,
          },
          ...PRESETS.map((preset) => ({
            label: preset.label,
            search: pointHistorySearch(params, { from: presetFrom(preset.days), to: undefined }),
            active: params.from === presetFrom(preset.days) && !params.to,
          })),
        ]}
      />
      <form
        method="get"
        action={paths.accountPoint()}
        onSubmit={apply}
        aria-label="Rentang tanggal"
      >
        {params.kind !== 'semua' ? <input type="hidden" name="jenis" value={params.kind} /> : null}
        <div className={accountCss.pointFiltersRange}>
          <DateField
            label="Dari tanggal"
            name="dari"
            max={today}
            value={params.from ?? ''}
            key={`dari-${params.from ?? ''}`}
          />
          <DateField
            label="Sampai tanggal"
            name="sampai"
            max={today}
            value={params.to ?? ''}
            key={`sampai-${params.to ?? ''}`}
          />
          <div className={accountCss.pointFiltersActions}>
            <button
              type="submit"
              className={`${buttonCss.root} ${buttonCss.sm} ${buttonCss.brand} ${buttonCss.solid}`}
            >
              Terapkan
            </button>
            {isFiltered(params) ? (
              <Link
                to={paths.accountPoint()}
                className={`${buttonCss.root} ${buttonCss.sm} ${buttonCss.brand} ${buttonCss.ghost}`}
              >
                Hapus filter
              </Link>
            ) : null}
          </div>
        </div>
      </form>
    </div>
  );
}
