import { useEffect, useState } from 'react';
import type { EnquiryPrefill } from '~/inline/relayForm';
import { ENQUIRY_LINK, enquiryHref } from '~/lib/enquiry';
import { estimate, formatKm, formatRupeeBand, MAX_KM, type Estimate, type RateRow, type Route } from '~/lib/estimate';
import { formatIndian } from '~/lib/format';
import type { MovingType } from '~/lib/forms';
import { fillIn, fillParts } from '~/lib/words';
import { useShared } from './hooks/useShared';

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
  /** A town of the place much farther than `city`, with no distance of its own (Diu): the estimator says so. */
  farther?: string;
  movingType: MovingType;
} & ({ km: number; sea?: undefined } | { sea: true; km?: undefined });

/**
 * The estimator's words in the page's language (src/content/ui/estimator.yaml), with their "{name}"
 * placeholders for the island to fill: components/cost-estimate/CostEstimate.astro reads them.
 */
export interface EstimatorText {
  what: string;
  whereTo: string;
  byPlace: string;
  destination: string;
  chooseDestination: string;
  byKm: string;
  kmLabel: string;
  kmPlaceholder: string;
  km: string;
  byRoad: string;
  bySea: string;
  farther: string;
  prompt: string;
  nearEdge: string;
  approximate: string;
  approximateColumn: string;
  /** Each column of the rate table (`bands`), as approximateColumn names it. */
  columns: string[];
  priceOnRequest: string;
  beyond: string;
  why: { notOffered: string; sea: string; theIslands: string; tooFar: string };
  rateNote: string;
  quote: string;
}

/** What the estimator needs that is the same on every page in a language (components/cost-estimate/CostEstimate.astro). */
export interface EstimatorData {
  rows: EstimatorRow[];
  /** A move within the home city, offered first; its `city` is where every move starts. */
  home: Destination;
  /** The places a move can go to from the home city. */
  places: Destination[];
  text: EstimatorText;
  /**
   * The enquiry page in the page's language ("/hi/enquiry"), written by the Astro parent: the quote link, redrawn as
   * the visitor chooses, leads there. Given as a path rather than found here, so the island ships no language code.
   */
  enquiryPage: string;
  /** The page's language's number form (its `intlLocale`): amounts and distances are written as the page writes them. */
  intlLocale: string;
}

interface Props {
  /** The address of its EstimatorData, the same for every page in a language: a file the browser keeps (hooks/useShared). */
  dataFile: string;
  initial: { row: string; destination?: string };
  /** Prefix of the controls' ids (one estimator per page: the default will do). */
  id?: string;
}

type Where = { mode: 'place'; id: string } | { mode: 'km'; km: string };

/**
 * "Pune to Goa (Panaji)", but "Pune to Chandigarh", not "Chandigarh (Chandigarh)": the city only where it says more;
 * and "Pune to Mumbai", not "Pune to Maharashtra (Mumbai)": within the home city's own state the route is to the city.
 */
const withCity = (words: string, place: Destination): string =>
  place.movingType === 'Within State'
    ? words.replace(/\{place\}\s*\(\{city\}\)/, '{city}')
    : place.city === place.name
      ? words.replace(/\s*\(\{city\}\)/, '')
      : words;

const routeOf = (where: Where, place: Destination | undefined): Route | undefined => {
  if (where.mode === 'km') {
    const km = Number(where.km);
    return Number.isInteger(km) && km >= 1 && km <= MAX_KM ? { km } : undefined;
  }
  if (!place) return undefined;
  return place.sea ? { sea: true } : { km: place.km };
};

function Result({
  result,
  row,
  place,
  text,
  intlLocale,
}: {
  result: Estimate;
  row: EstimatorRow;
  place?: Destination;
  text: EstimatorText;
  intlLocale: string;
}) {
  const km = (value: number) => formatKm(value, intlLocale, text.km);
  if (result.kind === 'on request') {
    const why =
      result.reason === 'not offered'
        ? fillIn(text.why.notOffered, { what: row.label, km: km(result.overKm) })
        : result.reason === 'sea'
          ? fillIn(text.why.sea, { place: place?.name ?? text.why.theIslands })
          : fillIn(text.why.tooFar, { km: km(MAX_KM) });
    return <p className="text-lg font-semibold text-navy">{fillParts(text.priceOnRequest, { why })}</p>;
  }
  return (
    <>
      {result.nearEdgeKm !== undefined && !result.beyondQuotedOnRequest && (
        <p className="text-slate-700">{fillParts(text.nearEdge, { km: km(result.nearEdgeKm) })}</p>
      )}
      <ul className="space-y-1">
        {result.bands.map((band) => (
          <li key={band.column} className="text-2xl font-bold text-navy">
            {formatRupeeBand(band, intlLocale)}{' '}
            <span className="text-base font-medium text-slate-700">
              {fillParts(text.approximate, {
                column: result.bands.length > 1 ? fillIn(text.approximateColumn, { column: text.columns[band.column] }) : '',
              })}
            </span>
          </li>
        ))}
      </ul>
      {result.beyondQuotedOnRequest && <p className="text-slate-700">{fillParts(text.beyond, { km: km(result.nearEdgeKm!) })}</p>}
    </>
  );
}

/**
 * "What will my move cost?": pick what is moving and where to (a place, or a distance in km), and see the
 * band from the rate table. The server renders the first answer; the controls are enabled once this
 * island runs, so none of them looks usable before it works.
 */
export default function CostEstimateForm({ dataFile, initial, id = 'estimator' }: Props) {
  const { rows, home, places, text, enquiryPage, intlLocale } = useShared<EstimatorData>(dataFile);
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
            {text.what}
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
          <legend className="mb-1 font-semibold text-navy">{fillParts(text.whereTo, { city: home.city })}</legend>
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
                {text.byPlace}
              </label>
              <label htmlFor={`${id}-place`} className="sr-only">
                {text.destination}
              </label>
              <select
                id={`${id}-place`}
                className={field}
                disabled={!ready}
                value={where.mode === 'place' ? where.id : ''}
                onChange={(e) => setWhere({ mode: 'place', id: e.target.value })}
              >
                <option value="">{text.chooseDestination}</option>
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
                {text.byKm}
              </label>
              <label htmlFor={`${id}-km`} className="sr-only">
                {text.kmLabel}
              </label>
              <input
                id={`${id}-km`}
                type="number"
                min={1}
                max={MAX_KM}
                step={1}
                placeholder={fillIn(text.kmPlaceholder, { min: 1, max: formatIndian(MAX_KM, intlLocale) })}
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
              {fillParts(withCity(text.byRoad, place), {
                from: home.city,
                place: place.name,
                city: place.city,
                km: formatKm(place.km, intlLocale, text.km),
              })}
            </p>
          )}
          {place?.farther && <p className="text-slate-700">{fillParts(text.farther, { town: place.farther })}</p>}
          {place?.sea && (
            <p className="font-medium text-slate-700">
              {fillParts(withCity(text.bySea, place), { from: home.city, place: place.name, city: place.city })}
            </p>
          )}
          {result ? (
            <Result result={result} row={row} place={place} text={text} intlLocale={intlLocale} />
          ) : (
            <p className="text-slate-700">{text.prompt}</p>
          )}
          <p className="text-sm text-slate-700">{text.rateNote}</p>
        </div>
        {/* With the enquiry dialog in the page, it opens that, filled in from this link's query. */}
        <a href={enquiryHref(prefill, enquiryPage)} className="btn-primary self-start" {...ENQUIRY_LINK}>
          {text.quote}
        </a>
      </div>
    </div>
  );
}
