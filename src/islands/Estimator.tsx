import { useEffect, useState } from 'react';
import type { EnquiryPrefill } from '~/inline/relayForm';
import { ENQUIRY_LINK, enquiryHref } from '~/lib/enquiry';
import { estimate, formatKm, formatRupeeBand, MAX_KM, type Estimate, type RateRow, type Route } from '~/lib/estimate';
import { formatIndian, ON_REQUEST } from '~/lib/format';
import type { MovingType } from '~/lib/forms';
import { RATE_COLUMNS, RATE_NOTE } from '~/lib/rates';

/** One row of the rate table with what the visitor picks it by and the enquiry service it stands for. */
export interface EstimatorRow extends RateRow {
  label: string;
  service: string;
}
/** A destination: a move within the home city, or to one of the 35 places, by road or partly by sea. */
export type Destination = {
  id: string;
  name: string;
  city: string;
  movingType: MovingType;
} & ({ km: number; sea?: undefined } | { sea: true; km?: undefined });

interface Props {
  rows: EstimatorRow[];
  /** A move within the home city, offered first; its `city` is where every move starts. */
  home: Destination;
  /** The places a move can go to from the home city. */
  places: Destination[];
  initial: { row: string; destination?: string };
  /** Prefix of the controls' ids (one estimator per page: the default will do). */
  id?: string;
}

type Where = { mode: 'place'; id: string } | { mode: 'km'; km: string };

const routeOf = (where: Where, place: Destination | undefined): Route | undefined => {
  if (where.mode === 'km') {
    const km = Number(where.km);
    return Number.isInteger(km) && km >= 1 && km <= MAX_KM ? { km } : undefined;
  }
  if (!place) return undefined;
  return place.sea ? { sea: true } : { km: place.km };
};

function Result({ result, row, place }: { result: Estimate; row: EstimatorRow; place?: Destination }) {
  if (result.kind === 'on request') {
    const why =
      result.reason === 'not offered'
        ? `${row.label} transport over ${formatKm(result.overKm)}`
        : result.reason === 'sea'
          ? `Moves to ${place?.name ?? 'the islands'} go partly by sea`
          : `Moves of more than ${formatKm(MAX_KM)}`;
    return (
      <p className="text-lg font-semibold text-navy">
        {why}: price {ON_REQUEST}, after a free pre-move survey.
      </p>
    );
  }
  return (
    <>
      {result.nearEdgeKm !== undefined && !result.beyondQuotedOnRequest && (
        <p className="text-slate-700">This route is close to {formatKm(result.nearEdgeKm)}, so it could fall in either band:</p>
      )}
      <ul className="space-y-1">
        {result.bands.map((band) => (
          <li key={band.column} className="text-2xl font-bold text-navy">
            {formatRupeeBand(band)}{' '}
            <span className="text-base font-medium text-slate-700">
              (approximate{result.bands.length > 1 ? `, ${RATE_COLUMNS[band.column].toLowerCase()}` : ''})
            </span>
          </li>
        ))}
      </ul>
      {result.beyondQuotedOnRequest && (
        <p className="text-slate-700">
          Beyond {formatKm(result.nearEdgeKm!)}: price {ON_REQUEST}.
        </p>
      )}
    </>
  );
}

/**
 * "What will my move cost?": pick what is moving and where to (a place, or a distance in km), and see the
 * band from the rate table. The server renders the first answer; the controls are enabled once this
 * island runs, so none of them looks usable before it works.
 */
export default function Estimator({ rows, home, places, initial, id = 'estimator' }: Props) {
  const [ready, setReady] = useState(false);
  const [rowId, setRowId] = useState(initial.row);
  const [where, setWhere] = useState<Where>({ mode: 'place', id: initial.destination ?? '' });
  useEffect(() => setReady(true), []);

  const row = rows.find((r) => r.id === rowId) ?? rows[0];
  const destinations = [home, ...places];
  const place = where.mode === 'place' ? destinations.find((d) => d.id === where.id) : undefined;
  const route = routeOf(where, place);
  const result = route && estimate(row, route);

  const prefill: EnquiryPrefill = {
    moving_from: home.city,
    moving_to: place && place.id !== home.id ? place.name : '',
    moving_type: place?.movingType ?? '',
    services: row.service,
  };
  const field = 'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-ink disabled:bg-slate-100';

  return (
    <div className="estimator grid gap-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-2">
      <div className="space-y-4">
        <div>
          <label htmlFor={`${id}-what`} className="mb-1 block font-semibold text-navy">
            What are you moving?
          </label>
          <select id={`${id}-what`} className={field} value={rowId} disabled={!ready} onChange={(e) => setRowId(e.target.value)}>
            {rows.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="mb-1 font-semibold text-navy">Where to, from {home.city}?</legend>
          <div className="space-y-3">
            <div className="flex items-center gap-3">
              <input
                type="radio"
                id={`${id}-by-place`}
                name={`${id}-where`}
                className="h-5 w-5"
                disabled={!ready}
                checked={where.mode === 'place'}
                onChange={() => setWhere({ mode: 'place', id: place?.id ?? initial.destination ?? '' })}
              />
              <label htmlFor={`${id}-by-place`} className="sr-only">
                Pick a place
              </label>
              <label htmlFor={`${id}-place`} className="sr-only">
                Destination
              </label>
              <select
                id={`${id}-place`}
                className={field}
                disabled={!ready}
                value={where.mode === 'place' ? where.id : ''}
                onChange={(e) => setWhere({ mode: 'place', id: e.target.value })}
              >
                <option value="">Choose a destination</option>
                {destinations.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex items-center gap-3">
              <input
                type="radio"
                id={`${id}-by-km`}
                name={`${id}-where`}
                className="h-5 w-5"
                disabled={!ready}
                checked={where.mode === 'km'}
                onChange={() => setWhere({ mode: 'km', km: '' })}
              />
              <label htmlFor={`${id}-by-km`} className="sr-only">
                Type a distance instead
              </label>
              <label htmlFor={`${id}-km`} className="sr-only">
                Distance in km
              </label>
              <input
                id={`${id}-km`}
                type="number"
                min={1}
                max={MAX_KM}
                step={1}
                placeholder={`Or a distance in km (1 to ${formatIndian(MAX_KM)})`}
                className={field}
                disabled={!ready}
                value={where.mode === 'km' ? where.km : ''}
                onFocus={() => where.mode !== 'km' && setWhere({ mode: 'km', km: '' })}
                onChange={(e) => setWhere({ mode: 'km', km: e.target.value })}
              />
            </div>
          </div>
        </fieldset>
      </div>
      <div className="flex flex-col justify-between gap-4 rounded-2xl bg-mist p-5">
        <div aria-live="polite" className="space-y-2">
          {place?.km !== undefined && place.id !== home.id && (
            <p className="font-medium text-slate-700">
              {home.city} to {place.name} ({place.city}): about {formatKm(place.km)} by road
            </p>
          )}
          {place?.sea && (
            <p className="font-medium text-slate-700">
              {home.city} to {place.name} ({place.city}): by road and sea
            </p>
          )}
          {result ? (
            <Result result={result} row={row} place={place} />
          ) : (
            <p className="text-slate-700">Choose a destination or enter a distance to see the approximate cost.</p>
          )}
          <p className="text-sm text-slate-700">{RATE_NOTE}</p>
        </div>
        {/* With the enquiry dialog in the page, it opens that, filled in from this link's query. */}
        <a href={enquiryHref(prefill)} className="btn-primary self-start" {...ENQUIRY_LINK}>
          Get an exact quote
        </a>
      </div>
    </div>
  );
}
