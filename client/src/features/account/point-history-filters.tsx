import { Box, Button, Field, Flex, Input } from '@chakra-ui/react';
import type { FormEvent } from 'react';
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

const PRESETS = [
  { days: 30, label: '30 hari' },
  { days: 90, label: '90 hari' },
];

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
    <Box mb="4">
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
        <Flex gap="3" align="end" wrap="wrap">
          <Field.Root flex="1" minW="36">
            <Field.Label fontSize="sm">Dari tanggal</Field.Label>
            <Input
              type="date"
              name="dari"
              size="sm"
              bg="white"
              max={today}
              defaultValue={params.from ?? ''}
              key={`dari-${params.from ?? ''}`}
            />
          </Field.Root>
          <Field.Root flex="1" minW="36">
            <Field.Label fontSize="sm">Sampai tanggal</Field.Label>
            <Input
              type="date"
              name="sampai"
              size="sm"
              bg="white"
              max={today}
              defaultValue={params.to ?? ''}
              key={`sampai-${params.to ?? ''}`}
            />
          </Field.Root>
          <Flex gap="2">
            <Button type="submit" size="sm" colorPalette="brand">
              Terapkan
            </Button>
            {isFiltered(params) ? (
              <Button asChild size="sm" variant="ghost" colorPalette="brand">
                <Link to={paths.accountPoint()}>Hapus filter</Link>
              </Button>
            ) : null}
          </Flex>
        </Flex>
      </form>
    </Box>
  );
}
